// java.lang.Object: the root of the class hierarchy; identity, hashing, cloning, monitors.
package java.lang;

/**
 * The root class. getClass, hashCode (identity hash kept in the mark word, so it survives moves), clone and
 * the monitor methods are natives in runtime/natives/lang_natives.cpp.
 */
public class Object {
    public Object() {}

    /** The runtime class of this object. */
    public final native Class<?> getClass();

    /** The identity hash code (stable across moves). */
    public native int hashCode();

    public boolean equals(Object obj) {
        return this == obj;
    }

    /** Shallow copy; CloneNotSupportedException unless the class implements Cloneable. */
    protected native Object clone() throws CloneNotSupportedException;

    public String toString() {
        return getClass().getName() + "@" + Integer.toHexString(hashCode());
    }

    public final native void notify();

    public final native void notifyAll();

    public final void wait() throws InterruptedException {
        wait(0L);
    }

    /** Waits up to `timeoutMillis` ms (0: forever). Single-threaded for now: see lang_natives.cpp. */
    public final native void wait(long timeoutMillis) throws InterruptedException;

    public final void wait(long timeoutMillis, int nanos) throws InterruptedException {
        if (timeoutMillis < 0) {
            throw new IllegalArgumentException("timeoutMillis value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && timeoutMillis < Long.MAX_VALUE) {
            timeoutMillis++;
        }
        wait(timeoutMillis);
    }

    @Deprecated
    protected void finalize() throws Throwable {}
}
