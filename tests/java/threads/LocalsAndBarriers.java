// ThreadLocal (per-thread values, withInitial, remove), Semaphore limiting concurrency, and a
// CyclicBarrier reused over several rounds with a barrier action.
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

public class LocalsAndBarriers {
    static final ThreadLocal<StringBuilder> LOG = ThreadLocal.withInitial(new Supplier<StringBuilder>() {
        public StringBuilder get() {
            return new StringBuilder("start");
        }
    });
    static final ThreadLocal<Integer> PLAIN = new ThreadLocal<Integer>();

    public static void main(String[] args) throws Exception {
        final String[] results = new String[3];
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    PLAIN.set(id * 10);
                    for (int k = 0; k < 3; k++) {
                        LOG.get().append('-').append(id);
                    }
                    results[id] = LOG.get() + " plain=" + PLAIN.get();
                }
            });
        }
        LOG.get().append("-main");
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        for (String r : results) System.out.println(r);
        System.out.println("main: " + LOG.get() + " plain=" + PLAIN.get());
        LOG.remove();
        System.out.println("after remove: " + LOG.get());

        final Semaphore permits = new Semaphore(2);
        final AtomicInteger inside = new AtomicInteger();
        final AtomicInteger maxInside = new AtomicInteger();
        Thread[] users = new Thread[5];
        for (int i = 0; i < users.length; i++) {
            users[i] = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int k = 0; k < 20; k++) {
                            permits.acquire();
                            try {
                                int now = inside.incrementAndGet();
                                int m;
                                while ((m = maxInside.get()) < now && !maxInside.compareAndSet(m, now)) {
                                }
                                Thread.yield();
                                inside.decrementAndGet();
                            } finally {
                                permits.release();
                            }
                        }
                    } catch (InterruptedException e) {
                        System.out.println("interrupted");
                    }
                }
            });
        }
        for (Thread t : users) t.start();
        for (Thread t : users) t.join();
        System.out.println("max inside <= 2: " + (maxInside.get() <= 2) + ", permits back: " + permits.availablePermits());
        System.out.println("tryAcquire(3): " + permits.tryAcquire(3) + ", tryAcquire(2): " + permits.tryAcquire(2)
                + ", left " + permits.availablePermits());
        permits.release(2);

        final int parties = 3;
        final StringBuffer rounds = new StringBuffer();
        final int[] round = new int[1];
        final CyclicBarrier barrier = new CyclicBarrier(parties, new Runnable() {
            public void run() {
                rounds.append("round").append(round[0]++).append(' ');
            }
        });
        final AtomicInteger arrivals = new AtomicInteger();
        Thread[] racers = new Thread[parties];
        for (int i = 0; i < parties; i++) {
            racers[i] = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int r = 0; r < 4; r++) {
                            arrivals.incrementAndGet();
                            barrier.await();
                        }
                    } catch (InterruptedException e) {
                        System.out.println("interrupted");
                    } catch (BrokenBarrierException e) {
                        System.out.println("broken");
                    }
                }
            });
        }
        for (Thread t : racers) t.start();
        for (Thread t : racers) t.join();
        System.out.println("barrier: " + rounds.toString().trim() + ", arrivals " + arrivals.get()
                + ", broken " + barrier.isBroken() + ", waiting " + barrier.getNumberWaiting());
    }
}
