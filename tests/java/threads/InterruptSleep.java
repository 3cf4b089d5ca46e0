// Interrupting a sleeping, a waiting and a joining thread; the interrupt status rules of
// interrupted() and isInterrupted(); sleeping with the status already set.
public class InterruptSleep {
    public static void main(String[] args) throws InterruptedException {
        final String[] result = new String[3];
        Thread sleeper = new Thread(new Runnable() {
            public void run() {
                try {
                    Thread.sleep(60000);
                    result[0] = "slept fully";
                } catch (InterruptedException e) {
                    result[0] = "sleep: " + e.getMessage() + ", status after: " + Thread.currentThread().isInterrupted();
                }
            }
        });
        sleeper.start();
        Thread.sleep(30);
        sleeper.interrupt();
        sleeper.join();
        System.out.println(result[0]);

        final Object lock = new Object();
        Thread waiter = new Thread(new Runnable() {
            public void run() {
                synchronized (lock) {
                    try {
                        lock.wait();
                        result[1] = "woken normally";
                    } catch (InterruptedException e) {
                        result[1] = "wait: " + e.getMessage() + ", holds lock: " + Thread.holdsLock(lock);
                    }
                }
            }
        });
        waiter.start();
        Thread.sleep(30);
        waiter.interrupt();
        waiter.join();
        System.out.println(result[1]);

        final Thread longRunner = new Thread(new Runnable() {
            public void run() {
                try {
                    Thread.sleep(60000);
                } catch (InterruptedException e) {
                    // ended by the main thread below
                }
            }
        });
        longRunner.start();
        Thread joiner = new Thread(new Runnable() {
            public void run() {
                try {
                    longRunner.join();
                    result[2] = "joined";
                } catch (InterruptedException e) {
                    result[2] = "join interrupted, runner alive: " + longRunner.isAlive();
                }
            }
        });
        joiner.start();
        Thread.sleep(30);
        joiner.interrupt();
        joiner.join();
        System.out.println(result[2]);
        longRunner.interrupt();
        longRunner.join();

        Thread me = Thread.currentThread();
        System.out.println("main initially: " + me.isInterrupted());
        me.interrupt();
        System.out.println("after interrupt: " + me.isInterrupted() + " " + me.isInterrupted());
        System.out.println("interrupted(): " + Thread.interrupted() + " then " + Thread.interrupted());
        me.interrupt();
        try {
            Thread.sleep(10);
            System.out.println("slept despite interrupt");
        } catch (InterruptedException e) {
            System.out.println("pending interrupt: " + e.getMessage() + ", cleared: " + !me.isInterrupted());
        }
        me.interrupt();
        synchronized (lock) {
            try {
                lock.wait(10);
            } catch (InterruptedException e) {
                System.out.println("wait with pending interrupt: " + e.getClass().getName());
            }
        }
        Thread unstarted = new Thread("unstarted");
        unstarted.interrupt();
        System.out.println("unstarted interrupted: " + unstarted.isInterrupted());
    }
}
