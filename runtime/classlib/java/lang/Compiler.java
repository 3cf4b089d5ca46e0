// java.lang.Compiler: the deprecated hooks to a JIT compiler, which do nothing (as JDK 17's).
package java.lang;

/**
 * JDK 17 keeps this class for compatibility (deprecated for removal, gone in 21): compileClass
 * and compileClasses answer false, command null, enable and disable do nothing. jvmlab's JIT is
 * driven by its own tier policy, never by these.
 */
@Deprecated
public final class Compiler {
    private Compiler() {
    }

    public static boolean compileClass(Class<?> clazz) {
        return false;
    }

    public static boolean compileClasses(String string) {
        return false;
    }

    public static Object command(Object any) {
        return null;
    }

    public static void enable() {
    }

    public static void disable() {
    }
}
