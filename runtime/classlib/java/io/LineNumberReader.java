// java.io.LineNumberReader: a BufferedReader that counts line terminators.
package java.io;

/**
 * The line number starts at 0 and grows by one for each terminator read ("\n", "\r" or "\r\n";
 * read() returns '\n' for each) and for each line readLine returns.
 */
public class LineNumberReader extends BufferedReader {
    private int lineNumber = 0;
    private boolean skipLF;

    public LineNumberReader(Reader in) {
        super(in);
    }

    public LineNumberReader(Reader in, int sz) {
        super(in, sz);
    }

    public void setLineNumber(int lineNumber) {
        this.lineNumber = lineNumber;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    public int read() throws IOException {
        synchronized (lock) {
            int c = super.read();
            if (skipLF) {
                skipLF = false;
                if (c == '\n') {
                    c = super.read();
                }
            }
            switch (c) {
                case '\r':
                    skipLF = true;
                    lineNumber++;
                    return '\n';
                case '\n':
                    lineNumber++;
                    return '\n';
                default:
                    return c;
            }
        }
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            int n = super.read(cbuf, off, len);
            for (int i = off; i < off + n; i++) {
                int c = cbuf[i];
                if (skipLF) {
                    skipLF = false;
                    if (c == '\n') {
                        continue;
                    }
                }
                switch (c) {
                    case '\r':
                        skipLF = true;
                        lineNumber++;
                        break;
                    case '\n':
                        lineNumber++;
                        break;
                    default:
                        break;
                }
            }
            return n;
        }
    }

    public String readLine() throws IOException {
        synchronized (lock) {
            if (skipLF) {
                skipLF = false;
                skipNextLF();
            }
            String l = super.readLine();
            if (l != null) {
                lineNumber++;
            }
            return l;
        }
    }

    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("skip() value is negative");
        }
        long r = n;
        synchronized (lock) {
            while (r > 0) {
                if (read() == -1) {
                    break;
                }
                r--;
            }
        }
        return n - r;
    }
}
