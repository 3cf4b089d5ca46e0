// synchronized methods and blocks: reentrancy, monitors released on normal and exceptional exit (observed via notify()).
public class SynchronizedMonitors {
    private int count;

    synchronized void inc() { count++; }

    synchronized void failInside() {
        count++;
        throw new IllegalStateException("fail while holding monitor");
    }

    synchronized int reentrant(int n) { return n == 0 ? count : reentrant(n - 1) + 1; }

    static synchronized String staticSync(boolean fail) {
        if (fail) throw new UnsupportedOperationException("static fail");
        return "static ok";
    }

    synchronized void notifyWhileHolding() { notify(); notifyAll(); }

    static String holds(Object o) {
        try {
            o.notify();
            return "held";
        } catch (IllegalMonitorStateException e) {
            return "free";
        }
    }

    int blockFail(Object lock) {
        synchronized (lock) {
            synchronized (this) {
                count += 10;
                if (count > 0) throw new ArithmeticException("in nested blocks");
            }
        }
        return count;
    }

    public static void main(String[] args) {
        SynchronizedMonitors m = new SynchronizedMonitors();
        m.inc();
        System.out.println("after inc: " + holds(m));
        try {
            m.failInside();
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage() + "; monitor " + holds(m));
        }
        System.out.println("reentrant " + m.reentrant(5));
        m.notifyWhileHolding();
        System.out.println("notify while holding ok");
        System.out.println(staticSync(false) + " " + holds(SynchronizedMonitors.class));
        try {
            staticSync(true);
        } catch (UnsupportedOperationException e) {
            System.out.println("caught " + e.getMessage() + "; class monitor " + holds(SynchronizedMonitors.class));
        }
        Object lock = new Object();
        try {
            m.blockFail(lock);
        } catch (ArithmeticException e) {
            System.out.println("caught " + e.getMessage() + "; lock " + holds(lock) + " this " + holds(m));
        }
        synchronized (lock) {
            System.out.println("inside block: lock " + holds(lock));
            synchronized (lock) {
                System.out.println("nested same lock: " + holds(lock));
            }
            System.out.println("after inner exit: " + holds(lock));
        }
        System.out.println("after outer exit: " + holds(lock));
        for (int i = 0; i < 1000; i++) {
            try {
                synchronized (lock) {
                    if (i % 2 == 0) throw new RuntimeException();
                    m.inc();
                }
            } catch (RuntimeException e) {
                m.count--;
            }
        }
        System.out.println("loop count " + m.count + " lock " + holds(lock));
        String s = "lit";
        synchronized (s) {
            System.out.println("string lock " + holds(s));
        }
    }
}
