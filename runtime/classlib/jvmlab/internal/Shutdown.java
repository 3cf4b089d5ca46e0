// jvmlab.internal.Shutdown: the shutdown sequence (hooks in threads of their own, then the end of
// the VM) and the "Signal Dispatcher" thread that starts it on SIGTERM, SIGINT and SIGHUP.
package jvmlab.internal;

/**
 * JDK 17's java.lang.Shutdown, ApplicationShutdownHooks and Terminator in one class.
 *
 * <p>The sequence: the first caller of {@link #exit} or {@link #runShutdownHooks} starts every
 * registered hook thread, then joins them all (ApplicationShutdownHooks.runHooks); exit() then
 * ends the VM. A later caller (a second System.exit, a signal during the hooks, a hook calling
 * System.exit) blocks for good, as JDK 17's Shutdown.exit does on Shutdown.class.
 *
 * <p>Signals: the VM's handler (runtime/diagnostics/signals.cpp) only queues the signal for the
 * VM's own dispatcher thread, which ends the VM itself while no hook is registered (there is
 * nothing to run). The first hook starts this class's "Signal Dispatcher" daemon thread, like
 * HotSpot's; the VM then hands each SIGTERM, SIGINT and SIGHUP to it ({@link #waitForSignal}),
 * and it handles the signal in a new thread named like java's ("SIGTERM handler"), which calls
 * Runtime.exit(128 + signal) as the JDK's Terminator does. SIGQUIT never reaches Java.
 */
public final class Shutdown {
    private Shutdown() {}

    private static final Object lock = new Object();
    /** The registered hooks, in registration order; guarded by `lock`. */
    private static Thread[] hooks = new Thread[0];
    /** True once the sequence started: no hook may be added or removed; guarded by `lock`. */
    private static boolean started;
    /** True once the Java "Signal Dispatcher" runs; guarded by `lock`. */
    private static boolean dispatcherStarted;

    /** Runtime.addShutdownHook: JDK 17's checks and messages. */
    public static void addHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            if (started) {
                throw new IllegalStateException("Shutdown in progress");
            }
            if (hook.isAlive()) {
                throw new IllegalArgumentException("Hook already running");
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
            if (!dispatcherStarted) {
                startSignalDispatcher();
                dispatcherStarted = true;
            }
        }
    }

    /** Runtime.removeShutdownHook: true when `hook` was registered. */
    public static boolean removeHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            if (started) {
                throw new IllegalStateException("Shutdown in progress");
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
    }

    /** Runtime.exit: the hooks, then the end of the VM with `status`. */
    public static void exit(int status) {
        runShutdownHooks();
        VM.exit(status);
    }

    /**
     * Starts the sequence and runs the hooks: each in its own thread, all started, then all
     * joined (an exception in one is reported as uncaught in its thread and stops no other).
     * Called by exit() and, when the last non-daemon thread has ended, by the launcher, which
     * ends the VM after it. Blocks for good when the sequence had already started.
     */
    public static void runShutdownHooks() {
        Thread[] toRun;
        synchronized (lock) {
            if (started) {
                while (true) {
                    try {
                        lock.wait();
                    } catch (InterruptedException ignored) {
                    }
                }
            }
            started = true;
            toRun = hooks;
        }
        for (int i = 0; i < toRun.length; i++) {
            toRun[i].start();
        }
        for (int i = 0; i < toRun.length; i++) {
            while (true) {
                try {
                    toRun[i].join();
                    break;
                } catch (InterruptedException ignored) {
                }
            }
        }
    }

    /** Starts the "Signal Dispatcher" daemon thread and has the VM hand it termination signals. */
    private static void startSignalDispatcher() {
        Thread dispatcher = new Thread(new Runnable() {
            public void run() {
                dispatchSignals();
            }
        }, "Signal Dispatcher");
        dispatcher.setDaemon(true);
        dispatcher.setPriority(Thread.MAX_PRIORITY);
        // Before start(): a signal arriving meanwhile waits for the thread instead of ending the
        // VM without the hook.
        enableJavaDispatch(true);
        try {
            dispatcher.start();
        } catch (Error e) {
            enableJavaDispatch(false);
            throw e;
        }
    }

    private static void dispatchSignals() {
        while (true) {
            final int signal = waitForSignal();
            Thread handler = new Thread(new Runnable() {
                public void run() {
                    Runtime.getRuntime().exit(128 + signal);
                }
            }, "SIG" + signalName(signal) + " handler");
            handler.setPriority(Thread.MAX_PRIORITY);
            handler.start();
        }
    }

    private static String signalName(int signal) {
        switch (signal) {
            case 1: return "HUP";
            case 2: return "INT";
            case 15: return "TERM";
            default: return String.valueOf(signal);
        }
    }

    /**
     * Blocks until the VM hands a termination signal over and returns its number (SIGHUP 1,
     * SIGINT 2, SIGTERM 15).
     */
    private static native int waitForSignal();

    /** Has the VM hand termination signals to waitForSignal (true) or end the VM itself. */
    private static native void enableJavaDispatch(boolean on);
}
