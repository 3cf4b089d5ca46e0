import java.util.*;
public class RomanBase {
    static final int[] VAL = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
    static final String[] SYM = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};
    static String toRoman(int n) { StringBuilder sb = new StringBuilder(); for (int i = 0; i < VAL.length; i++) while (n >= VAL[i]) { sb.append(SYM[i]); n -= VAL[i]; } return sb.toString(); }
    static int fromRoman(String s) { Map<Character, Integer> m = new HashMap<>(); m.put('I', 1); m.put('V', 5); m.put('X', 10); m.put('L', 50); m.put('C', 100); m.put('D', 500); m.put('M', 1000);
        int total = 0; for (int i = 0; i < s.length(); i++) { int v = m.get(s.charAt(i)); if (i + 1 < s.length() && v < m.get(s.charAt(i + 1))) total -= v; else total += v; } return total; }
    static final char[] B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".toCharArray();
    static String base64(byte[] data) { StringBuilder sb = new StringBuilder(); for (int i = 0; i < data.length; i += 3) { int b = (data[i] & 0xff) << 16 | (i + 1 < data.length ? (data[i + 1] & 0xff) << 8 : 0) | (i + 2 < data.length ? data[i + 2] & 0xff : 0);
        sb.append(B64[b >> 18 & 63]).append(B64[b >> 12 & 63]).append(i + 1 < data.length ? B64[b >> 6 & 63] : '=').append(i + 2 < data.length ? B64[b & 63] : '='); } return sb.toString(); }
    static int crc32(byte[] d) { int crc = ~0; for (byte b : d) { crc ^= b & 0xff; for (int k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xEDB88320 & -(crc & 1)); } return ~crc; }
    public static void main(String[] args) {
        for (int n : new int[]{1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999}) { String r = toRoman(n); System.out.print(n + "=" + r + "(" + fromRoman(r) + ") "); }
        System.out.println();
        for (String s : new String[]{"", "f", "fo", "foo", "foob", "fooba", "foobar", "Hello, World!"}) { byte[] bs = new byte[s.length()]; for (int i = 0; i < bs.length; i++) bs[i] = (byte) s.charAt(i); System.out.println("'" + s + "' " + base64(bs) + " " + Integer.toHexString(crc32(bs)) + " " + Integer.toUnsignedString(crc32(bs))); }
        byte[] all = new byte[256]; for (int i = 0; i < 256; i++) all[i] = (byte) i; System.out.println(base64(all).substring(300) + " " + crc32(all));
        for (int radix : new int[]{2, 8, 16, 36}) System.out.print(Long.toString(-123456789012L, radix) + " " + Long.parseLong(Long.toString(987654321L, radix), radix) + " ");
        System.out.println();
        System.out.println(Integer.toHexString(-1 >>> 4) + " " + Integer.toHexString((byte) 0x9c) + " " + Integer.toHexString((byte) 0x9c & 0xff) + " " + Long.toOctalString(8L) + " " + Character.forDigit(35, 36) + " " + Character.isLetterOrDigit('_') + Character.isDigit('7') + Character.isWhitespace('\n') + Character.isSpaceChar('\t') + Character.isAlphabetic('Q') + Character.isJavaIdentifierStart('$') + Character.isJavaIdentifierPart('-') + Character.isLowerCase('q'));
    }
}
