// java.lang.Thread: a thread of execution, backed by a VM JavaThread on its own OS thread.
package java.lang;

/**
 * A thread of execution. The VM makes the main thread with `new Thread("main")`; start() runs
 * run() on a new OS thread (runtime/threads/threads.cpp). Interrupt status lives in the VM while the
 * thread is alive (so sleep/wait/join wake up) and in the `interrupted` field otherwise.
 * join() waits on the Thread's own monitor; when run() ends the VM calls exit(), then clears
 * `alive` and notifies the joiners under that monitor itself (as HotSpot's ensure_join), so a
 * failure in Java code at the end never leaves a joiner waiting. dispatchUncaughtException prints
 * "Exception in thread "name" ..." like the JDK's ThreadGroup.uncaughtException.
 */
public class Thread implements Runnable {
    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    /** Thread states, as java.lang.Thread.State. */
    public enum State { NEW, RUNNABLE, BLOCKED, WAITING, TIMED_WAITING, TERMINATED }

    /** Called when a thread ends because of an uncaught exception. */
    @FunctionalInterface
    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    private static int threadInitNumber;
    private static long threadSeqNumber;
    private static volatile UncaughtExceptionHandler defaultUncaughtExceptionHandler;

    private volatile String name;
    private int priority = NORM_PRIORITY;
    private boolean daemon;
    private final long tid;
    private final Runnable target;
    private final ThreadGroup group;
    /** The VM's JavaThread while alive (read by the VM under its thread-list lock), else 0. */
    private long eetop;
    /** Interrupt status while the thread is not alive (the VM keeps it while alive). */
    private volatile boolean interrupted;
    private volatile boolean started;
    private volatile boolean alive;
    private volatile UncaughtExceptionHandler uncaughtExceptionHandler;
    /** ThreadLocal values of this thread (used by this thread only). */
    private java.util.HashMap<ThreadLocal<?>, Object> threadLocals;

    public Thread() {
        this(null, null, nextThreadName());
    }

    public Thread(Runnable target) {
        this(null, target, nextThreadName());
    }

    public Thread(String name) {
        this(null, null, name);
    }

    public Thread(Runnable target, String name) {
        this(null, target, name);
    }

    public Thread(ThreadGroup group, Runnable target) {
        this(group, target, nextThreadName());
    }

    public Thread(ThreadGroup group, String name) {
        this(group, null, name);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize) {
        this(group, target, name);
    }

    public Thread(ThreadGroup group, Runnable target, String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
        this.target = target;
        Thread parent = currentThread();  // null while the VM creates the main thread
        if (parent != null) {
            this.priority = parent.priority;
            this.daemon = parent.daemon;
            this.group = group != null ? group : parent.group;
        } else {
            this.started = true;  // the main thread is running already
            this.alive = true;
            this.group = ThreadGroup.MAIN;
        }
        this.tid = nextThreadId();
    }

    private static synchronized String nextThreadName() {
        return "Thread-" + threadInitNumber++;
    }

    private static synchronized long nextThreadId() {
        return ++threadSeqNumber;
    }

    /** The running thread's Thread object. */
    public static native Thread currentThread();

    public static native void yield();

    /** Sleeps `millis` ms; IllegalArgumentException "timeout value is negative". */
    public static void sleep(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        sleep0(millis, 0);
    }

    public static void sleep(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        sleep0(millis, nanos);
    }

    private static native void sleep0(long millis, int nanos) throws InterruptedException;

    public static void onSpinWait() {
    }

    public synchronized void start() {
        if (started) {
            throw new IllegalThreadStateException();
        }
        started = true;
        alive = true;
        try {
            start0();
        } catch (Throwable e) {
            alive = false;
            throw e;
        }
    }

    private native void start0();

    /** This thread's ThreadLocal map, created on first use. */
    java.util.HashMap<ThreadLocal<?>, Object> locals() {
        if (threadLocals == null) {
            threadLocals = new java.util.HashMap<ThreadLocal<?>, Object>();
        }
        return threadLocals;
    }

    /**
     * Called by the VM on the thread itself when run() (and the uncaught handler) ended; the VM
     * then clears `alive` and wakes the joiners.
     */
    private void exit() {
        threadLocals = null;
    }

    public void run() {
        if (target != null) {
            target.run();
        }
    }

    public void interrupt() {
        interrupt0();
    }

    private native void interrupt0();

    private native boolean isInterrupted0(boolean clear);

    /** Tests and clears the current thread's interrupt status. */
    public static boolean interrupted() {
        return currentThread().isInterrupted0(true);
    }

    public boolean isInterrupted() {
        return isInterrupted0(false);
    }

    public final boolean isAlive() {
        return alive;
    }

    public State getState() {
        if (!started) {
            return State.NEW;
        }
        if (!alive) {
            return State.TERMINATED;
        }
        switch (getState0()) {
            case 1: return State.BLOCKED;
            case 2: return State.WAITING;
            case 3: return State.TIMED_WAITING;
            default: return State.RUNNABLE;
        }
    }

    /** The VM's view of a live thread: 0 RUNNABLE, 1 BLOCKED, 2 WAITING, 3 TIMED_WAITING. */
    private native int getState0();

    public final void join() throws InterruptedException {
        join(0);
    }

    /** Waits at most `millis` ms (0: forever) for this thread to end. */
    public final synchronized void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (millis == 0) {
            while (alive) {
                wait(0);
            }
            return;
        }
        long start = System.nanoTime();
        long delay = millis;
        while (alive && delay > 0) {
            wait(delay);
            delay = millis - (System.nanoTime() - start) / 1000000L;
        }
    }

    public final synchronized void join(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        join(millis);
    }

    public final void setPriority(int newPriority) {
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        priority = newPriority;
    }

    public final int getPriority() {
        return priority;
    }

    public final synchronized void setName(String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getThreadGroup() {
        return alive || !started ? group : null;
    }

    public final void setDaemon(boolean on) {
        if (isAlive()) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public long getId() {
        return tid;
    }

    public final void checkAccess() {
    }

    public String toString() {
        ThreadGroup g = getThreadGroup();
        if (g != null) {
            return "Thread[" + getName() + "," + getPriority() + "," + g.getName() + "]";
        }
        return "Thread[" + getName() + "," + getPriority() + "," + "]";
    }

    /**
     * The stack of this thread, innermost first. For the current thread, as the JDK's: element 0
     * is this method (getStackTrace), element 1 its caller. Other threads: an empty array (jvmlab
     * does not walk another thread's stack from Java).
     */
    public StackTraceElement[] getStackTrace() {
        if (this != currentThread()) {
            return new StackTraceElement[0];
        }
        return new Exception().getStackTrace();
    }

    /** True if the current thread holds the monitor of `obj`. */
    public static native boolean holdsLock(Object obj);

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        defaultUncaughtExceptionHandler = eh;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultUncaughtExceptionHandler;
    }

    /** The thread's own handler, else its group while it is alive (JDK 17's rule). */
    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        return uncaughtExceptionHandler != null ? uncaughtExceptionHandler : getThreadGroup();
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        uncaughtExceptionHandler = eh;
    }

    /**
     * Called by the VM when run()/main ends with `e`: the thread's handler, else its group's
     * uncaughtException (which a subclass may override; the default one asks the parent group,
     * then the default handler, then prints "Exception in thread "name" " and the stack trace on
     * System.err), as the JDK's.
     */
    void dispatchUncaughtException(Throwable e) {
        UncaughtExceptionHandler h = uncaughtExceptionHandler;
        if (h == null) {
            h = group != null ? group : ThreadGroup.MAIN;
        }
        h.uncaughtException(this, e);
    }
}
