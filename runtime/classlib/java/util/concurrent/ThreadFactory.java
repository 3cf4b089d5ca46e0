// java.util.concurrent.ThreadFactory: makes the threads of an executor.
package java.util.concurrent;

/** Creates threads on demand (names, daemon status, priorities). */
public interface ThreadFactory {
    Thread newThread(Runnable r);
}
