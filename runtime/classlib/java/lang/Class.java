// java.lang.Class: the mirror of a loaded class, interface, array or primitive type.
package java.lang;

/**
 * A class mirror. The VM creates one per Klass and stores the Klass* in `vmKlass`; every query
 * that needs the VM's class model is a native (runtime/natives/lang_natives.cpp). Reflection on
 * members is not part of jvmlab's library.
 */
public final class Class<T> implements java.io.Serializable {
    private static final int ANNOTATION = 0x2000;
    private static final int ENUM = 0x4000;
    private static final int SYNTHETIC = 0x1000;

    /** The Klass* this mirror stands for; set by the VM, never by Java code. */
    private transient long vmKlass;

    private Class() {}

    public String toString() {
        String kind = isInterface() ? "interface " : (isPrimitive() ? "" : "class ");
        return kind + getName();
    }

    /** "java.lang.String", "[I", "int": as the JDK names classes (interned). */
    public native String getName();

    /** Loads and initializes the class with binary name `className` (dots; arrays "[I"). */
    public static native Class<?> forName(String className) throws ClassNotFoundException;

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    public boolean isAnnotation() {
        return (getModifiers() & ANNOTATION) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & SYNTHETIC) != 0;
    }

    /** The superclass; null for Object, interfaces, primitives and void. */
    public native Class<? super T> getSuperclass();

    /** The directly implemented interfaces, in declaration order. */
    public native Class<?>[] getInterfaces();

    /** The element type of an array class, else null. */
    public native Class<?> getComponentType();

    /** Access flags from the class file (java.lang.reflect.Modifier bits). */
    public native int getModifiers();

    /** True when -ea was given and this is an application class (java's -ea leaves the class
     *  library's assertions off, as -esa would turn them on). */
    public native boolean desiredAssertionStatus();

    /** The mirror of a primitive type by name ("int", "void"). Used by the wrappers' TYPE fields. */
    static native Class<?> getPrimitiveClass(String name);

    public boolean isEnum() {
        return (getModifiers() & ENUM) != 0 && getSuperclass() == Enum.class;
    }

    /** True for record classes (direct final subclasses of java.lang.Record). */
    public boolean isRecord() {
        return getSuperclass() == Record.class;
    }

    /**
     * The class name without package or enclosing classes; "" for anonymous classes, "int[]"
     * for arrays. Derived from the binary name ($-separated), not from InnerClasses.
     */
    public String getSimpleName() {
        if (isArray()) {
            return getComponentType().getSimpleName() + "[]";
        }
        String name = getName();
        name = name.substring(name.lastIndexOf('.') + 1);
        int dollar = name.lastIndexOf('$');
        if (dollar < 0) {
            return name;
        }
        // Local classes are named Outer$1Local, anonymous ones Outer$1: drop the digits.
        int i = dollar + 1;
        while (i < name.length() && name.charAt(i) >= '0' && name.charAt(i) <= '9') {
            i++;
        }
        return name.substring(i);
    }

    /** The canonical name ("java.util.Map.Entry"), or null for local and anonymous classes. */
    public String getCanonicalName() {
        if (isArray()) {
            String c = getComponentType().getCanonicalName();
            return c == null ? null : c + "[]";
        }
        String name = getName();
        int dollar = name.indexOf('$');
        if (dollar < 0) {
            return name;
        }
        char[] cs = name.toCharArray();
        for (int i = 0; i < cs.length; i++) {
            if (cs[i] == '$') {
                if (i + 1 < cs.length && cs[i + 1] >= '0' && cs[i + 1] <= '9') {
                    return null;
                }
                cs[i] = '.';
            }
        }
        return new String(cs);
    }

    /** "int[][]" for arrays, else getName(). */
    public String getTypeName() {
        if (isArray()) {
            return getComponentType().getTypeName() + "[]";
        }
        return getName();
    }

    /** The package part of the name ("java.lang"); "" for the unnamed package and primitives. */
    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String name = c.getName();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(0, dot);
    }

    /** Casts `obj` to this type; ClassCastException "Cannot cast A to B" if it is not an instance. */
    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to " + getName());
        }
        return (T) obj;
    }

    /** The enum constants in declaration order, or null if this is not an enum class. */
    @SuppressWarnings("unchecked")
    public T[] getEnumConstants() {
        T[] values = getEnumConstantsShared();
        return values == null ? null : (T[]) values.clone();
    }

    /** Like getEnumConstants, but the array may be shared: callers must not modify it. */
    @SuppressWarnings("unchecked")
    T[] getEnumConstantsShared() {
        if (!isEnum()) {
            return null;
        }
        return (T[]) enumValues0();
    }

    /** Calls the enum's static values() method (initializing the class). */
    private native Object[] enumValues0();

    @SuppressWarnings("unchecked")
    public <U> Class<? extends U> asSubclass(Class<U> clazz) {
        if (clazz.isAssignableFrom(this)) {
            return (Class<? extends U>) this;
        }
        throw new ClassCastException(this.toString());
    }
}
