// System.arraycopy: overlapping ranges in both directions, every primitive type, bounds errors (class name only).
import java.util.Arrays;

public class ArrayCopying {
    static void tryCopy(String what, Object src, int sp, Object dst, int dp, int len) {
        try {
            System.arraycopy(src, sp, dst, dp, len);
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName());
        }
    }

    public static void main(String[] args) {
        int[] a = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(a, 0, a, 2, 6);
        System.out.println(Arrays.toString(a));
        int[] b = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(b, 3, b, 1, 6);
        System.out.println(Arrays.toString(b));
        String[] s = {"a", "b", "c", "d", "e"};
        System.arraycopy(s, 0, s, 1, 4);
        System.out.println(Arrays.toString(s));
        long[] l = {1, 2, 3};
        long[] l2 = new long[5];
        System.arraycopy(l, 0, l2, 2, 3);
        double[] d = {1.5, 2.5};
        double[] d2 = new double[2];
        System.arraycopy(d, 1, d2, 0, 1);
        char[] c = "hello".toCharArray();
        char[] c2 = new char[3];
        System.arraycopy(c, 2, c2, 0, 3);
        byte[] by = {1, 2, 3};
        byte[] by2 = new byte[3];
        System.arraycopy(by, 0, by2, 0, 0);
        boolean[] z = {true, false};
        boolean[] z2 = new boolean[2];
        System.arraycopy(z, 0, z2, 0, 2);
        short[] sh = {7, 8};
        float[] fl = {0.5f};
        short[] sh2 = new short[2];
        float[] fl2 = new float[1];
        System.arraycopy(sh, 0, sh2, 0, 2);
        System.arraycopy(fl, 0, fl2, 0, 1);
        System.out.println(Arrays.toString(l2) + " " + Arrays.toString(d2) + " " + new String(c2) + " " + Arrays.toString(by2) + " " + Arrays.toString(z2)
            + " " + Arrays.toString(sh2) + " " + Arrays.toString(fl2));
        int[] src = new int[5], dst = new int[5];
        tryCopy("negative srcPos", src, -1, dst, 0, 1);
        tryCopy("negative length", src, 0, dst, 0, -1);
        tryCopy("src overflow", src, 3, dst, 0, 3);
        tryCopy("dst overflow", src, 0, dst, 4, 2);
        tryCopy("exact end", src, 5, dst, 5, 0);
        tryCopy("past end zero len", src, 6, dst, 0, 0);
        tryCopy("null src", null, 0, dst, 0, 1);
        tryCopy("null dst", src, 0, null, 0, 1);
        Object[] objs = {1, "two", 3.0};
        Object[] objs2 = new Object[3];
        System.arraycopy(objs, 0, objs2, 0, 3);
        Number[] nums = new Number[2];
        Object[] fromInts = {1, 2};
        System.arraycopy(fromInts, 0, nums, 0, 2);
        System.out.println(Arrays.toString(objs2) + " " + Arrays.toString(nums));
    }
}
