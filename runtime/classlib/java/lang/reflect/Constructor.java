// java.lang.reflect.Constructor: a class's constructor found by Class.getDeclaredConstructor and
// friends, and newInstance with the JDK's argument checks; annotations, parameters and generics
// come from Executable. No access checks.
package java.lang.reflect;

/**
 * A constructor of `clazz` named by its method descriptor ("(ILjava/lang/String;)V"), created by
 * the VM (runtime/natives/reflect_natives.cpp) for Class.getDeclaredConstructor and friends. newInstance checks arguments as the JDK does (count,
 * type, widening of boxed primitives: JLS §5.1.2), runs class initialization, then the
 * constructor; what the constructor throws comes back wrapped in InvocationTargetException.
 * Access control is not enforced (every constructor behaves as if setAccessible(true)).
 */
public final class Constructor<T> extends Executable {
    private final Class<T> clazz;
    private final String descriptor;
    private final Class<?>[] parameterTypes;
    private final Class<?>[] exceptionTypes;
    private final int modifiers;

    /** Created by the VM only (Class.getDeclaredConstructor and friends). */
    private Constructor(Class<T> clazz, String descriptor, Class<?>[] parameterTypes, Class<?>[] exceptionTypes,
                int modifiers) {
        this.clazz = clazz;
        this.descriptor = descriptor;
        this.parameterTypes = parameterTypes;
        this.exceptionTypes = exceptionTypes;
        this.modifiers = modifiers;
    }

    public Class<T> getDeclaringClass() {
        return clazz;
    }

    /** The binary name of the declaring class, as the JDK names constructors. */
    public String getName() {
        return clazz.getName();
    }

    public int getModifiers() {
        return modifiers;
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

    public boolean isSynthetic() {
        return (modifiers & 0x1000) != 0;
    }

    String vmName() {
        return "<init>";
    }

    String vmDescriptor() {
        return descriptor;
    }

    /** "public <T> Foo(java.util.List<T>) throws E", as the JDK's toGenericString. */
    public String toGenericString() {
        StringBuilder sb = new StringBuilder();
        int mods = modifiers & Modifier.constructorModifiers();
        if (mods != 0) {
            sb.append(Modifier.toString(mods)).append(' ');
        }
        appendTypeParameters(sb);
        sb.append(clazz.getTypeName());
        appendGenericParameters(sb);
        return sb.toString();
    }

    public boolean equals(Object o) {
        if (!(o instanceof Constructor)) {
            return false;
        }
        Constructor<?> other = (Constructor<?>) o;
        return clazz == other.clazz && descriptor.equals(other.descriptor);
    }

    public int hashCode() {
        return clazz.getName().hashCode();
    }

    /** "public Foo(int,java.lang.String) throws java.io.IOException", as the JDK prints it. */
    public String toString() {
        StringBuilder sb = new StringBuilder();
        int mods = modifiers & Modifier.constructorModifiers();
        if (mods != 0) {
            sb.append(Modifier.toString(mods)).append(' ');
        }
        sb.append(clazz.getTypeName()).append('(');
        for (int i = 0; i < parameterTypes.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(parameterTypes[i].getTypeName());
        }
        sb.append(')');
        for (int i = 0; i < exceptionTypes.length; i++) {
            sb.append(i == 0 ? " throws " : ",").append(exceptionTypes[i].getTypeName());
        }
        return sb.toString();
    }

    /**
     * A new instance built by this constructor. IllegalArgumentException for a wrong argument
     * count or type, InstantiationException for an abstract class, InvocationTargetException
     * around anything the constructor throws; class-initialization errors propagate unwrapped.
     */
    public T newInstance(Object... initargs)
            throws InstantiationException, IllegalAccessException, InvocationTargetException {
        int mods = clazz.getModifiers();
        if ((mods & (Modifier.ABSTRACT | Modifier.INTERFACE)) != 0) {
            throw new InstantiationException(null);
        }
        int n = initargs == null ? 0 : initargs.length;
        if (n != parameterTypes.length) {
            throw new IllegalArgumentException("wrong number of arguments");
        }
        Object[] refs = new Object[n];
        long[] prims = new long[n];
        ReflectArgs.convert(parameterTypes, initargs, refs, prims);
        ensureInitialized0(clazz);
        try {
            return newInstance0(clazz, descriptor, refs, prims);
        } catch (Throwable t) {
            throw new InvocationTargetException(t);
        }
    }

    /** Runs class initialization of `c` (errors propagate unwrapped, as in the JDK). */
    private static native void ensureInitialized0(Class<?> c);

    /** Allocates an instance of `c` and runs the constructor `descriptor` on it; the arguments are
     *  refs[i] for reference parameters and the bits prims[i] for primitive ones. */
    private static native <T> T newInstance0(Class<T> c, String descriptor, Object[] refs, long[] prims);
}
