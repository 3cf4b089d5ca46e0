import java.util.Arrays;
import java.util.HexFormat;

public class HexFormatUse {
    public static void main(String[] args) {
        byte[] data = {0, 1, 15, 16, 127, -128, -1, 42};
        HexFormat hf = HexFormat.of();
        System.out.println(hf.formatHex(data));
        System.out.println(hf.withUpperCase().formatHex(data));
        HexFormat colon = HexFormat.ofDelimiter(":").withUpperCase();
        System.out.println(colon.formatHex(data));
        HexFormat fancy = HexFormat.ofDelimiter(", ").withPrefix("0x").withSuffix("h");
        String s = fancy.formatHex(data, 1, 5);
        System.out.println(s);
        System.out.println(Arrays.toString(fancy.parseHex(s)));
        System.out.println(Arrays.toString(hf.parseHex("cafeBABE")));
        System.out.println(Arrays.toString(colon.parseHex("DE:AD:be:ef")));
        System.out.println(hf.toHexDigits((byte) 10) + " " + hf.toHexDigits('A') + " " + hf.toHexDigits((short) -2)
            + " " + hf.toHexDigits(255) + " " + hf.toHexDigits(-1L) + " " + hf.toHexDigits(0x1234L, 3));
        System.out.println(HexFormat.fromHexDigits("7fffffff") + " " + HexFormat.fromHexDigits("ffffffff") + " "
            + HexFormat.fromHexDigitsToLong("123456789abcdef0") + " " + HexFormat.fromHexDigit('b'));
        System.out.println(HexFormat.isHexDigit('g') + " " + HexFormat.isHexDigit('F'));
        System.out.println(hf + " / " + fancy + " / " + hf.equals(HexFormat.of()) + " " + hf.equals(colon));
        System.out.println(hf.toLowHexDigit(0xab) + "" + hf.toHighHexDigit(0xab) + " " + hf.isUpperCase()
            + " '" + colon.delimiter() + "' '" + fancy.prefix() + "' '" + fancy.suffix() + "'");
        StringBuilder sb = hf.formatHex(new StringBuilder("bytes="), data);
        System.out.println(sb);
        String[] bad = {"abc", "zz", "0x12"};
        for (String b : bad) {
            try {
                hf.parseHex(b);
            } catch (IllegalArgumentException e) {
                System.out.println(e.getClass().getName() + ": " + e.getMessage());
            }
        }
        try {
            colon.parseHex("DE-AD");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            colon.parseHex("DE:AD:");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            HexFormat.fromHexDigits("123456789");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            hf.toHexDigits(1L, 17);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
    }
}
