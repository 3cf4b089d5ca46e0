// java.lang.reflect.Method: a method found by Class.getDeclaredMethod(s)/getMethod(s), and invoke
// with the JDK's argument checks and virtual dispatch; annotations, parameters and generics come
// from Executable. No access checks.
package java.lang.reflect;

/**
 * A method of `clazz` named by name and descriptor, created by the VM
 * (runtime/natives/reflect_natives.cpp). invoke checks the receiver and arguments as the JDK does,
 * selects the override of the receiver's class for instance methods that are not private (JVMS
 * §5.4.6), boxes a primitive result and wraps what the method throws in
 * InvocationTargetException. Access control is not enforced.
 */
public final class Method extends Executable {
    private final Class<?> clazz;
    private final String name;
    private final String descriptor;
    private final Class<?> returnType;
    private final Class<?>[] parameterTypes;
    private final Class<?>[] exceptionTypes;
    private final int modifiers;

    /** Created by the VM only. */
    private Method(Class<?> clazz, String name, String descriptor, Class<?> returnType, Class<?>[] parameterTypes,
                   Class<?>[] exceptionTypes, int modifiers) {
        this.clazz = clazz;
        this.name = name;
        this.descriptor = descriptor;
        this.returnType = returnType;
        this.parameterTypes = parameterTypes;
        this.exceptionTypes = exceptionTypes;
        this.modifiers = modifiers;
    }

    public Class<?> getDeclaringClass() {
        return clazz;
    }

    public String getName() {
        return name;
    }

    public int getModifiers() {
        return modifiers;
    }

    public Class<?> getReturnType() {
        return returnType;
    }

    public Class<?>[] getParameterTypes() {
        return parameterTypes.clone();
    }

    public int getParameterCount() {
        return parameterTypes.length;
    }

    public Class<?>[] getExceptionTypes() {
        return exceptionTypes.clone();
    }

    public boolean isVarArgs() {
        return (modifiers & 0x80) != 0;
    }

    public boolean isBridge() {
        return (modifiers & 0x40) != 0;
    }

    public boolean isSynthetic() {
        return (modifiers & 0x1000) != 0;
    }

    /** A public non-abstract instance method of an interface. */
    public boolean isDefault() {
        return (modifiers & (Modifier.ABSTRACT | Modifier.PUBLIC | Modifier.STATIC)) == Modifier.PUBLIC
                && clazz.isInterface();
    }

    String vmName() {
        return name;
    }

    String vmDescriptor() {
        return descriptor;
    }

    /** The generic return type from the Signature attribute, else getReturnType(). */
    public Type getGenericReturnType() {
        jvmlab.internal.reflect.GenericTypes.MethodSignature s = genericSignature();
        return s == null ? returnType : s.returnType;
    }

    /**
     * The default value of an annotation interface element (AnnotationDefault), in the form the
     * element returns it (boxed primitives); null for other methods.
     */
    public Object getDefaultValue() {
        byte[] raw = jvmlab.internal.reflect.ClassData.raw(clazz, jvmlab.internal.reflect.ClassData.ANNOTATION_DEFAULT,
                name, descriptor);
        return jvmlab.internal.reflect.AnnotationParser.parseDefault(raw, clazz, returnType);
    }

    /** "public <T> java.util.List<T> a.B.m(T[]) throws E", as the JDK's toGenericString. */
    public String toGenericString() {
        StringBuilder sb = new StringBuilder();
        int mods = modifiers & Modifier.methodModifiers();
        if (isDefault()) {
            mods &= ~Modifier.ABSTRACT;
        }
        if (mods != 0) {
            sb.append(Modifier.toString(mods)).append(' ');
        }
        if (isDefault()) {
            sb.append("default ");
        }
        appendTypeParameters(sb);
        sb.append(getGenericReturnType().getTypeName()).append(' ');
        sb.append(clazz.getTypeName()).append('.').append(name);
        appendGenericParameters(sb);
        return sb.toString();
    }

    public boolean equals(Object o) {
        if (!(o instanceof Method)) {
            return false;
        }
        Method other = (Method) o;
        return clazz == other.clazz && name.equals(other.name) && descriptor.equals(other.descriptor);
    }

    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    /** "public static void a.B.main(java.lang.String[]) throws java.io.IOException", as the JDK. */
    public String toString() {
        StringBuilder sb = new StringBuilder();
        int mods = modifiers & Modifier.methodModifiers();
        if (mods != 0 && !isDefault()) {
            sb.append(Modifier.toString(mods)).append(' ');
        } else if (isDefault()) {
            sb.append(Modifier.toString(mods & ~Modifier.ABSTRACT)).append(" default ");
        }
        sb.append(returnType.getTypeName()).append(' ').append(clazz.getTypeName()).append('.').append(name);
        ReflectArgs.appendTypes(sb, parameterTypes);
        ReflectArgs.appendThrows(sb, exceptionTypes);
        return sb.toString();
    }

    /**
     * Calls the method on `obj` (ignored for static methods) with `args`. NullPointerException for
     * a null receiver of an instance method, IllegalArgumentException for a receiver of the wrong
     * class or wrong arguments, InvocationTargetException around what the method throws. A
     * primitive result comes back boxed, void as null.
     */
    public Object invoke(Object obj, Object... args)
            throws IllegalAccessException, IllegalArgumentException, InvocationTargetException {
        boolean isStatic = (modifiers & Modifier.STATIC) != 0;
        if (!isStatic) {
            if (obj == null) {
                throw new NullPointerException();
            }
            if (!clazz.isInstance(obj)) {
                throw new IllegalArgumentException("object is not an instance of declaring class");
            }
        }
        int n = args == null ? 0 : args.length;
        Object[] refs = new Object[n];
        long[] prims = new long[n];
        ReflectArgs.convert(parameterTypes, args, refs, prims);
        if (isStatic) {
            ensureInitialized0(clazz);
        }
        try {
            return invoke0(clazz, name, descriptor, isStatic ? null : obj, refs, prims);
        } catch (Throwable t) {
            throw new InvocationTargetException(t);
        }
    }

    /** Runs class initialization of `c` (errors propagate unwrapped, as in the JDK). */
    private static native void ensureInitialized0(Class<?> c);

    /** Calls name/descriptor of `c` (statically if `receiver` is null, else selected from the
     *  receiver's class unless private); arguments as in ReflectArgs; the result boxed. */
    private static native Object invoke0(Class<?> c, String name, String descriptor, Object receiver,
                                         Object[] refs, long[] prims);
}
