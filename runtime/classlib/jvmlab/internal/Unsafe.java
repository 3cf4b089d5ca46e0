// jvmlab.internal.Unsafe: atomic access to fields and array elements for java.util.concurrent.
package jvmlab.internal;

/**
 * Compare-and-set, get-and-add and get-and-set on fields (by the offset objectFieldOffset gives)
 * and on array elements (offset = arrayBaseOffset() + index * scale), all sequentially
 * consistent. References are compared by identity through the collector's barriers
 * (runtime/natives/atomic_natives.cpp). No bounds or type checks: callers are class-library code.
 */
public final class Unsafe {
    private Unsafe() {}

    /** Byte offset of the instance field `name` declared in `c` (or a superclass). */
    public static native long objectFieldOffset(Class<?> c, String name);

    /** Byte offset of element 0 in every array. */
    public static native long arrayBaseOffset();

    public static native boolean compareAndSetInt(Object o, long offset, int expected, int x);

    public static native boolean compareAndSetLong(Object o, long offset, long expected, long x);

    public static native boolean compareAndSetReference(Object o, long offset, Object expected, Object x);

    public static native int getAndAddInt(Object o, long offset, int delta);

    public static native long getAndAddLong(Object o, long offset, long delta);

    public static native int getAndSetInt(Object o, long offset, int x);

    public static native long getAndSetLong(Object o, long offset, long x);

    public static native Object getAndSetReference(Object o, long offset, Object x);

    public static native int getIntVolatile(Object o, long offset);

    public static native long getLongVolatile(Object o, long offset);

    public static native Object getReferenceVolatile(Object o, long offset);

    public static native void putIntVolatile(Object o, long offset, int x);

    public static native void putLongVolatile(Object o, long offset, long x);

    public static native void putReferenceVolatile(Object o, long offset, Object x);
}
