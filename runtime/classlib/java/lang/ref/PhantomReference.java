// java.lang.ref.PhantomReference: get() always returns null; cleared and enqueued once its
// referent is unreachable (gc/references.cpp: no finalization, so right after it stops being
// weakly reachable).
package java.lang.ref;

/** Phantom reference objects (JDK 17's java.lang.ref.PhantomReference). */
public class PhantomReference<T> extends Reference<T> {

    /** Always null: the referent of a phantom reference is inaccessible. */
    public T get() {
        return null;
    }

    /** A phantom reference to {@code referent}, enqueued on {@code q} (may be null: useless). */
    public PhantomReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }
}
