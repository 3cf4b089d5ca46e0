// CountDownLatch as start gate and completion latch, ReentrantLock with a Condition-based
// bounded queue, ConcurrentHashMap updated from several threads, TimeUnit conversions.
import java.util.ArrayList;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BiFunction;

public class LatchAndLocks {
    static final class BoundedQueue {
        final ReentrantLock lock = new ReentrantLock();
        final Condition notFull = lock.newCondition();
        final Condition notEmpty = lock.newCondition();
        final int[] items = new int[3];
        int head;
        int count;

        void put(int v) throws InterruptedException {
            lock.lock();
            try {
                while (count == items.length) {
                    notFull.await();
                }
                items[(head + count) % items.length] = v;
                count++;
                notEmpty.signal();
            } finally {
                lock.unlock();
            }
        }

        int take() throws InterruptedException {
            lock.lock();
            try {
                while (count == 0) {
                    notEmpty.await();
                }
                int v = items[head];
                head = (head + 1) % items.length;
                count--;
                notFull.signal();
                return v;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        final CountDownLatch start = new CountDownLatch(1);
        final CountDownLatch done = new CountDownLatch(4);
        final ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<String, Integer>();
        final BiFunction<Integer, Integer, Integer> plus = new BiFunction<Integer, Integer, Integer>() {
            public Integer apply(Integer a, Integer b) {
                return a + b;
            }
        };
        for (int i = 0; i < 4; i++) {
            new Thread(new Runnable() {
                public void run() {
                    try {
                        start.await();
                        for (int j = 0; j < 1000; j++) {
                            counts.merge("k" + (j % 5), 1, plus);
                        }
                    } catch (InterruptedException e) {
                        System.out.println("interrupted");
                    } finally {
                        done.countDown();
                    }
                }
            }).start();
        }
        System.out.println("latch count before: " + done.getCount());
        start.countDown();
        done.await();
        System.out.println("latch count after: " + done.getCount());
        System.out.println("map: " + counts);
        System.out.println("await on open latch: " + done.await(1, TimeUnit.MILLISECONDS));
        CountDownLatch never = new CountDownLatch(1);
        System.out.println("await timeout: " + never.await(20, TimeUnit.MILLISECONDS));
        try {
            counts.put("null", null);
        } catch (NullPointerException e) {
            System.out.println("null value: NullPointerException");
        }
        System.out.println("putIfAbsent: " + counts.putIfAbsent("k0", 5) + " " + counts.putIfAbsent("new", 5)
                + ", size " + counts.size());

        final BoundedQueue q = new BoundedQueue();
        final long[] total = new long[1];
        Thread consumer = new Thread(new Runnable() {
            public void run() {
                try {
                    for (int i = 0; i < 500; i++) {
                        total[0] += q.take();
                    }
                } catch (InterruptedException e) {
                    System.out.println("consumer interrupted");
                }
            }
        });
        ArrayList<Thread> producers = new ArrayList<Thread>();
        for (int p = 0; p < 2; p++) {
            final int base = p;
            Thread t = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int i = 0; i < 250; i++) {
                            q.put(i * 2 + base);
                        }
                    } catch (InterruptedException e) {
                        System.out.println("producer interrupted");
                    }
                }
            });
            producers.add(t);
        }
        consumer.start();
        for (Thread t : producers) t.start();
        for (Thread t : producers) t.join();
        consumer.join();
        System.out.println("condition queue total: " + total[0] + " (" + (499 * 500 / 2) + ")");

        ReentrantLock l = new ReentrantLock();
        l.lock();
        l.lock();
        System.out.println("hold count: " + l.getHoldCount() + ", locked: " + l.isLocked() + ", mine: " + l.isHeldByCurrentThread());
        l.unlock();
        l.unlock();
        System.out.println("after unlocks: " + l.isLocked() + ", tryLock: " + l.tryLock());
        l.unlock();
        try {
            l.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock when not owner: IllegalMonitorStateException");
        }

        System.out.println(TimeUnit.SECONDS.toMillis(3) + " " + TimeUnit.MILLISECONDS.toSeconds(2999) + " "
                + TimeUnit.HOURS.toMinutes(2) + " " + TimeUnit.NANOSECONDS.convert(1, TimeUnit.DAYS) + " "
                + TimeUnit.DAYS.toNanos(Long.MAX_VALUE) + " " + TimeUnit.MICROSECONDS + " " + TimeUnit.valueOf("MINUTES").ordinal());
    }
}
