// jvmlab.internal.VM: the class library's door to VM services (properties, environment, exit).
package jvmlab.internal;

/**
 * Natives the library needs that have no JDK home of their own (runtime/natives/lang_natives.cpp),
 * plus the shutdown-hook list. Not for user code.
 */
public final class VM {
    private VM() {}

    /** System properties as key, value, key, value, ...: the VM's defaults, then -D options. */
    public static native String[] initProperties();

    /** The environment variable `name`, or null. */
    public static native String getenv(String name);

    /** Flushes the standard streams and ends the process with `status` (vm_exit). */
    public static native void exit(int status);

    /**
     * The default charset as JDK 17 derives it from the locale: 0 UTF-8, 1 ISO-8859-1,
     * 2 US-ASCII (the POSIX locale).
     */
    public static native int defaultCharset();

    private static Thread[] hooks = new Thread[0];
    private static boolean hooksRan;

    public static synchronized void addShutdownHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        if (hooksRan) {
            throw new IllegalStateException("Shutdown in progress");
        }
        for (int i = 0; i < hooks.length; i++) {
            if (hooks[i] == hook) {
                throw new IllegalArgumentException("Hook previously registered");
            }
        }
        Thread[] grown = new Thread[hooks.length + 1];
        System.arraycopy(hooks, 0, grown, 0, hooks.length);
        grown[hooks.length] = hook;
        hooks = grown;
    }

    public static synchronized boolean removeShutdownHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        for (int i = 0; i < hooks.length; i++) {
            if (hooks[i] == hook) {
                Thread[] shrunk = new Thread[hooks.length - 1];
                System.arraycopy(hooks, 0, shrunk, 0, i);
                System.arraycopy(hooks, i + 1, shrunk, i, hooks.length - i - 1);
                hooks = shrunk;
                return true;
            }
        }
        return false;
    }

    /**
     * Runs each registered hook's run() once, in order; exceptions from a hook are reported like
     * an uncaught exception and do not stop the others. Called by Runtime.exit and by the VM
     * when main returns (the launcher calls jvmlab/internal/VM.runShutdownHooks()V).
     */
    public static void runShutdownHooks() {
        Thread[] toRun;
        synchronized (VM.class) {
            if (hooksRan) {
                return;
            }
            hooksRan = true;
            toRun = hooks;
        }
        for (int i = 0; i < toRun.length; i++) {
            try {
                toRun[i].run();
            } catch (Throwable t) {
                System.err.print("Exception in thread \"" + toRun[i].getName() + "\" ");
                t.printStackTrace(System.err);
            }
        }
    }
}
