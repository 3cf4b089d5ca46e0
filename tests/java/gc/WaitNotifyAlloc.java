// Producer/consumer over a bounded buffer with wait/notifyAll; every message is a freshly
// allocated object graph, garbage is made between hand-offs, and consumers verify each message.
public class WaitNotifyAlloc {
    /** A message: a header, a payload array and a linked list of parts, checked on arrival. */
    static final class Message {
        final int producer;
        final int seq;
        final String text;
        final int[] payload;
        Part parts;

        Message(int producer, int seq) {
            this.producer = producer;
            this.seq = seq;
            this.text = "p" + producer + "#" + seq;
            this.payload = new int[seq % 23 + 1];
            for (int i = 0; i < payload.length; i++) payload[i] = producer * 100000 + seq + i;
            for (int i = 0; i < seq % 5 + 1; i++) parts = new Part(parts, i * seq);
        }

        /** An end marker: seq < 0, no payload. */
        Message(int seq) {
            this.producer = -1;
            this.seq = seq;
            this.text = null;
            this.payload = null;
        }

        boolean intact() {
            if (!text.equals("p" + producer + "#" + seq)) return false;
            if (payload.length != seq % 23 + 1) return false;
            for (int i = 0; i < payload.length; i++) {
                if (payload[i] != producer * 100000 + seq + i) return false;
            }
            int n = seq % 5 + 1;
            for (Part p = parts; p != null; p = p.next) {
                n--;
                if (p.value != n * seq) return false;
            }
            return n == 0;
        }
    }

    static final class Part {
        final Part next;
        final int value;
        Part(Part next, int value) { this.next = next; this.value = value; }
    }

    static final class Buffer {
        private final Message[] slots = new Message[3];
        private int head;
        private int count;
        private int waits;   // guarded by this; not printed (timing dependent)

        synchronized void put(Message m) throws InterruptedException {
            while (count == slots.length) {
                waits++;
                wait();
            }
            slots[(head + count) % slots.length] = m;
            count++;
            notifyAll();
        }

        synchronized Message take() throws InterruptedException {
            while (count == 0) {
                waits++;
                wait();
            }
            Message m = slots[head];
            slots[head] = null;
            head = (head + 1) % slots.length;
            count--;
            notifyAll();
            return m;
        }
    }

    static final int PRODUCERS = 2;
    static final int CONSUMERS = 2;
    static final int PER_PRODUCER = 1000;
    static volatile Object sink;

    static void churn(int seed) {
        Object[] a = new Object[4];
        for (int i = 0; i < a.length; i++) a[i] = new long[(seed + i) % 9 + 1];
        sink = a;
    }

    public static void main(String[] args) throws InterruptedException {
        final Buffer buffer = new Buffer();
        final long[] sums = new long[CONSUMERS];
        final int[] counts = new int[CONSUMERS];
        final int[] broken = new int[CONSUMERS];
        final int[][] lastSeq = new int[CONSUMERS][PRODUCERS];
        final boolean[] orderOk = new boolean[CONSUMERS];
        Thread[] threads = new Thread[PRODUCERS + CONSUMERS];
        for (int p = 0; p < PRODUCERS; p++) {
            final int id = p;
            threads[p] = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int s = 0; s < PER_PRODUCER; s++) {
                            churn(s);
                            buffer.put(new Message(id, s));
                            if (s % 200 == 100) System.gc();
                        }
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            }, "producer-" + p);
        }
        for (int c = 0; c < CONSUMERS; c++) {
            final int id = c;
            threads[PRODUCERS + c] = new Thread(new Runnable() {
                public void run() {
                    try {
                        orderOk[id] = true;
                        for (int p = 0; p < PRODUCERS; p++) lastSeq[id][p] = -1;
                        while (true) {
                            Message m = buffer.take();
                            if (m.seq < 0) break;
                            churn(m.seq + id);
                            if (!m.intact()) broken[id]++;
                            // Each producer's messages arrive at one consumer in increasing order.
                            if (m.seq <= lastSeq[id][m.producer]) orderOk[id] = false;
                            lastSeq[id][m.producer] = m.seq;
                            sums[id] += m.payload[m.payload.length - 1] + m.text.length();
                            counts[id]++;
                        }
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            }, "consumer-" + c);
        }
        for (Thread t : threads) t.start();
        for (int p = 0; p < PRODUCERS; p++) threads[p].join();
        for (int c = 0; c < CONSUMERS; c++) buffer.put(new Message(-1 - c));
        for (int c = 0; c < CONSUMERS; c++) threads[PRODUCERS + c].join();

        long total = 0;
        int received = 0, bad = 0;
        boolean ordered = true;
        for (int c = 0; c < CONSUMERS; c++) {
            total += sums[c];
            received += counts[c];
            bad += broken[c];
            ordered &= orderOk[c];
        }
        long expected = 0;
        for (int p = 0; p < PRODUCERS; p++) {
            for (int s = 0; s < PER_PRODUCER; s++) {
                expected += p * 100000 + s + (s % 23) + ("p" + p + "#" + s).length();
            }
        }
        System.out.println("received " + received + " of " + (PRODUCERS * PER_PRODUCER));
        System.out.println("broken messages " + bad);
        System.out.println("per-producer order kept: " + ordered);
        System.out.println("checksum " + total + " expected " + expected);
    }
}
