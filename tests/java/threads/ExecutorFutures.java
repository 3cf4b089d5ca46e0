// Executors.newFixedThreadPool / newSingleThreadExecutor: submit Callables and Runnables, get
// results through Futures, ExecutionException for a failing task, invokeAll, shutdown and
// awaitTermination, rejection after shutdown, the default thread names.
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class ExecutorFutures {
    static long fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Future<Long>> futures = new ArrayList<Future<Long>>();
        for (int i = 10; i < 20; i++) {
            final int n = i;
            futures.add(pool.submit(new Callable<Long>() {
                public Long call() {
                    return fib(n);
                }
            }));
        }
        StringBuilder sb = new StringBuilder();
        for (Future<Long> f : futures) {
            sb.append(f.get()).append(' ');
        }
        System.out.println("fib: " + sb.toString().trim());
        System.out.println("all done: " + futures.get(9).isDone() + ", cancelled: " + futures.get(9).isCancelled());

        Future<String> failing = pool.submit(new Callable<String>() {
            public String call() throws Exception {
                throw new java.io.IOException("disk on fire");
            }
        });
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("ExecutionException cause: " + e.getCause());
        }

        final String[] seen = new String[1];
        Future<?> plain = pool.submit(new Runnable() {
            public void run() {
                seen[0] = Thread.currentThread().getName().startsWith("pool-1-thread-") ? "pool thread" : "other";
            }
        });
        System.out.println("runnable result: " + plain.get() + ", ran on: " + seen[0]);
        Future<String> withResult = pool.submit(new Runnable() {
            public void run() {
            }
        }, "fixed result");
        System.out.println("runnable with result: " + withResult.get());

        List<Callable<Integer>> tasks = new ArrayList<Callable<Integer>>();
        for (int i = 1; i <= 5; i++) {
            final int k = i;
            tasks.add(new Callable<Integer>() {
                public Integer call() {
                    return k * k;
                }
            });
        }
        int sum = 0;
        for (Future<Integer> f : pool.invokeAll(tasks)) {
            sum += f.get();
        }
        System.out.println("invokeAll sum of squares: " + sum);

        Future<String> slow = pool.submit(new Callable<String>() {
            public String call() throws Exception {
                Thread.sleep(200);
                return "slow";
            }
        });
        try {
            slow.get(10, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("get with timeout: TimeoutException");
        }
        System.out.println("then: " + slow.get());

        pool.shutdown();
        System.out.println("shutdown: " + pool.isShutdown());
        System.out.println("terminated in time: " + pool.awaitTermination(10, TimeUnit.SECONDS) + " " + pool.isTerminated());
        try {
            pool.submit(new Runnable() {
                public void run() {
                }
            });
        } catch (RejectedExecutionException e) {
            System.out.println("after shutdown: RejectedExecutionException");
        }

        ExecutorService single = Executors.newSingleThreadExecutor();
        final StringBuffer order = new StringBuffer();
        List<Future<?>> fs = new ArrayList<Future<?>>();
        for (int i = 0; i < 8; i++) {
            final int k = i;
            fs.add(single.submit(new Runnable() {
                public void run() {
                    order.append(k);
                }
            }));
        }
        for (Future<?> f : fs) {
            f.get();
        }
        System.out.println("single executor order: " + order);
        Future<String> name = single.submit(new Callable<String>() {
            public String call() {
                return Thread.currentThread().getName();
            }
        });
        System.out.println("single executor thread: " + name.get());
        single.shutdown();
        System.out.println("single terminated: " + single.awaitTermination(10, TimeUnit.SECONDS));
    }
}
