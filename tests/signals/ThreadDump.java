// A thread of each kind for a SIGQUIT dump: main sleeping (TIMED_WAITING), "waiter" in
// Object.wait (WAITING, the lock released), "holder" sleeping with a lock held, "blocked"
// waiting to enter that lock (BLOCKED), "spinner" running. Prints "ready" once all are in place,
// then "after dump" when told to go on (a second signal is not needed: the dump must not end it).
public class ThreadDump {
    static final Object waitLock = new Object();
    static final Object heldLock = new Object();
    static volatile boolean spin = true;
    static volatile long counter;

    static void holdAndSleep() throws InterruptedException {
        synchronized (heldLock) {
            Thread.sleep(Long.MAX_VALUE);
        }
    }

    static void enterHeld() {
        synchronized (heldLock) {
            counter++;
        }
    }

    static void waitForever() throws InterruptedException {
        synchronized (waitLock) {
            waitLock.wait();
        }
    }

    static void spinForever() {
        while (spin) {
            counter++;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread waiter = new Thread(() -> {
            try {
                waitForever();
            } catch (InterruptedException e) {
            }
        }, "waiter");
        Thread holder = new Thread(() -> {
            try {
                holdAndSleep();
            } catch (InterruptedException e) {
            }
        }, "holder");
        Thread blocked = new Thread(ThreadDump::enterHeld, "blocked");
        Thread spinner = new Thread(ThreadDump::spinForever, "spinner");
        for (Thread t : new Thread[] {waiter, holder, spinner}) {
            t.setDaemon(true);
            t.start();
        }
        blocked.setDaemon(true);
        while (waiter.getState() != Thread.State.WAITING || holder.getState() != Thread.State.TIMED_WAITING) {
            Thread.sleep(1);
        }
        blocked.start();
        while (blocked.getState() != Thread.State.BLOCKED) {
            Thread.sleep(1);
        }
        System.out.println("ready");
        Thread.sleep(Long.MAX_VALUE);
    }
}
