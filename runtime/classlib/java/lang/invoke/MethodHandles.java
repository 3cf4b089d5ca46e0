// java.lang.invoke.MethodHandles: Lookup (finding direct handles with the JDK's access rules and
// messages) and the static factories of adapter handles. VarHandles and class definition are not here.
package java.lang.invoke;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;

/**
 * Factories of method handles (JDK 17's names and checks): lookup/publicLookup/privateLookupIn,
 * constant, identity, zero, empty, insertArguments, dropArguments, filterReturnValue,
 * filterArguments, guardWithTest, permuteArguments, catchException, throwException, invoker,
 * exactInvoker. The adapters are the small classes of Combinators.
 */
public class MethodHandles {
    private MethodHandles() {}

    /** Stands for the unnamed module in messages ("unnamed module @1b6d3586"): its identity hash. */
    private static final Object UNNAMED_MODULE = new Object();

    /** A full-privilege lookup on the caller's class. */
    public static Lookup lookup() {
        Class<?> caller = MethodHandleNatives.callerClass();
        return new Lookup(caller == null ? Object.class : caller, null, Lookup.FULL_POWER_MODES);
    }

    /** The lookup on public members of public classes (UNCONDITIONAL mode, lookup class Object). */
    public static Lookup publicLookup() {
        return Lookup.PUBLIC_LOOKUP;
    }

    /** A lookup with private access to `targetClass`, for a caller lookup with full privilege. */
    public static Lookup privateLookupIn(Class<?> targetClass, Lookup caller) throws IllegalAccessException {
        if (targetClass.isPrimitive()) {
            throw new IllegalArgumentException(targetClass + " is a primitive class");
        }
        if (targetClass.isArray()) {
            throw new IllegalArgumentException(targetClass + " is an array class");
        }
        if ((caller.lookupModes() & (Lookup.PRIVATE | Lookup.MODULE)) != (Lookup.PRIVATE | Lookup.MODULE)) {
            throw new IllegalAccessException("caller does not have PRIVATE and MODULE lookup mode");
        }
        if (isBoot(targetClass) && !isBoot(caller.lookupClass())) {
            throw new IllegalAccessException(moduleText(targetClass) + " does not open " + targetClass.getPackageName()
                    + " to " + moduleText(caller.lookupClass()));
        }
        return new Lookup(targetClass, null, Lookup.FULL_POWER_MODES & ~Lookup.ORIGINAL);
    }

    static boolean isBoot(Class<?> c) {
        while (c.isArray()) {
            c = c.getComponentType();
        }
        return c.isPrimitive() || c.getClassLoader() == null;
    }

    /** "unnamed module @1b6d3586" or "module java.base", as Module.toString prints. */
    static String moduleText(Class<?> c) {
        return isBoot(c) ? "module java.base" : "unnamed module @" + Integer.toHexString(System.identityHashCode(UNNAMED_MODULE));
    }

    public static MethodHandle constant(Class<?> type, Object value) {
        if (type == void.class) {
            throw new IllegalArgumentException("void type");
        }
        Object v = type.isPrimitive() ? Values.unboxChecked(value, type) : type.cast(value);
        return new Combinators.Constant(MethodType.methodType(type), v, false);
    }

    public static MethodHandle identity(Class<?> type) {
        if (type == void.class) {
            throw new IllegalArgumentException("void type");
        }
        return new Combinators.Constant(MethodType.methodType(type, type), null, true);
    }

    public static MethodHandle zero(Class<?> type) {
        if (type == null) {
            throw new NullPointerException();
        }
        return new Combinators.Constant(MethodType.methodType(type), Values.zero(type), false);
    }

    public static MethodHandle empty(MethodType type) {
        return new Combinators.Constant(type, Values.zero(type.returnType()), false);
    }

    public static MethodHandle insertArguments(MethodHandle target, int pos, Object... values) {
        MethodType t = target.type();
        if (pos < 0 || pos + values.length > t.parameterCount()) {
            throw new IllegalArgumentException("too many values to insert");
        }
        Object[] vs = values.clone();
        for (int i = 0; i < vs.length; i++) {
            Class<?> p = t.parameterType(pos + i);
            vs[i] = p.isPrimitive() ? Values.unboxChecked(vs[i], p) : p.cast(vs[i]);
        }
        return new Combinators.Insert(target, pos, vs);
    }

    public static MethodHandle dropArguments(MethodHandle target, int pos, Class<?>... valueTypes) {
        if (pos < 0 || pos > target.type().parameterCount()) {
            throw new IllegalArgumentException("no argument type to remove" + java.util.Arrays.asList(target.type(), pos, valueTypes));
        }
        return new Combinators.Drop(target, pos, valueTypes.clone());
    }

    public static MethodHandle dropArguments(MethodHandle target, int pos, List<Class<?>> valueTypes) {
        return dropArguments(target, pos, valueTypes.toArray(new Class<?>[0]));
    }

    public static MethodHandle filterReturnValue(MethodHandle target, MethodHandle filter) {
        MethodType tt = target.type(), ft = filter.type();
        Class<?> r = tt.returnType();
        boolean ok = r == void.class ? ft.parameterCount() == 0 : ft.parameterCount() == 1 && ft.parameterType(0) == r;
        if (!ok) {
            throw new IllegalArgumentException("target and filter types do not match: " + tt + ", " + ft);
        }
        return new Combinators.FilterReturn(target, filter);
    }

    public static MethodHandle filterArguments(MethodHandle target, int pos, MethodHandle... filters) {
        MethodType t = target.type();
        if (pos < 0 || pos + filters.length > t.parameterCount()) {
            throw new IllegalArgumentException("too many filters");
        }
        MethodType nt = t;
        for (int i = 0; i < filters.length; i++) {
            MethodHandle f = filters[i];
            if (f == null) {
                continue;
            }
            MethodType ft = f.type();
            if (ft.parameterCount() != 1 || ft.returnType() != t.parameterType(pos + i)) {
                throw new IllegalArgumentException("target and filter types do not match: " + t + ", " + ft);
            }
            nt = nt.changeParameterType(pos + i, ft.parameterType(0));
        }
        return new Combinators.FilterArguments(target, pos, filters.clone(), nt);
    }

    public static MethodHandle guardWithTest(MethodHandle test, MethodHandle target, MethodHandle fallback) {
        MethodType gt = test.type(), tt = target.type(), ft = fallback.type();
        if (!tt.equals(ft)) {
            throw new IllegalArgumentException("target and fallback types must match: " + tt + " != " + ft);
        }
        boolean ok = gt.returnType() == boolean.class && gt.parameterCount() <= tt.parameterCount();
        for (int i = 0; ok && i < gt.parameterCount(); i++) {
            ok = gt.parameterType(i) == tt.parameterType(i);
        }
        if (!ok) {
            throw new IllegalArgumentException("target and test types must match: " + tt + " != " + gt);
        }
        return new Combinators.Guard(test, target, fallback);
    }

    public static MethodHandle permuteArguments(MethodHandle target, MethodType newType, int... reorder) {
        MethodType t = target.type();
        if (reorder.length != t.parameterCount()) {
            throw new IllegalArgumentException("bad reorder array: " + java.util.Arrays.toString(reorder));
        }
        for (int i = 0; i < reorder.length; i++) {
            int j = reorder[i];
            if (j < 0 || j >= newType.parameterCount() || newType.parameterType(j) != t.parameterType(i)) {
                throw new IllegalArgumentException("parameter types do not match after reorder");
            }
        }
        if (newType.returnType() != t.returnType()) {
            throw new IllegalArgumentException("return types do not match");
        }
        return new Combinators.Permute(target, newType, reorder.clone());
    }

    /** A handle of type (exType)rtype that throws its argument. */
    public static MethodHandle throwException(Class<?> returnType, Class<? extends Throwable> exType) {
        return new Thrower(MethodType.methodType(returnType, exType));
    }

    /** target, or on an exception of exType, handler(exception, leading arguments...). */
    public static MethodHandle catchException(MethodHandle target, Class<? extends Throwable> exType, MethodHandle handler) {
        return new Catcher(target, exType, handler);
    }

    /** A handle of type (MethodHandle, type...) that calls its first argument with invokeExact. */
    public static MethodHandle exactInvoker(MethodType type) {
        return new Invoker(type, true);
    }

    /** A handle of type (MethodHandle, type...) that calls its first argument with invoke. */
    public static MethodHandle invoker(MethodType type) {
        return new Invoker(type, false);
    }

    static final class Thrower extends MethodHandle {
        Thrower(MethodType type) {
            super(type);
        }

        @Override
        Object invokeImpl(Object[] args) throws Throwable {
            throw (Throwable) args[0];
        }
    }

    static final class Catcher extends MethodHandle {
        private final MethodHandle target, handler;
        private final Class<? extends Throwable> exType;

        Catcher(MethodHandle target, Class<? extends Throwable> exType, MethodHandle handler) {
            super(target.type());
            this.target = target;
            this.exType = exType;
            this.handler = handler;
        }

        @Override
        Object invokeImpl(Object[] args) throws Throwable {
            try {
                return target.invokeImpl(args);
            } catch (Throwable e) {
                if (!exType.isInstance(e)) {
                    throw e;
                }
                Object[] h = new Object[handler.type().parameterCount()];
                h[0] = e;
                System.arraycopy(args, 0, h, 1, h.length - 1);
                return handler.invokeImpl(h);
            }
        }
    }

    static final class Invoker extends MethodHandle {
        private final MethodType callType;
        private final boolean exact;

        Invoker(MethodType callType, boolean exact) {
            super(callType.insertParameterTypes(0, MethodHandle.class));
            this.callType = callType;
            this.exact = exact;
        }

        @Override
        Object invokeImpl(Object[] args) throws Throwable {
            MethodHandle mh = (MethodHandle) args[0];
            if (mh == null) {
                throw new NullPointerException();
            }
            if (mh.type() != callType) {
                if (exact) {
                    throw new WrongMethodTypeException("expected " + mh.type() + " but found " + callType);
                }
                mh = mh.asType(callType);
            }
            Object[] rest = new Object[args.length - 1];
            System.arraycopy(args, 1, rest, 0, rest.length);
            return mh.invokeImpl(rest);
        }
    }

    /**
     * A lookup class with access modes (JDK 17's bits): the handles it finds are those that
     * bytecode of the lookup class could use (JVMS §5.4.4), checked when the handle is made.
     * Messages are JDK 17's: members the JVM's resolution would refuse are "no such method" /
     * "no such constructor" (IllegalAccessException, or NoSuchMethodException when absent);
     * field and other access failures name the member and the lookup class
     * ("member is private: C.f/int/getField, from class L (unnamed module @1b6d3586)").
     */
    public static final class Lookup {
        public static final int PUBLIC = 1;
        public static final int PRIVATE = 2;
        public static final int PROTECTED = 4;
        public static final int PACKAGE = 8;
        public static final int MODULE = 16;
        public static final int UNCONDITIONAL = 32;
        public static final int ORIGINAL = 64;
        static final int FULL_POWER_MODES = PUBLIC | PRIVATE | PROTECTED | PACKAGE | MODULE | ORIGINAL;

        static final Lookup PUBLIC_LOOKUP = new Lookup(Object.class, null, UNCONDITIONAL);

        private final Class<?> lookupClass;
        private final Class<?> prevLookupClass;
        private final int allowedModes;

        Lookup(Class<?> lookupClass, Class<?> prevLookupClass, int allowedModes) {
            this.lookupClass = lookupClass;
            this.prevLookupClass = prevLookupClass;
            this.allowedModes = allowedModes;
        }

        public Class<?> lookupClass() {
            return lookupClass;
        }

        public Class<?> previousLookupClass() {
            return prevLookupClass;
        }

        public int lookupModes() {
            return allowedModes;
        }

        @Deprecated
        public boolean hasPrivateAccess() {
            return hasFullPrivilegeAccess();
        }

        public boolean hasFullPrivilegeAccess() {
            return (allowedModes & (PRIVATE | MODULE)) == (PRIVATE | MODULE);
        }

        /** A lookup on `requestedLookupClass` with the modes JDK 17's Lookup.in keeps. */
        public Lookup in(Class<?> requestedLookupClass) {
            if (requestedLookupClass == null) {
                throw new NullPointerException();
            }
            if (requestedLookupClass.isPrimitive() || requestedLookupClass.isArray()) {
                throw new IllegalArgumentException(requestedLookupClass + " is a primitive or array class");
            }
            if (requestedLookupClass == lookupClass) {
                return this;
            }
            int newModes = (allowedModes & FULL_POWER_MODES) & ~ORIGINAL;
            Class<?> plc = prevLookupClass;
            if ((allowedModes & UNCONDITIONAL) != 0) {
                newModes = UNCONDITIONAL;
            } else if (isBoot(lookupClass) != isBoot(requestedLookupClass)) {
                if (plc != null && isBoot(plc) != isBoot(requestedLookupClass)) {
                    newModes = 0;
                }
                newModes &= ~(MODULE | PACKAGE | PRIVATE | PROTECTED);
                plc = lookupClass;
            }
            if ((newModes & PACKAGE) != 0 && !samePackage(lookupClass, requestedLookupClass)) {
                newModes &= ~(PACKAGE | PRIVATE | PROTECTED);
            }
            if ((newModes & PRIVATE) != 0 && lookupClass.getNestHost() != requestedLookupClass.getNestHost()) {
                newModes &= ~(PRIVATE | PROTECTED);
            }
            if ((newModes & (PUBLIC | UNCONDITIONAL)) != 0 && !Modifier.isPublic(requestedLookupClass.getModifiers())
                    && !samePackage(lookupClass, requestedLookupClass)) {
                newModes = 0;
            }
            return new Lookup(requestedLookupClass, plc, newModes);
        }

        /** This lookup without `modeToDrop` (and the modes that depend on it). */
        public Lookup dropLookupMode(int modeToDrop) {
            int newModes = allowedModes & ~(modeToDrop | PROTECTED | ORIGINAL);
            switch (modeToDrop) {
                case PUBLIC: newModes &= ~FULL_POWER_MODES; break;
                case MODULE: newModes &= ~(PACKAGE | PRIVATE); break;
                case PACKAGE: newModes &= ~PRIVATE; break;
                case PROTECTED: case PRIVATE: case ORIGINAL: case UNCONDITIONAL: break;
                default: throw new IllegalArgumentException(modeToDrop + " is not a valid mode to drop");
            }
            return newModes == allowedModes ? this : new Lookup(lookupClass, prevLookupClass, newModes);
        }

        /** "Probe", "java.lang.Object/publicLookup", "Other/package": JDK 17's form. */
        @Override
        public String toString() {
            String cname = lookupClass.getName();
            if (prevLookupClass != null) {
                cname += "/" + prevLookupClass.getName();
            }
            switch (allowedModes) {
                case 0: return cname + "/noaccess";
                case UNCONDITIONAL: return cname + "/publicLookup";
                case PUBLIC: return cname + "/public";
                case PUBLIC | MODULE: return cname + "/module";
                case PUBLIC | PACKAGE:
                case PUBLIC | MODULE | PACKAGE: return cname + "/package";
                case PUBLIC | PACKAGE | PRIVATE:
                case PUBLIC | MODULE | PACKAGE | PRIVATE: return cname + "/private";
                case PUBLIC | PACKAGE | PRIVATE | PROTECTED:
                case PUBLIC | MODULE | PACKAGE | PRIVATE | PROTECTED:
                case FULL_POWER_MODES: return cname;
                default: return cname + "/" + Integer.toHexString(allowedModes);
            }
        }

        public Class<?> findClass(String targetName) throws ClassNotFoundException, IllegalAccessException {
            Class<?> c = Class.forName(targetName, false, lookupClass.getClassLoader());
            checkClassAccess(c);
            return c;
        }

        public Class<?> accessClass(Class<?> targetClass) throws IllegalAccessException {
            checkClassAccess(targetClass);
            return targetClass;
        }

        // --- methods and constructors ---------------------------------------------------------

        public MethodHandle findStatic(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            checkClassAccess(refc);
            String what = methodText(refc, name, type, "invokeStatic");
            Method m = resolveOrFail(refc, name, type, what);
            if (m == null) {
                throw new NoSuchMethodException("no such method: " + what);
            }
            if (!Modifier.isStatic(m.getModifiers()) || !canAccess(m.getDeclaringClass(), m.getModifiers())) {
                throw new IllegalAccessException("no such method: " + what);
            }
            return methodHandle(m, DirectMethodHandle.REF_invokeStatic, m.getDeclaringClass(), type);
        }

        public MethodHandle findVirtual(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            checkClassAccess(refc);
            if (refc == MethodHandle.class && (name.equals("invokeExact") || name.equals("invoke"))) {
                return new Invoker(type, name.equals("invokeExact"));
            }
            String kind = refc.isInterface() ? "invokeInterface" : "invokeVirtual";
            String what = methodText(refc, name, type, kind);
            Method m = resolveOrFail(refc, name, type, what);
            if (m == null) {
                throw new NoSuchMethodException("no such method: " + what);
            }
            if (Modifier.isStatic(m.getModifiers()) || !canAccess(m.getDeclaringClass(), m.getModifiers())) {
                throw new IllegalAccessException("no such method: " + what);
            }
            byte refKind = refc.isInterface() ? DirectMethodHandle.REF_invokeInterface : DirectMethodHandle.REF_invokeVirtual;
            return methodHandle(m, refKind, refc, type.insertParameterTypes(0, refc));
        }

        public MethodHandle findSpecial(Class<?> refc, String name, MethodType type, Class<?> specialCaller)
                throws NoSuchMethodException, IllegalAccessException {
            checkSpecialCaller(refc, specialCaller);
            checkClassAccess(refc);
            String what = methodText(refc, name, type, "invokeSpecial");
            Method m = resolveOrFail(refc, name, type, what);
            if (m == null) {
                throw new NoSuchMethodException("no such method: " + what);
            }
            if (Modifier.isStatic(m.getModifiers()) || !canAccess(m.getDeclaringClass(), m.getModifiers())) {
                throw new IllegalAccessException("no such method: " + what);
            }
            return methodHandle(m, DirectMethodHandle.REF_invokeSpecial, refc, type.insertParameterTypes(0, specialCaller));
        }

        public MethodHandle findConstructor(Class<?> refc, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            checkClassAccess(refc);
            String what = methodText(refc, "<init>", type, "newInvokeSpecial");
            Constructor<?> c = null;
            if (type.returnType() == void.class && !refc.isInterface() && !refc.isArray() && !refc.isPrimitive()) {
                for (Constructor<?> k : refc.getDeclaredConstructors()) {
                    if (java.util.Arrays.equals(k.getParameterTypes(), type.ptypes())) {
                        c = k;
                    }
                }
            }
            if (c == null) {
                throw new NoSuchMethodException("no such constructor: " + what);
            }
            if (!canAccess(refc, c.getModifiers())) {
                throw new IllegalAccessException("no such constructor: " + what);
            }
            return constructorHandle(c);
        }

        public MethodHandle unreflect(Method m) throws IllegalAccessException {
            Class<?> d = m.getDeclaringClass();
            boolean isStatic = Modifier.isStatic(m.getModifiers());
            MethodType type = MethodType.methodType(m.getReturnType(), m.getParameterTypes());
            String kind = isStatic ? "invokeStatic" : d.isInterface() ? "invokeInterface" : "invokeVirtual";
            if (!m.isAccessible()) {
                checkMemberAccess(d, m.getModifiers(), methodText(d, m.getName(), type, kind));
            }
            byte refKind = isStatic ? DirectMethodHandle.REF_invokeStatic
                    : d.isInterface() ? DirectMethodHandle.REF_invokeInterface : DirectMethodHandle.REF_invokeVirtual;
            return methodHandle(m, refKind, d, isStatic ? type : type.insertParameterTypes(0, d));
        }

        public MethodHandle unreflectSpecial(Method m, Class<?> specialCaller) throws IllegalAccessException {
            Class<?> d = m.getDeclaringClass();
            checkSpecialCaller(d, specialCaller);
            MethodType type = MethodType.methodType(m.getReturnType(), m.getParameterTypes());
            if (!m.isAccessible()) {
                checkMemberAccess(d, m.getModifiers(), methodText(d, m.getName(), type, "invokeSpecial"));
            }
            return methodHandle(m, DirectMethodHandle.REF_invokeSpecial, d, type.insertParameterTypes(0, specialCaller));
        }

        public MethodHandle unreflectConstructor(Constructor<?> c) throws IllegalAccessException {
            Class<?> d = c.getDeclaringClass();
            if (!c.isAccessible()) {
                MethodType type = MethodType.methodType(void.class, c.getParameterTypes());
                checkMemberAccess(d, c.getModifiers(), methodText(d, "<init>", type, "newInvokeSpecial"));
            }
            return constructorHandle(c);
        }

        // --- fields ----------------------------------------------------------------------------

        public MethodHandle findGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return fieldHandle(refc, name, type, false, false);
        }

        public MethodHandle findSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return fieldHandle(refc, name, type, false, true);
        }

        public MethodHandle findStaticGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return fieldHandle(refc, name, type, true, false);
        }

        public MethodHandle findStaticSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return fieldHandle(refc, name, type, true, true);
        }

        public MethodHandle unreflectGetter(Field f) throws IllegalAccessException {
            return unreflectField(f, false);
        }

        public MethodHandle unreflectSetter(Field f) throws IllegalAccessException {
            return unreflectField(f, true);
        }

        private MethodHandle fieldHandle(Class<?> refc, String name, Class<?> type, boolean wantStatic, boolean setter)
                throws NoSuchFieldException, IllegalAccessException {
            checkClassAccess(refc);
            Field f = resolveField(refc, name, type);
            if (f == null) {
                String kind = (setter ? "put" : "get") + (wantStatic ? "Static" : "Field");
                throw new NoSuchFieldException("no such field: " + refc.getName() + "." + name + "/" + type.getName() + "/" + kind);
            }
            int mods = f.getModifiers();
            boolean isStatic = Modifier.isStatic(mods);
            String what = fieldText(refc, f, setter);
            if (isStatic != wantStatic) {
                throw accessException(wantStatic ? "expected a static field" : "expected a non-static field", what);
            }
            checkMemberAccess(f.getDeclaringClass(), mods, what);
            if (setter && Modifier.isFinal(mods)) {
                throw accessException("unexpected set of a final field", what);
            }
            return makeFieldHandle(f, setter);
        }

        private MethodHandle unreflectField(Field f, boolean setter) throws IllegalAccessException {
            int mods = f.getModifiers();
            String what = fieldText(f.getDeclaringClass(), f, setter);
            if (!f.isAccessible()) {
                checkMemberAccess(f.getDeclaringClass(), mods, what);
            }
            if (setter && Modifier.isFinal(mods) && (Modifier.isStatic(mods) || !f.isAccessible())) {
                throw accessException("unexpected set of a final field", what);
            }
            return makeFieldHandle(f, setter);
        }

        private static MethodHandle makeFieldHandle(Field f, boolean setter) {
            boolean isStatic = Modifier.isStatic(f.getModifiers());
            Class<?> d = f.getDeclaringClass(), t = f.getType();
            MethodType type;
            byte kind;
            if (isStatic) {
                type = setter ? MethodType.methodType(void.class, t) : MethodType.methodType(t);
                kind = setter ? DirectMethodHandle.REF_putStatic : DirectMethodHandle.REF_getStatic;
            } else {
                type = setter ? MethodType.methodType(void.class, d, t) : MethodType.methodType(t, d);
                kind = setter ? DirectMethodHandle.REF_putField : DirectMethodHandle.REF_getField;
            }
            return new DirectMethodHandle(type, kind, f);
        }

        // --- resolution and access ---------------------------------------------------------------

        /** A direct handle on method `m`, a varargs collector for a varargs method. */
        private static MethodHandle methodHandle(Method m, byte refKind, Class<?> clazz, MethodType type) {
            MethodType mt = MethodType.methodType(m.getReturnType(), m.getParameterTypes());
            Class<?> callClass = refKind == DirectMethodHandle.REF_invokeSpecial || refKind == DirectMethodHandle.REF_invokeStatic
                    ? m.getDeclaringClass() : clazz;
            MethodHandle h = new DirectMethodHandle(type, refKind, callClass, m.getName(), mt.toMethodDescriptorString());
            return m.isVarArgs() ? h.asVarargsCollector(type.lastParameterType()) : h;
        }

        private static MethodHandle constructorHandle(Constructor<?> c) {
            Class<?> d = c.getDeclaringClass();
            MethodType init = MethodType.methodType(void.class, c.getParameterTypes());
            MethodHandle h = new DirectMethodHandle(init.changeReturnType(d), DirectMethodHandle.REF_newInvokeSpecial, d,
                    "<init>", init.toMethodDescriptorString());
            return c.isVarArgs() ? h.asVarargsCollector(init.lastParameterType()) : h;
        }

        /** The method `name` of exactly `type` in refc, its superclasses, then its superinterfaces (JVMS §5.4.3.3). */
        static Method resolveMethod(Class<?> refc, String name, MethodType type) {
            for (Class<?> c = refc; c != null; c = c.getSuperclass()) {
                Method m = declaredMethod(c, name, type);
                if (m != null) {
                    return m;
                }
            }
            Method m = interfaceMethod(refc, name, type);
            if (m == null && refc.isInterface()) {
                m = declaredMethod(Object.class, name, type);
                if (m != null && !Modifier.isPublic(m.getModifiers())) {
                    m = null;
                }
            }
            return m;
        }

        private static Method interfaceMethod(Class<?> c, String name, MethodType type) {
            for (Class<?> k = c; k != null; k = k.getSuperclass()) {
                for (Class<?> i : k.getInterfaces()) {
                    Method m = declaredMethod(i, name, type);
                    if (m == null) {
                        m = interfaceMethod(i, name, type);
                    }
                    if (m != null) {
                        return m;
                    }
                }
            }
            return null;
        }

        private static Method declaredMethod(Class<?> c, String name, MethodType type) {
            for (Method m : c.getDeclaredMethods()) {
                if (m.getName().equals(name) && m.getReturnType() == type.returnType()
                        && java.util.Arrays.equals(m.getParameterTypes(), type.ptypes())) {
                    return m;
                }
            }
            return null;
        }

        /** The field `name` of `type` in refc, its superinterfaces, then its superclasses (JVMS §5.4.3.2). */
        static Field resolveField(Class<?> refc, String name, Class<?> type) {
            for (Field f : refc.getDeclaredFields()) {
                if (f.getName().equals(name) && f.getType() == type) {
                    return f;
                }
            }
            for (Class<?> i : refc.getInterfaces()) {
                Field f = resolveField(i, name, type);
                if (f != null) {
                    return f;
                }
            }
            Class<?> s = refc.getSuperclass();
            return s == null ? null : resolveField(s, name, type);
        }

        /**
         * resolveMethod, with refc failing verification when resolution links it reported as
         * JDK 17's MemberName.makeAccessException reports it: IllegalAccessException "no such
         * method: <what>" with the VerifyError as its cause. Other linkage errors pass as they
         * are: resolveMethod reads refc's declared methods, which loads the classes of every
         * method's signature (HotSpot's resolution does not), so their errors are not the
         * resolution's and java meets them later, unwrapped.
         */
        private static Method resolveOrFail(Class<?> refc, String name, MethodType type, String what)
                throws IllegalAccessException {
            try {
                return resolveMethod(refc, name, type);
            } catch (VerifyError e) {
                IllegalAccessException x = new IllegalAccessException("no such method: " + what);
                x.initCause(e);
                throw x;
            }
        }

        private static String methodText(Class<?> c, String name, MethodType type, String kind) {
            return c.getName() + "." + name + type + "/" + kind;
        }

        private static String fieldText(Class<?> refc, Field f, boolean setter) {
            String kind = (setter ? "put" : "get") + (Modifier.isStatic(f.getModifiers()) ? "Static" : "Field");
            return refc.getName() + "." + f.getName() + "/" + f.getType().getName() + "/" + kind;
        }

        /** "message: member, from class L (unnamed module @h)" (or "from public Lookup"). */
        private IllegalAccessException accessException(String message, String member) {
            String from = allowedModes == UNCONDITIONAL ? "public Lookup"
                    : lookupClass + " (" + moduleText(lookupClass) + ")";
            if (prevLookupClass != null && allowedModes != UNCONDITIONAL) {
                from += ", previous lookup " + prevLookupClass.getName() + " (" + moduleText(prevLookupClass) + ")";
            }
            return new IllegalAccessException(message + ": " + member + ", from " + from);
        }

        private void checkClassAccess(Class<?> refc) throws IllegalAccessException {
            Class<?> c = refc;
            while (c.isArray()) {
                c = c.getComponentType();
            }
            if (c.isPrimitive() || Modifier.isPublic(c.getModifiers())) {
                if (allowedModes != 0) {
                    return;
                }
            } else if ((allowedModes & PACKAGE) != 0 && samePackage(lookupClass, c)) {
                return;
            }
            throw accessException("symbolic reference class is not accessible", refc.toString());
        }

        private void checkSpecialCaller(Class<?> refc, Class<?> specialCaller) throws IllegalAccessException {
            if (!hasFullPrivilegeAccess()
                    || specialCaller != lookupClass && !(refc.isInterface() && refc.isAssignableFrom(specialCaller))) {
                throw accessException("no private access for invokespecial", specialCaller.toString());
            }
        }

        /** Whether code in the lookup class, with this lookup's modes, may use a member of `d` with `mods` (JVMS §5.4.4). */
        private boolean canAccess(Class<?> d, int mods) {
            if (Modifier.isPublic(mods)) {
                return allowedModes != 0;  // the class's own accessibility is checked apart
            }
            if (Modifier.isPrivate(mods)) {
                return (allowedModes & PRIVATE) != 0 && (d == lookupClass || d.getNestHost() == lookupClass.getNestHost());
            }
            if ((allowedModes & PACKAGE) != 0 && samePackage(lookupClass, d)) {
                return true;
            }
            return Modifier.isProtected(mods) && (allowedModes & PROTECTED) != 0 && d.isAssignableFrom(lookupClass);
        }

        private void checkMemberAccess(Class<?> d, int mods, String what) throws IllegalAccessException {
            if (canAccess(d, mods)) {
                return;
            }
            String message = Modifier.isPrivate(mods) ? "member is private"
                    : Modifier.isProtected(mods) ? "member is protected"
                    : Modifier.isPublic(mods) ? "access to public member failed" : "member is private to package";
            throw accessException(message, what);
        }

        private static boolean samePackage(Class<?> a, Class<?> b) {
            return a.getPackageName().equals(b.getPackageName()) && isBoot(a) == isBoot(b);
        }
    }
}
