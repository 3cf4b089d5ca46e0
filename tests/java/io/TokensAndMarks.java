// StreamTokenizer as programs use it for fast input (numbers, words, quotes, comments, EOL, line
// numbers, syntax changes), BufferedReader.mark/reset with its errors, and Reader/Writer helpers.
import java.io.*;
import java.nio.charset.StandardCharsets;

public class TokensAndMarks {
    static void dump(StreamTokenizer st) throws IOException {
        StringBuilder sb = new StringBuilder();
        while (st.nextToken() != StreamTokenizer.TT_EOF) {
            sb.append(st).append(" | ");
        }
        System.out.println(sb.append(st));
    }

    public static void main(String[] args) throws IOException {
        try (PrintWriter pw = new PrintWriter(new FileWriter("input.txt"))) {
            pw.println("3 5");
            pw.println("10 -20 3.25 -.5 7.");
            pw.println("word Another_one x1y2 'quoted text' \"esc\\t\\101\\n\" // comment");
            pw.println("a-b c.d / e # f ; g");
            pw.print("last");
        }
        try (BufferedReader br = new BufferedReader(new FileReader("input.txt"))) {
            StreamTokenizer st = new StreamTokenizer(br);
            st.nextToken();
            int n = (int) st.nval;
            st.nextToken();
            int m = (int) st.nval;
            System.out.println("n=" + n + " m=" + m + " sum=" + (n + m) + " line " + st.lineno());
            dump(st);
        }
        StreamTokenizer eol = new StreamTokenizer(new StringReader("one two\nthree\r\nfour\rfive"));
        eol.eolIsSignificant(true);
        dump(eol);
        StreamTokenizer custom = new StreamTokenizer(new StringReader("Hello, World! /* block\n comment */ x // line\n 12abc"));
        custom.resetSyntax();
        custom.wordChars('a', 'z');
        custom.wordChars('A', 'Z');
        custom.whitespaceChars(0, ' ');
        custom.ordinaryChar(',');
        custom.slashStarComments(true);
        custom.slashSlashComments(true);
        custom.lowerCaseMode(true);
        custom.parseNumbers();
        dump(custom);
        StreamTokenizer pb = new StreamTokenizer(new StringReader("42 x"));
        pb.nextToken();
        pb.pushBack();
        System.out.println("pushed back " + pb.nextToken() + " " + pb.nval + " then " + pb.nextToken() + " " + pb.sval);
        System.out.println("fresh " + new StreamTokenizer(new StringReader("")));

        BufferedReader r = new BufferedReader(new StringReader("line1\nline2\nline3\n"), 4);
        System.out.println("markSupported " + r.markSupported());
        r.mark(100);
        System.out.println(r.readLine() + " " + r.readLine());
        r.reset();
        System.out.println("after reset " + r.readLine());
        r.mark(2);
        r.readLine();
        r.readLine();
        try {
            r.reset();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        BufferedReader unmarked = new BufferedReader(new StringReader("x"));
        try {
            unmarked.reset();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        try {
            unmarked.mark(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        BufferedReader crlf = new BufferedReader(new StringReader("a\r\nb"));
        System.out.println(crlf.readLine());
        crlf.mark(10);
        System.out.println((char) crlf.read());
        crlf.reset();
        System.out.println(crlf.readLine() + " " + crlf.readLine());

        StringWriter sw = new StringWriter();
        System.out.println("transferTo " + new StringReader("copy me").transferTo(sw) + " " + sw);
        System.out.println("nullReader " + Reader.nullReader().read());
        Writer nw = Writer.nullWriter();
        nw.write("ignored");
        nw.close();
        try {
            nw.write("x");
        } catch (IOException e) {
            System.out.println("nullWriter closed: " + e.getMessage());
        }
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        bos.write("h\u00e9".getBytes(StandardCharsets.UTF_8));
        System.out.println("toString(Charset) " + bos.toString(StandardCharsets.ISO_8859_1).length() + " "
                + bos.toString(StandardCharsets.UTF_8).length());
        System.out.println(new File("input.txt").delete());
    }
}
