// java.lang.reflect.Array: a generic deep printer over any array type (getLength/get), newInstance
// with one and several dimensions, set with unboxing and widening, typed getters/setters, and the
// JDK's exceptions for wrong types, nulls and bad indexes.
import java.lang.reflect.Array;

public class ReflectArrays {
    static String show(Object o) {
        if (o == null || !o.getClass().isArray()) return String.valueOf(o);
        StringBuilder sb = new StringBuilder(o.getClass().getComponentType().getSimpleName()).append('[');
        for (int i = 0; i < Array.getLength(o); i++) {
            if (i > 0) sb.append(' ');
            sb.append(show(Array.get(o, i)));
        }
        return sb.append(']').toString();
    }

    static void expect(Runnable r) {
        try {
            r.run();
            System.out.println("no exception");
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getSimpleName() + " " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Object[] samples = { new int[] { 1, 2 }, new long[] { 3 }, new double[] { 0.5, -0.0 }, new float[] { 1.5f },
            new char[] { 'a', 'b' }, new byte[] { -1 }, new short[] { 300 }, new boolean[] { true, false },
            new String[] { "s", null }, new int[][] { { 1 }, { 2, 3 }, null }, new Object[] { 1, "two", new char[] { 'x' } } };
        for (Object s : samples) System.out.println(show(s));
        Object grid = Array.newInstance(int.class, 2, 3);
        Array.setInt(Array.get(grid, 1), 2, 9);
        System.out.println(grid.getClass().getName() + " " + show(grid));
        Object strs = Array.newInstance(String.class, 2);
        Array.set(strs, 0, "zero");
        System.out.println(strs.getClass().getSimpleName() + " " + show(strs));
        double[] ds = new double[3];
        Array.set(ds, 0, 1);
        Array.set(ds, 1, 'A');
        Array.setFloat(ds, 2, 0.25f);
        long[] ls = new long[2];
        Array.setInt(ls, 0, -7);
        Array.set(ls, 1, (short) 12);
        char[] cs = { 'q' };
        System.out.println(show(ds) + " " + show(ls) + " " + Array.getInt(cs, 0) + " " + Array.getDouble(new byte[] { 5 }, 0)
                + " " + Array.getBoolean(new boolean[] { true }, 0) + " " + Array.getLong(new int[] { 1 << 30 }, 0));
        int[] ia = { 1, 2, 3 };
        expect(() -> Array.get(ia, 5));
        expect(() -> Array.get("x", 0));
        expect(() -> Array.get(null, 0));
        expect(() -> Array.set(ia, 0, "s"));
        expect(() -> Array.set(ia, 0, null));
        expect(() -> Array.set(ia, 0, 5L));
        expect(() -> Array.set(new String[1], 0, 5));
        expect(() -> Array.getBoolean(ia, 0));
        expect(() -> Array.getInt(new String[1], 0));
        expect(() -> Array.setInt(new byte[1], 0, 1));
        expect(() -> Array.set(ia, -1, 1));
        expect(() -> Array.newInstance(void.class, 1));
        expect(() -> Array.newInstance(int.class, -1));
        expect(() -> Array.getLength(new Object()));
        Array.set(ia, 1, (byte) 7);
        System.out.println(ia[1] + " " + Array.getLong(ia, 1) + " " + Array.getDouble(ia, 2));
    }
}
