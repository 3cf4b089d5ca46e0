// jvmlab.internal.reflect.AnnotationHandler: the invocation handler behind every annotation
// instance: element values, and annotationType/equals/hashCode/toString as Annotation specifies.
package jvmlab.internal.reflect;

import java.lang.annotation.Annotation;
import java.lang.annotation.IncompleteAnnotationException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Arrays;
import java.util.Map;

/**
 * Holds an annotation's element values (name to value, in the order toString prints them:
 * defaults in AnnotationType's hash order, then explicit values not defaulted). The contracts of
 * java.lang.annotation.Annotation: equals compares element by element (arrays by content),
 * hashCode sums (127 * name.hashCode()) ^ valueHash, toString is JDK 17's
 * "@pkg.Outer$Name(a=1, b=\"s\")" with the lone "value=" omitted. Immutable; thread-safe.
 */
public final class AnnotationHandler implements InvocationHandler {
    /** A value that could not be made (missing class or enum constant): thrown when read. */
    static final class Missing {
        final RuntimeException error;

        Missing(RuntimeException error) {
            this.error = error;
        }

        public String toString() {
            return "/* Warning: " + error + " */";
        }
    }

    private final Class<? extends Annotation> type;
    private final Map<String, Object> values;

    AnnotationHandler(Class<? extends Annotation> type, Map<String, Object> values) {
        this.type = type;
        this.values = values;
    }

    public Object invoke(Object proxy, Method method, Object[] args) {
        String member = method.getName();
        int n = method.getParameterCount();
        if (n == 1 && member.equals("equals") && method.getParameterTypes()[0] == Object.class) {
            return equalsImpl(proxy, args[0]);
        }
        if (n != 0) {
            throw new AssertionError("Too many parameters for an annotation method");
        }
        switch (member) {
            case "toString": return toStringImpl();
            case "hashCode": return hashCodeImpl();
            case "annotationType": return type;
            default: break;
        }
        Object result = values.get(member);
        if (result == null) {
            throw new IncompleteAnnotationException(type, member);
        }
        if (result instanceof Missing) {
            throw ((Missing) result).error;
        }
        return cloneArray(result);
    }

    private static Object cloneArray(Object v) {
        if (v instanceof Object[]) return ((Object[]) v).length == 0 ? v : ((Object[]) v).clone();
        if (v instanceof int[]) return ((int[]) v).clone();
        if (v instanceof long[]) return ((long[]) v).clone();
        if (v instanceof byte[]) return ((byte[]) v).clone();
        if (v instanceof char[]) return ((char[]) v).clone();
        if (v instanceof short[]) return ((short[]) v).clone();
        if (v instanceof float[]) return ((float[]) v).clone();
        if (v instanceof double[]) return ((double[]) v).clone();
        if (v instanceof boolean[]) return ((boolean[]) v).clone();
        return v;
    }

    private String toStringImpl() {
        StringBuilder sb = new StringBuilder(128).append('@').append(type.getName()).append('(');
        boolean first = true;
        boolean lone = values.size() == 1;
        for (Map.Entry<String, Object> e : values.entrySet()) {
            if (!first) {
                sb.append(", ");
            }
            first = false;
            if (!lone || !"value".equals(e.getKey())) {
                sb.append(e.getKey()).append('=');
            }
            sb.append(valueToString(e.getValue()));
        }
        return sb.append(')').toString();
    }

    private static String valueToString(Object v) {
        Class<?> c = v.getClass();
        if (!c.isArray()) {
            if (c == Class.class) return classSource((Class<?>) v);
            if (c == String.class) return stringSource((String) v);
            if (c == Character.class) return "'" + quote((Character) v) + "'";
            if (c == Double.class) return doubleSource((Double) v);
            if (c == Float.class) return floatSource((Float) v);
            if (c == Long.class) return v + "L";
            if (c == Byte.class) return byteSource((Byte) v);
            return v.toString();
        }
        StringBuilder sb = new StringBuilder("{");
        int n = java.lang.reflect.Array.getLength(v);
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            Object item = java.lang.reflect.Array.get(v, i);
            if (v instanceof Object[] && !(v instanceof Class[]) && !(v instanceof String[])) {
                sb.append(String.valueOf(item));
            } else {
                sb.append(valueToString(item));
            }
        }
        return sb.append('}').toString();
    }

    private static String classSource(Class<?> c) {
        StringBuilder brackets = new StringBuilder();
        while (c.isArray()) {
            c = c.getComponentType();
            brackets.append("[]");
        }
        return c.getName() + brackets + ".class";
    }

    private static String floatSource(float f) {
        if (Float.isFinite(f)) return Float.toString(f) + "f";
        if (Float.isInfinite(f)) return f < 0.0f ? "-1.0f/0.0f" : "1.0f/0.0f";
        return "0.0f/0.0f";
    }

    private static String doubleSource(double d) {
        if (Double.isFinite(d)) return Double.toString(d);
        if (Double.isInfinite(d)) return d < 0.0 ? "-1.0/0.0" : "1.0/0.0";
        return "0.0/0.0";
    }

    private static final String HEX = "0123456789abcdef";

    private static String byteSource(byte b) {
        return "(byte)0x" + HEX.charAt((b >> 4) & 0xf) + HEX.charAt(b & 0xf);
    }

    private static String quote(char ch) {
        switch (ch) {
            case '\b': return "\\b";
            case '\f': return "\\f";
            case '\n': return "\\n";
            case '\r': return "\\r";
            case '\t': return "\\t";
            case '\'': return "\\'";
            case '\"': return "\\\"";
            case '\\': return "\\\\";
            default:
                if (ch >= ' ' && ch <= '~') {
                    return String.valueOf(ch);
                }
                return "\\u" + HEX.charAt((ch >> 12) & 0xf) + HEX.charAt((ch >> 8) & 0xf)
                        + HEX.charAt((ch >> 4) & 0xf) + HEX.charAt(ch & 0xf);
        }
    }

    private static String stringSource(String s) {
        StringBuilder sb = new StringBuilder().append('"');
        for (int i = 0; i < s.length(); i++) {
            sb.append(quote(s.charAt(i)));
        }
        return sb.append('"').toString();
    }

    private int hashCodeImpl() {
        int result = 0;
        for (Map.Entry<String, Object> e : values.entrySet()) {
            result += (127 * e.getKey().hashCode()) ^ valueHashCode(e.getValue());
        }
        return result;
    }

    private static int valueHashCode(Object v) {
        if (!v.getClass().isArray()) return v.hashCode();
        if (v instanceof Object[]) return Arrays.hashCode((Object[]) v);
        if (v instanceof int[]) return Arrays.hashCode((int[]) v);
        if (v instanceof long[]) return Arrays.hashCode((long[]) v);
        if (v instanceof byte[]) return Arrays.hashCode((byte[]) v);
        if (v instanceof char[]) return Arrays.hashCode((char[]) v);
        if (v instanceof short[]) return Arrays.hashCode((short[]) v);
        if (v instanceof float[]) return Arrays.hashCode((float[]) v);
        if (v instanceof double[]) return Arrays.hashCode((double[]) v);
        return Arrays.hashCode((boolean[]) v);
    }

    private boolean equalsImpl(Object proxy, Object o) {
        if (o == proxy) {
            return true;
        }
        if (!type.isInstance(o)) {
            return false;
        }
        AnnotationHandler other = null;
        if (Proxy.isProxyClass(o.getClass()) && Proxy.getInvocationHandler(o) instanceof AnnotationHandler) {
            other = (AnnotationHandler) Proxy.getInvocationHandler(o);
        }
        for (Method m : AnnotationType.of(type).members.values()) {
            String name = m.getName();
            Object ours = values.get(name);
            Object theirs;
            if (other != null) {
                theirs = other.values.get(name);
            } else {
                try {
                    theirs = m.invoke(o);
                } catch (InvocationTargetException e) {
                    return false;
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
            }
            if (!valueEquals(ours, theirs)) {
                return false;
            }
        }
        return true;
    }

    private static boolean valueEquals(Object a, Object b) {
        if (a == null || b == null) return a == b;
        Class<?> c = a.getClass();
        if (!c.isArray()) return a.equals(b);
        if (a instanceof Object[] && b instanceof Object[]) return Arrays.equals((Object[]) a, (Object[]) b);
        if (b.getClass() != c) return false;
        if (a instanceof int[]) return Arrays.equals((int[]) a, (int[]) b);
        if (a instanceof long[]) return Arrays.equals((long[]) a, (long[]) b);
        if (a instanceof byte[]) return Arrays.equals((byte[]) a, (byte[]) b);
        if (a instanceof char[]) return Arrays.equals((char[]) a, (char[]) b);
        if (a instanceof short[]) return Arrays.equals((short[]) a, (short[]) b);
        if (a instanceof float[]) return Arrays.equals((float[]) a, (float[]) b);
        if (a instanceof double[]) return Arrays.equals((double[]) a, (double[]) b);
        return Arrays.equals((boolean[]) a, (boolean[]) b);
    }
}
