// java.lang.reflect.Array: creating arrays of a runtime-given component type, and their length.
package java.lang.reflect;

/** The parts of reflective array access jvmlab supports: newInstance and getLength. */
public final class Array {
    private Array() {}

    /** A new array with `componentType` elements; NegativeArraySizeException for length < 0. */
    public static Object newInstance(Class<?> componentType, int length) throws NegativeArraySizeException {
        if (componentType == null) {
            throw new NullPointerException();
        }
        if (componentType == Void.TYPE) {
            throw new IllegalArgumentException("Can not create array of void");
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

    /** Length of an array; IllegalArgumentException "Argument is not an array" otherwise. */
    public static native int getLength(Object array) throws IllegalArgumentException;

    private static native Object newArray(Class<?> componentType, int length);

    private static native Class<?> arrayClassOf(Class<?> componentType);
}
