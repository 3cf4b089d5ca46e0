// java.lang.ThreadLocal: a variable with one independent value per thread.
package java.lang;

import java.util.function.Supplier;

/**
 * Per-thread values. Each Thread keeps a HashMap from ThreadLocal (identity hash and equality) to its value
 * (Thread.threadLocals, touched only by its own thread, so no locking). initialValue() runs on a
 * thread's first get() without a prior set().
 */
public class ThreadLocal<T> {
    public ThreadLocal() {
    }

    /** A ThreadLocal whose initial value comes from `supplier`. */
    public static <S> ThreadLocal<S> withInitial(final Supplier<? extends S> supplier) {
        if (supplier == null) {
            throw new NullPointerException();
        }
        return new ThreadLocal<S>() {
            protected S initialValue() {
                return supplier.get();
            }
        };
    }

    protected T initialValue() {
        return null;
    }

    @SuppressWarnings("unchecked")
    public T get() {
        java.util.HashMap<ThreadLocal<?>, Object> map = Thread.currentThread().locals();
        if (map.containsKey(this)) {
            return (T) map.get(this);
        }
        T v = initialValue();
        map.put(this, v);
        return v;
    }

    public void set(T value) {
        Thread.currentThread().locals().put(this, value);
    }

    public void remove() {
        Thread.currentThread().locals().remove(this);
    }
}
