// Integer/Long bit utilities and radix conversions on boundary values; parse errors with JDK 17 messages; caches.
public class IntegerBits {
    public static void main(String[] args) {
        int[] is = {0, 1, -1, 2, 7, 8, 255, 256, 0x12345678, 0x80000000, 0x7fffffff, -128, 127, 1 << 20, -65536};
        for (int i : is) {
            System.out.println(i + ": bc=" + Integer.bitCount(i) + " hi=" + Integer.highestOneBit(i) + " lo=" + Integer.lowestOneBit(i)
                    + " nlz=" + Integer.numberOfLeadingZeros(i) + " ntz=" + Integer.numberOfTrailingZeros(i) + " rev=" + Integer.reverse(i)
                    + " rb=" + Integer.reverseBytes(i) + " rl=" + Integer.rotateLeft(i, 5) + " rr=" + Integer.rotateRight(i, 37)
                    + " sg=" + Integer.signum(i) + " bin=" + Integer.toBinaryString(i) + " oct=" + Integer.toOctalString(i)
                    + " hex=" + Integer.toHexString(i) + " r36=" + Integer.toString(i, 36) + " r7=" + Integer.toString(i, 7)
                    + " r99=" + Integer.toString(i, 99) + " u=" + Integer.toUnsignedString(i) + " u16=" + Integer.toUnsignedString(i, 16)
                    + " ul=" + Integer.toUnsignedLong(i) + " hash=" + Integer.hashCode(i));
        }
        long[] ls = {0L, 1L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, 0x123456789abcdefL, 1L << 40, -(1L << 33)};
        for (long l : ls) {
            System.out.println(l + ": bc=" + Long.bitCount(l) + " hi=" + Long.highestOneBit(l) + " lo=" + Long.lowestOneBit(l) + " nlz="
                    + Long.numberOfLeadingZeros(l) + " ntz=" + Long.numberOfTrailingZeros(l) + " rev=" + Long.reverse(l) + " rb="
                    + Long.reverseBytes(l) + " rl=" + Long.rotateLeft(l, 13) + " rr=" + Long.rotateRight(l, -3) + " sg=" + Long.signum(l)
                    + " bin=" + Long.toBinaryString(l) + " oct=" + Long.toOctalString(l) + " hex=" + Long.toHexString(l) + " r36="
                    + Long.toString(l, 36) + " u=" + Long.toUnsignedString(l) + " u2=" + Long.toUnsignedString(l, 2) + " hash=" + Long.hashCode(l));
        }
        System.out.println(Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3) + " " + Integer.compareUnsigned(-1, 1) + " "
                + Integer.compare(-1, 1) + " " + Long.divideUnsigned(-1L, 10) + " " + Long.remainderUnsigned(-1L, 10) + " "
                + Long.compareUnsigned(1, -1) + " " + Integer.sum(3, 4) + " " + Integer.max(3, 4) + " " + Long.min(3, 4));
        String[][] parses = {{"123", "10"}, {"-123", "10"}, {"+7", "10"}, {"ff", "16"}, {"-FF", "16"}, {"zz", "36"}, {"2147483647", "10"},
            {"2147483648", "10"}, {"-2147483648", "10"}, {"", "10"}, {"-", "10"}, {"12a", "10"}, {"1", "37"}, {"11", "1"}, {" 1", "10"},
            {"4294967295", "10"}, {"1111", "2"}};
        for (String[] p : parses) {
            int radix = Integer.parseInt(p[1]);
            StringBuilder sb = new StringBuilder("'" + p[0] + "'/" + radix + ":");
            try {
                sb.append(" int=").append(Integer.parseInt(p[0], radix));
            } catch (NumberFormatException e) {
                sb.append(" int!").append(e.getMessage());
            }
            try {
                sb.append(" uint=").append(Integer.parseUnsignedInt(p[0], radix));
            } catch (NumberFormatException e) {
                sb.append(" uint!").append(e.getMessage());
            }
            try {
                sb.append(" long=").append(Long.parseLong(p[0], radix));
            } catch (NumberFormatException e) {
                sb.append(" long!").append(e.getMessage());
            }
            try {
                sb.append(" valueOf=").append(Integer.valueOf(p[0], radix));
            } catch (NumberFormatException e) {
                sb.append(" valueOf!").append(e.getMessage());
            }
            System.out.println(sb);
        }
        try {
            Integer.parseInt(null);
        } catch (NumberFormatException e) {
            System.out.println("null: " + e.getMessage());
        }
        try {
            Long.parseUnsignedLong("18446744073709551616");
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(Long.parseUnsignedLong("18446744073709551615") + " " + Integer.decode("0x1F") + " " + Integer.decode("-#10") + " "
                + Integer.decode("010") + " " + Long.decode("-0X7fffffffffffffff"));
        Integer a = 127, b = 127, c = 128, d = 128;
        Long la = -128L, lb = -128L, lc = -129L, ld = -129L;
        System.out.println((a == b) + " " + (c == d) + " " + (la == lb) + " " + (lc == ld) + " " + (Integer.valueOf(-128) == Integer.valueOf(-128))
                + " " + c.equals(d) + " " + Short.valueOf((short) 5).equals(Short.valueOf((short) 5)) + " " + (Byte.valueOf((byte) -1) == Byte.valueOf((byte) -1)));
        System.out.println(Integer.MIN_VALUE + " " + Integer.MAX_VALUE + " " + Integer.SIZE + " " + Integer.BYTES + " " + Long.SIZE + " "
                + Short.toUnsignedInt((short) -1) + " " + Byte.toUnsignedInt((byte) -1) + " " + Short.reverseBytes((short) 0x1234) + " "
                + Short.compare((short) 1, (short) -1) + " " + Byte.compare((byte) -128, (byte) 127));
        System.out.println(Character.forDigit(11, 16) + " " + Character.digit('z', 36) + " " + Character.digit('9', 8) + " "
                + Character.getNumericValue('Z') + " " + Character.forDigit(5, 1));
    }
}
