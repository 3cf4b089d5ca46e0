// java.security.ProtectionDomain: the code source and loader a class was defined with.
package java.security;

/**
 * A class's protection domain (JDK 17's class, without permissions or principals: jvmlab has no
 * security manager). Class.getProtectionDomain gives the class path entry a class was found in
 * as the code source; the class library's and user loaders' classes have none. Immutable.
 */
public class ProtectionDomain {
    private final CodeSource codesource;
    private final ClassLoader classloader;

    ProtectionDomain(CodeSource codesource, ClassLoader classloader) {
        this.codesource = codesource;
        this.classloader = classloader;
    }

    /**
     * The domain of class `c` (binary name `name`, loader `loader`): its code source is the first
     * entry of java.class.path that holds `name`'s class file (a directory, or a JAR file when no
     * directory does), or none for the class library and user loaders (a null loader, or not the
     * app loader).
     */
    static ProtectionDomain of(String name, ClassLoader loader) {
        if (loader == null || loader != ClassLoader.getSystemClassLoader()) {
            return new ProtectionDomain(null, loader);
        }
        String cp = System.getProperty("java.class.path", "");
        String file = name.replace('.', '/') + ".class";
        java.io.File jar = null;
        for (String entry : cp.split(java.io.File.pathSeparator, -1)) {
            java.io.File e = new java.io.File(entry.isEmpty() ? "." : entry);
            if (e.isDirectory()) {
                if (new java.io.File(e, file).isFile()) {
                    return new ProtectionDomain(new CodeSource(url(e, true)), loader);
                }
            } else if (jar == null && e.isFile()) {
                jar = e;
            }
        }
        return new ProtectionDomain(jar == null ? null : new CodeSource(url(jar, false)), loader);
    }

    private static java.net.URL url(java.io.File f, boolean dir) {
        String path = f.getAbsoluteFile().toPath().normalize().toString();
        if (dir && !path.endsWith("/")) {
            path = path + "/";
        }
        try {
            return new java.net.URL("file", "", path);
        } catch (java.net.MalformedURLException e) {
            return null;
        }
    }

    public final CodeSource getCodeSource() {
        return codesource;
    }

    public final ClassLoader getClassLoader() {
        return classloader;
    }

    public boolean staticPermissionsOnly() {
        return false;
    }
}
