// FormatterClosedException: use of a java.util.Formatter after close().
package java.util;

/** Thrown when a closed {@link Formatter} is used. */
public class FormatterClosedException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public FormatterClosedException() {
    }
}
