// Uncaught exceptions routed through thread groups: a ThreadGroup subclass overriding
// uncaughtException sees its threads' exceptions (and a nested group's), a thread's own handler
// wins over its group, getUncaughtExceptionHandler answers the group, and the default handler
// is consulted by the default group handling.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class GroupUncaught {
    static final List<String> seen = Collections.synchronizedList(new ArrayList<>());

    static Thread failing(ThreadGroup g, String name, RuntimeException e) {
        return new Thread(g, () -> {
            throw e;
        }, name);
    }

    public static void main(String[] args) throws Exception {
        ThreadGroup watched = new ThreadGroup("watched") {
            @Override
            public void uncaughtException(Thread t, Throwable e) {
                seen.add(getName() + " saw " + t.getName() + ": " + e);
            }
        };
        ThreadGroup nested = new ThreadGroup(watched, "nested");

        Thread a = failing(watched, "worker-a", new IllegalStateException("a broke"));
        System.out.println("handler is the group: " + (a.getUncaughtExceptionHandler() == watched));
        a.start();
        a.join();

        Thread b = failing(nested, "worker-b", new IllegalArgumentException("b broke"));
        b.start();
        b.join();

        Thread c = failing(watched, "worker-c", new UnsupportedOperationException("c broke"));
        c.setUncaughtExceptionHandler((t, e) -> seen.add("own handler of " + t.getName() + ": " + e.getMessage()));
        c.start();
        c.join();

        Thread.setDefaultUncaughtExceptionHandler((t, e) -> seen.add("default handler: " + t.getName() + " " + e.getMessage()));
        Thread d = failing(new ThreadGroup("plain"), "worker-d", new RuntimeException("d broke"));
        d.start();
        d.join();
        System.out.println("after termination: " + (d.getUncaughtExceptionHandler() == null));
        Thread.setDefaultUncaughtExceptionHandler(null);

        for (String s : seen) {
            System.out.println(s);
        }

        Thread e = failing(new ThreadGroup("printing"), "worker-e", new ArithmeticException("e broke"));
        e.start();
        e.join();
        System.out.println("done");
    }
}
