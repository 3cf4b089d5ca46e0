// Four threads increment shared counters under synchronized blocks, synchronized instance
// methods and static synchronized methods; the totals must be exact.
public class SyncCounter {
    static final Object LOCK = new Object();
    static int blockCount;
    static long staticCount;
    int methodCount;

    synchronized void bump() {
        methodCount++;
    }

    static synchronized void bumpStatic() {
        staticCount++;
    }

    public static void main(String[] args) throws InterruptedException {
        final SyncCounter shared = new SyncCounter();
        final int perThread = 20000;
        Thread[] threads = new Thread[4];
        for (int i = 0; i < threads.length; i++) {
            threads[i] = new Thread(new Runnable() {
                public void run() {
                    for (int j = 0; j < perThread; j++) {
                        synchronized (LOCK) {
                            blockCount++;
                        }
                        shared.bump();
                        bumpStatic();
                        // reentrancy: nested locking of the same monitors
                        synchronized (shared) {
                            synchronized (shared) {
                                shared.methodCount += 0;
                            }
                        }
                    }
                }
            });
        }
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        System.out.println("block counter: " + blockCount);
        System.out.println("method counter: " + shared.methodCount);
        System.out.println("static counter: " + staticCount);
        System.out.println("expected: " + (threads.length * perThread));
        System.out.println("holds LOCK after joins: " + Thread.holdsLock(LOCK));
        synchronized (LOCK) {
            System.out.println("holds LOCK inside: " + Thread.holdsLock(LOCK));
        }
    }
}
