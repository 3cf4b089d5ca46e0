// java.util.logging.Formatter: turns a LogRecord into text for a Handler.
package java.util.logging;

/**
 * Formats records for Handlers. {@link #formatMessage} is JDK 17's: a message with parameters is
 * formatted by java.text.MessageFormat when it holds "{" followed by a digit, else returned as
 * is; a MessageFormat failure returns the raw message. Stateless here, so thread-safe.
 */
public abstract class Formatter {
    protected Formatter() {
    }

    public abstract String format(LogRecord record);

    public String getHead(Handler h) {
        return "";
    }

    public String getTail(Handler h) {
        return "";
    }

    public String formatMessage(LogRecord record) {
        String format = record.getMessage();
        try {
            Object[] parameters = record.getParameters();
            if (parameters == null || parameters.length == 0) {
                return format;
            }
            int index = -1;
            int fence = format.length() - 1;
            while ((index = format.indexOf('{', index + 1)) > -1) {
                if (index >= fence) {
                    break;
                }
                char digit = format.charAt(index + 1);
                if (digit >= '0' && digit <= '9') {
                    return java.text.MessageFormat.format(format, parameters);
                }
            }
            return format;
        } catch (Exception ex) {
            return format;
        }
    }
}
