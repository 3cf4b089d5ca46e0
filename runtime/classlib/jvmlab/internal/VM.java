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

    /** Runtime.addShutdownHook (jvmlab.internal.Shutdown.addHook). */
    public static void addShutdownHook(Thread hook) {
        Shutdown.addHook(hook);
    }

    /** Runtime.removeShutdownHook (jvmlab.internal.Shutdown.removeHook). */
    public static boolean removeShutdownHook(Thread hook) {
        return Shutdown.removeHook(hook);
    }

    /**
     * The hooks when the last non-daemon thread has ended (the launcher calls
     * jvmlab/internal/VM.runShutdownHooks()V, then ends the VM): Shutdown.runShutdownHooks.
     */
    public static void runShutdownHooks() {
        Shutdown.runShutdownHooks();
    }
}
