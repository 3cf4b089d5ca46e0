// String.format with integral, character, boolean, string and hash conversions: widths, flags, indexes.
public class FormatIntegers {
    static void row(String spec, Object... args) {
        System.out.println(spec + " -> [" + String.format(spec, args) + "]");
    }

    public static void main(String[] args) {
        Object[] ints = {0, 1, -1, 42, -42, 1234567, Integer.MAX_VALUE, Integer.MIN_VALUE,
            (byte) -1, (byte) 127, (short) -300, (short) 12345, 0L, -1L, Long.MAX_VALUE, Long.MIN_VALUE,
            9876543210L};
        String[] specs = {"%d", "%5d", "%-6d|", "%05d", "%+d", "% d", "%,d", "%(d", "%+,010d",
            "%(,12d", "%x", "%X", "%#x", "%#X", "%08x", "%#010x", "%o", "%#o", "%012o", "%-12x|"};
        for (String s : specs) {
            StringBuilder sb = new StringBuilder(s).append(" :");
            for (Object o : ints) {
                sb.append(' ').append(String.format(s, o));
            }
            System.out.println(sb);
        }
        row("%s %S %10s|%-10s|%.2s|%8.3S|", "abc", "abc", "right", "left", "truncate", "upper");
        row("%s %s %s", null, 12, 'z');
        row("%b %B %b %b %5b|%-6b|%.1b", true, false, null, "x", true, false, true);
        row("%c %C %c %c %c %3c|%-3c|", 'a', 'b', 65, (byte) 0x41, (short) 0x5A, 'x', 'y');
        row("%c|%-3c|", 0x7E, 0x21);
        row("%h %H %h", "hello", "hello", null);
        row("%2$s %1$s %2$s %<s %s %s", "a", "b");
        row("%3$d %1$d %<d %d %d", 1, 2, 3);
        row("%% %5% %-5%| %n".replace("%n", "[nl]"));
        row("%10.4s|%-10.4s|", "abcdefgh", "abcdefgh");
        row("%d%%", 50);
        row("%s", new StringBuilder("builder"));
        row("%s %s", new int[0].length, java.util.Arrays.asList(1, 2, 3));
        System.out.println(String.format("line%nbreak").replace("\n", "\\n"));
        System.out.println(String.format("no specifiers"));
        System.out.println("%d + %d = %d".formatted(2, 3, 5));
        System.out.println(String.format("%-5s|%5s|", "", ""));
    }
}
