// java.lang.reflect.Modifier: the access-flag bits Class.getModifiers returns, their tests and names.
package java.lang.reflect;

/**
 * Decodes the modifier bits of Class.getModifiers (JVMS Table 4.1-B and 4.7.6-A, the values the
 * JDK publishes here). toString lists the names in the JDK's canonical order (JLS §8.1.1, §8.3.1,
 * §8.4.3): public protected private abstract static final transient volatile synchronized native
 * strictfp interface.
 */
public class Modifier {
    public static final int PUBLIC = 0x00000001;
    public static final int PRIVATE = 0x00000002;
    public static final int PROTECTED = 0x00000004;
    public static final int STATIC = 0x00000008;
    public static final int FINAL = 0x00000010;
    public static final int SYNCHRONIZED = 0x00000020;
    public static final int VOLATILE = 0x00000040;
    public static final int TRANSIENT = 0x00000080;
    public static final int NATIVE = 0x00000100;
    public static final int INTERFACE = 0x00000200;
    public static final int ABSTRACT = 0x00000400;
    public static final int STRICT = 0x00000800;

    // Bits the class file uses that are not Java language modifiers (package-private, as the JDK's).
    static final int BRIDGE = 0x00000040;
    static final int VARARGS = 0x00000080;
    static final int SYNTHETIC = 0x00001000;
    static final int ANNOTATION = 0x00002000;
    static final int ENUM = 0x00004000;
    static final int MANDATED = 0x00008000;

    static boolean isSynthetic(int mod) { return (mod & SYNTHETIC) != 0; }
    static boolean isMandated(int mod) { return (mod & MANDATED) != 0; }

    private static final int ACCESS = PUBLIC | PROTECTED | PRIVATE;
    private static final int CLASS = ACCESS | ABSTRACT | STATIC | FINAL | STRICT;
    private static final int INTERFACE_MODS = ACCESS | ABSTRACT | STATIC | STRICT;
    private static final int CONSTRUCTOR = ACCESS;
    private static final int METHOD = ACCESS | ABSTRACT | STATIC | FINAL | SYNCHRONIZED | NATIVE | STRICT;
    private static final int FIELD = ACCESS | STATIC | FINAL | TRANSIENT | VOLATILE;
    private static final int PARAMETER = FINAL;

    public Modifier() {}

    public static boolean isPublic(int mod) { return (mod & PUBLIC) != 0; }
    public static boolean isPrivate(int mod) { return (mod & PRIVATE) != 0; }
    public static boolean isProtected(int mod) { return (mod & PROTECTED) != 0; }
    public static boolean isStatic(int mod) { return (mod & STATIC) != 0; }
    public static boolean isFinal(int mod) { return (mod & FINAL) != 0; }
    public static boolean isSynchronized(int mod) { return (mod & SYNCHRONIZED) != 0; }
    public static boolean isVolatile(int mod) { return (mod & VOLATILE) != 0; }
    public static boolean isTransient(int mod) { return (mod & TRANSIENT) != 0; }
    public static boolean isNative(int mod) { return (mod & NATIVE) != 0; }
    public static boolean isInterface(int mod) { return (mod & INTERFACE) != 0; }
    public static boolean isAbstract(int mod) { return (mod & ABSTRACT) != 0; }
    public static boolean isStrict(int mod) { return (mod & STRICT) != 0; }

    /** The names of the set modifier bits, space-separated in canonical order; "" for none. */
    public static String toString(int mod) {
        StringBuilder sb = new StringBuilder();
        append(sb, mod, PUBLIC, "public");
        append(sb, mod, PROTECTED, "protected");
        append(sb, mod, PRIVATE, "private");
        append(sb, mod, ABSTRACT, "abstract");
        append(sb, mod, STATIC, "static");
        append(sb, mod, FINAL, "final");
        append(sb, mod, TRANSIENT, "transient");
        append(sb, mod, VOLATILE, "volatile");
        append(sb, mod, SYNCHRONIZED, "synchronized");
        append(sb, mod, NATIVE, "native");
        append(sb, mod, STRICT, "strictfp");
        append(sb, mod, INTERFACE, "interface");
        return sb.toString();
    }

    private static void append(StringBuilder sb, int mod, int bit, String name) {
        if ((mod & bit) == 0) {
            return;
        }
        if (sb.length() > 0) {
            sb.append(' ');
        }
        sb.append(name);
    }

    /** The modifiers that may be applied to a class. */
    public static int classModifiers() { return CLASS; }
    /** The modifiers that may be applied to an interface. */
    public static int interfaceModifiers() { return INTERFACE_MODS; }
    /** The modifiers that may be applied to a constructor. */
    public static int constructorModifiers() { return CONSTRUCTOR; }
    /** The modifiers that may be applied to a method. */
    public static int methodModifiers() { return METHOD; }
    /** The modifiers that may be applied to a field. */
    public static int fieldModifiers() { return FIELD; }
    /** The modifiers that may be applied to a parameter. */
    public static int parameterModifiers() { return PARAMETER; }
}
