// Direct method handles: the handles Lookup's find*/unreflect* give for methods, constructors
// and fields. Method and constructor calls go to the VM directly (MethodHandleNatives), fields
// through java.lang.reflect.Field.
package java.lang.invoke;

/**
 * A handle on one member: its reference kind (JVMS §5.4.3.5: getField, getStatic, putField,
 * putStatic, invokeVirtual, invokeStatic, invokeSpecial, newInvokeSpecial, invokeInterface),
 * the class and JVM descriptor the VM calls it by, or the reflective Field of a field.
 */
final class DirectMethodHandle extends MethodHandle {
    static final byte REF_getField = 1, REF_getStatic = 2, REF_putField = 3, REF_putStatic = 4,
            REF_invokeVirtual = 5, REF_invokeStatic = 6, REF_invokeSpecial = 7, REF_newInvokeSpecial = 8,
            REF_invokeInterface = 9;

    private final byte refKind;
    private final Class<?> clazz;
    private final String name;
    private final String descriptor;
    private final java.lang.reflect.Field field;
    /** Static members: class initialization has run (racy but idempotent). */
    private volatile boolean initialized;

    /** A method or constructor handle of type `type`; `clazz` declares it (SPECIAL: resolves it). */
    DirectMethodHandle(MethodType type, byte refKind, Class<?> clazz, String name, String descriptor) {
        super(type);
        this.refKind = refKind;
        this.clazz = clazz;
        this.name = name;
        this.descriptor = descriptor;
        this.field = null;
    }

    /** A field getter or setter handle. */
    DirectMethodHandle(MethodType type, byte refKind, java.lang.reflect.Field field) {
        super(type);
        this.refKind = refKind;
        this.clazz = field.getDeclaringClass();
        this.name = field.getName();
        this.descriptor = null;
        this.field = field;
    }

    byte refKind() {
        return refKind;
    }

    @Override
    Object invokeImpl(Object[] args) throws Throwable {
        switch (refKind) {
            case REF_getField:
                return field.get(nonNull(args[0]));
            case REF_putField:
                field.set(nonNull(args[0]), args[1]);
                return null;
            case REF_getStatic:
                initialize();
                return field.get(null);
            case REF_putStatic:
                initialize();
                field.set(null, args[0]);
                return null;
            default:
                break;
        }
        int kind;
        int first = 0;
        Object receiver = null;
        switch (refKind) {
            case REF_invokeStatic: kind = MethodHandleNatives.STATIC; break;
            case REF_newInvokeSpecial: kind = MethodHandleNatives.CONSTRUCTOR; break;
            case REF_invokeSpecial: kind = MethodHandleNatives.SPECIAL; first = 1; break;
            default: kind = MethodHandleNatives.VIRTUAL; first = 1; break;
        }
        if (first == 1) {
            receiver = nonNull(args[0]);
        }
        int n = args.length - first;
        Object[] refs = new Object[n];
        long[] prims = new long[n];
        Class<?>[] ptypes = type().ptypes();
        for (int i = 0; i < n; i++) {
            Class<?> p = ptypes[first + i];
            if (p.isPrimitive()) {
                prims[i] = Values.bits(p, args[first + i]);
            } else {
                refs[i] = args[first + i];
            }
        }
        return MethodHandleNatives.invokeMember(kind, clazz, name, descriptor, receiver, refs, prims);
    }

    private static Object nonNull(Object receiver) {
        if (receiver == null) {
            throw new NullPointerException();
        }
        return receiver;
    }

    private void initialize() {
        if (!initialized) {
            MethodHandleNatives.ensureInitialized(clazz);
            initialized = true;
        }
    }
}
