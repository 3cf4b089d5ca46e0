// java.lang.ref.Reference: the base of weak, soft and phantom references, as JDK 17's, with the
// collector's side in gc/references.cpp (discovery, clearing, the pending list) and the
// "Reference Handler" thread that moves pending references onto their queues.
package java.lang.ref;

/**
 * Abstract base class for reference objects (JDK 17's java.lang.ref.Reference).
 *
 * <p>States, as in the JDK: <em>active</em> (the collector may clear it), <em>pending</em> (cleared
 * by the collector, on the pending list, linked through {@code discovered}), <em>enqueued</em>
 * ({@code queue == ReferenceQueue.ENQUEUED}, linked through {@code next}) and <em>inactive</em>
 * ({@code queue == ReferenceQueue.NULL}). The referent is read only through natives: the collector
 * leaves a discovered reference's referent field with a stale colour until it has decided, and the
 * natives apply ZGC's weak-load rules ({@code get()} marks the referent during marking, sees null
 * once the referent is known dead).
 *
 * <p>The "Reference Handler" daemon thread starts with this class's initialization, so programs that
 * use no references never load it.
 */
public abstract class Reference<T> {

    private T referent;                      /* Treated specially by the collector */
    volatile ReferenceQueue<? super T> queue;
    volatile Reference next;                 /* the queue's link; self at the queue's end */
    private transient Reference<?> discovered; /* the pending list's link, written by the collector */

    private static final Object processPendingLock = new Object();
    private static boolean processPendingActive = false;

    static {
        Thread handler = new Thread(new Runnable() {
            public void run() {
                while (true) {
                    processPendingReferences();
                }
            }
        }, "Reference Handler");
        handler.setDaemon(true);
        handler.setPriority(Thread.MAX_PRIORITY);
        handler.start();
    }

    /** Blocks until the collector has put references on the pending list. */
    private static native void waitForReferencePendingList();

    /** Takes the pending list (its first reference, or null). */
    private static native Reference<?> getAndClearReferencePendingList();

    /** True when the pending list is not empty. */
    private static native boolean hasReferencePendingList();

    private static void processPendingReferences() {
        waitForReferencePendingList();
        Reference<?> pendingList;
        synchronized (processPendingLock) {
            pendingList = getAndClearReferencePendingList();
            processPendingActive = true;
        }
        while (pendingList != null) {
            Reference<?> ref = pendingList;
            pendingList = ref.discovered;
            ref.discovered = null;
            ref.enqueueFromPending();
        }
        synchronized (processPendingLock) {
            processPendingActive = false;
            processPendingLock.notifyAll();
        }
    }

    @SuppressWarnings("unchecked")
    private void enqueueFromPending() {
        ReferenceQueue<? super T> q = queue;
        if (q != ReferenceQueue.NULL) q.enqueue(this);
    }

    /**
     * Waits until the references the collector has cleared so far are on their queues. True when
     * there was something to wait for (JDK 17's waitForReferenceProcessing, used by tests and by
     * the cleaner to retry).
     */
    static boolean waitForReferenceProcessing() throws InterruptedException {
        synchronized (processPendingLock) {
            if (processPendingActive || hasReferencePendingList()) {
                processPendingLock.wait();
                return true;
            }
            return false;
        }
    }

    /**
     * Returns this reference object's referent, or null if it has been cleared (by the program
     * or by the collector).
     */
    public T get() {
        return get0();
    }

    private native T get0();

    /**
     * Tests if the referent of this reference object is {@code obj}, without keeping it alive.
     *
     * @since 16
     */
    public final boolean refersTo(T obj) {
        return refersTo0(obj);
    }

    native final boolean refersTo0(Object o);

    /** Clears this reference object; it is not enqueued. */
    public void clear() {
        clear0();
    }

    private native void clear0();

    /**
     * Tells whether this reference object has been enqueued, by the program or by the collector.
     *
     * @deprecated as in JDK 16+: use {@link ReferenceQueue} or {@link #refersTo} instead.
     */
    @Deprecated
    public boolean isEnqueued() {
        return (this.queue == ReferenceQueue.ENQUEUED);
    }

    /**
     * Clears this reference object and adds it to the queue it was registered with, if any.
     * Returns true if it was enqueued now; false if it was already enqueued (or removed from its
     * queue) or registered with no queue.
     */
    public boolean enqueue() {
        clear0();  // as the JDK: clear0, not an overridable clear()
        return this.queue.enqueue(this);
    }

    /** References are not cloneable. */
    @Override
    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    Reference(T referent) {
        this(referent, null);
    }

    @SuppressWarnings("unchecked")
    Reference(T referent, ReferenceQueue<? super T> queue) {
        this.referent = referent;
        this.queue = (queue == null) ? (ReferenceQueue<? super T>) ReferenceQueue.NULL : queue;
    }

    /**
     * Ensures that {@code ref} stays strongly reachable until this call: jvmlab's frames keep
     * every live local a root, so a call that uses the value is enough.
     *
     * @since 9
     */
    public static void reachabilityFence(Object ref) {
    }
}
