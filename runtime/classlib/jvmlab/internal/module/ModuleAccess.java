// jvmlab.internal.module.ModuleAccess: what java.lang's Module and ModuleLayer need from java.lang.module.
package jvmlab.internal.module;

import java.lang.module.Configuration;

/**
 * The bridge from java.lang (Module, ModuleLayer) to java.lang.module's package-private boot
 * graph, in the manner of the JDK's SharedSecrets: java.lang.module.Configuration registers the
 * one implementation when it is initialized. The data behind it is the installed JDK's module
 * graph, recorded at build time (runtime/natives/GenModuleGraph.java) and parsed on first use.
 * Thread-safe.
 */
public abstract class ModuleAccess {
    private static volatile ModuleAccess instance;

    /** Called once, by Configuration's static initializer. */
    public static void register(ModuleAccess access) {
        instance = access;
    }

    /** The implementation; initializes Configuration first if needed. */
    public static ModuleAccess get() {
        if (instance == null) {
            Configuration.empty();
        }
        return instance;
    }

    /** The boot layer's configuration: JDK 17's `java -cp` boot layer (default roots, service binding). */
    public abstract Configuration bootConfiguration();

    /** The loader of a boot-layer module: 'B' bootstrap, 'P' platform, 'A' application. */
    public abstract char loaderOf(String moduleName);

    /** The boot-layer module that holds package `pn`, or null. */
    public abstract String moduleOfPackage(String pn);
}
