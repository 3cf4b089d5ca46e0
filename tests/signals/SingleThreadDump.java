// SIGQUIT in a program with one Java thread: main holds a lock and sleeps, after "ready".
public class SingleThreadDump {
    static final Object lock = new Object();

    static void sleepHolding() throws InterruptedException {
        synchronized (lock) {
            System.out.println("ready");
            Thread.sleep(Long.MAX_VALUE);
        }
    }

    public static void main(String[] args) throws Exception {
        sleepHolding();
    }
}
