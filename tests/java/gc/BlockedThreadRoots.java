// Roots in the frames of threads that are not running: blocked on a monitor, waiting, sleeping and
// joining, each holding a graph in its locals while the main thread collects; after waking up every
// thread finds its graph, its lock object and that object's identity hash unchanged.
public class BlockedThreadRoots {
    static final class Node {
        final Node next;
        final int value;
        final int[] data;
        Node(Node next, int value) {
            this.next = next;
            this.value = value;
            this.data = new int[] { value, value * 2 };
        }
    }

    static Node chain(int n, int base) {
        Node head = null;
        for (int i = 0; i < n; i++) head = new Node(head, base + i);
        return head;
    }

    /** Sum of value + data[1] over the chain, -1 if any node is inconsistent. */
    static long sum(Node head) {
        long s = 0;
        for (Node p = head; p != null; p = p.next) {
            if (p.data[0] != p.value || p.data[1] != 2 * p.value) return -1;
            s += p.value + p.data[1];
        }
        return s;
    }

    static final Object MONITOR = new Object();
    static final Object WAIT_ON = new Object();
    static boolean released;          // guarded by WAIT_ON
    static final String[] RESULT = new String[4];
    static volatile Object sink;

    static void collect(int times) {
        for (int i = 0; i < times; i++) {
            Object[] g = new Object[100];
            for (int j = 0; j < g.length; j++) g[j] = new Node(null, j);
            sink = g;
            System.gc();
        }
    }

    static Thread blocked(final int hashBefore) {
        return new Thread(new Runnable() {
            public void run() {
                Node mine = chain(3000, 1000);
                long before = sum(mine);
                Object lock = MONITOR;
                synchronized (lock) {                  // blocks: main holds MONITOR
                    RESULT[0] = "blocked: " + (sum(mine) == before) + ", lock same " + (lock == MONITOR)
                            + ", hash same " + (System.identityHashCode(lock) == hashBefore);
                }
            }
        }, "blocked");
    }

    static Thread waiting() {
        return new Thread(new Runnable() {
            public void run() {
                Node mine = chain(2000, 5000);
                long before = sum(mine);
                int hash = WAIT_ON.hashCode();
                synchronized (WAIT_ON) {
                    while (!released) {
                        try {
                            WAIT_ON.wait();
                        } catch (InterruptedException e) {
                            throw new RuntimeException(e);
                        }
                    }
                }
                RESULT[1] = "waiting: " + (sum(mine) == before) + ", hash same " + (WAIT_ON.hashCode() == hash);
            }
        }, "waiting");
    }

    static Thread sleeping() {
        return new Thread(new Runnable() {
            public void run() {
                Node mine = chain(2500, 9000);
                long before = sum(mine);
                int slept = 0;
                for (int i = 0; i < 5; i++) {
                    try {
                        Thread.sleep(20);
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                    slept++;
                }
                RESULT[2] = "sleeping: " + (sum(mine) == before) + " after " + slept + " sleeps";
            }
        }, "sleeping");
    }

    static Thread joining(final Thread target) {
        return new Thread(new Runnable() {
            public void run() {
                Node mine = chain(1500, 20000);
                long before = sum(mine);
                try {
                    target.join();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
                RESULT[3] = "joining: " + (sum(mine) == before) + ", target " + target.getName() + " alive " + target.isAlive();
            }
        }, "joining");
    }

    public static void main(String[] args) throws InterruptedException {
        int hash = System.identityHashCode(MONITOR);
        Thread b;
        Thread w = waiting();
        Thread s = sleeping();
        Thread j = joining(s);
        synchronized (MONITOR) {
            b = blocked(hash);
            b.start();
            while (b.getState() != Thread.State.BLOCKED) Thread.yield();
            w.start();
            while (w.getState() != Thread.State.WAITING) Thread.yield();
            s.start();
            j.start();
            while (j.getState() != Thread.State.WAITING) Thread.yield();
            // Every other thread is now blocked, waiting or (probably) sleeping.
            collect(20);
            System.out.println("blocked thread state while collecting: " + b.getState());
            System.out.println("waiting thread state while collecting: " + w.getState());
        }
        b.join();
        collect(5);
        synchronized (WAIT_ON) {
            released = true;
            WAIT_ON.notifyAll();
        }
        w.join();
        s.join();
        j.join();
        for (String r : RESULT) System.out.println(r);
        System.out.println("main's lock hash same: " + (System.identityHashCode(MONITOR) == hash));
    }
}
