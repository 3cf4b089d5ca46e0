import java.util.*;
import java.util.concurrent.*;

public class ConcurrentQueues {
    public static void main(String[] args) throws Exception {
        ConcurrentLinkedQueue<Integer> q = new ConcurrentLinkedQueue<>();
        for (int i = 0; i < 10; i++) {
            q.offer(i);
        }
        System.out.println(q + " size " + q.size() + " peek " + q.peek() + " poll " + q.poll());
        for (Iterator<Integer> it = q.iterator(); it.hasNext();) {
            int v = it.next();
            if (v % 3 == 0) {
                it.remove();
            }
            if (v == 4) {
                q.add(100);
                q.remove(5);
            }
        }
        System.out.println(q + " contains 100 " + q.contains(100) + " " + Arrays.toString(q.toArray()));
        try {
            q.add(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        q.clear();
        System.out.println("after clear " + q.isEmpty() + " " + q.poll() + " " + q.peek());
        try {
            q.remove();
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException");
        }

        // Producers on a pool, the shared queue drained afterwards.
        final ConcurrentLinkedQueue<String> shared = new ConcurrentLinkedQueue<>();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<?>> fs = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            final int id = t;
            fs.add(pool.submit(() -> {
                for (int i = 0; i < 250; i++) {
                    shared.offer(id + ":" + i);
                }
            }));
        }
        for (Future<?> f : fs) {
            f.get();
        }
        System.out.println("shared size " + shared.size());
        int[] perProducer = new int[4];
        String s;
        while ((s = shared.poll()) != null) {
            perProducer[s.charAt(0) - '0']++;
        }
        System.out.println(Arrays.toString(perProducer));

        // Completion order: the task that sleeps least comes back first.
        CompletionService<Integer> cs = new ExecutorCompletionService<>(pool);
        int[] delays = {600, 10, 300};
        for (int d : delays) {
            final int delay = d;
            cs.submit(() -> {
                Thread.sleep(delay);
                return delay;
            });
        }
        for (int i = 0; i < delays.length; i++) {
            System.out.println("completed " + cs.take().get());
        }
        System.out.println("poll when empty " + cs.poll());
        cs.submit(() -> {
            throw new IllegalStateException("task failed");
        });
        try {
            cs.take().get();
        } catch (ExecutionException e) {
            System.out.println("ExecutionException caused by " + e.getCause());
        }
        Future<Integer> f = cs.submit(() -> { }, 7);
        System.out.println("runnable result " + cs.poll(5, TimeUnit.SECONDS).get() + " " + f.isDone());
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(5, TimeUnit.SECONDS));
    }
}
