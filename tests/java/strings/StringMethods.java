// java.lang.String methods: search, substring, replace, trim/strip, case (ASCII), compare, join, repeat, split on one char.
public class StringMethods {
    static String show(String[] parts) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) sb.append(", ");
            sb.append('"').append(parts[i]).append('"');
        }
        return sb.append("] n=").append(parts.length).toString();
    }

    public static void main(String[] args) {
        String s = "Hello, World! Hello, Java!";
        System.out.println(s.length() + " " + s.charAt(7) + " " + s.indexOf('o') + " " + s.indexOf('o', 5) + " " + s.lastIndexOf('o')
            + " " + s.indexOf("Hello") + " " + s.indexOf("Hello", 1) + " " + s.lastIndexOf("Hello") + " " + s.indexOf("xyz")
            + " " + s.indexOf("") + " " + s.lastIndexOf("") + " " + s.indexOf('!', 100) + " " + s.lastIndexOf('H', 5) + " " + s.indexOf('e', -5));
        System.out.println(s.substring(7) + "|" + s.substring(7, 12) + "|" + s.substring(0, 0) + "|" + s.substring(s.length()) + "|" + s.subSequence(0, 5));
        try {
            s.substring(5, 3);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("substring(5,3): " + e.getMessage());
        }
        try {
            s.charAt(100);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("charAt(100): " + e.getMessage());
        }
        try {
            s.substring(-1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("substring(-1): " + e.getMessage());
        }
        System.out.println(s.replace('l', 'L') + "|" + s.replace("Hello", "Bye") + "|" + s.replace("", "-").substring(0, 8) + "|" + "aaaa".replace("aa", "b") + "|" + s.replace('z', 'y'));
        String ws = " \t padded \n ";
        System.out.println("[" + ws.trim() + "][" + ws.strip() + "][" + ws.stripLeading() + "][" + ws.stripTrailing() + "] " + ws.isBlank() + " " + "".isEmpty() + " " + "  ".isBlank());
        System.out.println("MiXeD 123 _x".toUpperCase() + " " + "MiXeD 123 _X".toLowerCase() + " " + "abc".toUpperCase().equals("ABC"));
        String[] cmp = {"apple", "Apple", "apples", "app", "banana", "", "APPLE"};
        for (String a : cmp) {
            StringBuilder sb = new StringBuilder(a + ":");
            for (String b : cmp) sb.append(' ').append(a.compareTo(b)).append('/').append(a.compareToIgnoreCase(b)).append(a.equalsIgnoreCase(b) ? "=" : "");
            System.out.println(sb);
        }
        System.out.println(s.startsWith("Hello") + " " + s.startsWith("World", 7) + " " + s.endsWith("Java!") + " " + s.contains("World") + " " + s.contains("world")
            + " " + "abc".equals("abc") + " " + "abc".equals(null) + " " + "abc".contentEquals(new StringBuilder("abc")) + " " + "abc".regionMatches(true, 1, "XBC", 1, 2));
        System.out.println(String.join("-", "a", "b", "c") + " " + String.join("", "x") + " " + String.join(", ", java.util.Arrays.asList("p", "q")) + " [" + String.join("/") + "]");
        System.out.println("ab".repeat(3) + "|" + "x".repeat(0) + "|" + "".repeat(5) + "|");
        try {
            "ab".repeat(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("repeat(-1): " + e.getMessage());
        }
        System.out.println(show("a,b,,c,,".split(",")));
        System.out.println(show(",a,b".split(",")));
        System.out.println(show("a b  c".split(" ")));
        System.out.println(show("a:b:c:d".split(":", 2)));
        System.out.println(show("a:b:c::".split(":", -1)));
        System.out.println(show("".split(",")));
        System.out.println(show("no-delim".split(";")));
        System.out.println(show("x;y;z".split(";", 0)));
        System.out.println(String.valueOf(12) + String.valueOf('c') + String.valueOf(2.5) + String.valueOf(true) + String.valueOf((Object) null) + String.valueOf(new char[] {'o', 'k'})
            + String.valueOf(new char[] {'a', 'b', 'c', 'd'}, 1, 2) + String.valueOf(7L) + String.valueOf(1.5f));
        char[] arr = "chars".toCharArray();
        arr[0] = 'C';
        System.out.println(new String(arr) + " " + new String(arr, 1, 3) + " " + String.copyValueOf(arr) + " " + "concat".concat("enate") + " " + "".concat(""));
        System.out.println("codePoint " + "A\ud83d\ude00".codePointAt(1) + " " + "A\ud83d\ude00".codePointCount(0, 3) + " " + "A\ud83d\ude00".length() + " " + (int) "\ud83d\ude00".charAt(1));
        System.out.println("hash " + "".hashCode() + " " + "a".hashCode() + " " + s.hashCode() + " " + "\u0000".hashCode() + " " + "polygenelubricants".hashCode());
        String big = "abcdefghij".repeat(20);
        System.out.println(big.lastIndexOf("jab") + " " + big.indexOf("ja", 150) + " " + big.toUpperCase().charAt(199));
        System.out.println("toString " + "same".toString() + " intern " + ("in" + "tern").intern() + " charsum " + sum("checksum"));
    }

    static int sum(String s) {
        int r = 0;
        for (char c : s.toCharArray()) r = r * 31 + c;
        return r;
    }
}
