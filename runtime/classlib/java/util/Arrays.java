// java.util.Arrays: static helpers for arrays (toString, equals, hashCode, fill, copyOf, sort, binarySearch, asList).
package java.util;

import java.util.function.IntFunction;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.UnaryOperator;

/**
 * Array utilities with JDK 17's observable behaviour: toString/deepToString formats, equals/hashCode
 * formulas (floating point compared by bits), error types and messages, a stable object sort, and
 * floating-point sorts that put -0.0 before 0.0 and NaN last. Primitive sorts are a median-of-three
 * quicksort (JDK: dual-pivot quicksort; the result is the same). Object sorts follow TimSort's structure
 * (runs, binary insertion sort, stable merges; see ObjectSort). No streams, no parallel sorts.
 */
public final class Arrays {
    private Arrays() {}

    /** A new array with the same runtime component type as a and length n (via java.lang.reflect.Array). */
    static <T> T[] newArrayLike(T[] a, int n) {
        return (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), n);
    }

    static void rangeCheck(int arrayLength, int fromIndex, int toIndex) {
        if (fromIndex > toIndex) {
            throw new IllegalArgumentException("fromIndex(" + fromIndex + ") > toIndex(" + toIndex + ")");
        }
        if (fromIndex < 0) throw new ArrayIndexOutOfBoundsException("Array index out of range: " + fromIndex);
        if (toIndex > arrayLength) throw new ArrayIndexOutOfBoundsException("Array index out of range: " + toIndex);
    }

    public static void sort(int[] a) {
        PrimitiveSort.sort(a, 0, a.length);
    }

    public static void sort(int[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        PrimitiveSort.sort(a, fromIndex, toIndex);
    }

    public static void sort(long[] a) {
        PrimitiveSort.sort(a, 0, a.length);
    }

    public static void sort(long[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        PrimitiveSort.sort(a, fromIndex, toIndex);
    }

    public static void sort(short[] a) {
        PrimitiveSort.sort(a, 0, a.length);
    }

    public static void sort(short[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        PrimitiveSort.sort(a, fromIndex, toIndex);
    }

    public static void sort(char[] a) {
        PrimitiveSort.sort(a, 0, a.length);
    }

    public static void sort(char[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        PrimitiveSort.sort(a, fromIndex, toIndex);
    }

    public static void sort(byte[] a) {
        PrimitiveSort.sort(a, 0, a.length);
    }

    public static void sort(byte[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        PrimitiveSort.sort(a, fromIndex, toIndex);
    }

    public static void sort(float[] a) {
        PrimitiveSort.sort(a, 0, a.length);
    }

    public static void sort(float[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        PrimitiveSort.sort(a, fromIndex, toIndex);
    }

    public static void sort(double[] a) {
        PrimitiveSort.sort(a, 0, a.length);
    }

    public static void sort(double[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        PrimitiveSort.sort(a, fromIndex, toIndex);
    }

    public static void sort(Object[] a) {
        ObjectSort.sort(a, 0, a.length, null);
    }

    public static void sort(Object[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        ObjectSort.sort(a, fromIndex, toIndex, null);
    }

    public static <T> void sort(T[] a, Comparator<? super T> c) {
        ObjectSort.sort(a, 0, a.length, c);
    }

    public static <T> void sort(T[] a, int fromIndex, int toIndex, Comparator<? super T> c) {
        rangeCheck(a.length, fromIndex, toIndex);
        ObjectSort.sort(a, fromIndex, toIndex, c);
    }

    public static int binarySearch(long[] a, long key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(long[] a, int fromIndex, int toIndex, long key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(long[] a, int fromIndex, int toIndex, long key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            long midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(int[] a, int key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(int[] a, int fromIndex, int toIndex, int key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(int[] a, int fromIndex, int toIndex, int key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            int midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(short[] a, short key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(short[] a, int fromIndex, int toIndex, short key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(short[] a, int fromIndex, int toIndex, short key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            short midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(char[] a, char key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(char[] a, int fromIndex, int toIndex, char key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(char[] a, int fromIndex, int toIndex, char key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            char midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(byte[] a, byte key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(byte[] a, int fromIndex, int toIndex, byte key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(byte[] a, int fromIndex, int toIndex, byte key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            byte midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(float[] a, float key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(float[] a, int fromIndex, int toIndex, float key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(float[] a, int fromIndex, int toIndex, float key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            float midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                int midBits = Float.floatToIntBits(midVal);
                int keyBits = Float.floatToIntBits(key);
                if (midBits == keyBits) return mid;
                else if (midBits < keyBits) low = mid + 1;
                else high = mid - 1;
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(double[] a, double key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(double[] a, int fromIndex, int toIndex, double key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(double[] a, int fromIndex, int toIndex, double key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            double midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                long midBits = Double.doubleToLongBits(midVal);
                long keyBits = Double.doubleToLongBits(key);
                if (midBits == keyBits) return mid;
                else if (midBits < keyBits) low = mid + 1;
                else high = mid - 1;
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(Object[] a, Object key) {
        return binarySearch0(a, 0, a.length, key, null);
    }

    public static int binarySearch(Object[] a, int fromIndex, int toIndex, Object key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key, null);
    }

    public static <T> int binarySearch(T[] a, T key, Comparator<? super T> c) {
        return binarySearch0(a, 0, a.length, key, c);
    }

    public static <T> int binarySearch(T[] a, int fromIndex, int toIndex, T key, Comparator<? super T> c) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key, c);
    }

    private static <T> int binarySearch0(Object[] a, int fromIndex, int toIndex, Object key,
                                         Comparator<? super T> c) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            Object midVal = a[mid];
            int cmp = (c == null) ? ((Comparable<Object>) midVal).compareTo(key) : c.compare((T) midVal, (T) key);
            if (cmp < 0) low = mid + 1;
            else if (cmp > 0) high = mid - 1;
            else return mid;
        }
        return -(low + 1);
    }

    public static boolean equals(long[] a, long[] a2) {
        if (a == a2) return true;
        if (a == null || a2 == null) return false;
        int length = a.length;
        if (a2.length != length) return false;
        for (int i = 0; i < length; i++) if (a[i] != a2[i]) return false;
        return true;
    }

    public static boolean equals(int[] a, int[] a2) {
        if (a == a2) return true;
        if (a == null || a2 == null) return false;
        int length = a.length;
        if (a2.length != length) return false;
        for (int i = 0; i < length; i++) if (a[i] != a2[i]) return false;
        return true;
    }

    public static boolean equals(short[] a, short[] a2) {
        if (a == a2) return true;
        if (a == null || a2 == null) return false;
        int length = a.length;
        if (a2.length != length) return false;
        for (int i = 0; i < length; i++) if (a[i] != a2[i]) return false;
        return true;
    }

    public static boolean equals(char[] a, char[] a2) {
        if (a == a2) return true;
        if (a == null || a2 == null) return false;
        int length = a.length;
        if (a2.length != length) return false;
        for (int i = 0; i < length; i++) if (a[i] != a2[i]) return false;
        return true;
    }

    public static boolean equals(byte[] a, byte[] a2) {
        if (a == a2) return true;
        if (a == null || a2 == null) return false;
        int length = a.length;
        if (a2.length != length) return false;
        for (int i = 0; i < length; i++) if (a[i] != a2[i]) return false;
        return true;
    }

    public static boolean equals(boolean[] a, boolean[] a2) {
        if (a == a2) return true;
        if (a == null || a2 == null) return false;
        int length = a.length;
        if (a2.length != length) return false;
        for (int i = 0; i < length; i++) if (a[i] != a2[i]) return false;
        return true;
    }

    public static boolean equals(float[] a, float[] a2) {
        if (a == a2) return true;
        if (a == null || a2 == null) return false;
        int length = a.length;
        if (a2.length != length) return false;
        for (int i = 0; i < length; i++) if (Float.floatToIntBits(a[i]) != Float.floatToIntBits(a2[i])) return false;
        return true;
    }

    public static boolean equals(double[] a, double[] a2) {
        if (a == a2) return true;
        if (a == null || a2 == null) return false;
        int length = a.length;
        if (a2.length != length) return false;
        for (int i = 0; i < length; i++) if (Double.doubleToLongBits(a[i]) != Double.doubleToLongBits(a2[i])) return false;
        return true;
    }

    public static boolean equals(Object[] a, Object[] a2) {
        if (a == a2) return true;
        if (a == null || a2 == null) return false;
        int length = a.length;
        if (a2.length != length) return false;
        for (int i = 0; i < length; i++) if (!Objects.equals(a[i], a2[i])) return false;
        return true;
    }

    public static <T> boolean equals(T[] a, T[] a2, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        if (a == a2) return true;
        if (a == null || a2 == null) return false;
        int length = a.length;
        if (a2.length != length) return false;
        for (int i = 0; i < length; i++) if (cmp.compare(a[i], a2[i]) != 0) return false;
        return true;
    }

    public static void fill(long[] a, long val) {
        for (int i = 0, len = a.length; i < len; i++) a[i] = val;
    }

    public static void fill(long[] a, int fromIndex, int toIndex, long val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) a[i] = val;
    }

    public static void fill(int[] a, int val) {
        for (int i = 0, len = a.length; i < len; i++) a[i] = val;
    }

    public static void fill(int[] a, int fromIndex, int toIndex, int val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) a[i] = val;
    }

    public static void fill(short[] a, short val) {
        for (int i = 0, len = a.length; i < len; i++) a[i] = val;
    }

    public static void fill(short[] a, int fromIndex, int toIndex, short val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) a[i] = val;
    }

    public static void fill(char[] a, char val) {
        for (int i = 0, len = a.length; i < len; i++) a[i] = val;
    }

    public static void fill(char[] a, int fromIndex, int toIndex, char val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) a[i] = val;
    }

    public static void fill(byte[] a, byte val) {
        for (int i = 0, len = a.length; i < len; i++) a[i] = val;
    }

    public static void fill(byte[] a, int fromIndex, int toIndex, byte val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) a[i] = val;
    }

    public static void fill(boolean[] a, boolean val) {
        for (int i = 0, len = a.length; i < len; i++) a[i] = val;
    }

    public static void fill(boolean[] a, int fromIndex, int toIndex, boolean val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) a[i] = val;
    }

    public static void fill(float[] a, float val) {
        for (int i = 0, len = a.length; i < len; i++) a[i] = val;
    }

    public static void fill(float[] a, int fromIndex, int toIndex, float val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) a[i] = val;
    }

    public static void fill(double[] a, double val) {
        for (int i = 0, len = a.length; i < len; i++) a[i] = val;
    }

    public static void fill(double[] a, int fromIndex, int toIndex, double val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) a[i] = val;
    }

    public static void fill(Object[] a, Object val) {
        for (int i = 0, len = a.length; i < len; i++) a[i] = val;
    }

    public static void fill(Object[] a, int fromIndex, int toIndex, Object val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) a[i] = val;
    }

    public static byte[] copyOf(byte[] original, int newLength) {
        byte[] copy = new byte[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static byte[] copyOfRange(byte[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) throw new IllegalArgumentException(from + " > " + to);
        byte[] copy = new byte[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static short[] copyOf(short[] original, int newLength) {
        short[] copy = new short[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static short[] copyOfRange(short[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) throw new IllegalArgumentException(from + " > " + to);
        short[] copy = new short[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static int[] copyOf(int[] original, int newLength) {
        int[] copy = new int[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static int[] copyOfRange(int[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) throw new IllegalArgumentException(from + " > " + to);
        int[] copy = new int[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static long[] copyOf(long[] original, int newLength) {
        long[] copy = new long[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static long[] copyOfRange(long[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) throw new IllegalArgumentException(from + " > " + to);
        long[] copy = new long[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static char[] copyOf(char[] original, int newLength) {
        char[] copy = new char[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static char[] copyOfRange(char[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) throw new IllegalArgumentException(from + " > " + to);
        char[] copy = new char[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static float[] copyOf(float[] original, int newLength) {
        float[] copy = new float[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static float[] copyOfRange(float[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) throw new IllegalArgumentException(from + " > " + to);
        float[] copy = new float[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static double[] copyOf(double[] original, int newLength) {
        double[] copy = new double[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static double[] copyOfRange(double[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) throw new IllegalArgumentException(from + " > " + to);
        double[] copy = new double[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean[] copyOf(boolean[] original, int newLength) {
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static boolean[] copyOfRange(boolean[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) throw new IllegalArgumentException(from + " > " + to);
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static <T> T[] copyOf(T[] original, int newLength) {
        T[] copy = newArrayLike(original, newLength);
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static <T, U> T[] copyOf(U[] original, int newLength, Class<? extends T[]> newType) {
        T[] copy = (newType == (Object) Object[].class) ? (T[]) new Object[newLength]
                : (T[]) java.lang.reflect.Array.newInstance(newType.getComponentType(), newLength);
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static <T> T[] copyOfRange(T[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) throw new IllegalArgumentException(from + " > " + to);
        T[] copy = newArrayLike(original, newLength);
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static int hashCode(long[] a) {
        if (a == null) return 0;
        int result = 1;
        for (long e : a) result = 31 * result + (int) (e ^ (e >>> 32));
        return result;
    }

    public static int hashCode(int[] a) {
        if (a == null) return 0;
        int result = 1;
        for (int e : a) result = 31 * result + e;
        return result;
    }

    public static int hashCode(short[] a) {
        if (a == null) return 0;
        int result = 1;
        for (short e : a) result = 31 * result + e;
        return result;
    }

    public static int hashCode(char[] a) {
        if (a == null) return 0;
        int result = 1;
        for (char e : a) result = 31 * result + e;
        return result;
    }

    public static int hashCode(byte[] a) {
        if (a == null) return 0;
        int result = 1;
        for (byte e : a) result = 31 * result + e;
        return result;
    }

    public static int hashCode(boolean[] a) {
        if (a == null) return 0;
        int result = 1;
        for (boolean e : a) result = 31 * result + (e ? 1231 : 1237);
        return result;
    }

    public static int hashCode(float[] a) {
        if (a == null) return 0;
        int result = 1;
        for (float e : a) result = 31 * result + Float.floatToIntBits(e);
        return result;
    }

    public static int hashCode(double[] a) {
        if (a == null) return 0;
        int result = 1;
        for (double e : a) result = 31 * result + (int) (Double.doubleToLongBits(e) ^ (Double.doubleToLongBits(e) >>> 32));
        return result;
    }

    public static int hashCode(Object[] a) {
        if (a == null) return 0;
        int result = 1;
        for (Object element : a) result = 31 * result + (element == null ? 0 : element.hashCode());
        return result;
    }

    public static int deepHashCode(Object[] a) {
        if (a == null) return 0;
        int result = 1;
        for (Object element : a) {
            int elementHash;
            if (element instanceof Object[]) elementHash = deepHashCode((Object[]) element);
            else if (element instanceof int[]) elementHash = hashCode((int[]) element);
            else if (element instanceof long[]) elementHash = hashCode((long[]) element);
            else if (element instanceof short[]) elementHash = hashCode((short[]) element);
            else if (element instanceof char[]) elementHash = hashCode((char[]) element);
            else if (element instanceof byte[]) elementHash = hashCode((byte[]) element);
            else if (element instanceof boolean[]) elementHash = hashCode((boolean[]) element);
            else if (element instanceof float[]) elementHash = hashCode((float[]) element);
            else if (element instanceof double[]) elementHash = hashCode((double[]) element);
            else if (element != null) elementHash = element.hashCode();
            else elementHash = 0;
            result = 31 * result + elementHash;
        }
        return result;
    }

    public static boolean deepEquals(Object[] a1, Object[] a2) {
        if (a1 == a2) return true;
        if (a1 == null || a2 == null) return false;
        int length = a1.length;
        if (a2.length != length) return false;
        for (int i = 0; i < length; i++) {
            Object e1 = a1[i];
            Object e2 = a2[i];
            if (e1 == e2) continue;
            if (e1 == null) return false;
            if (!deepEquals0(e1, e2)) return false;
        }
        return true;
    }

    static boolean deepEquals0(Object e1, Object e2) {
        if (e1 instanceof Object[] && e2 instanceof Object[]) return deepEquals((Object[]) e1, (Object[]) e2);
        if (e1 instanceof byte[] && e2 instanceof byte[]) return equals((byte[]) e1, (byte[]) e2);
        if (e1 instanceof short[] && e2 instanceof short[]) return equals((short[]) e1, (short[]) e2);
        if (e1 instanceof int[] && e2 instanceof int[]) return equals((int[]) e1, (int[]) e2);
        if (e1 instanceof long[] && e2 instanceof long[]) return equals((long[]) e1, (long[]) e2);
        if (e1 instanceof char[] && e2 instanceof char[]) return equals((char[]) e1, (char[]) e2);
        if (e1 instanceof float[] && e2 instanceof float[]) return equals((float[]) e1, (float[]) e2);
        if (e1 instanceof double[] && e2 instanceof double[]) return equals((double[]) e1, (double[]) e2);
        if (e1 instanceof boolean[] && e2 instanceof boolean[]) return equals((boolean[]) e1, (boolean[]) e2);
        return e1.equals(e2);
    }

    public static String toString(long[] a) {
        if (a == null) return "null";
        int iMax = a.length - 1;
        if (iMax == -1) return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(a[i]);
            if (i == iMax) return b.append(']').toString();
            b.append(", ");
        }
    }

    public static String toString(int[] a) {
        if (a == null) return "null";
        int iMax = a.length - 1;
        if (iMax == -1) return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(a[i]);
            if (i == iMax) return b.append(']').toString();
            b.append(", ");
        }
    }

    public static String toString(short[] a) {
        if (a == null) return "null";
        int iMax = a.length - 1;
        if (iMax == -1) return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(a[i]);
            if (i == iMax) return b.append(']').toString();
            b.append(", ");
        }
    }

    public static String toString(char[] a) {
        if (a == null) return "null";
        int iMax = a.length - 1;
        if (iMax == -1) return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(a[i]);
            if (i == iMax) return b.append(']').toString();
            b.append(", ");
        }
    }

    public static String toString(byte[] a) {
        if (a == null) return "null";
        int iMax = a.length - 1;
        if (iMax == -1) return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(a[i]);
            if (i == iMax) return b.append(']').toString();
            b.append(", ");
        }
    }

    public static String toString(boolean[] a) {
        if (a == null) return "null";
        int iMax = a.length - 1;
        if (iMax == -1) return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(a[i]);
            if (i == iMax) return b.append(']').toString();
            b.append(", ");
        }
    }

    public static String toString(float[] a) {
        if (a == null) return "null";
        int iMax = a.length - 1;
        if (iMax == -1) return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(a[i]);
            if (i == iMax) return b.append(']').toString();
            b.append(", ");
        }
    }

    public static String toString(double[] a) {
        if (a == null) return "null";
        int iMax = a.length - 1;
        if (iMax == -1) return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(a[i]);
            if (i == iMax) return b.append(']').toString();
            b.append(", ");
        }
    }

    public static String toString(Object[] a) {
        if (a == null) return "null";
        int iMax = a.length - 1;
        if (iMax == -1) return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0; ; i++) {
            b.append(String.valueOf(a[i]));
            if (i == iMax) return b.append(']').toString();
            b.append(", ");
        }
    }

    public static String deepToString(Object[] a) {
        if (a == null) return "null";
        StringBuilder buf = new StringBuilder();
        deepToString(a, buf, new HashSet<Object[]>());
        return buf.toString();
    }

    /** Appends a; an array already being printed (a cycle) shows as "[...]". */
    private static void deepToString(Object[] a, StringBuilder buf, Set<Object[]> dejaVu) {
        if (a == null) {
            buf.append("null");
            return;
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            buf.append("[]");
            return;
        }
        dejaVu.add(a);
        buf.append('[');
        for (int i = 0; ; i++) {
            Object element = a[i];
            if (element == null) buf.append("null");
            else if (element instanceof Object[]) {
                if (dejaVu.contains(element)) buf.append("[...]");
                else deepToString((Object[]) element, buf, dejaVu);
            } else if (element instanceof int[]) buf.append(toString((int[]) element));
            else if (element instanceof long[]) buf.append(toString((long[]) element));
            else if (element instanceof short[]) buf.append(toString((short[]) element));
            else if (element instanceof char[]) buf.append(toString((char[]) element));
            else if (element instanceof byte[]) buf.append(toString((byte[]) element));
            else if (element instanceof boolean[]) buf.append(toString((boolean[]) element));
            else if (element instanceof float[]) buf.append(toString((float[]) element));
            else if (element instanceof double[]) buf.append(toString((double[]) element));
            else buf.append(element.toString());
            if (i == iMax) break;
            buf.append(", ");
        }
        buf.append(']');
        dejaVu.remove(a);
    }

    public static <T> void setAll(T[] array, IntFunction<? extends T> generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) array[i] = generator.apply(i);
    }

    public static void setAll(int[] array, IntUnaryOperator generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) array[i] = generator.applyAsInt(i);
    }

    public static void setAll(long[] array, IntToLongFunction generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) array[i] = generator.applyAsLong(i);
    }

    public static void setAll(double[] array, IntToDoubleFunction generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) array[i] = generator.applyAsDouble(i);
    }

    public static <T> List<T> asList(T... a) {
        return new ArrayList<T>(a);
    }

    /** The fixed-size list view returned by asList: set() writes through, add/remove throw. */
    private static class ArrayList<E> extends AbstractList<E> implements RandomAccess {
        private final E[] a;

        ArrayList(E[] array) {
            a = Objects.requireNonNull(array);
        }

        public int size() {
            return a.length;
        }

        public Object[] toArray() {
            Object[] r = new Object[a.length];
            System.arraycopy(a, 0, r, 0, a.length);
            return r;
        }

        public <T> T[] toArray(T[] arr) {
            int size = size();
            if (arr.length < size) arr = newArrayLike(arr, size);
            System.arraycopy(this.a, 0, arr, 0, size);
            if (arr.length > size) arr[size] = null;
            return arr;
        }

        public E get(int index) {
            return a[index];
        }

        public E set(int index, E element) {
            E oldValue = a[index];
            a[index] = element;
            return oldValue;
        }

        public int indexOf(Object o) {
            E[] a = this.a;
            if (o == null) {
                for (int i = 0; i < a.length; i++) if (a[i] == null) return i;
            } else {
                for (int i = 0; i < a.length; i++) if (o.equals(a[i])) return i;
            }
            return -1;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public void replaceAll(UnaryOperator<E> operator) {
            Objects.requireNonNull(operator);
            E[] a = this.a;
            for (int i = 0; i < a.length; i++) a[i] = operator.apply(a[i]);
        }

        public void sort(Comparator<? super E> c) {
            Arrays.sort(a, c);
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private int cursor;

                public boolean hasNext() {
                    return cursor < a.length;
                }

                public E next() {
                    int i = cursor;
                    if (i >= a.length) throw new NoSuchElementException();
                    cursor = i + 1;
                    return a[i];
                }
            };
        }
    }
    // ---- streams --------------------------------------------------------------------------------

    /** A sequential stream over the whole array. */
    public static <T> java.util.stream.Stream<T> stream(T[] array) {
        return stream(array, 0, array.length);
    }

    /** A sequential stream over array[from..to); ArrayIndexOutOfBoundsException as in JDK 17. */
    public static <T> java.util.stream.Stream<T> stream(T[] array, int from, int to) {
        checkStreamRange(array.length, from, to);
        return java.util.stream.StreamSupport.stream(asList(array).subList(from, to));
    }

    public static java.util.stream.IntStream stream(int[] array) {
        return stream(array, 0, array.length);
    }

    public static java.util.stream.IntStream stream(int[] array, int from, int to) {
        checkStreamRange(array.length, from, to);
        return java.util.stream.StreamSupport.intStream(array, from, to);
    }

    public static java.util.stream.LongStream stream(long[] array) {
        return stream(array, 0, array.length);
    }

    public static java.util.stream.LongStream stream(long[] array, int from, int to) {
        checkStreamRange(array.length, from, to);
        return java.util.stream.StreamSupport.longStream(array, from, to);
    }

    public static java.util.stream.DoubleStream stream(double[] array) {
        return stream(array, 0, array.length);
    }

    public static java.util.stream.DoubleStream stream(double[] array, int from, int to) {
        checkStreamRange(array.length, from, to);
        return java.util.stream.StreamSupport.doubleStream(array, from, to);
    }

    private static void checkStreamRange(int length, int from, int to) {
        if (from > to) {
            throw new IllegalArgumentException("origin(" + from + ") > fence(" + to + ")");
        }
        if (from < 0) {
            throw new ArrayIndexOutOfBoundsException(from);
        }
        if (to > length) {
            throw new ArrayIndexOutOfBoundsException(to);
        }
    }
    // ---- lexicographic compare / mismatch / range equals (JDK 9+) --------------------------------

    /** Index of the first differing element of a[aFrom..aTo) and b[bFrom..bTo), relative; -1 if equal. */
    public static int mismatch(boolean[] a, int aFromIndex, int aToIndex, boolean[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int n = Math.min(aLength, bLength);
        for (int i = 0; i < n; i++) {
            if (!(a[aFromIndex + i] == b[bFromIndex + i])) {
                return i;
            }
        }
        return aLength == bLength ? -1 : n;
    }

    public static int mismatch(boolean[] a, boolean[] b) {
        return mismatch(a, 0, a.length, b, 0, b.length);
    }

    public static boolean equals(boolean[] a, int aFromIndex, int aToIndex, boolean[] b, int bFromIndex, int bToIndex) {
        return mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex) < 0;
    }

    public static int compare(boolean[] a, int aFromIndex, int aToIndex, boolean[] b, int bFromIndex, int bToIndex) {
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Boolean.compare(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    /** Lexicographic order; a null array is less than any non-null one. */
    public static int compare(boolean[] a, boolean[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        return compare(a, 0, a.length, b, 0, b.length);
    }

    /** Index of the first differing element of a[aFrom..aTo) and b[bFrom..bTo), relative; -1 if equal. */
    public static int mismatch(byte[] a, int aFromIndex, int aToIndex, byte[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int n = Math.min(aLength, bLength);
        for (int i = 0; i < n; i++) {
            if (!(a[aFromIndex + i] == b[bFromIndex + i])) {
                return i;
            }
        }
        return aLength == bLength ? -1 : n;
    }

    public static int mismatch(byte[] a, byte[] b) {
        return mismatch(a, 0, a.length, b, 0, b.length);
    }

    public static boolean equals(byte[] a, int aFromIndex, int aToIndex, byte[] b, int bFromIndex, int bToIndex) {
        return mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex) < 0;
    }

    public static int compare(byte[] a, int aFromIndex, int aToIndex, byte[] b, int bFromIndex, int bToIndex) {
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Byte.compare(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    /** Lexicographic order; a null array is less than any non-null one. */
    public static int compare(byte[] a, byte[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        return compare(a, 0, a.length, b, 0, b.length);
    }

    public static int compareUnsigned(byte[] a, int aFromIndex, int aToIndex, byte[] b, int bFromIndex, int bToIndex) {
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Byte.compareUnsigned(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    public static int compareUnsigned(byte[] a, byte[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        return compareUnsigned(a, 0, a.length, b, 0, b.length);
    }

    /** Index of the first differing element of a[aFrom..aTo) and b[bFrom..bTo), relative; -1 if equal. */
    public static int mismatch(char[] a, int aFromIndex, int aToIndex, char[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int n = Math.min(aLength, bLength);
        for (int i = 0; i < n; i++) {
            if (!(a[aFromIndex + i] == b[bFromIndex + i])) {
                return i;
            }
        }
        return aLength == bLength ? -1 : n;
    }

    public static int mismatch(char[] a, char[] b) {
        return mismatch(a, 0, a.length, b, 0, b.length);
    }

    public static boolean equals(char[] a, int aFromIndex, int aToIndex, char[] b, int bFromIndex, int bToIndex) {
        return mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex) < 0;
    }

    public static int compare(char[] a, int aFromIndex, int aToIndex, char[] b, int bFromIndex, int bToIndex) {
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Character.compare(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    /** Lexicographic order; a null array is less than any non-null one. */
    public static int compare(char[] a, char[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        return compare(a, 0, a.length, b, 0, b.length);
    }

    /** Index of the first differing element of a[aFrom..aTo) and b[bFrom..bTo), relative; -1 if equal. */
    public static int mismatch(short[] a, int aFromIndex, int aToIndex, short[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int n = Math.min(aLength, bLength);
        for (int i = 0; i < n; i++) {
            if (!(a[aFromIndex + i] == b[bFromIndex + i])) {
                return i;
            }
        }
        return aLength == bLength ? -1 : n;
    }

    public static int mismatch(short[] a, short[] b) {
        return mismatch(a, 0, a.length, b, 0, b.length);
    }

    public static boolean equals(short[] a, int aFromIndex, int aToIndex, short[] b, int bFromIndex, int bToIndex) {
        return mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex) < 0;
    }

    public static int compare(short[] a, int aFromIndex, int aToIndex, short[] b, int bFromIndex, int bToIndex) {
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Short.compare(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    /** Lexicographic order; a null array is less than any non-null one. */
    public static int compare(short[] a, short[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        return compare(a, 0, a.length, b, 0, b.length);
    }

    public static int compareUnsigned(short[] a, int aFromIndex, int aToIndex, short[] b, int bFromIndex, int bToIndex) {
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Short.compareUnsigned(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    public static int compareUnsigned(short[] a, short[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        return compareUnsigned(a, 0, a.length, b, 0, b.length);
    }

    /** Index of the first differing element of a[aFrom..aTo) and b[bFrom..bTo), relative; -1 if equal. */
    public static int mismatch(int[] a, int aFromIndex, int aToIndex, int[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int n = Math.min(aLength, bLength);
        for (int i = 0; i < n; i++) {
            if (!(a[aFromIndex + i] == b[bFromIndex + i])) {
                return i;
            }
        }
        return aLength == bLength ? -1 : n;
    }

    public static int mismatch(int[] a, int[] b) {
        return mismatch(a, 0, a.length, b, 0, b.length);
    }

    public static boolean equals(int[] a, int aFromIndex, int aToIndex, int[] b, int bFromIndex, int bToIndex) {
        return mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex) < 0;
    }

    public static int compare(int[] a, int aFromIndex, int aToIndex, int[] b, int bFromIndex, int bToIndex) {
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Integer.compare(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    /** Lexicographic order; a null array is less than any non-null one. */
    public static int compare(int[] a, int[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        return compare(a, 0, a.length, b, 0, b.length);
    }

    public static int compareUnsigned(int[] a, int aFromIndex, int aToIndex, int[] b, int bFromIndex, int bToIndex) {
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Integer.compareUnsigned(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    public static int compareUnsigned(int[] a, int[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        return compareUnsigned(a, 0, a.length, b, 0, b.length);
    }

    /** Index of the first differing element of a[aFrom..aTo) and b[bFrom..bTo), relative; -1 if equal. */
    public static int mismatch(long[] a, int aFromIndex, int aToIndex, long[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int n = Math.min(aLength, bLength);
        for (int i = 0; i < n; i++) {
            if (!(a[aFromIndex + i] == b[bFromIndex + i])) {
                return i;
            }
        }
        return aLength == bLength ? -1 : n;
    }

    public static int mismatch(long[] a, long[] b) {
        return mismatch(a, 0, a.length, b, 0, b.length);
    }

    public static boolean equals(long[] a, int aFromIndex, int aToIndex, long[] b, int bFromIndex, int bToIndex) {
        return mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex) < 0;
    }

    public static int compare(long[] a, int aFromIndex, int aToIndex, long[] b, int bFromIndex, int bToIndex) {
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Long.compare(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    /** Lexicographic order; a null array is less than any non-null one. */
    public static int compare(long[] a, long[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        return compare(a, 0, a.length, b, 0, b.length);
    }

    public static int compareUnsigned(long[] a, int aFromIndex, int aToIndex, long[] b, int bFromIndex, int bToIndex) {
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Long.compareUnsigned(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    public static int compareUnsigned(long[] a, long[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        return compareUnsigned(a, 0, a.length, b, 0, b.length);
    }

    /** Index of the first differing element of a[aFrom..aTo) and b[bFrom..bTo), relative; -1 if equal. */
    public static int mismatch(float[] a, int aFromIndex, int aToIndex, float[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int n = Math.min(aLength, bLength);
        for (int i = 0; i < n; i++) {
            if (!(Float.floatToIntBits(a[aFromIndex + i]) == Float.floatToIntBits(b[bFromIndex + i]))) {
                return i;
            }
        }
        return aLength == bLength ? -1 : n;
    }

    public static int mismatch(float[] a, float[] b) {
        return mismatch(a, 0, a.length, b, 0, b.length);
    }

    public static boolean equals(float[] a, int aFromIndex, int aToIndex, float[] b, int bFromIndex, int bToIndex) {
        return mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex) < 0;
    }

    public static int compare(float[] a, int aFromIndex, int aToIndex, float[] b, int bFromIndex, int bToIndex) {
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Float.compare(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    /** Lexicographic order; a null array is less than any non-null one. */
    public static int compare(float[] a, float[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        return compare(a, 0, a.length, b, 0, b.length);
    }

    /** Index of the first differing element of a[aFrom..aTo) and b[bFrom..bTo), relative; -1 if equal. */
    public static int mismatch(double[] a, int aFromIndex, int aToIndex, double[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int n = Math.min(aLength, bLength);
        for (int i = 0; i < n; i++) {
            if (!(Double.doubleToLongBits(a[aFromIndex + i]) == Double.doubleToLongBits(b[bFromIndex + i]))) {
                return i;
            }
        }
        return aLength == bLength ? -1 : n;
    }

    public static int mismatch(double[] a, double[] b) {
        return mismatch(a, 0, a.length, b, 0, b.length);
    }

    public static boolean equals(double[] a, int aFromIndex, int aToIndex, double[] b, int bFromIndex, int bToIndex) {
        return mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex) < 0;
    }

    public static int compare(double[] a, int aFromIndex, int aToIndex, double[] b, int bFromIndex, int bToIndex) {
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return Double.compare(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    /** Lexicographic order; a null array is less than any non-null one. */
    public static int compare(double[] a, double[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        return compare(a, 0, a.length, b, 0, b.length);
    }

    public static int mismatch(Object[] a, int aFromIndex, int aToIndex, Object[] b, int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int n = Math.min(aLength, bLength);
        for (int i = 0; i < n; i++) {
            if (!Objects.equals(a[aFromIndex + i], b[bFromIndex + i])) {
                return i;
            }
        }
        return aLength == bLength ? -1 : n;
    }

    public static int mismatch(Object[] a, Object[] b) {
        return mismatch(a, 0, a.length, b, 0, b.length);
    }

    public static boolean equals(Object[] a, int aFromIndex, int aToIndex, Object[] b, int bFromIndex, int bToIndex) {
        return mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex) < 0;
    }

    public static <T> int mismatch(T[] a, int aFromIndex, int aToIndex, T[] b, int bFromIndex, int bToIndex,
            Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int n = Math.min(aLength, bLength);
        for (int i = 0; i < n; i++) {
            if (cmp.compare(a[aFromIndex + i], b[bFromIndex + i]) != 0) {
                return i;
            }
        }
        return aLength == bLength ? -1 : n;
    }

    public static <T> int mismatch(T[] a, T[] b, Comparator<? super T> cmp) {
        return mismatch(a, 0, a.length, b, 0, b.length, cmp);
    }

    public static <T> boolean equals(T[] a, int aFromIndex, int aToIndex, T[] b, int bFromIndex, int bToIndex,
            Comparator<? super T> cmp) {
        return mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex, cmp) < 0;
    }

    /** Lexicographic order of Comparable elements; null arrays and null elements sort first. */
    public static <T extends Comparable<? super T>> int compare(T[] a, int aFromIndex, int aToIndex, T[] b,
            int bFromIndex, int bToIndex) {
        rangeCheck(a.length, aFromIndex, aToIndex);
        rangeCheck(b.length, bFromIndex, bToIndex);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        int n = Math.min(aLength, bLength);
        for (int i = 0; i < n; i++) {
            T oa = a[aFromIndex + i];
            T ob = b[bFromIndex + i];
            if (oa != ob) {
                if (oa == null || ob == null) {
                    return oa == null ? -1 : 1;
                }
                int v = oa.compareTo(ob);
                if (v != 0) {
                    return v;
                }
            }
        }
        return aLength - bLength;
    }

    public static <T extends Comparable<? super T>> int compare(T[] a, T[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        return compare(a, 0, a.length, b, 0, b.length);
    }

    public static <T> int compare(T[] a, int aFromIndex, int aToIndex, T[] b, int bFromIndex, int bToIndex,
            Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        int i = mismatch(a, aFromIndex, aToIndex, b, bFromIndex, bToIndex, cmp);
        int aLength = aToIndex - aFromIndex;
        int bLength = bToIndex - bFromIndex;
        if (i >= 0 && i < Math.min(aLength, bLength)) {
            return cmp.compare(a[aFromIndex + i], b[bFromIndex + i]);
        }
        return aLength - bLength;
    }

    public static <T> int compare(T[] a, T[] b, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        return compare(a, 0, a.length, b, 0, b.length, cmp);
    }
}
