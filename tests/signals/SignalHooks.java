// Shutdown hooks on a signal: registers a slow hook, a quick one and one that throws, prints
// "ready" and sleeps until a signal ends it. args[0]: "sleep" (wait for the signal), "exit"
// (System.exit(3) itself), "halt" (Runtime.halt(4): no hooks).
public class SignalHooks {
    static final class Slow extends Thread {
        Slow() { super("slow-hook"); }
        public void run() {
            try {
                Thread.sleep(300);  // the VM must wait for it: the join, not luck
            } catch (InterruptedException e) {
                System.out.println("interrupted");
            }
            System.out.println("slow hook done in " + Thread.currentThread().getName());
        }
    }

    static final class Quick extends Thread {
        Quick() { super("quick-hook"); }
        public void run() {
            System.out.println("quick hook in " + Thread.currentThread().getName()
                    + " daemon=" + isDaemon());
        }
    }

    static final class Bad extends Thread {
        Bad() { super("bad-hook"); }
        public void run() {
            throw new IllegalStateException("boom");
        }
    }

    public static void main(String[] args) throws Exception {
        Runtime.getRuntime().addShutdownHook(new Slow());
        Runtime.getRuntime().addShutdownHook(new Quick());
        Runtime.getRuntime().addShutdownHook(new Bad());
        Thread removed = new Thread("removed-hook");
        Runtime.getRuntime().addShutdownHook(removed);
        System.out.println("removed " + Runtime.getRuntime().removeShutdownHook(removed));
        String mode = args.length > 0 ? args[0] : "sleep";
        if (mode.equals("exit")) {
            System.exit(3);
        }
        if (mode.equals("halt")) {
            Runtime.getRuntime().halt(4);
        }
        System.out.println("ready");
        Thread.sleep(Long.MAX_VALUE);
    }
}
