// java.util.concurrent.atomic.AtomicReference: an object reference updated atomically.
package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;
import jvmlab.internal.Unsafe;

/**
 * A reference with atomic compare-and-set by identity (==), through jvmlab.internal.Unsafe,
 * whose reference CAS goes through the collector's barriers.
 */
public class AtomicReference<V> implements java.io.Serializable {
    private static final long VALUE = Unsafe.objectFieldOffset(AtomicReference.class, "value");

    private volatile V value;

    public AtomicReference(V initialValue) {
        value = initialValue;
    }

    public AtomicReference() {
    }

    public final V get() { return value; }
    public final void set(V newValue) { value = newValue; }
    public final void lazySet(V newValue) { value = newValue; }
    public final V getPlain() { return value; }
    public final void setPlain(V newValue) { value = newValue; }
    public final V getAcquire() { return value; }
    public final void setRelease(V newValue) { value = newValue; }
    public final V getOpaque() { return value; }
    public final void setOpaque(V newValue) { value = newValue; }

    public final boolean compareAndSet(V expectedValue, V newValue) {
        return Unsafe.compareAndSetReference(this, VALUE, expectedValue, newValue);
    }

    public final boolean weakCompareAndSet(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final V compareAndExchange(V expectedValue, V newValue) {
        while (true) {
            V v = value;
            if (v != expectedValue) return v;
            if (compareAndSet(v, newValue)) return v;
        }
    }

    @SuppressWarnings("unchecked")
    public final V getAndSet(V newValue) {
        return (V) Unsafe.getAndSetReference(this, VALUE, newValue);
    }

    public final V getAndUpdate(UnaryOperator<V> updateFunction) {
        while (true) {
            V prev = value;
            V next = updateFunction.apply(prev);
            if (compareAndSet(prev, next)) return prev;
        }
    }

    public final V updateAndGet(UnaryOperator<V> updateFunction) {
        while (true) {
            V prev = value;
            V next = updateFunction.apply(prev);
            if (compareAndSet(prev, next)) return next;
        }
    }

    public final V getAndAccumulate(V x, BinaryOperator<V> accumulatorFunction) {
        while (true) {
            V prev = value;
            V next = accumulatorFunction.apply(prev, x);
            if (compareAndSet(prev, next)) return prev;
        }
    }

    public final V accumulateAndGet(V x, BinaryOperator<V> accumulatorFunction) {
        while (true) {
            V prev = value;
            V next = accumulatorFunction.apply(prev, x);
            if (compareAndSet(prev, next)) return next;
        }
    }

    public String toString() { return String.valueOf(get()); }
}
