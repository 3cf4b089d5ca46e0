// Threads coordinated by volatile flags and join() while they allocate: a start flag, per-worker
// published results (a volatile reference to a freshly built graph), a stop flag, then join.
public class JoinVolatileAlloc {
    static final class Node {
        final Node next;
        final int value;
        final String tag;
        Node(Node next, int value) {
            this.next = next;
            this.value = value;
            this.tag = (value & 15) == 0 ? "n" + value : null;
        }
    }

    static final class Result {
        final int worker;
        final int round;
        final Node list;
        Result(int worker, int round, Node list) {
            this.worker = worker;
            this.round = round;
            this.list = list;
        }
    }

    static final int WORKERS = 3;
    static final int ROUNDS = 40;
    static final int LENGTH = 400;

    static volatile boolean go;
    static volatile boolean stop;
    static volatile int ready;                       // incremented under READY_LOCK
    static final Object READY_LOCK = new Object();
    static final Worker[] WORKER = new Worker[WORKERS];

    static final class Worker extends Thread {
        final int id;
        volatile Result published;                   // written by this worker, read by main
        volatile int requested = -1;                 // written by main: the round to build next
        long spins;                                  // idle iterations, not printed (timing)
        int builtAfterStop;

        Worker(int id) {
            super("vol-" + id);
            this.id = id;
        }

        static Node build(int worker, int round) {
            Node head = null;
            for (int i = 0; i < LENGTH; i++) {
                head = new Node(head, worker * 1000000 + round * 1000 + i);
                if (i % 64 == 0) {
                    // Garbage that dies immediately.
                    char[] junk = new char[100 + i];
                    junk[i] = 'x';
                }
            }
            return head;
        }

        public void run() {
            synchronized (READY_LOCK) {
                ready = ready + 1;
            }
            while (!go) {
                spins++;
                Thread.yield();
            }
            int done = -1;
            while (!stop) {
                int want = requested;
                if (want > done) {
                    published = new Result(id, want, build(id, want));
                    done = want;
                } else {
                    spins++;
                    Object idle = new int[4];   // allocate while waiting, too
                    if (idle == null) throw new Error();
                    Thread.yield();
                }
            }
            builtAfterStop = done;
        }
    }

    static long check(Result r, int worker, int round) {
        if (r == null || r.worker != worker || r.round != round) return -1;
        long sum = 0;
        int n = 0;
        int expect = worker * 1000000 + round * 1000 + LENGTH - 1;
        for (Node p = r.list; p != null; p = p.next) {
            if (p.value != expect) return -2;
            if ((p.value & 15) == 0 && !p.tag.equals("n" + p.value)) return -3;
            if ((p.value & 15) != 0 && p.tag != null) return -4;
            sum += p.value;
            expect--;
            n++;
        }
        return n == LENGTH ? sum : -5;
    }

    public static void main(String[] args) throws InterruptedException {
        for (int w = 0; w < WORKERS; w++) {
            WORKER[w] = new Worker(w);
            WORKER[w].start();
        }
        while (ready < WORKERS) Thread.yield();
        System.out.println("all workers ready: " + ready);
        go = true;

        long total = 0;
        int bad = 0;
        Result[] keep = new Result[WORKERS];
        for (int round = 0; round < ROUNDS; round++) {
            for (int w = 0; w < WORKERS; w++) WORKER[w].requested = round;
            for (int w = 0; w < WORKERS; w++) {
                Result r;
                while ((r = WORKER[w].published) == null || r.round != round) {
                    Thread.yield();
                }
                long c = check(r, w, round);
                if (c < 0) bad++; else total += c;
                if (round % 10 == 0) keep[w] = r;      // some results outlive many rounds
            }
            if (round % 8 == 7) System.gc();
        }
        stop = true;
        for (int w = 0; w < WORKERS; w++) WORKER[w].join();

        System.out.println("rounds " + ROUNDS + ", bad results " + bad + ", total " + total);
        for (int w = 0; w < WORKERS; w++) {
            System.out.println("worker " + w + ": alive after join " + WORKER[w].isAlive()
                    + ", last round " + WORKER[w].builtAfterStop
                    + ", kept round " + keep[w].round + " check " + check(keep[w], w, keep[w].round));
        }
        System.out.println("state after join: " + WORKER[0].getState());
    }
}
