import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.*;

public class ScannerUse {
    static void attempt(String label, Scanner sc, String what) {
        try {
            Object v;
            switch (what) {
                case "int": v = sc.nextInt(); break;
                case "long": v = sc.nextLong(); break;
                case "byte": v = sc.nextByte(); break;
                case "short": v = sc.nextShort(); break;
                case "double": v = sc.nextDouble(); break;
                case "float": v = sc.nextFloat(); break;
                case "boolean": v = sc.nextBoolean(); break;
                case "bigint": v = sc.nextBigInteger(); break;
                case "bigdec": v = sc.nextBigDecimal(); break;
                case "line": v = "'" + sc.nextLine() + "'"; break;
                default: v = "'" + sc.next() + "'"; break;
            }
            System.out.println(label + " " + what + " -> " + v);
        } catch (NoSuchElementException e) {
            System.out.println(label + " " + what + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Scanner sc = new Scanner("  42 -7 +13 1,234 12,34 abc 99999999999 3000000000 true FALSE 3.25 -1e3 .5 1,000.5 NaN -Infinity 0x1.8p1 ff 300 9999999999999999999999 1.50\n");
        String[] plan = {"int", "int", "int", "int", "int", "token", "int", "token", "int", "long", "boolean", "boolean",
            "double", "double", "double", "double", "double", "double", "double", "int", "token", "byte", "short",
            "bigint", "bigdec", "token", "line", "line"};
        for (String p : plan) {
            attempt("s1", sc, p);
        }

        sc = new Scanner("first line\nsecond line\r\nthird\rfourth\n\nlast without newline");
        while (sc.hasNextLine()) {
            System.out.println("line: [" + sc.nextLine() + "]");
        }
        System.out.println("hasNext at end " + sc.hasNext() + " " + sc.hasNextLine());

        // nextInt then nextLine: the rest of the line, often empty.
        sc = new Scanner("3\nalpha beta\n7 tail\n");
        System.out.println(sc.nextInt() + " [" + sc.nextLine() + "] [" + sc.nextLine() + "] " + sc.nextInt() + " [" + sc.nextLine() + "]");

        // hasNextX never consumes.
        sc = new Scanner("x 5 6.5 true");
        System.out.println(sc.hasNextInt() + " " + sc.hasNextDouble() + " " + sc.hasNext() + " " + sc.next()
            + " " + sc.hasNextInt() + " " + sc.hasNextLong() + " " + sc.hasNextDouble() + " " + sc.nextInt()
            + " " + sc.hasNextInt() + " " + sc.hasNextDouble() + " " + sc.nextDouble() + " " + sc.hasNextBoolean()
            + " " + sc.nextBoolean() + " " + sc.hasNextInt() + " " + sc.hasNext());

        sc = new Scanner("a, b,c ,, d").useDelimiter("\\s*,\\s*");
        List<String> parts = new ArrayList<>();
        while (sc.hasNext()) {
            parts.add("<" + sc.next() + ">");
        }
        System.out.println(parts);

        sc = new Scanner("1;2;3;;4").useDelimiter(";");
        StringBuilder sb = new StringBuilder();
        while (sc.hasNext()) {
            if (sc.hasNextInt()) {
                sb.append(sc.nextInt() * 10).append(' ');
            } else {
                sb.append("[").append(sc.next()).append("] ");
            }
        }
        System.out.println(sb);

        sc = new Scanner("ff 101 zz").useRadix(16);
        System.out.println(sc.radix() + " " + sc.nextInt() + " " + sc.nextInt(2) + " " + sc.nextInt(36));
        try {
            sc.useRadix(37);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        sc = new Scanner("777777777777777777777777 12");
        try {
            sc.nextInt(8);
        } catch (InputMismatchException e) {
            System.out.println(e);
        }
        System.out.println(sc.nextBigInteger(8) + " " + sc.nextInt(3));

        sc = new Scanner("word1 word2 word3");
        System.out.println(sc.hasNext("word\\d") + " " + sc.next("word\\d") + " " + sc.hasNext("x+"));
        try {
            sc.next("x+");
        } catch (InputMismatchException e) {
            System.out.println("mismatch " + e.getMessage() + " then " + sc.next());
        }
        sc = new Scanner("name: Alice age: 30\nnext");
        System.out.println(sc.findInLine("[A-Z][a-z]+") + " / " + sc.findInLine("\\d+") + " / " + sc.findInLine("zzz")
            + " / [" + sc.nextLine() + "] " + sc.next());
        sc = new Scanner("   skip me");
        sc.skip("\\s*skip");
        System.out.println("[" + sc.nextLine() + "]");

        sc = new Scanner("tok1 tok2 tok3");
        sc.forEachRemaining(t -> System.out.print(t.toUpperCase() + ";"));
        System.out.println();
        System.out.println(new Scanner("b a c b").tokens().distinct().sorted().collect(java.util.stream.Collectors.toList()));

        sc = new Scanner("");
        attempt("empty", sc, "token");
        attempt("empty", sc, "int");
        attempt("empty", sc, "line");
        sc = new Scanner("x");
        sc.close();
        sc.close();
        try {
            sc.hasNext();
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
        BigDecimal total = BigDecimal.ZERO;
        for (Scanner prices = new Scanner("19.99 5.01 0.10"); prices.hasNextBigDecimal();) {
            total = total.add(prices.nextBigDecimal());
        }
        System.out.println("total " + total + " " + new Scanner("123456789012345678901234567890").nextBigInteger().multiply(BigInteger.TEN));
    }
}
