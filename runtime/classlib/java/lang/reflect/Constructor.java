// java.lang.reflect.Constructor: a class's constructor found by Class.getDeclaredConstructor and
// friends, and newInstance with the JDK's argument checks. No annotations, generics or access checks.
package java.lang.reflect;

/**
 * A constructor of `clazz` named by its method descriptor ("(ILjava/lang/String;)V"), created by
 * the VM (runtime/natives/reflect_natives.cpp) for Class.getDeclaredConstructor and friends. newInstance checks arguments as the JDK does (count,
 * type, widening of boxed primitives: JLS §5.1.2), runs class initialization, then the
 * constructor; what the constructor throws comes back wrapped in InvocationTargetException.
 * Access control is not enforced (every constructor behaves as if setAccessible(true)).
 */
public final class Constructor<T> {
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

    /** Accepted and ignored: jvmlab does not check reflective access. */
    public void setAccessible(boolean flag) {
    }

    public boolean trySetAccessible() {
        return true;
    }

    public boolean canAccess(Object obj) {
        return true;
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
        for (int i = 0; i < n; i++) {
            Class<?> p = parameterTypes[i];
            Object a = initargs[i];
            if (p.isPrimitive()) {
                if (a == null) {
                    throw new IllegalArgumentException();
                }
                prims[i] = primitiveBits(p, a);
            } else {
                if (a != null && !p.isInstance(a)) {
                    throw new IllegalArgumentException("argument type mismatch");
                }
                refs[i] = a;
            }
        }
        ensureInitialized0(clazz);
        try {
            return newInstance0(clazz, descriptor, refs, prims);
        } catch (Throwable t) {
            throw new InvocationTargetException(t);
        }
    }

    /**
     * The bits of boxed `a` converted to primitive type `p` (unboxing then widening, JLS §5.1.2):
     * integral types and booleans as the value, float as its raw int bits, double as its raw
     * long bits. IllegalArgumentException("argument type mismatch") when no conversion exists.
     */
    private static long primitiveBits(Class<?> p, Object a) {
        if (p == boolean.class) {
            if (a instanceof Boolean) {
                return ((Boolean) a).booleanValue() ? 1 : 0;
            }
            throw mismatch();
        }
        // rank: 1 byte, 2 short, 3 char, 4 int, 5 long, 6 float, 7 double
        int rank;
        long integral = 0;
        double real = 0;
        if (a instanceof Byte) { rank = 1; integral = ((Byte) a).byteValue(); }
        else if (a instanceof Short) { rank = 2; integral = ((Short) a).shortValue(); }
        else if (a instanceof Character) { rank = 3; integral = ((Character) a).charValue(); }
        else if (a instanceof Integer) { rank = 4; integral = ((Integer) a).intValue(); }
        else if (a instanceof Long) { rank = 5; integral = ((Long) a).longValue(); }
        else if (a instanceof Float) { rank = 6; real = ((Float) a).floatValue(); }
        else if (a instanceof Double) { rank = 7; real = ((Double) a).doubleValue(); }
        else throw mismatch();
        if (p == byte.class && rank == 1) return integral;
        if (p == short.class && (rank == 1 || rank == 2)) return integral;
        if (p == char.class && rank == 3) return integral;
        if (p == int.class && rank <= 4) return integral;
        if (p == long.class && rank <= 5) return integral;
        if (p == float.class && rank <= 6) {
            float f = rank == 6 ? ((Float) a).floatValue() : (float) integral;
            return Float.floatToRawIntBits(f) & 0xFFFFFFFFL;
        }
        if (p == double.class) {
            double d = rank == 7 ? real : rank == 6 ? (double) ((Float) a).floatValue() : (double) integral;
            return Double.doubleToRawLongBits(d);
        }
        throw mismatch();
    }

    private static IllegalArgumentException mismatch() {
        return new IllegalArgumentException("argument type mismatch");
    }

    /** Runs class initialization of `c` (errors propagate unwrapped, as in the JDK). */
    private static native void ensureInitialized0(Class<?> c);

    /** Allocates an instance of `c` and runs the constructor `descriptor` on it; the arguments are
     *  refs[i] for reference parameters and the bits prims[i] for primitive ones. */

    private static native <T> T newInstance0(Class<T> c, String descriptor, Object[] refs, long[] prims);
}
