public class LabeledLoops {
    public static void main(String[] args) {
        int found = -1;
        search:
        for (int i = 2; i < 100; i++) {
            for (int j = 2; j * j <= i; j++) if (i % j == 0) continue search;
            if (i > 50) { found = i; break search; }
        }
        System.out.println("first prime > 50: " + found);
        int count = 0;
        a: while (true) { b: do { count++; if (count % 3 == 0) continue a; if (count > 10) break a; } while (count % 5 != 0); count += 100; }
        System.out.println(count);
        blk: { if (count > 0) break blk; System.out.println("unreachable?"); }
        StringBuilder sb = new StringBuilder();
        for (int i = 0, j = 10; i < j; i += 2, j--) sb.append(i).append(':').append(j).append(' ');
        System.out.println(sb);
        int k = 0; for (;;) { if (++k > 5) break; }
        System.out.println(k);
        int n = 27, steps = 0; while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; steps++; }
        System.out.println("collatz " + steps);
        String cmd = "stop";
        for (String s : new String[]{"go", "wait", "stop", "GO", "", "unknown"}) {
            switch (s) {
                case "go": case "GO": System.out.print("moving "); break;
                case "wait": System.out.print("waiting "); // fallthrough
                case "stop": System.out.print("stopped "); break;
                case "": System.out.print("empty "); break;
                default: System.out.print("? ");
            }
        }
        System.out.println();
        // hash collision strings: "Aa" and "BB"
        for (String s : new String[]{"Aa", "BB", "C#"}) {
            int r = switch (s) { case "Aa" -> 1; case "BB" -> 2; default -> { int t = s.length(); yield t * 10; } };
            System.out.print(r + " ");
        }
        System.out.println();
        int v = 3; int res = 0;
        switch (v) { case 1: res += 1; case 3: res += 3; case 4: res += 4; break; case 5: res += 5; }
        System.out.println(res);
        long big = 5_000_000_000L; int sw = (int) (big % 7);
        switch (sw) { case -1000000 -> System.out.println("neg"); case 0, 1, 2 -> System.out.println("low " + sw); default -> System.out.println("hi " + sw); }
        char c = 'x';
        switch (c) { case 'a', 'e', 'i', 'o', 'u' -> System.out.println("vowel"); default -> System.out.println("consonant " + c); }
        Integer boxed = 1000; switch (boxed) { case 1000: System.out.println("boxed switch"); break; default: System.out.println("nope"); }
    }
}
