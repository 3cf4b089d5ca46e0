import java.io.*;
import java.nio.CharBuffer;
import java.nio.ReadOnlyBufferException;
import java.nio.charset.StandardCharsets;

/** Reader.read(CharBuffer): whole and partial reads, a sliced buffer, end of stream, a full
 *  buffer, a read-only buffer, and a Readable loop copying a file's text. */
public class ReaderIntoBuffer {
    public static void main(String[] args) throws IOException {
        String s = "hello, world! \u00e9t\u00e9";
        CharBuffer buffer = CharBuffer.allocate(s.length());
        int n = new InputStreamReader(new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8)),
            StandardCharsets.UTF_8).read(buffer);
        System.out.println(n + " " + buffer.position() + " " + s.equals(new String(buffer.array())));

        Reader r = new StringReader("abcdefghij");
        CharBuffer small = CharBuffer.allocate(4);
        while ((n = r.read(small)) > 0 || small.position() > 0) {
            small.flip();
            System.out.println("got " + n + " [" + small + "]");
            small.clear();
            if (n < 0) {
                break;
            }
        }
        System.out.println("end " + r.read(small));

        CharBuffer big = CharBuffer.allocate(10);
        big.position(2);
        CharBuffer slice = big.slice();
        System.out.println(new StringReader("xyz").read(slice) + " " + slice.position() + " "
            + new String(big.array()).replace('\0', '.'));
        CharBuffer full = CharBuffer.allocate(0);
        System.out.println("full " + new StringReader("q").read(full));

        try {
            new StringReader("ro").read(CharBuffer.wrap("abc").asReadOnlyBuffer());
        } catch (ReadOnlyBufferException e) {
            System.out.println("read-only: " + e.getClass().getName());
        }

        File f = new File("reader-into-buffer.txt");
        try (Writer w = new FileWriter(f)) {
            w.write("line one\nline two\n");
        }
        Readable in = new BufferedReader(new FileReader(f));
        StringBuilder out = new StringBuilder();
        CharBuffer cb = CharBuffer.allocate(5);
        while (in.read(cb) != -1) {
            cb.flip();
            out.append(cb);
            cb.clear();
        }
        System.out.print(out);
        System.out.println(f.delete());
    }
}
