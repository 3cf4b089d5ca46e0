// java.lang.ref.Cleaner: cleaning actions run by a daemon thread ("Cleaner-N") once their objects
// become phantom reachable (JDK 17's Cleaner and jdk.internal.ref.CleanerImpl in one class).
package java.lang.ref;

import java.util.Objects;
import java.util.concurrent.ThreadFactory;

/**
 * Manages a set of object references and corresponding cleaning actions (JDK 17's
 * java.lang.ref.Cleaner). Each registration is a PhantomReference on the cleaner's queue, kept
 * reachable by a doubly-linked list until it is cleaned; the cleaner's thread takes cleared ones
 * from the queue and runs their actions (an exception from an action is ignored). The cleaner
 * registers itself too, so its thread ends once the cleaner is unreachable and every action ran.
 * Thread-safe.
 */
public final class Cleaner {

    /** A registration: clean() unregisters and runs the action at most once. */
    public interface Cleanable {
        void clean();
    }

    private static int cleanerThreadNumber;

    private static synchronized int nextThreadNumber() {
        return cleanerThreadNumber++;
    }

    final ReferenceQueue<Object> queue = new ReferenceQueue<>();
    private final PhantomCleanable listHead = new PhantomCleanable(this);  // sentinel, never queued

    private Cleaner() {
    }

    /** A new cleaner whose daemon thread is named "Cleaner-N". */
    public static Cleaner create() {
        Cleaner cleaner = new Cleaner();
        cleaner.start(null);
        return cleaner;
    }

    /** A new cleaner whose thread {@code threadFactory} makes (and the cleaner starts). */
    public static Cleaner create(ThreadFactory threadFactory) {
        Objects.requireNonNull(threadFactory, "threadFactory");
        Cleaner cleaner = new Cleaner();
        cleaner.start(threadFactory);
        return cleaner;
    }

    /**
     * Registers {@code obj} and the action to run once it is phantom reachable.
     *
     * @throws NullPointerException if either is null ("obj", "action")
     */
    public Cleanable register(Object obj, Runnable action) {
        Objects.requireNonNull(obj, "obj");
        Objects.requireNonNull(action, "action");
        return new PhantomCleanable(obj, this, action);
    }

    private void start(ThreadFactory factory) {
        // The cleaner's own registration: the thread runs while the cleaner is reachable.
        new PhantomCleanable(this, this, new Runnable() {
            public void run() {
            }
        });
        Runnable loop = new Runnable() {
            public void run() {
                processQueue();
            }
        };
        Thread thread;
        if (factory == null) {
            thread = new Thread(loop, "Cleaner-" + nextThreadNumber());
            thread.setDaemon(true);
            thread.setPriority(Thread.MAX_PRIORITY);
        } else {
            thread = factory.newThread(loop);
        }
        thread.start();
    }

    private void processQueue() {
        while (!listHead.isListEmpty()) {
            try {
                Cleanable ref = (Cleanable) queue.remove(60 * 1000L);
                if (ref != null) ref.clean();
            } catch (Throwable e) {
                // an action's exception, or an interrupt: ignored, as the JDK's CleanerImpl
            }
        }
    }

    /** A phantom reference with a cleaning action, linked into its cleaner's list. */
    private static final class PhantomCleanable extends PhantomReference<Object> implements Cleanable {
        private final PhantomCleanable list;  // the list head (the lock of the list)
        private final Runnable action;
        private PhantomCleanable prev = this, next = this;

        PhantomCleanable(Object referent, Cleaner cleaner, Runnable action) {
            super(referent, cleaner.queue);
            this.list = cleaner.listHead;
            this.action = action;
            insert();
            Reference.reachabilityFence(referent);
            Reference.reachabilityFence(cleaner);
        }

        /** The list head. */
        PhantomCleanable(Cleaner cleaner) {
            super(null, null);
            this.list = this;
            this.action = null;
        }

        private void insert() {
            synchronized (list) {
                prev = list;
                next = list.next;
                next.prev = this;
                list.next = this;
            }
        }

        private boolean remove() {
            synchronized (list) {
                if (next != this) {
                    next.prev = prev;
                    prev.next = next;
                    prev = this;
                    next = this;
                    return true;
                }
                return false;
            }
        }

        boolean isListEmpty() {
            synchronized (list) {
                return list == list.next;
            }
        }

        public void clean() {
            if (remove()) {
                super.clear();
                action.run();
            }
        }

        public void clear() {
            if (remove()) super.clear();
        }

        public boolean isEnqueued() {
            throw new UnsupportedOperationException("isEnqueued");
        }

        public boolean enqueue() {
            throw new UnsupportedOperationException("enqueue");
        }
    }
}
