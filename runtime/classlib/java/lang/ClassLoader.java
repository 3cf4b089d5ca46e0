// java.lang.ClassLoader: the loader objects programs can ask for (system/app, platform) and user
// subclasses (parent delegation, findClass, defineClass, findLoadedClass) over the VM's one
// class namespace.
package java.lang;

/**
 * jvmlab has one class loader in the VM (runtime/classloading/class_loader.cpp): the class library is its
 * "bootstrap" part (getClassLoader() == null, as in the JDK) and everything on the class path its
 * "app" part. This class gives programs the objects they expect: getSystemClassLoader() ("app"),
 * its parent getPlatformClassLoader() ("platform", whose parent is null), and loadClass/forName
 * through them. Subclasses delegate as in the JDK (findLoadedClass, then the parent, then
 * findClass) and may define classes from bytes (defineClass): the class becomes an application
 * class whose getClassLoader() is the defining loader. jvmlab keeps one namespace for all
 * loaders, so a name loaded once (by any loader) cannot be defined again: defineClass throws
 * LinkageError "duplicate class definition", where the JDK would make a second, distinct class.
 * Classes a defined class refers to are resolved from the class path, not through its loader.
 */
public abstract class ClassLoader {
    private final ClassLoader parent;
    private final String name;

    protected ClassLoader() {
        this(null, getSystemClassLoader());
    }

    protected ClassLoader(ClassLoader parent) {
        this(null, parent);
    }

    protected ClassLoader(String name, ClassLoader parent) {
        this.name = name;
        this.parent = parent;
    }

    /** The loader's name ("app", "platform"), or null if it was created without one. */
    private Module unnamedModule;

    /** This loader's unnamed module, made on first use (JEP 261). */
    public final synchronized Module getUnnamedModule() {
        if (unnamedModule == null) {
            unnamedModule = new Module(this);
        }
        return unnamedModule;
    }

    public String getName() {
        return name;
    }

    public final ClassLoader getParent() {
        return parent;
    }

    /** The loader of application classes (the class path). */
    public static ClassLoader getSystemClassLoader() {
        return Builtin.APP;
    }

    /** The parent of the system loader; it sees the class library only. */
    public static ClassLoader getPlatformClassLoader() {
        return Builtin.PLATFORM;
    }

    /** Loads (without initializing) the class with binary name `name`. */
    public Class<?> loadClass(String name) throws ClassNotFoundException {
        return loadClass(name, false);
    }

    /**
     * The JDK's delegation model: a class this loader already has (findLoadedClass), else the
     * parent's (the bootstrap loader's for a null parent), else findClass.
     */
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c == null) {
                try {
                    if (parent != null) {
                        c = parent.loadClass(name, false);
                    } else {
                        c = Class.forName(name, false, null);
                    }
                } catch (ClassNotFoundException e) {
                    // not found by the parent: this loader's turn
                }
                if (c == null) {
                    c = findClass(name);
                }
            }
            if (resolve) {
                resolveClass(c);
            }
            return c;
        }
    }

    /** The lock loadClass holds for `name`: this loader (jvmlab's loaders are not parallel capable). */
    protected Object getClassLoadingLock(String className) {
        return this;
    }

    /** Finds a class this loader defines itself: none by default. */
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        throw new ClassNotFoundException(name);
    }

    /** Loader-defined classes by name (per loader) and their defining loaders (all loaders). */
    private final java.util.HashMap<String, Class<?>> defined = new java.util.HashMap<>();
    private static final java.util.HashMap<Class<?>, ClassLoader> definingLoaders = new java.util.HashMap<>();

    /**
     * Defines class `name` (null: the name in the bytes) from b[off, off+len). ClassFormatError
     * and the other linkage errors as the VM reports them; NoClassDefFoundError "X (wrong name:
     * Y)" for a mismatched name; SecurityException "Prohibited package name: java.x" for the
     * java packages; LinkageError for a name that is already loaded (see the class comment).
     */
    protected final Class<?> defineClass(String name, byte[] b, int off, int len) throws ClassFormatError {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        if (name == null) {
            name = nameInBytes(b, off, len);
        }
        if (name.startsWith("java.")) {
            throw new SecurityException("Prohibited package name: " + name.substring(0, name.lastIndexOf('.')));
        }
        Class<?> c = defineClass0(name, b, off, len);
        synchronized (definingLoaders) {
            definingLoaders.put(c, this);
        }
        synchronized (defined) {
            defined.put(name, c);
        }
        return c;
    }

    /** Signers set by setSigners, by class (a map made at the first call). */
    private static java.util.HashMap<Class<?>, Object[]> signers;

    /**
     * Sets the signers Class.getSigners returns for `c` (jvmlab checks no signatures); ignored
     * for primitive and array classes.
     */
    protected final void setSigners(Class<?> c, Object[] signers) {
        if (c.isPrimitive() || c.isArray()) {
            return;  // as HotSpot's JVM_SetClassSigners
        }
        synchronized (definingLoaders) {
            if (ClassLoader.signers == null) {
                ClassLoader.signers = new java.util.HashMap<>();
            }
            ClassLoader.signers.put(c, signers);
        }
    }

    /** The signers of `c` (a copy), or null. */
    static Object[] signersOf(Class<?> c) {
        synchronized (definingLoaders) {
            Object[] s = signers == null ? null : signers.get(c);
            return s == null ? null : s.clone();
        }
    }

    /** The JDK 1.0 form, without a name. */
    @Deprecated
    protected final Class<?> defineClass(byte[] b, int off, int len) throws ClassFormatError {
        return defineClass(null, b, off, len);
    }

    /** The class this loader has loaded or defined under binary name `name`, or null. */
    protected final Class<?> findLoadedClass(String name) {
        synchronized (defined) {
            Class<?> c = defined.get(name);
            if (c != null) {
                return c;
            }
        }
        if (this == Builtin.APP) {
            Class<?> c = findLoadedClass0(name);
            if (c != null && c.getClassLoader() == this) {
                return c;
            }
        }
        return null;
    }

    /** Loads `name` through the system class loader. */
    protected final Class<?> findSystemClass(String name) throws ClassNotFoundException {
        return getSystemClassLoader().loadClass(name);
    }

    /** Links `c`: jvmlab links a class when it is first used, so this only checks the argument. */
    protected final void resolveClass(Class<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
    }

    /** The loader that defined `c` with defineClass, or null if none did. */
    static ClassLoader definingLoader(Class<?> c) {
        synchronized (definingLoaders) {
            return definingLoaders.isEmpty() ? null : definingLoaders.get(c);
        }
    }

    /** The binary name a class file declares (this_class), for defineClass(null, ...). */
    private static String nameInBytes(byte[] b, int off, int len) {
        try {
            int p = off + 8;
            int count = u2(b, p);
            p += 2;
            int[] starts = new int[count];
            int[] tags = new int[count];
            for (int i = 1; i < count; i++) {
                int tag = b[p] & 0xff;
                tags[i] = tag;
                starts[i] = p;
                switch (tag) {
                    case 1: p += 3 + u2(b, p + 1); break;
                    case 3: case 4: case 9: case 10: case 11: case 12: case 17: case 18: p += 5; break;
                    case 5: case 6: p += 9; i++; break;
                    case 7: case 8: case 16: case 19: case 20: p += 3; break;
                    case 15: p += 4; break;
                    default: throw new ClassFormatError("Unknown constant tag " + tag + " in class file");
                }
            }
            int thisClass = u2(b, p + 2);
            int utf = u2(b, starts[thisClass] + 1);
            int s = starts[utf];
            return new String(b, s + 3, u2(b, s + 1), "UTF-8").replace('/', '.');
        } catch (ArrayIndexOutOfBoundsException | java.io.UnsupportedEncodingException e) {
            throw new ClassFormatError("Truncated class file");
        }
    }

    private static int u2(byte[] b, int p) {
        return ((b[p] & 0xff) << 8) | (b[p + 1] & 0xff);
    }

    private native Class<?> defineClass0(String name, byte[] b, int off, int len);

    private native Class<?> findLoadedClass0(String name);

    /** The two loaders the VM stands behind: "app" (class path) and "platform" (class library). */
    private static final class Builtin {
        static final ClassLoader PLATFORM = new jdk.internal.loader.ClassLoaders.PlatformClassLoader();
        static final ClassLoader APP = new jdk.internal.loader.ClassLoaders.AppClassLoader(PLATFORM);
    }
}
