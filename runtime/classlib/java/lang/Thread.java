// java.lang.Thread: the thread object. jvmlab runs one thread for now (threads: a later issue).
package java.lang;

/**
 * A thread of execution. The VM makes the main thread with `new Thread("main")` and returns it
 * from currentThread(). start() is a native that throws UnsupportedOperationException until the
 * threads issue lands. dispatchUncaughtException prints "Exception in thread ..." like the JDK.
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
    private volatile boolean interrupted;
    private volatile boolean started;
    private volatile UncaughtExceptionHandler uncaughtExceptionHandler;

    public Thread() {
        this(null, nextThreadName());
    }

    public Thread(Runnable target) {
        this(target, nextThreadName());
    }

    public Thread(String name) {
        this(null, name);
    }

    public Thread(Runnable target, String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
        this.target = target;
        Thread parent = currentThread();  // null while the VM creates the main thread
        if (parent != null) {
            this.priority = parent.priority;
            this.daemon = parent.daemon;
        } else {
            this.started = true;  // the main thread is running already
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

    private static native void sleep0(long millis, int nanos);

    public static void onSpinWait() {
    }

    public synchronized void start() {
        if (started) {
            throw new IllegalThreadStateException();
        }
        start0();
        started = true;
    }

    private native void start0();

    public void run() {
        if (target != null) {
            target.run();
        }
    }

    public void interrupt() {
        interrupted = true;
    }

    /** Tests and clears the current thread's interrupt status. */
    public static boolean interrupted() {
        Thread t = currentThread();
        boolean was = t.interrupted;
        t.interrupted = false;
        return was;
    }

    public boolean isInterrupted() {
        return interrupted;
    }

    public final boolean isAlive() {
        return this == currentThread();
    }

    public State getState() {
        if (this == currentThread()) {
            return State.RUNNABLE;
        }
        return started ? State.TERMINATED : State.NEW;
    }

    public final void join() throws InterruptedException {
        join(0);
    }

    public final synchronized void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
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

    public String toString() {
        return "Thread[" + getName() + "," + getPriority() + "," + "main" + "]";
    }

    /** True if the current thread holds the monitor of `obj`. */
    public static native boolean holdsLock(Object obj);

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        defaultUncaughtExceptionHandler = eh;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultUncaughtExceptionHandler;
    }

    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        return uncaughtExceptionHandler;
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        uncaughtExceptionHandler = eh;
    }

    /**
     * Called by the VM when run()/main ends with `e`: the thread's handler, else the default
     * handler, else "Exception in thread "name" " and the stack trace on System.err.
     */
    void dispatchUncaughtException(Throwable e) {
        UncaughtExceptionHandler h = uncaughtExceptionHandler;
        if (h == null) {
            h = defaultUncaughtExceptionHandler;
        }
        if (h != null) {
            h.uncaughtException(this, e);
            return;
        }
        System.err.print("Exception in thread \"" + getName() + "\" ");
        e.printStackTrace(System.err);
    }
}
