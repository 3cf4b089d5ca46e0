// java.lang.Runtime: the running VM: exit, memory figures, processors, shutdown hooks.
package java.lang;

import jvmlab.internal.Shutdown;
import jvmlab.internal.VM;

/**
 * The one Runtime of the VM. exit() runs the shutdown hooks, each in its own thread, then ends
 * the VM (jvmlab.internal.Shutdown); halt() ends it at once.
 */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private Runtime() {}

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    /**
     * Runs the shutdown hooks, then ends the VM with `status`. Blocks for good when the shutdown
     * sequence has already started (as JDK 17's), e.g. when a hook calls it.
     */
    public void exit(int status) {
        Shutdown.exit(status);
    }

    /** Ends the VM at once: no shutdown hooks. */
    public void halt(int status) {
        VM.exit(status);
    }

    /**
     * Registers a hook: an unstarted thread that the shutdown sequence starts at System.exit,
     * when the last non-daemon thread ends, or on SIGTERM, SIGINT or SIGHUP.
     */
    public void addShutdownHook(Thread hook) {
        VM.addShutdownHook(hook);
    }

    public boolean removeShutdownHook(Thread hook) {
        return VM.removeShutdownHook(hook);
    }

    /**
     * Loads a native library by absolute path (dlopen); its JNI functions then link native
     * methods. Messages are JDK 17's.
     */
    public void load(String filename) {
        if (filename == null) {
            throw new NullPointerException();
        }
        if (!filename.startsWith("/")) {
            throw new UnsatisfiedLinkError("Expecting an absolute path of the library: " + filename);
        }
        String error = load0(filename);
        if (error == null) {
            return;
        }
        if (error.isEmpty()) {
            throw new UnsatisfiedLinkError("Can't load library: " + filename);
        }
        throw new UnsatisfiedLinkError(filename + ": " + error);
    }

    /** Loads lib<libname>.so from the first directory of java.library.path that has it. */
    public void loadLibrary(String libname) {
        if (libname.indexOf('/') >= 0) {
            throw new UnsatisfiedLinkError("Directory separator should not appear in library name: " + libname);
        }
        String path = System.getProperty("java.library.path", "");
        String file = System.mapLibraryName(libname);
        int start = 0;
        while (start <= path.length()) {
            int end = path.indexOf(':', start);
            if (end < 0) {
                end = path.length();
            }
            String dir = path.substring(start, end);
            if (!dir.startsWith("/")) {
                String cwd = System.getProperty("user.dir", "/");
                dir = dir.isEmpty() ? cwd : cwd + "/" + dir;
            }
            String candidate = dir.endsWith("/") ? dir + file : dir + "/" + file;
            String error = load0(candidate);
            if (error == null) {
                return;
            }
            if (!error.isEmpty()) {
                throw new UnsatisfiedLinkError(candidate + ": " + error);
            }
            start = end + 1;
        }
        throw new UnsatisfiedLinkError("no " + libname + " in java.library.path: " + path);
    }

    /** dlopen: null when loaded (or already), "" when the file does not exist, else the error. */
    private static native String load0(String absolutePath);

    public native int availableProcessors();

    /** Committed heap not yet allocated, in bytes. */
    public native long freeMemory();

    /** Committed heap, in bytes. */
    public native long totalMemory();

    /** The -Xmx limit, in bytes. */
    public native long maxMemory();

    /** Runs a full collection cycle of the concurrent collector and waits for it. */
    public native void gc();

    public void runFinalization() {
    }
}
