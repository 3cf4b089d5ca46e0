// java.util.concurrent.Executors: factories for executors, thread factories and callables.
package java.util.concurrent;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Factory methods as the JDK's: fixed and cached thread pools and single-thread executors
 * (ThreadPoolExecutor), the default thread factory ("pool-N-thread-M", non-daemon, normal
 * priority), Runnable-to-Callable adapters.
 */
public class Executors {
    private Executors() {
    }

    public static ExecutorService newFixedThreadPool(int nThreads) {
        return new ThreadPoolExecutor(nThreads, nThreads, 0L, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<Runnable>());
    }

    public static ExecutorService newFixedThreadPool(int nThreads, ThreadFactory threadFactory) {
        return new ThreadPoolExecutor(nThreads, nThreads, 0L, TimeUnit.MILLISECONDS,
                new LinkedBlockingQueue<Runnable>(), threadFactory);
    }

    public static ExecutorService newSingleThreadExecutor() {
        return new FinalizableDelegatedExecutorService(new ThreadPoolExecutor(1, 1, 0L, TimeUnit.MILLISECONDS,
                new LinkedBlockingQueue<Runnable>()));
    }

    public static ExecutorService newSingleThreadExecutor(ThreadFactory threadFactory) {
        return new FinalizableDelegatedExecutorService(new ThreadPoolExecutor(1, 1, 0L, TimeUnit.MILLISECONDS,
                new LinkedBlockingQueue<Runnable>(), threadFactory));
    }

    public static ExecutorService newCachedThreadPool() {
        return new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60L, TimeUnit.SECONDS, new LinkedBlockingQueue<Runnable>());
    }

    public static ExecutorService newCachedThreadPool(ThreadFactory threadFactory) {
        return new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60L, TimeUnit.SECONDS,
                new LinkedBlockingQueue<Runnable>(), threadFactory);
    }

    public static ThreadFactory defaultThreadFactory() {
        return new DefaultThreadFactory();
    }

    public static <T> Callable<T> callable(final Runnable task, final T result) {
        if (task == null) throw new NullPointerException();
        return new Callable<T>() {
            public T call() {
                task.run();
                return result;
            }
        };
    }

    public static Callable<Object> callable(Runnable task) {
        return callable(task, (Object) null);
    }

    /** "pool-N-thread-M" threads in the creating thread's group, non-daemon, normal priority. */
    private static class DefaultThreadFactory implements ThreadFactory {
        private static final AtomicInteger poolNumber = new AtomicInteger(1);
        private final AtomicInteger threadNumber = new AtomicInteger(1);
        private final String namePrefix;

        DefaultThreadFactory() {
            namePrefix = "pool-" + poolNumber.getAndIncrement() + "-thread-";
        }

        public Thread newThread(Runnable r) {
            Thread t = new Thread(r, namePrefix + threadNumber.getAndIncrement());
            if (t.isDaemon()) {
                t.setDaemon(false);
            }
            if (t.getPriority() != Thread.NORM_PRIORITY) {
                t.setPriority(Thread.NORM_PRIORITY);
            }
            return t;
        }
    }

    /** Exposes only the ExecutorService methods of an executor (not its configuration). */
    private static class FinalizableDelegatedExecutorService extends AbstractExecutorService {
        private final ExecutorService e;

        FinalizableDelegatedExecutorService(ExecutorService executor) {
            e = executor;
        }

        public void execute(Runnable command) { e.execute(command); }
        public void shutdown() { e.shutdown(); }
        public java.util.List<Runnable> shutdownNow() { return e.shutdownNow(); }
        public boolean isShutdown() { return e.isShutdown(); }
        public boolean isTerminated() { return e.isTerminated(); }
        public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
            return e.awaitTermination(timeout, unit);
        }
        public Future<?> submit(Runnable task) { return e.submit(task); }
        public <T> Future<T> submit(Callable<T> task) { return e.submit(task); }
        public <T> Future<T> submit(Runnable task, T result) { return e.submit(task, result); }
    }
}
