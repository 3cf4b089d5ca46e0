// Formatter errors: each IllegalFormatException subclass with JDK 17's message; parsing precedes output.
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.IllegalFormatException;

public class FormatErrors {
    static void attempt(String format, Object... args) {
        try {
            String s = String.format(format, args);
            System.out.println("ok [" + format + "] -> [" + s + "]");
        } catch (IllegalFormatException e) {
            boolean isIae = e instanceof IllegalArgumentException;
            System.out.println("[" + format + "] " + e.getClass().getName() + ": " + e.getMessage() + " iae=" + isIae);
        }
    }

    public static void main(String[] args) {
        attempt("%q", 1);
        attempt("abc %", 1);
        attempt("%5", 1);
        attempt("%-q", 1);
        attempt("%d");
        attempt("%s %s %s", 1, 2);
        attempt("%<s", 1);
        attempt("%3$s", 1, 2);
        attempt("%0$s", 1);
        attempt("%--5d", 1);
        attempt("%,,d", 1);
        attempt("%-d", 1);
        attempt("%0d", 1);
        attempt("%-05d", 1);
        attempt("%+ d", 1);
        attempt("%.2d", 1);
        attempt("%#d", 1);
        attempt("%,x", 1);
        attempt("%(x", 1);
        attempt("%+o", 1);
        attempt("% x", -1);
        attempt("%d", "str");
        attempt("%x", 1.5);
        attempt("%f", 1);
        attempt("%e", "x");
        attempt("%c", "x");
        attempt("%c", 1.0);
        attempt("%c", -1);
        attempt("%c", 0x110000);
        attempt("%.2c", 'a');
        attempt("%#c", 'a');
        attempt("%#b", true);
        attempt("%#h", 1);
        attempt("%+s", 1);
        attempt("%,s", 1);
        attempt("%#s", "x");
        attempt("%05s", "x");
        attempt("%-s", "x");
        attempt("%,e", 1.0);
        attempt("%#g", 1.0);
        attempt("%(a", 1.0);
        attempt("%.2%");
        attempt("%+%");
        attempt("%-%");
        attempt("%5n");
        attempt("%-n");
        attempt("%.n");
        attempt("%99999999999d", 1);
        attempt("%.99999999999f", 1.0);
        attempt("%99999999999$d", 1);
        attempt("%S %X %E %G %B %C %H", "s", 255, 1.0, 1.0, true, 'c', "h");
        // Output before a missing argument stays in a PrintStream; a bad specifier stops everything.
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(bytes);
        try {
            ps.printf("first %s second %s third %s", "A", "B");
        } catch (IllegalFormatException e) {
            ps.flush();
            System.out.println("partial [" + bytes + "] " + e.getMessage());
        }
        bytes.reset();
        try {
            ps.printf("first %s then %y", "A");
        } catch (IllegalFormatException e) {
            ps.flush();
            System.out.println("partial [" + bytes + "] " + e.getMessage());
        }
        try {
            String.format(null, 1);
        } catch (NullPointerException e) {
            System.out.println("null format: " + e.getClass().getName());
        }
    }
}
