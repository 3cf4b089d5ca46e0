// java.lang.ClassLoader: the loader objects programs can ask for (system/app, platform); jvmlab
// loads every class itself and keeps no user-defined loaders.
package java.lang;

/**
 * jvmlab has one class loader in the VM (runtime/classloading/class_loader.cpp): the class library is its
 * "bootstrap" part (getClassLoader() == null, as in the JDK) and everything on the class path its
 * "app" part. This class gives programs the objects they expect: getSystemClassLoader() ("app"),
 * its parent getPlatformClassLoader() ("platform", whose parent is null), and loadClass/forName
 * through them. Subclasses may override findClass, but defineClass is not supported: there is
 * no way to add class bytes to the VM from Java code.
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

    /** Parent first, then findClass (the JDK's delegation model). */
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        try {
            if (parent != null) {
                return parent.loadClass(name, false);
            }
            return Class.forName(name, false, null);
        } catch (ClassNotFoundException e) {
            return findClass(name);
        }
    }

    /** Finds a class this loader defines itself: none by default. */
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        throw new ClassNotFoundException(name);
    }

    /** The two loaders the VM stands behind: "app" (class path) and "platform" (class library). */
    private static final class Builtin extends ClassLoader {
        static final Builtin PLATFORM = new Builtin("platform", null, false);
        static final Builtin APP = new Builtin("app", PLATFORM, true);

        /** True for the loader of the class path (it may see application classes). */
        private final boolean app;

        private Builtin(String name, ClassLoader parent, boolean app) {
            super(name, parent);
            this.app = app;
        }

        protected Class<?> findClass(String name) throws ClassNotFoundException {
            if (!app) {
                throw new ClassNotFoundException(name);
            }
            return Class.forName(name, false, this);
        }
    }
}
