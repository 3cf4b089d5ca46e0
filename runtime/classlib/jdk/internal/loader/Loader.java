// jdk.internal.loader.Loader: the class loader of modules in a layer a program defines.
package jdk.internal.loader;

/**
 * The loader ModuleLayer.defineModulesWithOneLoader/ManyLoaders gives a program's layer, named
 * as JDK 17's class. jvmlab reads no module content, so it finds classes through its parent only.
 */
public final class Loader extends ClassLoader {
    public Loader(ClassLoader parent) {
        super(parent);
    }
}
