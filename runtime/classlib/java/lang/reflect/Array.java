// java.lang.reflect.Array: creating arrays of a runtime-given component type, their length, and
// reading and writing elements of any array type.
package java.lang.reflect;

/**
 * Reflective array access: newInstance, getLength, get/set and the typed getters/setters. Element
 * access is plain Java over the concrete array types; values are unboxed and widened as JLS
 * §5.1.2 allows (shared with Method.invoke in ReflectArgs), with JDK 17's exceptions.
 */
public final class Array {
    private Array() {}

    /** A new array with `componentType` elements; NegativeArraySizeException for length < 0. */
    public static Object newInstance(Class<?> componentType, int length) throws NegativeArraySizeException {
        if (componentType == null) {
            throw new NullPointerException();
        }
        if (componentType == Void.TYPE) {
            throw new IllegalArgumentException();  // HotSpot: no message
        }
        return newArray(componentType, length);
    }

    /** A new multi-dimensional array (dimensions.length >= 1). */
    public static Object newInstance(Class<?> componentType, int... dimensions)
            throws IllegalArgumentException, NegativeArraySizeException {
        if (dimensions.length == 0) {
            throw new IllegalArgumentException("Empty dimensions array");
        }
        return build(componentType, dimensions, 0);
    }

    private static Object build(Class<?> componentType, int[] dims, int d) {
        if (d == dims.length - 1) {
            return newInstance(componentType, dims[d]);
        }
        Class<?> inner = componentType;
        for (int i = d + 1; i < dims.length; i++) {
            inner = arrayClassOf(inner);
        }
        Object[] outer = (Object[]) newInstance(inner, dims[d]);
        for (int i = 0; i < outer.length; i++) {
            outer[i] = build(componentType, dims, d + 1);
        }
        return outer;
    }

    /** The element `index` of `array`, boxed if primitive. */
    public static Object get(Object array, int index) {
        checkIndex(array, index);
        if (array instanceof Object[]) return ((Object[]) array)[index];
        if (array instanceof int[]) return ((int[]) array)[index];
        if (array instanceof long[]) return ((long[]) array)[index];
        if (array instanceof double[]) return ((double[]) array)[index];
        if (array instanceof float[]) return ((float[]) array)[index];
        if (array instanceof char[]) return ((char[]) array)[index];
        if (array instanceof byte[]) return ((byte[]) array)[index];
        if (array instanceof short[]) return ((short[]) array)[index];
        return ((boolean[]) array)[index];
    }

    /** Stores `value` (unboxed and widened for primitive arrays) at `index`. */
    public static void set(Object array, int index, Object value) {
        checkIndex(array, index);
        if (array instanceof Object[]) {
            Object[] a = (Object[]) array;
            if (value != null && !a.getClass().getComponentType().isInstance(value)) {
                throw new IllegalArgumentException("array element type mismatch");
            }
            a[index] = value;
            return;
        }
        if (value == null) {
            throw new IllegalArgumentException();
        }
        Class<?> type = array.getClass().getComponentType();
        long bits = ReflectArgs.primitiveBits(type, value);
        if (array instanceof int[]) ((int[]) array)[index] = (int) bits;
        else if (array instanceof long[]) ((long[]) array)[index] = bits;
        else if (array instanceof double[]) ((double[]) array)[index] = Double.longBitsToDouble(bits);
        else if (array instanceof float[]) ((float[]) array)[index] = Float.intBitsToFloat((int) bits);
        else if (array instanceof char[]) ((char[]) array)[index] = (char) bits;
        else if (array instanceof byte[]) ((byte[]) array)[index] = (byte) bits;
        else if (array instanceof short[]) ((short[]) array)[index] = (short) bits;
        else ((boolean[]) array)[index] = bits != 0;
    }

    /** The element of a primitive array converted to `want` by widening. */
    private static long getAs(Object array, int index, Class<?> want) {
        checkIndex(array, index);
        if (array instanceof Object[]) {
            throw new IllegalArgumentException("Argument is not an array of primitive type");
        }
        return ReflectArgs.primitiveBits(want, get(array, index));
    }

    public static boolean getBoolean(Object array, int index) { return getAs(array, index, boolean.class) != 0; }
    public static byte getByte(Object array, int index) { return (byte) getAs(array, index, byte.class); }
    public static char getChar(Object array, int index) { return (char) getAs(array, index, char.class); }
    public static short getShort(Object array, int index) { return (short) getAs(array, index, short.class); }
    public static int getInt(Object array, int index) { return (int) getAs(array, index, int.class); }
    public static long getLong(Object array, int index) { return getAs(array, index, long.class); }
    public static float getFloat(Object array, int index) {
        return Float.intBitsToFloat((int) getAs(array, index, float.class));
    }
    public static double getDouble(Object array, int index) {
        return Double.longBitsToDouble(getAs(array, index, double.class));
    }

    /** The typed setters store into primitive arrays only. */
    private static void setPrimitive(Object array, int index, Object boxed) {
        checkIndex(array, index);
        if (array instanceof Object[]) {
            throw new IllegalArgumentException("argument type mismatch");
        }
        set(array, index, boxed);
    }

    public static void setBoolean(Object array, int index, boolean z) { setPrimitive(array, index, z); }
    public static void setByte(Object array, int index, byte b) { setPrimitive(array, index, b); }
    public static void setChar(Object array, int index, char c) { setPrimitive(array, index, c); }
    public static void setShort(Object array, int index, short s) { setPrimitive(array, index, s); }
    public static void setInt(Object array, int index, int i) { setPrimitive(array, index, i); }
    public static void setLong(Object array, int index, long l) { setPrimitive(array, index, l); }
    public static void setFloat(Object array, int index, float f) { setPrimitive(array, index, f); }
    public static void setDouble(Object array, int index, double d) { setPrimitive(array, index, d); }

    /** NPE for null, "Argument is not an array", or ArrayIndexOutOfBoundsException (no message). */
    private static void checkIndex(Object array, int index) {
        if (array == null) {
            throw new NullPointerException();
        }
        int length = getLength(array);
        if (index < 0 || index >= length) {
            throw new ArrayIndexOutOfBoundsException();
        }
    }

    /** Length of an array; IllegalArgumentException "Argument is not an array" otherwise. */
    public static native int getLength(Object array) throws IllegalArgumentException;

    private static native Object newArray(Class<?> componentType, int length);

    private static native Class<?> arrayClassOf(Class<?> componentType);
}
