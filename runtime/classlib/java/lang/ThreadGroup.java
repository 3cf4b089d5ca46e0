// java.lang.ThreadGroup: a named group of threads (only names and the parent are kept).
package java.lang;

/**
 * A group of threads. jvmlab keeps the name, the parent and the maximum priority; it does not
 * track member threads. MAIN is the "main" group of the main thread, whose parent is "system".
 */
public class ThreadGroup implements Thread.UncaughtExceptionHandler {
    static final ThreadGroup SYSTEM = new ThreadGroup();
    static final ThreadGroup MAIN = new ThreadGroup(SYSTEM, "main");

    private final ThreadGroup parent;
    private final String name;
    private int maxPriority = Thread.MAX_PRIORITY;
    private boolean daemon;

    private ThreadGroup() {
        this.parent = null;
        this.name = "system";
    }

    public ThreadGroup(String name) {
        this(Thread.currentThread().getThreadGroup(), name);
    }

    public ThreadGroup(ThreadGroup parent, String name) {
        if (parent == null) {
            throw new NullPointerException();
        }
        this.parent = parent;
        this.name = name;
        this.maxPriority = parent.maxPriority;
        this.daemon = parent.daemon;
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getParent() {
        return parent;
    }

    public final int getMaxPriority() {
        return maxPriority;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void setDaemon(boolean daemon) {
        this.daemon = daemon;
    }

    public final void setMaxPriority(int pri) {
        if (pri >= Thread.MIN_PRIORITY && pri <= Thread.MAX_PRIORITY) {
            maxPriority = parent != null ? Math.min(pri, parent.maxPriority) : pri;
        }
    }

    public final boolean parentOf(ThreadGroup g) {
        for (; g != null; g = g.parent) {
            if (g == this) {
                return true;
            }
        }
        return false;
    }

    /** Default handling of an uncaught exception, as the JDK's: the parent's, else print. */
    public void uncaughtException(Thread t, Throwable e) {
        if (parent != null) {
            parent.uncaughtException(t, e);
            return;
        }
        Thread.UncaughtExceptionHandler h = Thread.getDefaultUncaughtExceptionHandler();
        if (h != null) {
            h.uncaughtException(t, e);
        } else {
            System.err.print("Exception in thread \"" + t.getName() + "\" ");
            e.printStackTrace(System.err);
        }
    }

    /**
     * An estimate of the live threads in this group and its subgroups: jvmlab tracks no group
     * membership, so this counts the current thread when it belongs here (JDK 17's answer for a
     * program that started no threads).
     */
    public int activeCount() {
        ThreadGroup g = Thread.currentThread().getThreadGroup();
        return g != null && (g == this || parentOf(g)) ? 1 : 0;
    }

    /** Copies the live threads activeCount counts into `list`; how many it copied. */
    public int enumerate(Thread[] list) {
        return enumerate(list, true);
    }

    public int enumerate(Thread[] list, boolean recurse) {
        if (list.length == 0 || activeCount() == 0) {
            return 0;
        }
        list[0] = Thread.currentThread();
        return 1;
    }

    /** Subgroups are not tracked: 0. */
    public int activeGroupCount() {
        return 0;
    }

    public void list() {
        System.out.println(this);
        Thread t = Thread.currentThread();
        if (t.getThreadGroup() == this) {
            System.out.println("    " + t);
        }
    }

    public String toString() {
        return getClass().getName() + "[name=" + getName() + ",maxpri=" + maxPriority + "]";
    }
}
