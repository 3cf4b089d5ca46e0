// Thread.getState of waiting, sleeping and blocked threads; a class whose initialization fails
// in another thread: that thread gets ExceptionInInitializerError, later users
// NoClassDefFoundError naming the failing thread.
public class StatesAndInit {
    static class Bad {
        static final int VALUE = compute();

        static int compute() {
            throw new IllegalStateException("cannot initialize Bad");
        }
    }

    static Thread.State awaitState(Thread t, Thread.State wanted) throws InterruptedException {
        for (int i = 0; i < 2000 && t.getState() != wanted; i++) {
            Thread.sleep(1);
        }
        return t.getState();
    }

    public static void main(String[] args) throws InterruptedException {
        final Object lock = new Object();
        Thread waiter = new Thread("waiter") {
            public void run() {
                synchronized (lock) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        // ended below
                    }
                }
            }
        };
        waiter.start();
        System.out.println("waiter: " + awaitState(waiter, Thread.State.WAITING));
        Thread sleeper = new Thread("sleeper") {
            public void run() {
                try {
                    Thread.sleep(60000);
                } catch (InterruptedException e) {
                    // ended below
                }
            }
        };
        sleeper.start();
        System.out.println("sleeper: " + awaitState(sleeper, Thread.State.TIMED_WAITING));
        Thread timedWaiter = new Thread("timed") {
            public void run() {
                synchronized (lock) {
                    try {
                        lock.wait(60000);
                    } catch (InterruptedException e) {
                        // ended below
                    }
                }
            }
        };
        timedWaiter.start();
        System.out.println("timed waiter: " + awaitState(timedWaiter, Thread.State.TIMED_WAITING));
        Thread blocked;
        synchronized (lock) {
            blocked = new Thread("blocked") {
                public void run() {
                    synchronized (lock) {
                        lock.notifyAll();
                    }
                }
            };
            blocked.start();
            System.out.println("blocked: " + awaitState(blocked, Thread.State.BLOCKED));
        }
        blocked.join();
        sleeper.interrupt();
        waiter.interrupt();
        timedWaiter.interrupt();
        sleeper.join();
        waiter.join();
        timedWaiter.join();
        System.out.println("all: " + waiter.getState() + " " + sleeper.getState() + " " + timedWaiter.getState());

        Thread initThread = new Thread("init-thread") {
            public void run() {
                try {
                    System.out.println("value " + Bad.VALUE);
                } catch (ExceptionInInitializerError e) {
                    System.out.println("in init-thread: " + e + ", cause " + e.getCause());
                }
            }
        };
        initThread.start();
        initThread.join();
        try {
            System.out.println("value " + Bad.VALUE);
        } catch (NoClassDefFoundError e) {
            System.out.println("in main: " + e.getMessage());
            System.out.println("cause: " + e.getCause().getMessage());
        }
    }
}
