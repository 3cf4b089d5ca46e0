import java.lang.ref.Cleaner;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

// Cleaner as resource-owning classes use it: a State that releases a "native handle" when its
// owner becomes unreachable, or at once through close() (try-with-resources); an action runs at
// most once; a throwing action does not stop the cleaner; register's null checks.
public class CleanerActions {
    static final Cleaner CLEANER = Cleaner.create();
    static final CountDownLatch released = new CountDownLatch(3);
    static final int[] freedBy = new int[10];

    static final class Resource implements AutoCloseable {
        private static final class State implements Runnable {
            final int handle;
            State(int handle) { this.handle = handle; }
            public void run() {
                synchronized (freedBy) { freedBy[handle]++; }
                released.countDown();
            }
        }
        private final Cleaner.Cleanable cleanable;
        final int handle;

        Resource(int handle) {
            this.handle = handle;
            this.cleanable = CLEANER.register(this, new State(handle));
        }

        public void close() { cleanable.clean(); }
    }

    static void useAndDrop(int handle) {
        Resource r = new Resource(handle);
        if (r.handle != handle) throw new AssertionError();
    }

    public static void main(String[] args) throws Exception {
        try (Resource r = new Resource(0)) {
            System.out.println("using resource " + r.handle);
        }
        System.out.println("closed: freed " + freedBy[0] + " time(s)");
        Resource kept = new Resource(1);
        useAndDrop(2);
        useAndDrop(3);
        CLEANER.register(new Object(), () -> { throw new RuntimeException("ignored by the cleaner"); });
        System.gc();
        boolean done = released.await(10, TimeUnit.SECONDS);
        System.out.println("released by the cleaner: " + done);
        synchronized (freedBy) {
            System.out.println("freed: 0=" + freedBy[0] + " 1=" + freedBy[1] + " 2=" + freedBy[2] + " 3=" + freedBy[3]);
        }
        kept.close();
        kept.close();
        System.out.println("kept closed twice, freed " + freedBy[1] + " time(s)");
        try {
            CLEANER.register(null, () -> { });
        } catch (NullPointerException e) {
            System.out.println("register(null): " + e.getMessage());
        }
        try {
            CLEANER.register(kept, null);
        } catch (NullPointerException e) {
            System.out.println("register(action null): " + e.getMessage());
        }
        Cleaner.Cleanable c = Cleaner.create().register(kept, () -> System.out.println("second cleaner's action"));
        c.clean();
        c.clean();
    }
}
