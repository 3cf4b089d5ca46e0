// java.lang.Package: a run-time package (name, annotations of its package-info class); jvmlab
// reads no JAR manifests, so the specification and implementation attributes are null.
package java.lang;

import java.lang.annotation.Annotation;
import java.util.HashMap;

/**
 * A package as Class.getPackage returns it: one instance per name (so `==` holds between the
 * classes of one package), the unnamed package named "". Annotations are those of the
 * package's `package-info` class when it exists. Thread-safe (the table is synchronized).
 */
public class Package implements java.lang.reflect.AnnotatedElement {
    private static final HashMap<String, Package> packages = new HashMap<>();

    private final String name;
    /** A class of this package, whose loader finds package-info. */
    private final Class<?> member;
    private Class<?> packageInfo;
    private boolean packageInfoLooked;

    private Package(String name, Class<?> member) {
        this.name = name;
        this.member = member;
    }

    /** The Package named `name`, made for `member`'s package on first use. */
    static Package of(String name, Class<?> member) {
        synchronized (packages) {
            Package p = packages.get(name);
            if (p == null) {
                p = new Package(name, member);
                packages.put(name, p);
            }
            return p;
        }
    }

    /** The loader of this package's classes (null for the class library's). */
    ClassLoader loader() {
        return member.getClassLoader();
    }

    /** "java.lang", or "" for the unnamed package. */
    public String getName() {
        return name;
    }

    public String getSpecificationTitle() {
        return null;
    }

    public String getSpecificationVersion() {
        return null;
    }

    public String getSpecificationVendor() {
        return null;
    }

    public String getImplementationTitle() {
        return null;
    }

    public String getImplementationVersion() {
        return null;
    }

    public String getImplementationVendor() {
        return null;
    }

    /** True for the class library's packages (JDK 17: a package of a named module is sealed). */
    public boolean isSealed() {
        return member.getClassLoader() == null;
    }

    /** False: jvmlab reads no specification versions. */
    public boolean isCompatibleWith(String desired) {
        throw new NumberFormatException("Empty version string");
    }

    /** A package some loaded class belongs to, or null (deprecated in the JDK). */
    @Deprecated
    public static Package getPackage(String name) {
        synchronized (packages) {
            return packages.get(name);
        }
    }

    /** The packages of the classes Class.getPackage has been asked about so far. */
    public static Package[] getPackages() {
        synchronized (packages) {
            return packages.values().toArray(new Package[0]);
        }
    }

    public int hashCode() {
        return name.hashCode();
    }

    /** "package java.lang", as the JDK prints a package without specification attributes. */
    public String toString() {
        return "package " + name;
    }

    private Class<?> packageInfo() {
        if (!packageInfoLooked) {
            String cn = name.isEmpty() ? "package-info" : name + ".package-info";
            try {
                packageInfo = Class.forName(cn, false, member.getClassLoader());
            } catch (ClassNotFoundException | LinkageError e) {
                packageInfo = null;
            }
            packageInfoLooked = true;
        }
        return packageInfo;
    }

    public <A extends Annotation> A getAnnotation(Class<A> annotationClass) {
        if (annotationClass == null) {
            throw new NullPointerException();
        }
        Class<?> pi = packageInfo();
        return pi == null ? null : pi.getAnnotation(annotationClass);
    }

    public Annotation[] getAnnotations() {
        Class<?> pi = packageInfo();
        return pi == null ? new Annotation[0] : pi.getAnnotations();
    }

    public Annotation[] getDeclaredAnnotations() {
        return getAnnotations();
    }
}
