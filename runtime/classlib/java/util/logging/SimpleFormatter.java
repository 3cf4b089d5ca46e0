// java.util.logging.SimpleFormatter: the one-record-per-two-lines text format of the ConsoleHandler.
package java.util.logging;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.text.SimpleDateFormat;
import java.util.Date;

/**
 * JDK 17's SimpleFormatter: {@code String.format(format, time, source, logger, level, message,
 * thrown)} where the format comes from the system property
 * {@code java.util.logging.SimpleFormatter.format}, else the LogManager property of that name,
 * else JDK 17's default {@code "%1$tb %1$td, %1$tY %1$tl:%1$tM:%1$tS %1$Tp %2$s%n%4$s: %5$s%6$s%n"}
 * (a format String.format rejects falls back to the default); source is "class method" when the
 * record names its source class, else the logger's name; thrown is a line break and the stack
 * trace, or "". jvmlab's java.util.Formatter has no date/time conversions, so this class expands
 * the conversions of argument 1 ({@code %1$tX}, {@code %1$TX}, {@code %<tX} after them) itself,
 * from the record's milliseconds in the default time zone, with English names (java.text's
 * SimpleDateFormat for the fields); {@code %1$s} prints the java.util.Date of the record (JDK 17
 * prints a ZonedDateTime). Thread-safe: the format is fixed at construction.
 */
public class SimpleFormatter extends Formatter {
    static final String DEFAULT_FORMAT = "%1$tb %1$td, %1$tY %1$tl:%1$tM:%1$tS %1$Tp %2$s%n%4$s: %5$s%6$s%n";
    private static final String FORMAT_PROPERTY = "java.util.logging.SimpleFormatter.format";

    private final String format = chooseFormat();

    public SimpleFormatter() {
    }

    private static String chooseFormat() {
        String fmt = System.getProperty(FORMAT_PROPERTY);
        if (fmt == null) {
            fmt = LogManager.getLogManager().getProperty(FORMAT_PROPERTY);
        }
        if (fmt == null) {
            return DEFAULT_FORMAT;
        }
        try {
            String.format(expandTime(fmt, 0L), new Date(0L), "", "", "", "", "");
            return fmt;
        } catch (IllegalArgumentException e) {
            return DEFAULT_FORMAT;
        } catch (UnsupportedOperationException e) {
            return DEFAULT_FORMAT;
        }
    }

    public String format(LogRecord record) {
        String source;
        if (record.getSourceClassName() != null) {
            source = record.getSourceClassName();
            if (record.getSourceMethodName() != null) {
                source += " " + record.getSourceMethodName();
            }
        } else {
            source = record.getLoggerName();
        }
        String message = formatMessage(record);
        String throwable = "";
        if (record.getThrown() != null) {
            StringWriter sw = new StringWriter();
            PrintWriter pw = new PrintWriter(sw);
            pw.println();
            record.getThrown().printStackTrace(pw);
            pw.close();
            throwable = sw.toString();
        }
        long millis = record.getMillis();
        return String.format(expandTime(format, millis), new Date(millis), source,
                record.getLoggerName(), record.getLevel().getLocalizedName(), message, throwable);
    }

    /**
     * The format with each date/time conversion of argument 1 replaced by its text for
     * {@code millis} (percent signs in it doubled); other conversions are left to String.format.
     */
    static String expandTime(String fmt, long millis) {
        if (fmt.indexOf('t') < 0 && fmt.indexOf('T') < 0) {
            return fmt;
        }
        StringBuilder out = new StringBuilder();
        boolean lastWasTime = false;
        int i = 0;
        int n = fmt.length();
        while (i < n) {
            char c = fmt.charAt(i);
            if (c != '%') {
                out.append(c);
                i++;
                continue;
            }
            // %[index$|<][flags][width][.precision]conversion
            int start = i;
            int j = i + 1;
            boolean argOne = false;
            boolean relative = false;
            int k = j;
            while (k < n && Character.isDigit(fmt.charAt(k))) {
                k++;
            }
            if (k < n && k > j && fmt.charAt(k) == '$') {
                argOne = fmt.substring(j, k).equals("1");
                j = k + 1;
            } else if (j < n && fmt.charAt(j) == '<') {
                relative = true;
                j++;
            }
            int flagsStart = j;
            while (j < n && "-#+ 0,(".indexOf(fmt.charAt(j)) >= 0) {
                j++;
            }
            String flags = fmt.substring(flagsStart, j);
            int widthStart = j;
            while (j < n && Character.isDigit(fmt.charAt(j))) {
                j++;
            }
            int width = j > widthStart ? Integer.parseInt(fmt.substring(widthStart, j)) : -1;
            if (j < n && fmt.charAt(j) == '.') {
                j++;
                while (j < n && Character.isDigit(fmt.charAt(j))) {
                    j++;
                }
            }
            if (j >= n) {
                out.append(fmt, start, n);
                break;
            }
            char conv = fmt.charAt(j);
            boolean isTime = (conv == 't' || conv == 'T') && j + 1 < n;
            if (isTime && (argOne || (relative && lastWasTime))) {
                String text = timeField(fmt.charAt(j + 1), millis);
                if (text != null) {
                    if (conv == 'T') {
                        text = text.toUpperCase();
                    }
                    if (width > text.length()) {
                        StringBuilder pad = new StringBuilder();
                        for (int p = text.length(); p < width; p++) {
                            pad.append(' ');
                        }
                        text = flags.indexOf('-') >= 0 ? text + pad : pad + text;
                    }
                    out.append(text.replace("%", "%%"));
                    lastWasTime = true;
                    i = j + 2;
                    continue;
                }
            }
            lastWasTime = false;
            int end = isTime ? j + 2 : j + 1;
            out.append(fmt, start, end);
            i = end;
        }
        return out.toString();
    }

    // The text of one %t conversion (java.util.Formatter's DateTime letters), or null if unknown.
    private static String timeField(char c, long millis) {
        switch (c) {
            case 'b': case 'h': return pattern("MMM", millis);
            case 'B': return pattern("MMMM", millis);
            case 'a': return pattern("EEE", millis);
            case 'A': return pattern("EEEE", millis);
            case 'C': {
                int year = Integer.parseInt(pattern("yyyy", millis));
                String s = Integer.toString(year / 100);
                return s.length() < 2 ? "0" + s : s;
            }
            case 'Y': return pattern("yyyy", millis);
            case 'y': return pattern("yy", millis);
            case 'j': return pattern("DDD", millis);
            case 'm': return pattern("MM", millis);
            case 'd': return pattern("dd", millis);
            case 'e': return pattern("d", millis);
            case 'H': return pattern("HH", millis);
            case 'I': return pattern("hh", millis);
            case 'k': return pattern("H", millis);
            case 'l': return pattern("h", millis);
            case 'M': return pattern("mm", millis);
            case 'S': return pattern("ss", millis);
            case 'L': return pattern("SSS", millis);
            case 'N': return pattern("SSS", millis) + "000000";
            case 'p': return pattern("a", millis).toLowerCase();
            case 'z': return pattern("Z", millis);
            case 'Z': return pattern("z", millis);
            case 's': return Long.toString(Math.floorDiv(millis, 1000L));
            case 'Q': return Long.toString(millis);
            case 'R': return pattern("HH:mm", millis);
            case 'T': return pattern("HH:mm:ss", millis);
            case 'r': return pattern("hh:mm:ss", millis) + " " + pattern("a", millis).toUpperCase();
            case 'D': return pattern("MM/dd/yy", millis);
            case 'F': return pattern("yyyy-MM-dd", millis);
            case 'c': return pattern("EEE MMM dd HH:mm:ss z yyyy", millis);
            default: return null;
        }
    }

    private static String pattern(String p, long millis) {
        return new SimpleDateFormat(p, java.util.Locale.US).format(new Date(millis));
    }
}
