// Arrays.compare/compareUnsigned/mismatch/equals over ranges (JDK 9+), with NaN, -0.0, nulls and range errors.
import java.util.Arrays;
import java.util.Comparator;

public class ArraysCompare {
    static String sign(int v) {
        return v < 0 ? "<" : v > 0 ? ">" : "=";
    }

    public static void main(String[] args) {
        int[] a = {1, 2, 3};
        int[] b = {1, 2, 4};
        int[] c = {1, 2};
        System.out.println(sign(Arrays.compare(a, b)) + sign(Arrays.compare(b, a)) + sign(Arrays.compare(a, c)) + sign(Arrays.compare(c, a))
                + sign(Arrays.compare(a, a.clone())) + sign(Arrays.compare((int[]) null, a)) + sign(Arrays.compare(a, (int[]) null))
                + " " + Arrays.mismatch(a, b) + " " + Arrays.mismatch(a, c) + " " + Arrays.mismatch(a, a.clone()) + " "
                + Arrays.mismatch(new int[0], new int[0]) + " " + Arrays.equals(a, 0, 2, c, 0, 2) + " " + Arrays.compare(a, 1, 3, b, 1, 3));
        System.out.println(Arrays.compareUnsigned(new int[] {-1}, new int[] {1}) + " " + Arrays.compare(new int[] {-1}, new int[] {1}) + " "
                + Arrays.compareUnsigned(new byte[] {(byte) 200}, new byte[] {100}) + " " + Arrays.compare(new byte[] {(byte) 200}, new byte[] {100}) + " "
                + Arrays.compareUnsigned(new long[] {-1L}, new long[] {0L}) + " " + Arrays.compareUnsigned(new short[] {-1}, new short[] {1, 2}));
        double[] d1 = {0.0, Double.NaN};
        double[] d2 = {-0.0, Double.NaN};
        System.out.println(Arrays.mismatch(d1, d2) + " " + Arrays.compare(d1, d2) + " " + Arrays.equals(new double[] {Double.NaN}, new double[] {Double.NaN})
                + " " + Arrays.mismatch(new float[] {1f, Float.NaN}, new float[] {1f, Float.NaN}) + " " + Arrays.compare(new boolean[] {false, true}, new boolean[] {true})
                + " " + Arrays.compare(new char[] {'a', 'z'}, new char[] {'a', 'b'}) + " " + Arrays.mismatch(new long[] {1, 2}, 1, 2, new long[] {2}, 0, 1));
        String[] s1 = {"a", null, "c"};
        String[] s2 = {"a", null, "d"};
        System.out.println(Arrays.mismatch(s1, s2) + " " + sign(Arrays.compare(s1, s2)) + " " + sign(Arrays.compare(new String[] {null}, new String[] {"x"}))
                + " " + Arrays.equals(s1, 0, 2, s2, 0, 2) + " " + Arrays.compare(new String[] {"B"}, new String[] {"a"}, String.CASE_INSENSITIVE_ORDER)
                + " " + Arrays.mismatch(new String[] {"A", "b"}, new String[] {"a", "B"}, String.CASE_INSENSITIVE_ORDER)
                + " " + Arrays.equals(new String[] {"A"}, 0, 1, new String[] {"a"}, 0, 1, Comparator.comparing(String::toLowerCase)));
        try {
            Arrays.mismatch(a, 2, 1, b, 0, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        try {
            Arrays.compare(a, 0, 4, b, 0, 1);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("ArrayIndexOutOfBoundsException: " + e.getMessage());
        }
        try {
            Arrays.equals(a, -1, 1, b, 0, 1);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("ArrayIndexOutOfBoundsException: " + e.getMessage());
        }
        try {
            Arrays.mismatch((int[]) null, a);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
    }
}
