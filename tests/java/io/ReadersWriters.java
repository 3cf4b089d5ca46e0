// Character streams over files: FileWriter (append), BufferedWriter.newLine, BufferedReader and its
// lines(), readers and writers with a charset, LineNumberReader, PushbackReader, CharArray streams,
// PrintWriter/PrintStream on a file, and the errors of unknown encodings and closed writers.
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.stream.Collectors;

public class ReadersWriters {
    static String hex(File f) throws IOException {
        StringBuilder sb = new StringBuilder();
        try (FileInputStream in = new FileInputStream(f)) {
            int b;
            while ((b = in.read()) >= 0) {
                sb.append(String.format("%02x", b));
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) throws IOException {
        try (BufferedWriter w = new BufferedWriter(new FileWriter("poem.txt"))) {
            w.write("Roses are red");
            w.newLine();
            w.write("Violets are blue\r\nSugar is sweet\r");
            w.write("And so are you");
            w.newLine();
            w.write("tail", 1, 2);
        }
        try (FileWriter w = new FileWriter("poem.txt", true)) {
            w.write('!');
            w.append("\nappended").append('\n');
        }
        try (BufferedReader r = new BufferedReader(new FileReader("poem.txt"))) {
            String line;
            int n = 0;
            while ((line = r.readLine()) != null) {
                System.out.println(++n + ": [" + line + "]");
            }
        }
        try (BufferedReader r = new BufferedReader(new FileReader("poem.txt"))) {
            System.out.println("lines: " + r.lines().filter(s -> s.contains("are")).collect(Collectors.toList()));
        }
        try (LineNumberReader r = new LineNumberReader(new FileReader("poem.txt"))) {
            System.out.println("start " + r.getLineNumber());
            r.readLine();
            System.out.println("after one line " + r.getLineNumber());
            int c;
            StringBuilder sb = new StringBuilder();
            while ((c = r.read()) != -1 && r.getLineNumber() < 3) {
                sb.append((char) c);
            }
            System.out.println("read up to line 3: [" + sb.toString().replace("\n", "|") + "] line " + r.getLineNumber());
            r.setLineNumber(100);
            r.readLine();
            System.out.println("set then read " + r.getLineNumber());
        }

        String text = "na\u00efve caf\u00e9 \u20ac \ud83d\ude00";
        String[] charsets = {"UTF-8", "ISO-8859-1", "US-ASCII", "UTF-16", "UTF-16BE", "UTF-16LE"};
        for (String cs : charsets) {
            File f = new File("enc-" + cs + ".txt");
            try (Writer w = new OutputStreamWriter(new FileOutputStream(f), cs)) {
                w.write(text);
            }
            String back;
            try (Reader r = new InputStreamReader(new FileInputStream(f), cs)) {
                StringBuilder sb = new StringBuilder();
                char[] buf = new char[3];
                int n;
                while ((n = r.read(buf)) > 0) {
                    sb.append(buf, 0, n);
                }
                back = sb.toString();
            }
            System.out.println(cs + ": " + f.length() + " bytes " + hex(f) + " same=" + back.equals(text)
                    + " chars=" + back.length());
            f.delete();
        }
        try (OutputStreamWriter w = new OutputStreamWriter(new FileOutputStream("w.txt"), StandardCharsets.UTF_8)) {
            System.out.println("encoding " + w.getEncoding());
            w.write(new char[] {'a', '\ud83d'}, 0, 2);
            w.write("\ude00b");
        }
        System.out.println("split pair " + hex(new File("w.txt")));
        InputStreamReader isr = new InputStreamReader(new FileInputStream("w.txt"), "latin1");
        System.out.println("reader encoding " + isr.getEncoding());
        isr.close();
        System.out.println("after close " + isr.getEncoding());
        try {
            new InputStreamReader(new FileInputStream("w.txt"), "no-such-charset");
        } catch (UnsupportedEncodingException e) {
            System.out.println(e);
        }
        try {
            new OutputStreamWriter(new ByteArrayOutputStream(), "bad name!");
        } catch (UnsupportedEncodingException e) {
            System.out.println(e);
        }
        FileWriter closed = new FileWriter("w.txt");
        closed.close();
        try {
            closed.write("x");
        } catch (IOException e) {
            System.out.println("closed writer: " + e.getMessage());
        }
        BufferedWriter bw = new BufferedWriter(new StringWriter());
        bw.close();
        try {
            bw.write("x");
        } catch (IOException e) {
            System.out.println("closed buffered writer: " + e.getMessage());
        }
        // an unflushed FileWriter keeps its bytes until close, as java's
        FileWriter pending = new FileWriter("pending.txt");
        pending.write("abc");
        System.out.println("before flush " + new File("pending.txt").length());
        pending.flush();
        System.out.println("after flush " + new File("pending.txt").length());
        pending.close();

        try (PrintWriter pw = new PrintWriter("print.txt")) {
            pw.println("line one");
            pw.printf("%d + %d = %d%n", 2, 3, 5);
            pw.print(3.5);
        }
        try (PrintStream ps = new PrintStream(new File("print2.txt"))) {
            ps.println("stream line");
            ps.print(42);
        }
        try (BufferedReader r = new BufferedReader(new FileReader("print.txt"))) {
            System.out.println("print.txt: " + r.lines().collect(Collectors.joining("|")));
        }
        try (BufferedReader r = new BufferedReader(new FileReader("print2.txt"))) {
            System.out.println("print2.txt: " + r.lines().collect(Collectors.joining("|")));
        }
        try {
            new PrintWriter("no/dir/print.txt");
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage());
        }

        PushbackReader pr = new PushbackReader(new StringReader("xyz"), 2);
        int c = pr.read();
        pr.unread(c);
        pr.unread('w');
        System.out.println("pushback " + (char) pr.read() + (char) pr.read() + (char) pr.read());
        try {
            pr.unread(new char[] {'1', '2', '3'});
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        CharArrayWriter caw = new CharArrayWriter();
        caw.write("hello world", 6, 5);
        caw.append('!').append("?");
        System.out.println("chararray " + caw + " " + caw.size());
        CharArrayReader car = new CharArrayReader(caw.toCharArray(), 1, 3);
        char[] got = new char[10];
        System.out.println("read " + car.read(got) + " " + new String(got, 0, 3) + " then " + car.read());
        for (String n : new String[] {"poem.txt", "w.txt", "pending.txt", "print.txt", "print2.txt"}) {
            System.out.print(new File(n).delete() + " ");
        }
        System.out.println();
    }
}
