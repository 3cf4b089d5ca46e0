// java.util.logging.ConsoleHandler: the root logger's default handler, to System.err.
package java.util.logging;

/**
 * A StreamHandler on System.err that flushes after every record; configured from
 * {@code java.util.logging.ConsoleHandler.level} (INFO) and {@code .formatter}
 * (SimpleFormatter), as JDK 17. {@link #close} only flushes: System.err stays open.
 * Thread-safe (synchronized).
 */
public class ConsoleHandler extends StreamHandler {
    public ConsoleHandler() {
        configure(Level.INFO, new SimpleFormatter());
        setOutputStream(System.err);
    }

    public void publish(LogRecord record) {
        super.publish(record);
        flush();
    }

    public void close() {
        flush();
    }
}
