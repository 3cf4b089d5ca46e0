// AtomicInteger, AtomicLong, AtomicBoolean, AtomicReference and AtomicIntegerArray updated by
// many threads; exact results after join; the single-threaded API in between.
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import java.util.function.UnaryOperator;

public class AtomicCounters {
    public static void main(String[] args) throws InterruptedException {
        final AtomicInteger ai = new AtomicInteger();
        final AtomicLong al = new AtomicLong(1L << 40);
        final AtomicBoolean winner = new AtomicBoolean(false);
        final AtomicInteger winners = new AtomicInteger();
        final AtomicReference<String> ref = new AtomicReference<String>("");
        final AtomicIntegerArray slots = new AtomicIntegerArray(4);
        final AtomicInteger max = new AtomicInteger(Integer.MIN_VALUE);
        Thread[] threads = new Thread[6];
        for (int i = 0; i < threads.length; i++) {
            final int id = i;
            threads[i] = new Thread(new Runnable() {
                public void run() {
                    for (int j = 0; j < 5000; j++) {
                        ai.incrementAndGet();
                        al.addAndGet(3);
                        slots.getAndIncrement(j & 3);
                        final int v = id * 10000 + j;
                        max.accumulateAndGet(v, new IntBinaryOperator() {
                            public int applyAsInt(int a, int b) {
                                return Math.max(a, b);
                            }
                        });
                    }
                    if (winner.compareAndSet(false, true)) {
                        winners.incrementAndGet();
                    }
                    while (true) {
                        String old = ref.get();
                        if (ref.compareAndSet(old, old + "x")) {
                            break;
                        }
                    }
                }
            });
        }
        for (Thread t : threads) t.start();
        for (Thread t : threads) t.join();
        System.out.println("AtomicInteger: " + ai.get());
        System.out.println("AtomicLong: " + al.get() + " (" + ((1L << 40) + 6 * 5000 * 3) + ")");
        System.out.println("one winner: " + winners.get() + ", flag " + winner.get());
        System.out.println("reference length: " + ref.get().length());
        System.out.println("array: " + slots);
        System.out.println("max: " + max.get());

        AtomicInteger a = new AtomicInteger(5);
        System.out.println(a.getAndIncrement() + " " + a.get() + " " + a.getAndAdd(10) + " " + a.decrementAndGet()
                + " " + a.getAndSet(100) + " " + a.compareAndSet(1, 2) + " " + a.compareAndSet(100, 7) + " " + a);
        System.out.println(a.updateAndGet(new IntUnaryOperator() {
            public int applyAsInt(int x) {
                return x * 3;
            }
        }) + " " + a.getAndUpdate(new IntUnaryOperator() {
            public int applyAsInt(int x) {
                return x - 1;
            }
        }) + " " + a.intValue() + " " + a.doubleValue());
        AtomicLong l = new AtomicLong(Long.MAX_VALUE);
        System.out.println(l.incrementAndGet() + " " + l.getAndDecrement() + " " + l.longValue());
        AtomicBoolean b = new AtomicBoolean();
        System.out.println(b.get() + " " + b.getAndSet(true) + " " + b.compareAndSet(false, true) + " " + b);
        String s1 = new String("same");
        String s2 = new String("same");
        AtomicReference<String> r = new AtomicReference<String>(s1);
        System.out.println("CAS by identity: " + r.compareAndSet(s2, "other") + " " + r.compareAndSet(s1, "other") + " " + r.get());
        System.out.println(r.getAndSet(null) + " " + r.get() + " " + r.compareAndSet(null, "back") + " " + r);
        System.out.println(r.updateAndGet(new UnaryOperator<String>() {
            public String apply(String x) {
                return x.toUpperCase();
            }
        }));
    }
}
