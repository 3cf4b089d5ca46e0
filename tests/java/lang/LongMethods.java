// Long: parse and its errors, toString in radixes, hex/binary, bit operations, MIN/MAX; Short and Byte parsing and ranges.
public class LongMethods {
    static void parse(String s, int radix) {
        try {
            System.out.println("parseLong(\"" + s + "\"," + radix + ") = " + Long.parseLong(s, radix));
        } catch (NumberFormatException e) {
            System.out.println("parseLong(\"" + s + "\"," + radix + ") NFE: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        parse("9223372036854775807", 10);
        parse("-9223372036854775808", 10);
        parse("9223372036854775808", 10);
        parse("-9223372036854775809", 10);
        parse("12L", 10);
        parse("", 10);
        parse("7fffffffffffffff", 16);
        parse("-8000000000000000", 16);
        parse("8000000000000000", 16);
        parse("1y2p0ij32e8e7", 36);
        long[] vals = {0L, -1L, 1L << 40, 0xCAFEBABEL, Long.MIN_VALUE, Long.MAX_VALUE, -1234567890123456789L};
        for (long v : vals) {
            System.out.println(v + ": hex=" + Long.toHexString(v) + " bin=" + Long.toBinaryString(v) + " oct=" + Long.toOctalString(v) + " r36=" + Long.toString(v, 36)
                + " bits=" + Long.bitCount(v) + " nlz=" + Long.numberOfLeadingZeros(v) + " ntz=" + Long.numberOfTrailingZeros(v) + " rev=" + Long.reverse(v)
                + " revB=" + Long.reverseBytes(v) + " hob=" + Long.highestOneBit(v) + " rotl=" + Long.rotateLeft(v, 13) + " sig=" + Long.signum(v) + " hash=" + Long.hashCode(v));
        }
        System.out.println(Long.valueOf("123") + " " + Long.valueOf(5).equals(5L) + " " + Long.decode("0x7F") + " " + Long.MIN_VALUE + " " + Long.MAX_VALUE + " " + Long.SIZE
            + " " + Long.parseUnsignedLong("18446744073709551615") + " " + Long.sum(1, 2) + " " + Long.max(-1, -2));
        String[] shorts = {"32767", "-32768", "32768", "-32769", "abc"};
        for (String s : shorts) {
            try {
                System.out.println("short " + s + " = " + Short.parseShort(s));
            } catch (NumberFormatException e) {
                System.out.println("short " + s + " NFE: " + e.getMessage());
            }
        }
        String[] bytes = {"127", "-128", "128", "-129", "ff"};
        for (String s : bytes) {
            try {
                System.out.println("byte " + s + " = " + Byte.parseByte(s));
            } catch (NumberFormatException e) {
                System.out.println("byte " + s + " NFE: " + e.getMessage());
            }
        }
        System.out.println(Byte.parseByte("-1a", 16) + " " + Short.parseShort("7fff", 16) + " " + Byte.MIN_VALUE + " " + Byte.MAX_VALUE + " " + Short.MIN_VALUE + " " + Short.MAX_VALUE
            + " " + Short.toString((short) -5) + " " + Byte.toString((byte) 200) + " " + Short.valueOf((short) 7).compareTo((short) 9) + " " + Byte.toUnsignedInt((byte) -1)
            + " " + Short.toUnsignedInt((short) -1) + " " + Short.reverseBytes((short) 0x1234));
    }
}
