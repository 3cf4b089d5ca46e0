// java.lang.Runnable: a task with no arguments and no result.
package java.lang;

/** Code to be run, by a thread or directly. */
@FunctionalInterface
public interface Runnable {
    void run();
}
