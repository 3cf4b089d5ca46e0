// java.util.concurrent.atomic.AtomicInteger: an int updated atomically (CAS natives).
package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import jvmlab.internal.Unsafe;

/**
 * An int value with atomic compare-and-set and read-modify-write operations, through
 * jvmlab.internal.Unsafe (sequentially consistent). get/set are volatile accesses.
 */
public class AtomicInteger extends Number implements java.io.Serializable {
    private static final long VALUE = Unsafe.objectFieldOffset(AtomicInteger.class, "value");

    private volatile int value;

    public AtomicInteger(int initialValue) {
        value = initialValue;
    }

    public AtomicInteger() {
    }

    public final int get() { return value; }
    public final void set(int newValue) { value = newValue; }
    public final void lazySet(int newValue) { value = newValue; }
    public final int getPlain() { return value; }
    public final void setPlain(int newValue) { value = newValue; }
    public final int getAcquire() { return value; }
    public final void setRelease(int newValue) { value = newValue; }
    public final int getOpaque() { return value; }
    public final void setOpaque(int newValue) { value = newValue; }

    public final int getAndSet(int newValue) { return Unsafe.getAndSetInt(this, VALUE, newValue); }

    public final boolean compareAndSet(int expectedValue, int newValue) {
        return Unsafe.compareAndSetInt(this, VALUE, expectedValue, newValue);
    }

    public final boolean weakCompareAndSet(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int expectedValue, int newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final int compareAndExchange(int expectedValue, int newValue) {
        while (true) {
            int v = value;
            if (v != expectedValue) return v;
            if (compareAndSet(v, newValue)) return v;
        }
    }

    public final int getAndIncrement() { return Unsafe.getAndAddInt(this, VALUE, 1); }
    public final int getAndDecrement() { return Unsafe.getAndAddInt(this, VALUE, -1); }
    public final int getAndAdd(int delta) { return Unsafe.getAndAddInt(this, VALUE, delta); }
    public final int incrementAndGet() { return Unsafe.getAndAddInt(this, VALUE, 1) + 1; }
    public final int decrementAndGet() { return Unsafe.getAndAddInt(this, VALUE, -1) - 1; }
    public final int addAndGet(int delta) { return Unsafe.getAndAddInt(this, VALUE, delta) + delta; }

    public final int getAndUpdate(IntUnaryOperator updateFunction) {
        while (true) {
            int prev = value;
            int next = updateFunction.applyAsInt(prev);
            if (compareAndSet(prev, next)) return prev;
        }
    }

    public final int updateAndGet(IntUnaryOperator updateFunction) {
        while (true) {
            int prev = value;
            int next = updateFunction.applyAsInt(prev);
            if (compareAndSet(prev, next)) return next;
        }
    }

    public final int getAndAccumulate(int x, IntBinaryOperator accumulatorFunction) {
        while (true) {
            int prev = value;
            int next = accumulatorFunction.applyAsInt(prev, x);
            if (compareAndSet(prev, next)) return prev;
        }
    }

    public final int accumulateAndGet(int x, IntBinaryOperator accumulatorFunction) {
        while (true) {
            int prev = value;
            int next = accumulatorFunction.applyAsInt(prev, x);
            if (compareAndSet(prev, next)) return next;
        }
    }

    public String toString() { return Integer.toString(get()); }
    public int intValue() { return get(); }
    public long longValue() { return (long) get(); }
    public float floatValue() { return (float) get(); }
    public double doubleValue() { return (double) get(); }
}
