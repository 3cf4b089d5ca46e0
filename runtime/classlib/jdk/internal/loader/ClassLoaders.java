// jdk.internal.loader.ClassLoaders: the two built-in loader objects, under the JDK's class names.
package jdk.internal.loader;

/**
 * The loaders behind ClassLoader.getPlatformClassLoader() and getSystemClassLoader(), named as
 * JDK 17's (`jdk.internal.loader.ClassLoaders$AppClassLoader`, `$PlatformClassLoader`), which
 * programs print. The VM has one class namespace (java.lang.ClassLoader's comment): the
 * platform loader finds no class of its own (it sees the class library through the bootstrap
 * part), the app loader finds the class path's classes.
 */
public final class ClassLoaders {
    private ClassLoaders() {
    }

    /** The parent of the app loader; its own parent is the bootstrap loader (null). */
    public static final class PlatformClassLoader extends ClassLoader {
        public PlatformClassLoader() {
            super("platform", null);
        }
    }

    /** The loader of the class path. */
    public static final class AppClassLoader extends ClassLoader {
        public AppClassLoader(ClassLoader parent) {
            super("app", parent);
        }

        protected Class<?> findClass(String name) throws ClassNotFoundException {
            return Class.forName(name, false, this);
        }
    }
}
