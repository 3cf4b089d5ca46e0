// A daemon thread does not keep the VM alive; a non-daemon thread does (main's end waits for
// it); setDaemon after start throws IllegalThreadStateException; daemon status is inherited.
public class DaemonExit {
    static volatile String childInfo;

    public static void main(String[] args) throws InterruptedException {
        final Object never = new Object();
        Thread daemon = new Thread(new Runnable() {
            public void run() {
                Thread child = new Thread("child-of-daemon");
                childInfo = "child inherits daemon: " + child.isDaemon();
                synchronized (never) {
                    while (true) {
                        try {
                            never.wait();
                        } catch (InterruptedException e) {
                            // keep waiting
                        }
                    }
                }
            }
        }, "forever");
        System.out.println("default daemon: " + daemon.isDaemon());
        daemon.setDaemon(true);
        daemon.start();
        try {
            daemon.setDaemon(false);
        } catch (IllegalThreadStateException e) {
            System.out.println("setDaemon after start: " + e.getClass().getName());
        }
        while (childInfo == null) {
            Thread.sleep(1);
        }
        System.out.println(childInfo);
        System.out.println("daemon alive: " + daemon.isAlive() + ", daemon: " + daemon.isDaemon());

        Thread late = new Thread(new Runnable() {
            public void run() {
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    System.out.println("late interrupted");
                }
                System.out.println("non-daemon thread finishes after main");
            }
        });
        late.start();
        System.out.println("main ends");
    }
}
