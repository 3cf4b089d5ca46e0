// Integer: parse (radix, signs, errors and their messages), toString in radixes, hex/binary/octal, bit twiddling, MIN/MAX.
public class IntegerMethods {
    static void parse(String s, int radix) {
        try {
            System.out.println("parseInt(\"" + s + "\"," + radix + ") = " + Integer.parseInt(s, radix));
        } catch (NumberFormatException e) {
            System.out.println("parseInt(\"" + s + "\"," + radix + ") NFE: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] ok = {"0", "-0", "+5", "123", "-2147483648", "2147483647", "007", "-1"};
        for (String s : ok) parse(s, 10);
        String[] bad = {"2147483648", "-2147483649", "", "-", "+", "12a", " 1", "1 ", "0x10", "99999999999"};
        for (String s : bad) parse(s, 10);
        parse("ff", 16);
        parse("-FF", 16);
        parse("7fffffff", 16);
        parse("80000000", 16);
        parse("zz", 36);
        parse("101", 2);
        parse("2", 2);
        parse("1", 1);
        parse("1", 37);
        try {
            Integer.parseInt(null);
        } catch (NumberFormatException e) {
            System.out.println("parseInt(null) NFE: " + e.getMessage());
        }
        int[] vals = {0, 1, -1, 255, -256, 123456789, Integer.MIN_VALUE, Integer.MAX_VALUE};
        for (int v : vals) {
            System.out.println(v + ": hex=" + Integer.toHexString(v) + " bin=" + Integer.toBinaryString(v) + " oct=" + Integer.toOctalString(v)
                + " r36=" + Integer.toString(v, 36) + " r7=" + Integer.toString(v, 7) + " r99=" + Integer.toString(v, 99)
                + " bits=" + Integer.bitCount(v) + " rev=" + Integer.reverse(v) + " revB=" + Integer.reverseBytes(v)
                + " hob=" + Integer.highestOneBit(v) + " lob=" + Integer.lowestOneBit(v) + " nlz=" + Integer.numberOfLeadingZeros(v)
                + " ntz=" + Integer.numberOfTrailingZeros(v) + " rotl=" + Integer.rotateLeft(v, 5) + " rotr=" + Integer.rotateRight(v, 37)
                + " sig=" + Integer.signum(v));
        }
        System.out.println(Integer.valueOf("42") + " " + Integer.valueOf("-7f", 16) + " " + Integer.decode("0x1F") + " " + Integer.decode("-#10") + " " + Integer.decode("010")
            + " " + Integer.toString(-255) + " " + Integer.valueOf(77).toString() + " " + Integer.sum(3, 4) + " " + Integer.max(3, 4) + " " + Integer.min(-3, 4));
        System.out.println(Integer.MIN_VALUE + " " + Integer.MAX_VALUE + " " + Integer.SIZE + " " + Integer.BYTES + " " + Integer.parseUnsignedInt("4294967295")
            + " " + Integer.toUnsignedLong(-1) + " " + Integer.compare(3, 3) + " " + Integer.valueOf(5).compareTo(9));
        Integer boxed = 300;
        System.out.println(boxed.byteValue() + " " + boxed.shortValue() + " " + boxed.longValue() + " " + boxed.floatValue() + " " + boxed.doubleValue() + " " + boxed.equals(300));
    }
}
