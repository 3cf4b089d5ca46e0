// Threads that each join their predecessor finish in a fixed order; join(ms) on a live thread
// times out; join on a finished or unstarted thread returns at once.
public class JoinOrder {
    static final StringBuffer order = new StringBuffer();
    static final Object GATE = new Object();
    static boolean go;

    static void awaitGate() throws InterruptedException {
        synchronized (GATE) {
            while (!go) {
                GATE.wait();
            }
        }
    }

    static synchronized void record(String s) {
        order.append(s).append(' ');
    }

    public static void main(String[] args) throws InterruptedException {
        final Thread[] chain = new Thread[5];
        for (int i = chain.length - 1; i >= 0; i--) {
            final int index = i;
            chain[i] = new Thread(new Runnable() {
                public void run() {
                    try {
                        awaitGate();  // every thread is started before any joins
                        if (index > 0) {
                            chain[index - 1].join();
                        }
                    } catch (InterruptedException e) {
                        record("interrupted");
                    }
                    record("t" + index);
                }
            }, "chain-" + i);
        }
        for (int i = chain.length - 1; i >= 0; i--) {
            chain[i].start();
        }
        synchronized (GATE) {
            go = true;
            GATE.notifyAll();
        }
        chain[chain.length - 1].join();
        System.out.println("order: " + order.toString().trim());
        for (Thread t : chain) {
            t.join();
            System.out.println(t.getName() + " alive after join: " + t.isAlive() + ", state " + t.getState());
        }

        final Object gate = new Object();
        final boolean[] open = new boolean[1];
        Thread waiter = new Thread(new Runnable() {
            public void run() {
                synchronized (gate) {
                    while (!open[0]) {
                        try {
                            gate.wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                }
            }
        });
        System.out.println("before start: alive " + waiter.isAlive() + ", state " + waiter.getState());
        waiter.join();  // not started: returns at once
        waiter.start();
        waiter.join(50);
        System.out.println("after join(50): alive " + waiter.isAlive());
        synchronized (gate) {
            open[0] = true;
            gate.notifyAll();
        }
        waiter.join();
        System.out.println("after opening: alive " + waiter.isAlive());
        try {
            waiter.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("restart: " + e.getClass().getName());
        }
        try {
            waiter.join(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("join(-1): " + e.getMessage());
        }
    }
}
