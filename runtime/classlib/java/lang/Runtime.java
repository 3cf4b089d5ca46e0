// java.lang.Runtime: the running VM: exit, memory figures, processors, shutdown hooks.
package java.lang;

import jvmlab.internal.VM;

/** The one Runtime of the VM. Shutdown hooks run in registration order, on the exiting thread. */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private Runtime() {}

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    /** Runs the shutdown hooks, then ends the VM with `status` (after flushing output). */
    public void exit(int status) {
        VM.runShutdownHooks();
        VM.exit(status);
    }

    /** Ends the VM at once: no shutdown hooks. */
    public void halt(int status) {
        VM.exit(status);
    }

    /**
     * Registers a hook. jvmlab has no threads yet, so hooks are not started as threads: their
     * run() is called one after another at exit.
     */
    public void addShutdownHook(Thread hook) {
        VM.addShutdownHook(hook);
    }

    public boolean removeShutdownHook(Thread hook) {
        return VM.removeShutdownHook(hook);
    }

    public native int availableProcessors();

    /** Committed heap not yet allocated, in bytes. */
    public native long freeMemory();

    /** Committed heap, in bytes. */
    public native long totalMemory();

    /** The -Xmx limit, in bytes. */
    public native long maxMemory();

    public void gc() {
    }

    public void runFinalization() {
    }
}
