// java.lang.System: standard streams, properties, time, arraycopy, exit.
package java.lang;

import java.io.InputStream;
import java.io.PrintStream;
import jvmlab.internal.StdInputStream;
import jvmlab.internal.StdOutputStream;
import jvmlab.internal.VM;

/**
 * System services. The static initializer only builds the three standard streams (a handful of
 * small classes) so that Hello World starts fast; properties are fetched from the VM on first use.
 */
public final class System {
    private System() {}

    public static InputStream in = new StdInputStream(0);
    public static PrintStream out = new PrintStream(new StdOutputStream(1), true);
    public static PrintStream err = new PrintStream(new StdOutputStream(2), true);

    public static void setIn(InputStream in) {
        System.in = in;
    }

    public static void setOut(PrintStream out) {
        System.out = out;
    }

    public static void setErr(PrintStream err) {
        System.err = err;
    }

    public static native long currentTimeMillis();

    /** Monotonic nanoseconds from an arbitrary origin. */
    public static native long nanoTime();

    /** Copies `length` elements; the checks and messages are JDK 17's (ArrayStoreException, ...). */
    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos, int length);

    public static native int identityHashCode(Object x);

    /** No Security Manager is ever installed (JDK 17 without -Djava.security.manager): null. */
    @Deprecated
    public static SecurityManager getSecurityManager() {
        return null;
    }

    public static void exit(int status) {
        Runtime.getRuntime().exit(status);
    }

    /** Runs a full collection cycle and returns when it has finished (Runtime.gc). */
    public static void gc() {
        Runtime.getRuntime().gc();
    }

    /** Loads lib<libname>.so from java.library.path (see Runtime.loadLibrary). */
    public static void loadLibrary(String libname) {
        Runtime.getRuntime().loadLibrary(libname);
    }

    /** Loads the native library at an absolute path (see Runtime.load). */
    public static void load(String filename) {
        Runtime.getRuntime().load(filename);
    }

    /** "foo" -> "libfoo.so", as on Linux. */
    public static String mapLibraryName(String libname) {
        if (libname == null) {
            throw new NullPointerException();
        }
        return "lib" + libname + ".so";
    }

    public static void runFinalization() {
    }

    public static String lineSeparator() {
        return "\n";
    }

    /** The environment variable `name`, or null. */
    public static String getenv(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        return VM.getenv(name);
    }

    // ---- properties: a small table loaded from the VM on first use -------------------------------

    private static String[] keys;
    private static String[] values;
    private static int count;
    /** Once getProperties or setProperties is called, the table's contents move here for good. */
    private static java.util.Properties props;

    private static void loadProperties() {
        if (keys != null) {
            return;
        }
        String[] pairs = VM.initProperties();
        int n = pairs.length / 2;
        keys = new String[n + 8];
        values = new String[n + 8];
        for (int i = 0; i < n; i++) {
            put(pairs[2 * i], pairs[2 * i + 1]);
        }
    }

    private static int find(String key) {
        for (int i = 0; i < count; i++) {
            if (keys[i].equals(key)) {
                return i;
            }
        }
        return -1;
    }

    private static String put(String key, String value) {
        int i = find(key);
        if (i >= 0) {
            String old = values[i];
            values[i] = value;
            return old;
        }
        if (count == keys.length) {
            String[] k = new String[count * 2];
            String[] v = new String[count * 2];
            arraycopy(keys, 0, k, 0, count);
            arraycopy(values, 0, v, 0, count);
            keys = k;
            values = v;
        }
        keys[count] = key;
        values[count] = value;
        count++;
        return null;
    }

    private static void checkKey(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
    }

    /**
     * The system properties as a java.util.Properties (JDK 17's API); from then on getProperty,
     * setProperty and clearProperty read and write that object, so changes through either side
     * are seen by both. Hello World never calls it, so it never loads Properties.
     */
    public static synchronized java.util.Properties getProperties() {
        if (props == null) {
            loadProperties();
            java.util.Properties p = new java.util.Properties();
            for (int i = 0; i < count; i++) {
                p.put(keys[i], values[i]);
            }
            props = p;
        }
        return props;
    }

    /** Replaces the system properties; null reloads the VM's defaults (JDK 17's setProperties). */
    public static synchronized void setProperties(java.util.Properties p) {
        if (p == null) {
            keys = null;
            count = 0;
            props = null;
            getProperties();
        } else {
            props = p;
        }
    }

    public static synchronized String getProperty(String key) {
        checkKey(key);
        if (props != null) {
            return props.getProperty(key);
        }
        loadProperties();
        int i = find(key);
        return i < 0 ? null : values[i];
    }

    public static String getProperty(String key, String def) {
        String v = getProperty(key);
        return v == null ? def : v;
    }

    public static synchronized String setProperty(String key, String value) {
        checkKey(key);
        if (value == null) {
            throw new NullPointerException();
        }
        if (props != null) {
            return (String) props.setProperty(key, value);
        }
        loadProperties();
        return put(key, value);
    }

    public static synchronized String clearProperty(String key) {
        checkKey(key);
        if (props != null) {
            return (String) props.remove(key);
        }
        loadProperties();
        int i = find(key);
        if (i < 0) {
            return null;
        }
        String old = values[i];
        count--;
        keys[i] = keys[count];
        values[i] = values[count];
        keys[count] = null;
        values[count] = null;
        return old;
    }
}
