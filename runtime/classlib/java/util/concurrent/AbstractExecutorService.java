// java.util.concurrent.AbstractExecutorService: submit/invokeAll/invokeAny over execute().
package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** Default submit, invokeAll and invokeAny built on execute() and FutureTask. */
public abstract class AbstractExecutorService implements ExecutorService {
    protected <T> RunnableFuture<T> newTaskFor(Runnable runnable, T value) {
        return new FutureTask<T>(runnable, value);
    }

    protected <T> RunnableFuture<T> newTaskFor(Callable<T> callable) {
        return new FutureTask<T>(callable);
    }

    public Future<?> submit(Runnable task) {
        if (task == null) throw new NullPointerException();
        RunnableFuture<Void> f = newTaskFor(task, null);
        execute(f);
        return f;
    }

    public <T> Future<T> submit(Runnable task, T result) {
        if (task == null) throw new NullPointerException();
        RunnableFuture<T> f = newTaskFor(task, result);
        execute(f);
        return f;
    }

    public <T> Future<T> submit(Callable<T> task) {
        if (task == null) throw new NullPointerException();
        RunnableFuture<T> f = newTaskFor(task);
        execute(f);
        return f;
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) throws InterruptedException {
        if (tasks == null) throw new NullPointerException();
        ArrayList<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        try {
            for (Callable<T> t : tasks) {
                RunnableFuture<T> f = newTaskFor(t);
                futures.add(f);
                execute(f);
            }
            for (Future<T> f : futures) {
                if (!f.isDone()) {
                    try {
                        f.get();
                    } catch (CancellationException ignore) {
                    } catch (ExecutionException ignore) {
                    }
                }
            }
            return futures;
        } catch (Throwable t) {
            for (Future<T> f : futures) {
                f.cancel(true);
            }
            if (t instanceof InterruptedException) throw (InterruptedException) t;
            if (t instanceof RuntimeException) throw (RuntimeException) t;
            throw (Error) t;
        }
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
            throws InterruptedException {
        if (tasks == null || unit == null) throw new NullPointerException();
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        ArrayList<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        for (Callable<T> t : tasks) {
            RunnableFuture<T> f = newTaskFor(t);
            futures.add(f);
            execute(f);
        }
        for (Future<T> f : futures) {
            if (f.isDone()) continue;
            long left = deadline - System.nanoTime();
            try {
                if (left <= 0) throw new TimeoutException();
                f.get(left, TimeUnit.NANOSECONDS);
            } catch (CancellationException ignore) {
            } catch (ExecutionException ignore) {
            } catch (TimeoutException e) {
                for (Future<T> g : futures) {
                    g.cancel(true);
                }
                return futures;
            }
        }
        return futures;
    }

    public <T> T invokeAny(Collection<? extends Callable<T>> tasks) throws InterruptedException, ExecutionException {
        try {
            return invokeAny(tasks, Long.MAX_VALUE / 2, TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            throw new ExecutionException(e);
        }
    }

    /** Runs the tasks; returns the first successful result and cancels the rest. */
    public <T> T invokeAny(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
            throws InterruptedException, ExecutionException, TimeoutException {
        if (tasks == null || unit == null) throw new NullPointerException();
        if (tasks.isEmpty()) throw new IllegalArgumentException();
        final LinkedBlockingQueue<Future<T>> done = new LinkedBlockingQueue<Future<T>>();
        ArrayList<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        for (Callable<T> t : tasks) {
            final Callable<T> task = t;
            FutureTask<T> f = new FutureTask<T>(task) {
                protected void done() {
                    done.offer(this);
                }
            };
            futures.add(f);
            execute(f);
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        ExecutionException last = null;
        try {
            for (int n = 0; n < futures.size(); n++) {
                long left = deadline - System.nanoTime();
                Future<T> f = done.poll(left, TimeUnit.NANOSECONDS);
                if (f == null) throw new TimeoutException();
                try {
                    return f.get();
                } catch (ExecutionException e) {
                    last = e;
                } catch (CancellationException e) {
                    last = new ExecutionException(e);
                }
            }
            throw last != null ? last : new ExecutionException((Throwable) null);
        } finally {
            for (Future<T> f : futures) {
                f.cancel(true);
            }
        }
    }
}
