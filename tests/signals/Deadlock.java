// Two threads that lock two monitors in opposite orders and deadlock; prints "ready" once both
// are BLOCKED, then waits for a SIGQUIT dump ("Found one Java-level deadlock") and a SIGTERM.
public class Deadlock {
    static final Object first = new Object();
    static final Object second = new Object();

    static int holding; // guarded by Deadlock.class

    static void lockBoth(Object a, Object b) throws InterruptedException {
        synchronized (a) {
            synchronized (Deadlock.class) {
                holding++;
                while (holding < 2) {
                    Deadlock.class.wait(); // until the other thread holds its first lock too
                }
                Deadlock.class.notifyAll();
            }
            synchronized (b) {
                System.out.println("never");
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread one = new Thread(() -> {
            try {
                lockBoth(first, second);
            } catch (InterruptedException e) {
            }
        }, "one");
        Thread two = new Thread(() -> {
            try {
                lockBoth(second, first);
            } catch (InterruptedException e) {
            }
        }, "two");
        one.setDaemon(true);
        two.setDaemon(true);
        one.start();
        two.start();
        while (one.getState() != Thread.State.BLOCKED || two.getState() != Thread.State.BLOCKED) {
            Thread.sleep(1);
        }
        System.out.println("ready");
        Thread.sleep(Long.MAX_VALUE);
    }
}
