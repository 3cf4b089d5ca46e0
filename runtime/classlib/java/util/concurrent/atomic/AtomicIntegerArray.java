// java.util.concurrent.atomic.AtomicIntegerArray: an int[] whose elements update atomically.
package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import jvmlab.internal.Unsafe;

/** An array of ints with volatile element access and atomic read-modify-write operations. */
public class AtomicIntegerArray implements java.io.Serializable {
    private static final long BASE = Unsafe.arrayBaseOffset();
    private final int[] array;

    public AtomicIntegerArray(int length) {
        array = new int[length];
    }

    public AtomicIntegerArray(int[] array) {
        this.array = array.clone();
    }

    private long offset(int i) {
        if (i < 0 || i >= array.length) {
            throw new ArrayIndexOutOfBoundsException("Index " + i + " out of bounds for length " + array.length);
        }
        return BASE + 4L * i;
    }

    public final int length() { return array.length; }
    public final int get(int i) { return Unsafe.getIntVolatile(array, offset(i)); }
    public final void set(int i, int newValue) { Unsafe.putIntVolatile(array, offset(i), newValue); }
    public final void lazySet(int i, int newValue) { set(i, newValue); }
    public final int getAndSet(int i, int newValue) { return Unsafe.getAndSetInt(array, offset(i), newValue); }

    public final boolean compareAndSet(int i, int expectedValue, int newValue) {
        return Unsafe.compareAndSetInt(array, offset(i), expectedValue, newValue);
    }

    public final int getAndIncrement(int i) { return Unsafe.getAndAddInt(array, offset(i), 1); }
    public final int getAndDecrement(int i) { return Unsafe.getAndAddInt(array, offset(i), -1); }
    public final int getAndAdd(int i, int delta) { return Unsafe.getAndAddInt(array, offset(i), delta); }
    public final int incrementAndGet(int i) { return getAndAdd(i, 1) + 1; }
    public final int decrementAndGet(int i) { return getAndAdd(i, -1) - 1; }
    public final int addAndGet(int i, int delta) { return getAndAdd(i, delta) + delta; }

    public final int updateAndGet(int i, IntUnaryOperator updateFunction) {
        while (true) {
            int prev = get(i);
            int next = updateFunction.applyAsInt(prev);
            if (compareAndSet(i, prev, next)) return next;
        }
    }

    public final int accumulateAndGet(int i, int x, IntBinaryOperator accumulatorFunction) {
        while (true) {
            int prev = get(i);
            int next = accumulatorFunction.applyAsInt(prev, x);
            if (compareAndSet(i, prev, next)) return next;
        }
    }

    public String toString() {
        int iMax = array.length - 1;
        if (iMax == -1) return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(get(i));
            if (i == iMax) return b.append(']').toString();
            b.append(',').append(' ');
        }
    }
}
