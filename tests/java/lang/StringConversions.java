// Conversions between strings and numbers in both directions: valueOf/toString round trips, radix output, char codes.
public class StringConversions {
    public static void main(String[] args) {
        int[] ints = {0, -1, 7, 10, -128, 65535, Integer.MIN_VALUE, Integer.MAX_VALUE};
        for (int i : ints) {
            String s = String.valueOf(i);
            System.out.println(s + " " + Integer.parseInt(s) + " " + (Integer.toString(i, 16) + "/" + Integer.toString(i, 2).length()) + " " + Integer.valueOf(s).equals(i)
                + " " + Long.parseLong(s) * 2 + " " + Double.parseDouble(s) + " " + Float.parseFloat(s));
        }
        long[] longs = {1L << 53, (1L << 53) + 1, Long.MIN_VALUE, 999999999999L};
        for (long l : longs) System.out.println(l + " " + Long.toString(l) + " " + (double) l + " " + (float) l + " " + Double.toString((double) l) + " " + Long.valueOf(l).doubleValue());
        String digits = "";
        for (char c = '0'; c <= '9'; c++) digits += c;
        System.out.println(digits + " " + Integer.parseInt(digits.substring(1)) + " " + Long.parseLong(digits + digits.substring(0, 8)));
        StringBuilder sb = new StringBuilder();
        for (char c = 'A'; c <= 'z'; c += 5) sb.append(c).append((int) c).append(' ');
        System.out.println(sb);
        System.out.println(Boolean.toString(true) + Boolean.valueOf("false") + Character.getNumericValue('9') + (char) ('a' + 25) + (int) '0' + ('9' - '0') + Byte.valueOf((byte) 5) + Short.valueOf((short) -5));
        double[] ds = {0.1, 1.0 / 3, 100, 1e-10, 12345.678};
        for (double d : ds) {
            String s = Double.toString(d);
            System.out.println(s + " " + (Double.parseDouble(s) == d) + " " + Float.toString((float) d) + " " + (Float.parseFloat(Float.toString((float) d)) == (float) d) + " " + (int) d + " " + Math.round(d * 100) / 100.0);
        }
    }
}
