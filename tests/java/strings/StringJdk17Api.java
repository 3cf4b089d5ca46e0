// String methods JDK 17 has that programs reach: stripIndent, translateEscapes, describeConstable,
// resolveConstantDesc, the deprecated hibyte constructors and getBytes(int, int, byte[], int),
// and the count of String's declared fields. (Its public-method count is one short of java's 90:
// without the java.lang.constant interfaces there is no bridge resolveConstantDesc returning Object.)
import java.lang.invoke.MethodHandles;
import java.util.Arrays;

public class StringJdk17Api {
    static String show(String s) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\n') sb.append("\\n");
            else if (c == '\r') sb.append("\\r");
            else if (c == '\t') sb.append("\\t");
            else if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c));
            else sb.append(c);
        }
        return sb.append(']').toString();
    }

    public static void main(String[] args) {
        String[] indents = {
            "", "abc", "   abc\n   def", "   abc\n     def\n   ", "  a\n    b\n", "\t\tx\n\t\ty  \n\t",
            "  a  \n\n    b\n  ", "\n\n", "   \n   ", "a\r\n  b\r  c", "  x\u2003\n  y", " \u2003z\n \u2003w",
        };
        for (String s : indents) {
            System.out.println("stripIndent " + show(s) + " -> " + show(s.stripIndent()));
        }
        String[] escapes = {
            "", "plain", "a\\tb\\nc", "\\b\\f\\r\\s\\'\\\"\\\\", "\\0\\7\\12\\101\\377\\400\\1234",
            "line\\\ncont", "cr\\\r\nlf", "cr\\\ronly", "\\18", "\\", "x\\q", "\\u0041", "tail\\",
        };
        for (String s : escapes) {
            try {
                System.out.println("translateEscapes " + show(s) + " -> " + show(s.translateEscapes()));
            } catch (IllegalArgumentException e) {
                System.out.println("translateEscapes " + show(s) + " -> " + e.getClass().getName() + ": " + show(e.getMessage()));
            }
        }
        String k = "konst";
        System.out.println("describeConstable " + k.describeConstable() + " same=" + (k.describeConstable().get() == k));
        System.out.println("resolveConstantDesc same=" + (k.resolveConstantDesc(MethodHandles.lookup()) == k)
            + " null lookup=" + k.resolveConstantDesc(null));

        byte[] ascii = {65, 66, (byte) 0xe9, (byte) 0xff, 0};
        System.out.println("hibyte 0 " + show(new String(ascii, 0)));
        System.out.println("hibyte 1 " + show(new String(ascii, 1)));
        System.out.println("hibyte 0x1ff " + show(new String(ascii, 0x1ff, 1, 3)));
        try {
            new String(ascii, 0, 3, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        byte[] dst = new byte[6];
        "h\u00e9\u20acllo".getBytes(0, 5, dst, 1);
        System.out.println("getBytes " + Arrays.toString(dst));
        try {
            "abc".getBytes(1, 4, dst, 0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            "abc".getBytes(0, 3, dst, 4);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            "abc".getBytes(0, 3, null, 0);
        } catch (NullPointerException e) {
            System.out.println(e.getClass().getName());
        }
        System.out.println("declared fields " + String.class.getDeclaredFields().length);
    }
}
