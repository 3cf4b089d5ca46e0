public class StringBuilderHeavy {
    static boolean palin(String s) { int i = 0, j = s.length() - 1; while (i < j) if (s.charAt(i++) != s.charAt(j--)) return false; return true; }
    static String caesar(String s, int k) {
        char[] cs = s.toCharArray();
        for (int i = 0; i < cs.length; i++) {
            char c = cs[i];
            if (c >= 'a' && c <= 'z') cs[i] = (char) ('a' + (c - 'a' + k + 26) % 26);
            else if (Character.isUpperCase(c)) cs[i] = (char) ('A' + (c - 'A' + k + 26) % 26);
        }
        return new String(cs);
    }
    static String rle(String s) { StringBuilder sb = new StringBuilder(); for (int i = 0; i < s.length();) { int j = i; while (j < s.length() && s.charAt(j) == s.charAt(i)) j++; sb.append(j - i).append(s.charAt(i)); i = j; } return sb.toString(); }
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder("hello");
        sb.insert(0, "[").append(']').insert(3, 42).insert(1, 'c').insert(2, 1.5).insert(0, true).insert(4, (Object) null);
        System.out.println(sb + " " + sb.length());
        sb.reverse(); System.out.println(sb);
        sb.deleteCharAt(0).delete(2, 5).replace(0, 1, "XYZ").setCharAt(1, '#'); System.out.println(sb + " " + sb.indexOf("l") + " " + sb.lastIndexOf("l") + " " + sb.charAt(2));
        sb.setLength(3); System.out.println(sb + "|" + sb.length());
        sb.setLength(5); System.out.println(sb.toString().replace('\0', '0') + "|" + sb.length());
        StringBuilder many = new StringBuilder();
        for (int i = 0; i < 1000; i++) many.append(i % 10);
        System.out.println(many.length() + " " + many.substring(990) + " " + many.toString().hashCode());
        System.out.println(palin("racecar") + " " + palin("abca") + " " + caesar("Hello, World xyz!", 3) + " " + caesar(caesar("Round Trip", 11), -11) + " " + rle("aaabccddddde"));
        char c = 'A'; c += 2; c++; int ci = c + 1; char d = (char) (c * 2 - 70);
        System.out.println(c + " " + ci + " " + d + " " + (char) ('a' + 25) + ('a' + 1) + " " + (int) 'Z' + " " + Character.toChars(97)[0] + " " + ('x' > 'X'));
        String s = "";
        for (char x = 'a'; x <= 'e'; x++) s += x;
        s += 1 + 2; s += 'z'; s = 1 + 2 + s + 1 + 2;
        System.out.println(s);
        char[] arr = {'d', 'a', 'c', 'b'}; java.util.Arrays.sort(arr); System.out.println(arr); System.out.println(String.valueOf(arr, 1, 2) + String.copyValueOf(arr));
        StringBuffer buf = new StringBuffer(); buf.append(1).append('-').append(2L).append(3.0f).append("x").reverse(); System.out.println(buf);
        System.out.println(String.join(",", "a", "b", "c") + " " + String.join("-", java.util.List.of("x", "y")) + " " + "a-b-c".split("-").length + " " + "tab\there".indexOf('\t') + " " + "x".concat("y"));
        System.out.println("Hello".charAt(1) + 'a' + " " + (char) ("Hello".charAt(1) + 1) + " " + "%d".length() + " " + "\\n".length() + " \"quoted\" " + "\u0041");
        StringBuilder cmp = new StringBuilder("abc"); System.out.println(cmp.compareTo(new StringBuilder("abd")) + " " + "abc".contentEquals(cmp) + " " + cmp.capacity());
    }
}
