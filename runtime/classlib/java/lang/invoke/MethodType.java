// java.lang.invoke.MethodType: the return and parameter types of a method handle or a call site,
// interned so that == compares them (as the JDK's). Does not check access to the classes it names.
package java.lang.invoke;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;

/**
 * An immutable, interned (return type, parameter types) pair. Factories, queries and
 * derivations follow JDK 17 (methodType, genericMethodType, changeParameterType,
 * insert/append/dropParameterTypes, changeReturnType, wrap/unwrap/erase/generic,
 * fromMethodDescriptorString, toMethodDescriptorString); toString is "(int,String)void" with
 * simple names. The VM asks for the type of a signature-polymorphic call site through
 * fromCallSite (runtime/classloading/signature_polymorphic.cpp). Thread-safe.
 */
public final class MethodType implements java.io.Serializable {
    private static final long serialVersionUID = 292L;

    /** Every MethodType made so far, by value: the intern table (guarded by itself). */
    private static final HashMap<MethodType, MethodType> INTERNED = new HashMap<MethodType, MethodType>();
    private static final Class<?>[] NO_PTYPES = new Class<?>[0];

    private final Class<?> rtype;
    private final Class<?>[] ptypes;
    /** JVM descriptor, made on first use (racy but idempotent). */
    private String descriptor;

    private MethodType(Class<?> rtype, Class<?>[] ptypes) {
        this.rtype = rtype;
        this.ptypes = ptypes;
    }

    /** The interned type of (rtype, ptypes); checks for null and void parameters. `trusted`: ptypes is a private copy. */
    private static MethodType make(Class<?> rtype, Class<?>[] ptypes, boolean trusted) {
        if (rtype == null) {
            throw new NullPointerException();
        }
        Class<?>[] p = trusted ? ptypes : ptypes.clone();
        for (Class<?> c : p) {
            if (c == null) {
                throw new NullPointerException();
            }
            if (c == void.class) {
                throw new IllegalArgumentException("parameter type cannot be void");
            }
        }
        if (p.length > 255) {
            throw new IllegalArgumentException("bad parameter count " + p.length);
        }
        MethodType probe = new MethodType(rtype, p.length == 0 ? NO_PTYPES : p);
        synchronized (INTERNED) {
            MethodType existing = INTERNED.get(probe);
            if (existing != null) {
                return existing;
            }
            INTERNED.put(probe, probe);
            return probe;
        }
    }

    public static MethodType methodType(Class<?> rtype, Class<?>[] ptypes) {
        return make(rtype, ptypes, false);
    }

    public static MethodType methodType(Class<?> rtype, List<Class<?>> ptypes) {
        return make(rtype, ptypes.toArray(new Class<?>[0]), true);
    }

    public static MethodType methodType(Class<?> rtype, Class<?> ptype0, Class<?>... ptypes) {
        Class<?>[] p = new Class<?>[1 + ptypes.length];
        p[0] = ptype0;
        System.arraycopy(ptypes, 0, p, 1, ptypes.length);
        return make(rtype, p, true);
    }

    public static MethodType methodType(Class<?> rtype) {
        return make(rtype, NO_PTYPES, true);
    }

    public static MethodType methodType(Class<?> rtype, Class<?> ptype0) {
        return make(rtype, new Class<?>[] {ptype0}, true);
    }

    public static MethodType methodType(Class<?> rtype, MethodType ptypes) {
        return make(rtype, ptypes.ptypes, true);
    }

    /** (Object, ..., Object)Object with `objectArgCount` parameters, plus a trailing Object[] if `finalArray`. */
    public static MethodType genericMethodType(int objectArgCount, boolean finalArray) {
        if (objectArgCount < 0 || objectArgCount > 255) {
            throw new IllegalArgumentException("bad parameter count " + objectArgCount);
        }
        Class<?>[] p = new Class<?>[objectArgCount + (finalArray ? 1 : 0)];
        Arrays.fill(p, Object.class);
        if (finalArray) {
            p[objectArgCount] = Object[].class;
        }
        return make(Object.class, p, true);
    }

    public static MethodType genericMethodType(int objectArgCount) {
        return genericMethodType(objectArgCount, false);
    }

    public MethodType changeParameterType(int num, Class<?> nptype) {
        Class<?>[] p = ptypes.clone();
        p[num] = nptype;  // ArrayIndexOutOfBoundsException, as the JDK
        return make(rtype, p, true);
    }

    public MethodType insertParameterTypes(int num, Class<?>... ptypesToInsert) {
        if (num < 0 || num > ptypes.length) {
            throw new IndexOutOfBoundsException(Integer.toString(num));
        }
        Class<?>[] p = new Class<?>[ptypes.length + ptypesToInsert.length];
        System.arraycopy(ptypes, 0, p, 0, num);
        System.arraycopy(ptypesToInsert, 0, p, num, ptypesToInsert.length);
        System.arraycopy(ptypes, num, p, num + ptypesToInsert.length, ptypes.length - num);
        return make(rtype, p, true);
    }

    public MethodType insertParameterTypes(int num, List<Class<?>> ptypesToInsert) {
        return insertParameterTypes(num, ptypesToInsert.toArray(new Class<?>[0]));
    }

    public MethodType appendParameterTypes(Class<?>... ptypesToInsert) {
        return insertParameterTypes(ptypes.length, ptypesToInsert);
    }

    public MethodType appendParameterTypes(List<Class<?>> ptypesToInsert) {
        return insertParameterTypes(ptypes.length, ptypesToInsert);
    }

    public MethodType dropParameterTypes(int start, int end) {
        if (start < 0 || start > end || end > ptypes.length) {
            throw new IndexOutOfBoundsException("start=" + start + " end=" + end);
        }
        Class<?>[] p = new Class<?>[ptypes.length - (end - start)];
        System.arraycopy(ptypes, 0, p, 0, start);
        System.arraycopy(ptypes, end, p, start, ptypes.length - end);
        return make(rtype, p, true);
    }

    public MethodType changeReturnType(Class<?> nrtype) {
        return make(nrtype, ptypes, true);
    }

    public boolean hasPrimitives() {
        if (rtype.isPrimitive()) {
            return true;
        }
        for (Class<?> c : ptypes) {
            if (c.isPrimitive()) {
                return true;
            }
        }
        return false;
    }

    public boolean hasWrappers() {
        return unwrap() != this;
    }

    /** Every reference type replaced by Object (primitives and void kept). */
    public MethodType erase() {
        Class<?>[] p = ptypes.clone();
        for (int i = 0; i < p.length; i++) {
            if (!p[i].isPrimitive()) {
                p[i] = Object.class;
            }
        }
        return make(rtype.isPrimitive() ? rtype : Object.class, p, true);
    }

    public MethodType generic() {
        return genericMethodType(ptypes.length);
    }

    /** Primitives replaced by their wrappers (void by Void). */
    public MethodType wrap() {
        Class<?>[] p = ptypes.clone();
        for (int i = 0; i < p.length; i++) {
            p[i] = Values.wrapper(p[i]);
        }
        return make(Values.wrapper(rtype), p, true);
    }

    /** Wrappers replaced by their primitives (Void by void). */
    public MethodType unwrap() {
        Class<?>[] p = ptypes.clone();
        for (int i = 0; i < p.length; i++) {
            p[i] = Values.unwrapped(p[i]);
        }
        return make(Values.unwrapped(rtype), p, true);
    }

    public Class<?> parameterType(int num) {
        return ptypes[num];  // ArrayIndexOutOfBoundsException, as the JDK
    }

    public int parameterCount() {
        return ptypes.length;
    }

    public Class<?> returnType() {
        return rtype;
    }

    public List<Class<?>> parameterList() {
        return Collections.unmodifiableList(new ArrayList<Class<?>>(Arrays.asList(ptypes)));
    }

    public Class<?> lastParameterType() {
        return ptypes.length == 0 ? void.class : ptypes[ptypes.length - 1];
    }

    public Class<?>[] parameterArray() {
        return ptypes.clone();
    }

    /** The parameter types, shared: callers must not write it. */
    Class<?>[] ptypes() {
        return ptypes;
    }

    @Override
    public boolean equals(Object x) {
        if (this == x) {
            return true;
        }
        if (!(x instanceof MethodType)) {
            return false;
        }
        MethodType that = (MethodType) x;
        return rtype == that.rtype && Arrays.equals(ptypes, that.ptypes);
    }

    @Override
    public int hashCode() {
        int hashCode = 31 + rtype.hashCode();
        for (Class<?> ptype : ptypes) {
            hashCode = 31 * hashCode + ptype.hashCode();
        }
        return hashCode;
    }

    /** "(int,String)void": simple names, as the JDK prints. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < ptypes.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(ptypes[i].getSimpleName());
        }
        return sb.append(')').append(rtype.getSimpleName()).toString();
    }

    /** The JVM descriptor "(ILjava/lang/String;)V" (JVMS §4.3.3). */
    public String toMethodDescriptorString() {
        String d = descriptor;
        if (d == null) {
            StringBuilder sb = new StringBuilder("(");
            for (Class<?> c : ptypes) {
                sb.append(c.descriptorString());
            }
            d = sb.append(')').append(rtype.descriptorString()).toString();
            descriptor = d;
        }
        return d;
    }

    public String descriptorString() {
        return toMethodDescriptorString();
    }

    /**
     * The type of JVM method descriptor `descriptor`, its classes loaded (not initialized)
     * through `loader` (the system class loader when null). IllegalArgumentException for a
     * malformed descriptor, TypeNotPresentException for a class that cannot be loaded.
     */
    public static MethodType fromMethodDescriptorString(String descriptor, ClassLoader loader)
            throws IllegalArgumentException, TypeNotPresentException {
        if (!descriptor.startsWith("(") || descriptor.indexOf(')') < 0 || descriptor.indexOf('.') >= 0) {
            throw new IllegalArgumentException("not a method descriptor: " + descriptor);
        }
        ArrayList<Class<?>> params = new ArrayList<Class<?>>();
        int[] pos = {1};
        while (descriptor.charAt(pos[0]) != ')') {
            params.add(parseType(descriptor, pos, loader));
        }
        pos[0]++;
        Class<?> r = parseType(descriptor, pos, loader);
        if (pos[0] != descriptor.length()) {
            throw new IllegalArgumentException("not a method descriptor: " + descriptor);
        }
        return make(r, params.toArray(new Class<?>[0]), true);
    }

    /** The type of the call site `descriptor` of a signature-polymorphic call (for the VM). */
    static MethodType fromCallSite(String descriptor) {
        return fromMethodDescriptorString(descriptor, null);
    }

    private static Class<?> parseType(String d, int[] pos, ClassLoader loader) {
        int start = pos[0];
        if (start >= d.length()) {
            throw new IllegalArgumentException("not a method descriptor: " + d);
        }
        char c = d.charAt(start);
        pos[0]++;
        switch (c) {
            case 'Z': return boolean.class;
            case 'B': return byte.class;
            case 'C': return char.class;
            case 'S': return short.class;
            case 'I': return int.class;
            case 'J': return long.class;
            case 'F': return float.class;
            case 'D': return double.class;
            case 'V': return void.class;
            case 'L': {
                int end = d.indexOf(';', start);
                if (end < 0) {
                    throw new IllegalArgumentException("not a method descriptor: " + d);
                }
                pos[0] = end + 1;
                return load(d.substring(start + 1, end).replace('/', '.'), loader);
            }
            case '[': {
                while (pos[0] < d.length() && d.charAt(pos[0]) == '[') {
                    pos[0]++;
                }
                parseType(d, pos, loader);
                return load(d.substring(start, pos[0]).replace('/', '.'), loader);
            }
            default:
                throw new IllegalArgumentException("not a method descriptor: " + d);
        }
    }

    private static Class<?> load(String name, ClassLoader loader) {
        try {
            return Class.forName(name, false, loader != null ? loader : ClassLoader.getSystemClassLoader());
        } catch (ClassNotFoundException e) {
            throw new TypeNotPresentException(name, e);
        }
    }
}
