// java.lang.ref.ReferenceQueue: where the Reference Handler puts cleared references that were
// registered with it; poll and remove take them, newest first (a stack, as in the JDK).
package java.lang.ref;

/** Reference queues (JDK 17's java.lang.ref.ReferenceQueue). Thread-safe. */
public class ReferenceQueue<T> {

    /** Constructs a new reference-object queue. */
    public ReferenceQueue() {
    }

    private static class Null extends ReferenceQueue<Object> {
        boolean enqueue(Reference<?> r) {
            return false;
        }
    }

    /** The queue of references registered with none, and of references taken off a queue. */
    static final ReferenceQueue<Object> NULL = new Null();
    /** The queue field of an enqueued reference. */
    static final ReferenceQueue<Object> ENQUEUED = new Null();

    private static class Lock { }

    private final Lock lock = new Lock();
    private volatile Reference<? extends T> head;
    private long queueLength = 0;

    /** Called by Reference only: true when {@code r} was added now. */
    boolean enqueue(Reference<? extends T> r) {
        synchronized (lock) {
            // Not already enqueued (or enqueued and removed) since the lock was taken.
            ReferenceQueue<?> queue = r.queue;
            if ((queue == NULL) || (queue == ENQUEUED)) {
                return false;
            }
            r.next = (head == null) ? r : head;  // a self-loop ends the list
            head = r;
            queueLength++;
            r.queue = ENQUEUED;  // after linking: poll's unlocked head check and isEnqueued agree
            lock.notifyAll();
            return true;
        }
    }

    @SuppressWarnings("unchecked")
    private Reference<? extends T> reallyPoll() {  // lock held
        Reference<? extends T> r = head;
        if (r != null) {
            r.queue = NULL;
            Reference<? extends T> rn = r.next;
            head = (rn == r) ? null : rn;
            r.next = r;
            queueLength--;
            return r;
        }
        return null;
    }

    /** Removes and returns a reference if one is available at once, else null. */
    public Reference<? extends T> poll() {
        if (head == null)
            return null;
        synchronized (lock) {
            return reallyPoll();
        }
    }

    /**
     * Removes the next reference, blocking until one is available or {@code timeout} ms have
     * passed (0: no limit). Returns null on timeout.
     *
     * @throws IllegalArgumentException if the timeout is negative
     * @throws InterruptedException if interrupted while waiting
     */
    public Reference<? extends T> remove(long timeout) throws IllegalArgumentException, InterruptedException {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout value");
        }
        synchronized (lock) {
            Reference<? extends T> r = reallyPoll();
            if (r != null) return r;
            long start = (timeout == 0) ? 0 : System.nanoTime();
            for (;;) {
                lock.wait(timeout);
                r = reallyPoll();
                if (r != null) return r;
                if (timeout != 0) {
                    long end = System.nanoTime();
                    timeout -= (end - start) / 1000_000;
                    if (timeout <= 0) return null;
                    start = end;
                }
            }
        }
    }

    /** Removes the next reference, blocking until one is available. */
    public Reference<? extends T> remove() throws InterruptedException {
        return remove(0);
    }
}
