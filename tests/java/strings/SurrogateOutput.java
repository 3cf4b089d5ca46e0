// Text output of characters outside the BMP: a PrintStream holds a high surrogate printed on its
// own until the low one follows (printing a string char by char prints whole characters), an
// unpaired surrogate becomes '?', and CharSequence.chars/codePoints on a StringBuilder.
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;

public class SurrogateOutput {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x & 0xff));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        String rocket = new StringBuilder().appendCodePoint(0x1F680).toString();
        String text = "a" + rocket + "b" + new StringBuilder().appendCodePoint(0x10400);

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(bytes, true, "UTF-8");
        for (int i = 0; i < text.length(); i++) {
            ps.print(text.charAt(i));
        }
        ps.flush();
        System.out.println("char by char: " + hex(bytes.toByteArray()));

        bytes.reset();
        ps.print(text);
        System.out.println("whole string: " + hex(bytes.toByteArray()));

        bytes.reset();
        ps.print(rocket.charAt(0));
        ps.println();
        ps.print(rocket.charAt(1));
        ps.print('x');
        System.out.println("split by a newline: " + hex(bytes.toByteArray()));

        bytes.reset();
        ps.println(rocket.charAt(0));
        ps.print(rocket.substring(0, 1) + "z");
        System.out.println("unpaired: " + hex(bytes.toByteArray()));

        StringBuilder sb = new StringBuilder("ab").append(rocket).append('c');
        System.out.println("chars: " + sb.chars().count() + " " + sb.chars().sum());
        System.out.println("code points: " + sb.codePoints().count() + " " + Integer.toHexString(sb.codePoints().max().getAsInt()));
        StringBuffer buf = new StringBuffer("xyz");
        System.out.println("StringBuffer chars: " + buf.chars().mapToObj(ch -> String.valueOf((char) (ch + 1))).reduce("", String::concat));
        CharSequence custom = new CharSequence() {
            public int length() { return 3; }
            public char charAt(int i) { return (char) ('p' + i); }
            public CharSequence subSequence(int s, int e) { return toString().substring(s, e); }
            public String toString() { return "pqr"; }
        };
        System.out.println("custom sequence: " + custom.chars().boxed().toList());
    }
}
