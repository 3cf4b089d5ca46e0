// java.lang.ref.SoftReference: cleared at the collector's discretion in response to memory demand
// (gc/references.cpp: HotSpot's LRU policy, all cleared before an OutOfMemoryError).
package java.lang.ref;

/**
 * Soft reference objects (JDK 17's java.lang.ref.SoftReference). {@code timestamp} is the
 * collector's soft clock when get() last returned the referent; the collector keeps the referent
 * while it was used within (free heap in MB) seconds, as HotSpot's LRUMaxHeapPolicy does.
 */
public class SoftReference<T> extends Reference<T> {

    /** The collector's clock (ms), advanced at each reference processing. */
    private static native long clock();

    /** Read by the collector. */
    private long timestamp;

    /** A soft reference to {@code referent}, registered with no queue. */
    public SoftReference(T referent) {
        super(referent);
        this.timestamp = clock();
    }

    /** A soft reference to {@code referent}, enqueued on {@code q} once cleared. */
    public SoftReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
        this.timestamp = clock();
    }

    /** The referent, or null if cleared; a non-null result makes the referent recently used. */
    public T get() {
        T o = super.get();
        if (o != null) {
            long now = clock();
            if (this.timestamp != now) this.timestamp = now;
        }
        return o;
    }
}
