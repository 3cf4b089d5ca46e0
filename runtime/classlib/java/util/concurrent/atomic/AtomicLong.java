// java.util.concurrent.atomic.AtomicLong: a long updated atomically (CAS natives).
package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;
import jvmlab.internal.Unsafe;

/**
 * A long value with atomic compare-and-set and read-modify-write operations, through
 * jvmlab.internal.Unsafe (sequentially consistent). get/set are volatile accesses.
 */
public class AtomicLong extends Number implements java.io.Serializable {
    private static final long VALUE = Unsafe.objectFieldOffset(AtomicLong.class, "value");

    private volatile long value;

    public AtomicLong(long initialValue) {
        value = initialValue;
    }

    public AtomicLong() {
    }

    public final long get() { return value; }
    public final void set(long newValue) { value = newValue; }
    public final void lazySet(long newValue) { value = newValue; }
    public final long getPlain() { return value; }
    public final void setPlain(long newValue) { value = newValue; }
    public final long getAcquire() { return value; }
    public final void setRelease(long newValue) { value = newValue; }
    public final long getOpaque() { return value; }
    public final void setOpaque(long newValue) { value = newValue; }

    public final long getAndSet(long newValue) { return Unsafe.getAndSetLong(this, VALUE, newValue); }

    public final boolean compareAndSet(long expectedValue, long newValue) {
        return Unsafe.compareAndSetLong(this, VALUE, expectedValue, newValue);
    }

    public final boolean weakCompareAndSet(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(long expectedValue, long newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final long compareAndExchange(long expectedValue, long newValue) {
        while (true) {
            long v = value;
            if (v != expectedValue) return v;
            if (compareAndSet(v, newValue)) return v;
        }
    }

    public final long getAndIncrement() { return Unsafe.getAndAddLong(this, VALUE, 1L); }
    public final long getAndDecrement() { return Unsafe.getAndAddLong(this, VALUE, -1L); }
    public final long getAndAdd(long delta) { return Unsafe.getAndAddLong(this, VALUE, delta); }
    public final long incrementAndGet() { return Unsafe.getAndAddLong(this, VALUE, 1L) + 1; }
    public final long decrementAndGet() { return Unsafe.getAndAddLong(this, VALUE, -1L) - 1; }
    public final long addAndGet(long delta) { return Unsafe.getAndAddLong(this, VALUE, delta) + delta; }

    public final long getAndUpdate(LongUnaryOperator updateFunction) {
        while (true) {
            long prev = value;
            long next = updateFunction.applyAsLong(prev);
            if (compareAndSet(prev, next)) return prev;
        }
    }

    public final long updateAndGet(LongUnaryOperator updateFunction) {
        while (true) {
            long prev = value;
            long next = updateFunction.applyAsLong(prev);
            if (compareAndSet(prev, next)) return next;
        }
    }

    public final long getAndAccumulate(long x, LongBinaryOperator accumulatorFunction) {
        while (true) {
            long prev = value;
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (compareAndSet(prev, next)) return prev;
        }
    }

    public final long accumulateAndGet(long x, LongBinaryOperator accumulatorFunction) {
        while (true) {
            long prev = value;
            long next = accumulatorFunction.applyAsLong(prev, x);
            if (compareAndSet(prev, next)) return next;
        }
    }

    public String toString() { return Long.toString(get()); }
    public int intValue() { return (int) get(); }
    public long longValue() { return get(); }
    public float floatValue() { return (float) get(); }
    public double doubleValue() { return (double) get(); }
}
