// The VM natives behind java.lang.invoke (runtime/natives/invoke_natives.cpp): the caller of a
// Lookup factory, and direct calls of methods and constructors that unwrap nothing.
package java.lang.invoke;

/** Natives of java.lang.invoke; package-private. */
final class MethodHandleNatives {
    private MethodHandleNatives() {}

    /** Kinds of invokeMember. */
    static final int STATIC = 0, VIRTUAL = 1, SPECIAL = 2, CONSTRUCTOR = 3;

    /** The class of the innermost caller outside java.lang.invoke (MethodHandles.lookup's caller). */
    static native Class<?> callerClass();

    /**
     * Calls `name`/`descriptor` declared by (or, for VIRTUAL, selected from the receiver's class
     * above) `c`, as `kind` says: STATIC initializes `c` first; VIRTUAL dispatches on `receiver`
     * (NullPointerException when null) unless the method is private; SPECIAL calls exactly the
     * method `c` resolves; CONSTRUCTOR allocates an instance of `c` (initialized first) and runs
     * the constructor, returning the instance. Arguments as reflection passes them: refs[i] for
     * references, prims[i] the bits of primitives. The result boxed; exceptions propagate as thrown.
     */
    static native Object invokeMember(int kind, Class<?> c, String name, String descriptor, Object receiver,
                                      Object[] refs, long[] prims) throws Throwable;

    /** Class initialization of `c` (JVMS §5.5); errors propagate. */
    static native void ensureInitialized(Class<?> c);
}
