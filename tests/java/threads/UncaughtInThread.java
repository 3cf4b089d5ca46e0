// An uncaught exception ends only its own thread: java prints it (with the thread's name) and
// the VM goes on; handlers per thread and the default handler take precedence.
public class UncaughtInThread {
    static class Failing extends Thread {
        Failing(String name) {
            super(name);
        }

        public void run() {
            throw new IllegalStateException("failure in " + getName());
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Failing("worker-a");
        a.start();
        a.join();
        System.out.println("main continues, worker-a alive: " + a.isAlive());

        Thread b = new Failing("worker-b");
        b.setUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread t, Throwable e) {
                System.out.println("handler for " + t.getName() + ": " + e.getMessage());
            }
        });
        b.start();
        b.join();

        Thread.setDefaultUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread t, Throwable e) {
                System.out.println("default handler for " + t.getName() + ": " + e);
            }
        });
        Thread c = new Failing("worker-c");
        c.start();
        c.join();
        Thread.setDefaultUncaughtExceptionHandler(null);

        Thread d = new Thread("worker-d") {
            public void run() {
                int[] a = new int[2];
                a[3] = 1;
            }
        };
        d.start();
        d.join();
        System.out.println("done");
    }
}
