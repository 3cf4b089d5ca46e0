// java.util.concurrent.Executor: runs submitted Runnables.
package java.util.concurrent;

/** Runs submitted tasks, in some thread. */
public interface Executor {
    void execute(Runnable command);
}
