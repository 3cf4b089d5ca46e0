// jvmlab.internal.VM: the class library's door to VM services (properties, environment, exit).
package jvmlab.internal;

/**
 * Natives the library needs that have no JDK home of their own (runtime/natives/lang_natives.cpp),
 * plus doors to the shutdown sequence (jvmlab.internal.Shutdown). Not for user code.
 */
public final class VM {
    private VM() {}

    /** System properties as key, value, key, value, ...: the VM's defaults, then -D options. */
    public static native String[] initProperties();

    /** The environment variable `name`, or null. */
    public static native String getenv(String name);

    /** Ends the process with `status` at once (vm_exit): Runtime.halt, and Shutdown after the hooks. */
    public static native void exit(int status);

    /**
     * The default charset as JDK 17 derives it from the locale: 0 UTF-8, 1 ISO-8859-1,
     * 2 US-ASCII (the POSIX locale).
     */
    public static native int defaultCharset();

    /** True once a hook was registered; until then the end of main touches no other class. */
    private static volatile boolean anyHook;

    /** Runtime.addShutdownHook (jvmlab.internal.Shutdown.addHook). */
    public static void addShutdownHook(Thread hook) {
        anyHook = true;
        Shutdown.addHook(hook);
    }

    /** Runtime.removeShutdownHook (jvmlab.internal.Shutdown.removeHook). */
    public static boolean removeShutdownHook(Thread hook) {
        if (!anyHook) {
            if (hook == null) {
                throw new NullPointerException();
            }
            return false;
        }
        return Shutdown.removeHook(hook);
    }

    /**
     * The hooks when the last non-daemon thread has ended (the launcher calls
     * jvmlab/internal/VM.runShutdownHooks()V, then ends the VM): Shutdown.runShutdownHooks, or
     * nothing at all when no hook was ever registered (Hello World loads no Shutdown or Thread
     * class for it).
     */
    public static void runShutdownHooks() {
        if (anyHook) {
            Shutdown.runShutdownHooks();
        }
    }
}
