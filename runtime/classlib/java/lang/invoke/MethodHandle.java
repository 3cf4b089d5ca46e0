// java.lang.invoke.MethodHandle: a typed, directly executable reference to a method, constructor,
// field or adapter; invokeExact/invoke are signature polymorphic (JVMS §2.9.3), linked by the VM.
package java.lang.invoke;

import java.util.List;

/**
 * A method handle of type `type()`. invokeExact and invoke are the two signature-polymorphic
 * methods of JVMS §2.9.3: each call site carries its own descriptor, and the VM
 * (runtime/classloading/signature_polymorphic.cpp) links it to an invoker that passes the
 * arguments to linkCall, which checks the type exactly (invokeExact) or adapts the handle with
 * asType (invoke), and runs it. Inside this package every handle runs through invokeImpl on
 * arguments boxed exactly as its type says (a primitive of type T as T's wrapper, so that
 * every kind of handle is one small Java class); a result comes back boxed the same way, null for void.
 */
public abstract class MethodHandle {
    private final MethodType type;
    /** The last asType result (a one-entry cache, as the JDK keeps); racy but idempotent. */
    private MethodHandle asTypeCache;

    MethodHandle(MethodType type) {
        this.type = type;
    }

    public MethodType type() {
        return type;
    }

    /** Signature polymorphic: calls this handle with the call site's type, which must be type() exactly. */
    public final native Object invokeExact(Object... args) throws Throwable;

    /** Signature polymorphic: calls asType(call site's type) of this handle. */
    public final native Object invoke(Object... args) throws Throwable;

    /** Runs the handle on `args`, boxed exactly as type() says (see the class comment). */
    abstract Object invokeImpl(Object[] args) throws Throwable;

    /** Calls the handle with each argument converted from Object (asType of the generic type). */
    public Object invokeWithArguments(Object... arguments) throws Throwable {
        Object[] args = arguments.clone();
        MethodType generic = MethodType.genericMethodType(args.length);
        return asType(generic).invokeImpl(args);
    }

    public Object invokeWithArguments(List<?> arguments) throws Throwable {
        return invokeWithArguments(arguments.toArray());
    }

    /**
     * A handle of type `newType` that converts its arguments to this handle's types and the
     * result back (MethodHandle.asType's conversions, see Values); WrongMethodTypeException
     * "cannot convert MethodHandle(int)int to (String)int" when the arity differs or a type has
     * no conversion.
     */
    public MethodHandle asType(MethodType newType) {
        if (newType == type) {
            return this;
        }
        MethodHandle cached = asTypeCache;
        if (cached != null && cached.type == newType) {
            return cached;
        }
        MethodHandle h = asTypeUncached(newType);
        asTypeCache = h;
        return h;
    }

    MethodHandle asTypeUncached(MethodType newType) {
        if (!Combinators.AsType.convertible(type, newType)) {
            throw new WrongMethodTypeException("cannot convert " + this + " to " + newType);
        }
        return new Combinators.AsType(this, newType);
    }

    /** This handle with its first (reference) argument fixed to `x`. */
    public MethodHandle bindTo(Object x) {
        if (type.parameterCount() == 0 || type.parameterType(0).isPrimitive()) {
            throw new IllegalArgumentException("no leading reference parameter");
        }
        Object v = type.parameterType(0).cast(x);
        return new Combinators.Insert(this, 0, new Object[] {v});
    }

    /** A handle that collects trailing arguments into an array of `arrayType` when called with another arity. */
    public MethodHandle asVarargsCollector(Class<?> arrayType) {
        int n = type.parameterCount();
        if (!arrayType.isArray() || n == 0 || !arrayType.isAssignableFrom(type.parameterType(n - 1))) {
            throw new IllegalArgumentException("not an array type: " + arrayType);
        }
        return new Combinators.VarargsCollector(asFixedArity(), arrayType);
    }

    public boolean isVarargsCollector() {
        return false;
    }

    public MethodHandle asFixedArity() {
        return this;
    }

    /** A handle taking the trailing `arrayLength` arguments as one array of `arrayType`. */
    public MethodHandle asSpreader(Class<?> arrayType, int arrayLength) {
        return new Combinators.Spreader(this, arrayType, arrayLength);
    }

    /** A handle taking `arrayLength` trailing arguments of the array's component type instead of the array. */
    public MethodHandle asCollector(Class<?> arrayType, int arrayLength) {
        return new Combinators.Collector(this, arrayType, arrayLength);
    }

    /** "MethodHandle(int)int", as the JDK prints a handle. */
    @Override
    public String toString() {
        return "MethodHandle" + type;
    }

    /**
     * The VM's side of an invokeExact/invoke call site of type `callType` (called by the
     * invoker of signature_polymorphic.cpp): `refs[i]` holds the i-th argument if it is a
     * reference, `prims[i]` its bits otherwise (int values, raw float and double bits).
     * Returns the result boxed as callType's return type says (null for void); the VM unboxes it.
     */
    static Object linkCall(MethodHandle mh, MethodType callType, boolean exact, Object[] refs, long[] prims)
            throws Throwable {
        if (mh.type != callType) {
            if (exact) {
                throw new WrongMethodTypeException("expected " + mh.type + " but found " + callType);
            }
            mh = mh.asType(callType);
        }
        Class<?>[] ptypes = callType.ptypes();
        Object[] args = new Object[ptypes.length];
        for (int i = 0; i < args.length; i++) {
            args[i] = ptypes[i].isPrimitive() ? Values.box(ptypes[i], prims[i]) : refs[i];
        }
        return mh.invokeImpl(args);
    }
}
