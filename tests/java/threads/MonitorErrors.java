// IllegalMonitorStateException from wait/notify/notifyAll without the monitor; a synchronized
// method left by an exception releases its monitor; wait(ms) times out; identity hash codes
// survive locking and inflation.
public class MonitorErrors {
    static final Object lock = new Object();

    static synchronized void failWhileLocked() {
        throw new RuntimeException("thrown inside a synchronized method");
    }

    synchronized void failInstance(int depth) {
        if (depth == 0) {
            throw new IllegalArgumentException("deep");
        }
        failInstance(depth - 1);
    }

    public static void main(String[] args) throws Exception {
        try {
            lock.wait();
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait: " + e.getMessage());
        }
        try {
            lock.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify: " + e.getMessage());
        }
        try {
            lock.notifyAll();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notifyAll: " + e.getMessage());
        }
        try {
            lock.wait(10);
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait(10): " + e.getMessage());
        }
        synchronized (lock) {
            try {
                lock.wait(-5);
            } catch (IllegalArgumentException e) {
                System.out.println("wait(-5): " + e.getMessage());
            }
            long start = System.nanoTime();
            lock.wait(20);
            System.out.println("timed wait returned, at least 15 ms: " + ((System.nanoTime() - start) >= 15000000L));
            lock.notify();
            lock.notifyAll();
            System.out.println("notify while owning: ok");
        }

        try {
            failWhileLocked();
        } catch (RuntimeException e) {
            System.out.println("caught: " + e.getMessage());
        }
        final MonitorErrors m = new MonitorErrors();
        try {
            m.failInstance(5);
        } catch (IllegalArgumentException e) {
            System.out.println("caught: " + e.getMessage() + ", main holds m: " + Thread.holdsLock(m));
        }
        final boolean[] got = new boolean[2];
        Thread other = new Thread(new Runnable() {
            public void run() {
                synchronized (MonitorErrors.class) {
                    got[0] = true;
                }
                synchronized (m) {
                    got[1] = true;
                }
            }
        });
        other.start();
        other.join();
        System.out.println("other thread acquired both monitors: " + got[0] + " " + got[1]);

        final Object hashed = new Object();
        int before = hashed.hashCode();
        final Object[] box = new Object[1];
        Thread contender = new Thread(new Runnable() {
            public void run() {
                synchronized (hashed) {
                    box[0] = "contender in";
                }
            }
        });
        synchronized (hashed) {
            contender.start();
            Thread.sleep(20);  // the contender blocks: the lock inflates
            System.out.println("hash stable while locked: " + (hashed.hashCode() == before));
            hashed.wait(5);
        }
        contender.join();
        System.out.println(box[0] + ", hash stable after: " + (hashed.hashCode() == before)
                + ", identity: " + (System.identityHashCode(hashed) == before));
        try {
            Thread.holdsLock(null);
        } catch (NullPointerException e) {
            System.out.println("holdsLock(null): NullPointerException");
        }
    }
}
