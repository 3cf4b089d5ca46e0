// java.util.concurrent.locks.Condition: a wait set attached to a Lock.
package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/** Waiting for a condition while atomically releasing the associated Lock (like Object.wait). */
public interface Condition {
    void await() throws InterruptedException;
    void awaitUninterruptibly();
    long awaitNanos(long nanosTimeout) throws InterruptedException;
    boolean await(long time, TimeUnit unit) throws InterruptedException;
    void signal();
    void signalAll();
}
