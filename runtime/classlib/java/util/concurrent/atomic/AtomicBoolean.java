// java.util.concurrent.atomic.AtomicBoolean: a boolean updated atomically (int CAS underneath).
package java.util.concurrent.atomic;

import jvmlab.internal.Unsafe;

/** A boolean with atomic compare-and-set, stored as a volatile int 0/1 like the JDK's. */
public class AtomicBoolean implements java.io.Serializable {
    private static final long VALUE = Unsafe.objectFieldOffset(AtomicBoolean.class, "value");

    private volatile int value;

    public AtomicBoolean(boolean initialValue) {
        value = initialValue ? 1 : 0;
    }

    public AtomicBoolean() {
    }

    public final boolean get() { return value != 0; }
    public final void set(boolean newValue) { value = newValue ? 1 : 0; }
    public final void lazySet(boolean newValue) { set(newValue); }
    public final boolean getPlain() { return get(); }
    public final void setPlain(boolean newValue) { set(newValue); }
    public final boolean getAcquire() { return get(); }
    public final void setRelease(boolean newValue) { set(newValue); }
    public final boolean getOpaque() { return get(); }
    public final void setOpaque(boolean newValue) { set(newValue); }

    public final boolean compareAndSet(boolean expectedValue, boolean newValue) {
        return Unsafe.compareAndSetInt(this, VALUE, expectedValue ? 1 : 0, newValue ? 1 : 0);
    }

    public boolean weakCompareAndSet(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public boolean weakCompareAndSetVolatile(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean compareAndExchange(boolean expectedValue, boolean newValue) {
        while (true) {
            boolean v = get();
            if (v != expectedValue) return v;
            if (compareAndSet(v, newValue)) return v;
        }
    }

    public final boolean getAndSet(boolean newValue) {
        return Unsafe.getAndSetInt(this, VALUE, newValue ? 1 : 0) != 0;
    }

    public String toString() { return Boolean.toString(get()); }
}
