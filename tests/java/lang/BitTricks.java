public class BitTricks {
    public static void main(String[] args) {
        int[] xs = {0, 1, -1, 7, 8, 0x80000000, 0x7fffffff, 123456789, -98765};
        for (int x : xs) {
            System.out.println(x + " bc=" + Integer.bitCount(x) + " hob=" + Integer.highestOneBit(x) + " lob=" + Integer.lowestOneBit(x)
                + " nlz=" + Integer.numberOfLeadingZeros(x) + " ntz=" + Integer.numberOfTrailingZeros(x) + " rev=" + Integer.reverse(x)
                + " rb=" + Integer.reverseBytes(x) + " rl=" + Integer.rotateLeft(x, 5) + " rr=" + Integer.rotateRight(x, 33)
                + " hex=" + Integer.toHexString(x) + " bin=" + Integer.toBinaryString(x) + " oct=" + Integer.toOctalString(x)
                + " u=" + Integer.toUnsignedString(x) + " sig=" + Integer.signum(x) + " s36=" + Integer.toString(x, 36));
        }
        long[] ls = {0L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, 0x123456789abcdefL, -42L};
        for (long l : ls) {
            System.out.println(l + " bc=" + Long.bitCount(l) + " nlz=" + Long.numberOfLeadingZeros(l) + " ntz=" + Long.numberOfTrailingZeros(l)
                + " hex=" + Long.toHexString(l) + " rev=" + Long.reverse(l) + " u=" + Long.toUnsignedString(l) + " hi=" + Long.highestOneBit(l)
                + " rl=" + Long.rotateLeft(l, 13) + " div=" + Long.divideUnsigned(l, 7) + " rem=" + Long.remainderUnsigned(l, 7) + " b=" + Long.toBinaryString(l).length());
        }
        System.out.println(Integer.parseInt("-ff", 16) + " " + Integer.parseInt("+123") + " " + Integer.valueOf("0777".substring(1), 8) + " " + Long.parseLong("7fffffffffffffff", 16) + " " + Integer.parseUnsignedInt("4294967295") + " " + Integer.compareUnsigned(-1, 1) + " " + Integer.divideUnsigned(-1, 3));
        System.out.println(Integer.MAX_VALUE + 1 + " " + (Long.MIN_VALUE - 1) + " " + Math.abs(Integer.MIN_VALUE) + " " + (-Integer.MIN_VALUE) + " " + (Integer.MIN_VALUE / -1) + " " + (Long.MIN_VALUE % -1));
        int gray = 0; StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 16; i++) { gray = i ^ (i >> 1); sb.append(gray).append(','); }
        System.out.println(sb);
        int mask = 0b1011_0110; int sub = mask; int cnt = 0;
        do { cnt++; sub = (sub - 1) & mask; } while (sub != mask);
        System.out.println("subsets " + cnt + " " + (1 << 33) + " " + (1L << 65) + " " + (-16 >> 2) + " " + (-16 >>> 28) + " " + (-16L >>> 60) + " " + ((byte) 200) + " " + ((short) 70000) + " " + ((char) -1 + 0) + " " + (int) (char) 65601);
        for (String s : new String[]{"12x", "", "2147483648", "-", "99999999999999999999"}) {
            try { System.out.println(Integer.parseInt(s)); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        }
        try { Long.parseLong("0x10"); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Integer.parseInt(null); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        try { Integer.parseInt("1", 99); } catch (NumberFormatException e) { System.out.println(e.getMessage()); }
        System.out.println(Integer.decode("0x1F") + " " + Integer.decode("-010") + " " + Long.decode("#ff") + " " + Integer.hashCode(5) + " " + Long.hashCode(-1L) + " " + Integer.sum(3, 4) + " " + Integer.max(3, 4) + " " + Character.getNumericValue('z') + " " + Character.digit('f', 16) + " " + Character.forDigit(11, 16));
    }
}
