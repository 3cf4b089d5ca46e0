// JNI arrays: New<Prim>Array, Get/Release<Prim>ArrayElements with mode 0, JNI_COMMIT and
// JNI_ABORT, Get/Set<Prim>ArrayRegion and their bounds errors, object arrays.
public class JniArrays {
    static { System.loadLibrary("JniArrays"); }

    static native int[] range(int n);
    static native void doubleInPlace(int[] a, int mode);
    static native long sumLongs(long[] a);
    static native byte[] bytes(String ascii);
    static native void fillRegion(double[] a, int start, int len, double v);
    static native float[] floats(int n);
    static native boolean anyTrue(boolean[] a);
    static native String shortsAndChars(short[] s, char[] c);
    static native String[] names(int n);
    static native Object[] filled(int n, Object value);
    static native int countNonNull(Object[] a);
    static native void store(Object[] a, int i, Object v);

    static String show(int[] a) {
        StringBuilder sb = new StringBuilder();
        for (int v : a) {
            sb.append(v).append(' ');
        }
        return sb.toString().trim();
    }

    public static void main(String[] args) {
        int[] a = range(6);
        System.out.println(show(a));
        doubleInPlace(a, 0);
        System.out.println("mode 0: " + show(a));
        doubleInPlace(a, 1);
        System.out.println("commit: " + show(a));
        doubleInPlace(a, 2);
        System.out.println("abort: " + show(a));
        System.out.println(sumLongs(new long[] {Long.MAX_VALUE, 1, -5}));
        System.out.println(new String(bytes("bytes!")));
        double[] d = new double[5];
        fillRegion(d, 1, 3, 2.5);
        System.out.println(d[0] + " " + d[1] + " " + d[3] + " " + d[4]);
        float[] f = floats(3);
        System.out.println(f[0] + " " + f[1] + " " + f[2]);
        System.out.println(anyTrue(new boolean[] {false, false}) + " " + anyTrue(new boolean[] {false, true}));
        System.out.println(shortsAndChars(new short[] {-1, 300}, new char[] {'x', 'y', 'z'}));
        String[] n = names(3);
        System.out.println(n.length + " " + n[0] + " " + n[2] + " " + n.getClass().getName());
        Object[] o = filled(4, "same");
        System.out.println(o.length + " " + o[3] + " " + (o[0] == o[3]) + " " + countNonNull(new Object[] {null, "a", null, 1}));
        try {
            fillRegion(d, 3, 4, 1.0);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("caught " + e.getClass().getName());
        }
        try {
            store(new Object[2], 2, "x");
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("caught " + e.getMessage());
        }
        try {
            store(new Integer[2], 0, "x");
        } catch (ArrayStoreException e) {
            System.out.println("caught " + e.getClass().getName());
        }
    }
}
