// Conversions of method-handle values between types (MethodHandle.asType's rules): boxing,
// unboxing, primitive widening, reference casts; and the raw bits the VM passes primitives in.
package java.lang.invoke;

/**
 * Values in java.lang.invoke travel boxed: a primitive of type T as an instance of T's wrapper
 * exactly, void as null. This class converts them as MethodHandle.asType specifies (JDK 17):
 * primitive widening (JLS §5.1.2), boxing then a reference cast, unboxing then widening (for a
 * source that is not a wrapper type, the runtime value's wrapper must widen to the target, else
 * the JDK's ClassCastException), and reference casts with Class.cast's message.
 */
final class Values {
    private Values() {}

    static Class<?> wrapper(Class<?> c) {
        if (!c.isPrimitive()) return c;
        if (c == int.class) return Integer.class;
        if (c == long.class) return Long.class;
        if (c == boolean.class) return Boolean.class;
        if (c == double.class) return Double.class;
        if (c == float.class) return Float.class;
        if (c == char.class) return Character.class;
        if (c == byte.class) return Byte.class;
        if (c == short.class) return Short.class;
        return Void.class;
    }

    static Class<?> unwrapped(Class<?> c) {
        if (c == Integer.class) return int.class;
        if (c == Long.class) return long.class;
        if (c == Boolean.class) return boolean.class;
        if (c == Double.class) return double.class;
        if (c == Float.class) return float.class;
        if (c == Character.class) return char.class;
        if (c == Byte.class) return byte.class;
        if (c == Short.class) return short.class;
        if (c == Void.class) return void.class;
        return c;
    }

    static boolean isWrapper(Class<?> c) {
        return unwrapped(c) != c;
    }

    /** Rank for widening: byte 1, short 2, char 3 (apart), int 4, long 5, float 6, double 7; boolean 0. */
    private static int rank(Class<?> p) {
        if (p == byte.class) return 1;
        if (p == short.class) return 2;
        if (p == char.class) return 3;
        if (p == int.class) return 4;
        if (p == long.class) return 5;
        if (p == float.class) return 6;
        if (p == double.class) return 7;
        return 0;
    }

    /** Whether primitive `from` widens to primitive `to` (identity included; JLS §5.1.2). */
    static boolean widens(Class<?> from, Class<?> to) {
        if (from == to) return true;
        if (from == boolean.class || to == boolean.class || from == void.class || to == void.class) return false;
        int a = rank(from), b = rank(to);
        if (to == char.class || to == short.class && from == char.class) return false;
        if (from == char.class) return b >= 4;
        return a < b;
    }

    /** Whether asType may convert a value of type `from` to type `to` (the static check). */
    static boolean convertible(Class<?> from, Class<?> to) {
        if (from == to) return true;
        if (from.isPrimitive() && to.isPrimitive()) return widens(from, to);
        if (from.isPrimitive()) return to.isAssignableFrom(wrapper(from));  // box, then widen the reference
        if (to.isPrimitive()) {
            // Unbox: a static type the wrapper is assignable to (Object, Number, Integer), or a
            // wrapper whose primitive widens (as the JDK's MethodType.canConvert).
            return from.isAssignableFrom(wrapper(to)) || isWrapper(from) && widens(unwrapped(from), to);
        }
        return true;  // references: a cast at run time
    }

    /** `value` of type `from` converted to type `to` (see the class comment); checked by convertible first. */
    static Object convert(Object value, Class<?> from, Class<?> to) {
        if (from == to) return value;
        if (to == void.class) return null;
        if (from == void.class) return zero(to);
        if (!to.isPrimitive()) return to.cast(value);  // boxes are already their wrappers
        if (value == null) throw unboxNull(from, to);
        if (from.isPrimitive() || isWrapper(from)) {
            return widen(value, to);
        }
        return unboxChecked(value, to);
    }

    /**
     * The NullPointerException of unboxing null from static type `from` to primitive `to`, with
     * the helpful message JDK 17's unboxing code gets (ValueConversions: the exact wrapper's
     * xxxValue() on "x", else Number's on primitiveConversion's result).
     */
    static NullPointerException unboxNull(Class<?> from, Class<?> to) {
        if (from == wrapper(to)) {
            return new NullPointerException("Cannot invoke \"" + from.getName() + "." + to.getName() + "Value()\" because \"x\" is null");
        }
        String value = to == boolean.class || to == char.class ? "int" : to.getName();
        return new NullPointerException("Cannot invoke \"java.lang.Number." + value + "Value()\" because the return value of "
                + "\"sun.invoke.util.ValueConversions.primitiveConversion(sun.invoke.util.Wrapper, Object, boolean)\" is null");
    }

    /** Unboxing from a non-wrapper static type (Object, Number, ...), as the JDK's ValueConversions. */
    static Object unboxChecked(Object x, Class<?> to) {
        if (x == null) throw new NullPointerException();
        Class<?> w = wrapper(to);
        if (x.getClass() == w) return x;
        Class<?> xp = unwrapped(x.getClass());
        if (!(x instanceof Number) && !(x instanceof Boolean) && !(x instanceof Character)) {
            Number n = (Number) x;  // the JDK's ClassCastException, with the VM's message
            return n;
        }
        if (!widens(xp, to)) {
            return w.cast(x);  // "Cannot cast java.lang.Long to java.lang.Integer"
        }
        return widen(x, to);
    }

    /** Box `x` (a wrapper whose primitive widens to `to`) re-boxed as `to`'s wrapper. */
    static Object widen(Object x, Class<?> to) {
        if (to == boolean.class) return (Boolean) x;
        if (to == char.class) return (Character) x;
        long l;
        double d;
        boolean integral = true;
        if (x instanceof Character) {
            l = ((Character) x).charValue();
            d = l;
        } else {
            Number n = (Number) x;
            if (x instanceof Float || x instanceof Double) {
                integral = false;
                d = n.doubleValue();
                l = 0;
            } else {
                l = n.longValue();
                d = l;
            }
        }
        if (to == byte.class) return Byte.valueOf((byte) l);
        if (to == short.class) return Short.valueOf((short) l);
        if (to == int.class) return Integer.valueOf((int) l);
        if (to == long.class) return Long.valueOf(l);
        if (to == float.class) {
            if (x instanceof Float) return x;
            return Float.valueOf(integral ? (float) l : (float) d);
        }
        return Double.valueOf(integral ? (double) l : d);
    }

    /** The zero (or null, or false) of type `c`, boxed. */
    static Object zero(Class<?> c) {
        if (!c.isPrimitive() || c == void.class) return null;
        if (c == boolean.class) return Boolean.FALSE;
        if (c == char.class) return Character.valueOf((char) 0);
        return widen(Integer.valueOf(0), c);
    }

    /** The box of primitive type `c` holding `bits` as the VM passes them (int values, raw float/double bits). */
    static Object box(Class<?> c, long bits) {
        if (c == int.class) return Integer.valueOf((int) bits);
        if (c == long.class) return Long.valueOf(bits);
        if (c == boolean.class) return Boolean.valueOf(((int) bits & 1) != 0);
        if (c == double.class) return Double.valueOf(Double.longBitsToDouble(bits));
        if (c == float.class) return Float.valueOf(Float.intBitsToFloat((int) bits));
        if (c == char.class) return Character.valueOf((char) bits);
        if (c == byte.class) return Byte.valueOf((byte) bits);
        if (c == short.class) return Short.valueOf((short) bits);
        return null;
    }

    /** The bits of box `x` of primitive type `c` (the inverse of box). */
    static long bits(Class<?> c, Object x) {
        if (c == int.class) return ((Integer) x).intValue();
        if (c == long.class) return ((Long) x).longValue();
        if (c == boolean.class) return ((Boolean) x).booleanValue() ? 1 : 0;
        if (c == double.class) return Double.doubleToRawLongBits(((Double) x).doubleValue());
        if (c == float.class) return Float.floatToRawIntBits(((Float) x).floatValue()) & 0xFFFFFFFFL;
        if (c == char.class) return ((Character) x).charValue();
        if (c == byte.class) return ((Byte) x).byteValue();
        if (c == short.class) return ((Short) x).shortValue();
        return 0;
    }
}
