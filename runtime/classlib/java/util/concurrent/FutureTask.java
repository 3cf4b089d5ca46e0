// java.util.concurrent.FutureTask: a cancellable computation whose result a Future gives.
package java.util.concurrent;

/**
 * Runs a Callable once and keeps its result or exception; get() waits on the task's monitor.
 * States as the JDK's: NEW, COMPLETING (result set), NORMAL, EXCEPTIONAL, CANCELLED, INTERRUPTED.
 */
public class FutureTask<V> implements RunnableFuture<V> {
    private static final int NEW = 0;
    private static final int NORMAL = 2;
    private static final int EXCEPTIONAL = 3;
    private static final int CANCELLED = 4;
    private static final int INTERRUPTED = 6;

    private int state;
    private Callable<V> callable;
    private Object outcome;
    private Thread runner;

    public FutureTask(Callable<V> callable) {
        if (callable == null) {
            throw new NullPointerException();
        }
        this.callable = callable;
    }

    public FutureTask(final Runnable runnable, final V result) {
        if (runnable == null) {
            throw new NullPointerException();
        }
        this.callable = new Callable<V>() {
            public V call() {
                runnable.run();
                return result;
            }
        };
    }

    public synchronized boolean isCancelled() {
        return state >= CANCELLED;
    }

    public synchronized boolean isDone() {
        return state != NEW;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        Thread r;
        synchronized (this) {
            if (state != NEW) {
                return false;
            }
            state = mayInterruptIfRunning ? INTERRUPTED : CANCELLED;
            r = runner;
            notifyAll();
        }
        if (mayInterruptIfRunning && r != null) {
            r.interrupt();
        }
        done();
        return true;
    }

    @SuppressWarnings("unchecked")
    private V report(int s) throws ExecutionException {
        if (s == NORMAL) {
            return (V) outcome;
        }
        if (s >= CANCELLED) {
            throw new CancellationException();
        }
        throw new ExecutionException((Throwable) outcome);
    }

    public V get() throws InterruptedException, ExecutionException {
        int s;
        synchronized (this) {
            while (state == NEW) {
                wait();
            }
            s = state;
        }
        return report(s);
    }

    public V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        if (unit == null) {
            throw new NullPointerException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        int s;
        synchronized (this) {
            while (state == NEW) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new TimeoutException();
                }
                wait(Math.max(1L, left / 1000000L));
            }
            s = state;
        }
        return report(s);
    }

    /** Called when the task completes (normally, exceptionally or by cancellation). */
    protected void done() {
    }

    protected void set(V v) {
        synchronized (this) {
            if (state != NEW) {
                return;
            }
            outcome = v;
            state = NORMAL;
            notifyAll();
        }
        done();
    }

    protected void setException(Throwable t) {
        synchronized (this) {
            if (state != NEW) {
                return;
            }
            outcome = t;
            state = EXCEPTIONAL;
            notifyAll();
        }
        done();
    }

    public void run() {
        Callable<V> c;
        synchronized (this) {
            if (state != NEW || runner != null) {
                return;
            }
            runner = Thread.currentThread();
            c = callable;
        }
        try {
            V result;
            try {
                result = c.call();
            } catch (Throwable ex) {
                setException(ex);
                return;
            }
            set(result);
        } finally {
            synchronized (this) {
                runner = null;
                callable = null;
            }
            if (isCancelled()) {
                Thread.interrupted();  // do not leak a cancel's interrupt into the next task
            }
        }
    }

    public String toString() {
        String status;
        synchronized (this) {
            switch (state) {
                case NORMAL: status = "[Completed normally]"; break;
                case EXCEPTIONAL: status = "[Completed exceptionally: " + outcome + "]"; break;
                case CANCELLED: case INTERRUPTED: status = "[Cancelled]"; break;
                default: status = "[Not completed]"; break;
            }
        }
        return super.toString() + status;
    }
}
