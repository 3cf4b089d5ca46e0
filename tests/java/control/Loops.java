// Loops and branches: labeled break/continue, do-while, short-circuit evaluation order, conditional expressions.
public class Loops {
    static int calls;

    static boolean t(String s) { calls++; System.out.print(s); return true; }

    static boolean f(String s) { calls++; System.out.print(s); return false; }

    public static void main(String[] args) {
        int count = 0;
        outer:
        for (int i = 0; i < 10; i++) {
            inner:
            for (int j = 0; j < 10; j++) {
                if (j > i) continue outer;
                if (i + j == 15) break outer;
                if ((i ^ j) == 3) continue inner;
                count += i * j;
            }
        }
        System.out.println("labeled " + count);
        int n = 27, steps = 0;
        do {
            n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
            steps++;
        } while (n != 1);
        System.out.println("collatz steps " + steps);
        int w = 0;
        while (true) {
            if (++w > 100) break;
        }
        System.out.println("while " + w);
        boolean r1 = f("a") && t("b");
        System.out.println(" -> " + r1);
        boolean r2 = t("a") || f("b");
        System.out.println(" -> " + r2);
        boolean r3 = f("a") & t("b");
        System.out.println(" -> " + r3);
        boolean r4 = t("a") | f("b");
        System.out.println(" -> " + r4);
        boolean r5 = t("a") ^ t("b");
        System.out.println(" -> " + r5);
        boolean r6 = (f("a") || t("b")) && (t("c") ? f("d") : t("e"));
        System.out.println(" -> " + r6 + " calls=" + calls);
        int x = 5;
        int y = x > 3 ? x < 10 ? 1 : 2 : 3;
        long z = x > 3 ? 10L : 20;
        Object o = x > 3 ? (Object) "str" : Integer.valueOf(1);
        Integer boxed = null;
        int safe = x > 100 ? boxed : 7;
        System.out.println("ternary " + y + " " + z + " " + o + " " + safe);
        int bits = 0;
        boolean flag = true;
        flag &= x > 2;
        flag |= false;
        flag ^= true;
        bits |= flag ? 1 : 2;
        System.out.println("bool compound " + flag + " " + bits + " " + !flag);
        int sum = 0;
        for (int i = 0, j = 100; i < j; i += 3, j -= 4) sum += j - i;
        System.out.println("multi-var for " + sum);
        int[] arr = {3, 1, 4, 1, 5, 9, 2, 6};
        int max = Integer.MIN_VALUE;
        for (int v : arr) if (v > max) max = v;
        System.out.println("max " + max);
        int nested = 0;
        for (int a = 0; a < 20; a++)
            for (int b = 0; b < 20; b++)
                for (int c = 0; c < 20; c++)
                    if (a * a + b * b == c * c && a > 0 && a < b) nested++;
        System.out.println("triples " + nested);
    }
}
