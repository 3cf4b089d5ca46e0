// hashCode contracts that programs observe: String, boxed primitives, Arrays.hashCode, Objects.hash, List/Set/Map hash.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;

public class HashCodes {
    public static void main(String[] args) {
        String[] strs = {"", "a", "ab", "hello world", "Aa", "BB", "\uffff\uffff", "The quick brown fox jumps over the lazy dog"};
        for (String s : strs) System.out.print(s.hashCode() + " ");
        System.out.println();
        System.out.println(Integer.valueOf(-5).hashCode() + " " + Long.valueOf(-5L).hashCode() + " " + Long.valueOf(1L << 32).hashCode() + " " + Long.hashCode(Long.MIN_VALUE)
            + " " + Short.valueOf((short) -1).hashCode() + " " + Byte.valueOf((byte) -1).hashCode() + " " + Character.valueOf('z').hashCode()
            + " " + Boolean.TRUE.hashCode() + " " + Boolean.hashCode(false) + " " + Double.valueOf(0.1).hashCode() + " " + Float.valueOf(0.1f).hashCode()
            + " " + Double.hashCode(-0.0) + " " + Float.hashCode(Float.NaN) + " " + Integer.hashCode(7));
        System.out.println(Arrays.hashCode(new int[] {1, 2, 3}) + " " + Arrays.hashCode(new long[] {1L << 40, -1}) + " " + Arrays.hashCode(new double[] {1.5, -0.0})
            + " " + Arrays.hashCode(new char[] {'a', 'b'}) + " " + Arrays.hashCode(new boolean[] {true, false}) + " " + Arrays.hashCode(new byte[] {-1, 1})
            + " " + Arrays.hashCode(new short[] {300}) + " " + Arrays.hashCode(new float[] {2.5f}) + " " + Arrays.hashCode(new Object[] {"x", null, 3})
            + " " + Arrays.hashCode((int[]) null) + " " + Arrays.hashCode(new String[0]));
        System.out.println(Arrays.deepHashCode(new Object[] {new int[] {1, 2}, new String[] {"a"}, null, "s"}) + " " + Objects.hash(1, "two", 3.0, null)
            + " " + Objects.hash() + " " + Objects.hashCode(null) + " " + Objects.hashCode("q"));
        List<Object> list = new ArrayList<>(Arrays.asList("a", 1, null, 2.5));
        System.out.println(list.hashCode() + " " + new ArrayList<String>().hashCode() + " " + Arrays.asList(1, 2, 3).hashCode());
        HashSet<String> set = new HashSet<>(Arrays.asList("x", "y", "z"));
        System.out.println(set.hashCode());
        HashMap<String, Integer> map = new HashMap<>();
        map.put("one", 1);
        map.put("two", 2);
        map.put(null, 0);
        map.put("nullValue", null);
        System.out.println(map.hashCode() + " " + map.entrySet().iterator().next().hashCode());
        int h = 0;
        for (int i = -1000; i < 1000; i++) h = h * 31 + Integer.valueOf(i).hashCode() + Long.valueOf(i * 1000000007L).hashCode() + Double.valueOf(i / 3.0).hashCode();
        System.out.println("mix " + h);
    }
}
