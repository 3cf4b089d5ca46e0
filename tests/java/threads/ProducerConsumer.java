// A bounded buffer with wait/notifyAll: two producers, two consumers; sums and counts checked
// after join.
public class ProducerConsumer {
    static final class Buffer {
        private final int[] items = new int[4];
        private int head;
        private int count;
        int maxSeen;

        synchronized void put(int v) throws InterruptedException {
            while (count == items.length) {
                wait();
            }
            items[(head + count) % items.length] = v;
            count++;
            if (count > maxSeen) {
                maxSeen = count;
            }
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (count == 0) {
                wait();
            }
            int v = items[head];
            head = (head + 1) % items.length;
            count--;
            notifyAll();
            return v;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        final Buffer buffer = new Buffer();
        final int perProducer = 2000;
        final long[] sums = new long[2];
        final int[] counts = new int[2];
        Thread[] producers = new Thread[2];
        Thread[] consumers = new Thread[2];
        for (int p = 0; p < 2; p++) {
            final int base = p * 100000;
            producers[p] = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int i = 1; i <= perProducer; i++) {
                            buffer.put(base + i);
                        }
                    } catch (InterruptedException e) {
                        System.out.println("producer interrupted");
                    }
                }
            }, "producer-" + p);
        }
        for (int c = 0; c < 2; c++) {
            final int id = c;
            consumers[c] = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int i = 0; i < perProducer; i++) {
                            sums[id] += buffer.take();
                            counts[id]++;
                        }
                    } catch (InterruptedException e) {
                        System.out.println("consumer interrupted");
                    }
                }
            }, "consumer-" + c);
        }
        for (Thread t : consumers) t.start();
        for (Thread t : producers) t.start();
        for (Thread t : producers) t.join();
        for (Thread t : consumers) t.join();
        long expected = 0;
        for (int p = 0; p < 2; p++) {
            for (int i = 1; i <= perProducer; i++) {
                expected += p * 100000 + i;
            }
        }
        System.out.println("consumed: " + (counts[0] + counts[1]));
        System.out.println("sum ok: " + (sums[0] + sums[1] == expected) + " (" + expected + ")");
        System.out.println("buffer never overfilled: " + (buffer.maxSeen <= 4));
        System.out.println("names: " + producers[0].getName() + ", " + consumers[1].getName());
    }
}
