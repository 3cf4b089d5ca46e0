// java.lang.ref.WeakReference: cleared by the collector as soon as its referent is only weakly
// reachable (gc/references.cpp).
package java.lang.ref;

/** Weak reference objects (JDK 17's java.lang.ref.WeakReference). */
public class WeakReference<T> extends Reference<T> {

    /** A weak reference to {@code referent}, registered with no queue. */
    public WeakReference(T referent) {
        super(referent);
    }

    /** A weak reference to {@code referent}, enqueued on {@code q} once cleared. */
    public WeakReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }
}
