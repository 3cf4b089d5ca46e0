// java.util.logging.Filter: a per-record veto of a Logger or Handler.
package java.util.logging;

/** Decides whether a record is published (JDK 17's functional interface). */
@FunctionalInterface
public interface Filter {
    boolean isLoggable(LogRecord record);
}
