// java.lang.Thread basics: names ("Thread-N", setName), currentThread, priorities, states,
// toString, Thread(Runnable, String), subclassing, class initialization racing from threads.
public class ThreadBasics {
    static class Slow {
        static final int VALUE;
        static int initCount;

        static {
            initCount++;
            try {
                Thread.sleep(30);
            } catch (InterruptedException e) {
                // not interrupted
            }
            VALUE = 42;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread main = Thread.currentThread();
        System.out.println("main: " + main.getName() + ", priority " + main.getPriority() + ", daemon " + main.isDaemon()
                + ", alive " + main.isAlive() + ", state " + main.getState());
        System.out.println(main);
        Thread a = new Thread(new Runnable() {
            public void run() {
            }
        });
        Thread b = new Thread("named");
        Thread c = new Thread(new Runnable() {
            public void run() {
            }
        }, "runnable-named");
        Thread d = new Thread();
        System.out.println(a.getName() + " " + b.getName() + " " + c.getName() + " " + d.getName());
        a.setName("renamed");
        a.setPriority(Thread.MAX_PRIORITY);
        System.out.println(a + " " + a.getState());
        try {
            a.setPriority(11);
        } catch (IllegalArgumentException e) {
            System.out.println("priority 11: IllegalArgumentException");
        }
        try {
            new Thread((Runnable) null, null);
        } catch (NullPointerException e) {
            System.out.println("null name: " + e.getMessage());
        }

        final String[] names = new String[3];
        Thread sub = new Thread("subclass") {
            public void run() {
                names[0] = Thread.currentThread().getName();
                names[1] = String.valueOf(Thread.currentThread() == this);
                names[2] = getState().toString();
            }
        };
        sub.start();
        sub.join();
        System.out.println("inside: " + names[0] + " " + names[1] + " " + names[2] + ", after: " + sub.getState());
        System.out.println("ids differ: " + (a.getId() != b.getId()) + ", main id positive: " + (main.getId() > 0));

        final int[] seen = new int[4];
        Thread[] racers = new Thread[4];
        for (int i = 0; i < racers.length; i++) {
            final int k = i;
            racers[i] = new Thread(new Runnable() {
                public void run() {
                    seen[k] = Slow.VALUE;
                }
            });
        }
        for (Thread t : racers) t.start();
        for (Thread t : racers) t.join();
        System.out.println("class init once: " + Slow.initCount + ", values " + seen[0] + " " + seen[1] + " " + seen[2] + " " + seen[3]);
        Thread.yield();
        Thread.onSpinWait();
        System.out.println("group: " + main.getThreadGroup().getName());
    }
}
