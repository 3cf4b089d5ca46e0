// java.util.Arrays: toString/deepToString, sort (primitives incl. NaN/-0.0, objects stable with comparator, ranges), fill, copyOf, asList, binarySearch, equals.
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

public class ArraysOps {
    public static void main(String[] args) {
        int[] ints = {5, -3, 9, 0, Integer.MIN_VALUE, 7, Integer.MAX_VALUE, -3, 2};
        Arrays.sort(ints);
        System.out.println(Arrays.toString(ints) + " " + Arrays.binarySearch(ints, 7) + " " + Arrays.binarySearch(ints, 8) + " " + Arrays.binarySearch(ints, -1000));
        double[] ds = {3.5, Double.NaN, -0.0, 0.0, -1e300, Double.NEGATIVE_INFINITY, 0.0, -0.0, Double.POSITIVE_INFINITY, Double.MIN_VALUE};
        Arrays.sort(ds);
        System.out.println(Arrays.toString(ds) + " " + Arrays.binarySearch(ds, 0.0) + " " + Arrays.binarySearch(ds, Double.NaN));
        float[] fs = {1f, Float.NaN, -0.0f, 0.0f, -1f};
        Arrays.sort(fs);
        long[] ls = {3L, -1L, Long.MIN_VALUE, 0L};
        Arrays.sort(ls);
        char[] cs = "sorting".toCharArray();
        Arrays.sort(cs);
        byte[] bs = {5, -128, 127, 0};
        Arrays.sort(bs);
        short[] ss = {300, -300, 0};
        Arrays.sort(ss);
        System.out.println(Arrays.toString(fs) + " " + Arrays.toString(ls) + " " + new String(cs) + " " + Arrays.toString(bs) + " " + Arrays.toString(ss));
        int[] range = {9, 8, 7, 6, 5, 4, 3, 2, 1};
        Arrays.sort(range, 2, 6);
        System.out.println(Arrays.toString(range));
        String[] words = {"kiwi", "Fig", "apple", "banana", "Cherry", "date", "fig", "egg"};
        String[] copy = words.clone();
        Arrays.sort(copy);
        System.out.println(Arrays.toString(copy));
        Arrays.sort(copy, new Comparator<String>() {
            public int compare(String a, String b) { return a.length() - b.length(); }
        });
        System.out.println("stable by length " + Arrays.toString(copy));
        Arrays.sort(copy, Comparator.reverseOrder());
        System.out.println(Arrays.toString(copy));
        Integer[] boxed = new Integer[40];
        for (int i = 0; i < boxed.length; i++) boxed[i] = (i * 17) % 11;
        Integer[] original = boxed.clone();
        Arrays.sort(boxed, Comparator.naturalOrder());
        System.out.println(Arrays.toString(boxed));
        Integer[] byParity = original.clone();
        Arrays.sort(byParity, new Comparator<Integer>() {
            public int compare(Integer a, Integer b) { return (a % 2) - (b % 2); }
        });
        System.out.println("stable parity " + Arrays.toString(byParity));
        int[] filled = new int[6];
        Arrays.fill(filled, 7);
        Arrays.fill(filled, 1, 3, -1);
        Object[] ofill = new String[3];
        Arrays.fill(ofill, "s");
        System.out.println(Arrays.toString(filled) + " " + Arrays.toString(ofill));
        try {
            Arrays.fill(ofill, 1);
        } catch (ArrayStoreException e) {
            System.out.println("fill ASE " + e.getClass().getName());
        }
        System.out.println(Arrays.toString(Arrays.copyOf(filled, 3)) + " " + Arrays.toString(Arrays.copyOf(filled, 8)) + " " + Arrays.toString(Arrays.copyOfRange(filled, 2, 9))
            + " " + Arrays.toString(Arrays.copyOf(words, 2)) + " " + Arrays.copyOf(new String[] {"x"}, 2).getClass().getName()
            + " " + Arrays.toString(Arrays.copyOf(new boolean[] {true}, 3)) + " " + Arrays.toString(Arrays.copyOf(new double[] {1}, 2)));
        try {
            Arrays.copyOfRange(filled, 4, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("copyOfRange: " + e.getMessage());
        }
        List<String> asList = Arrays.asList(words);
        words[0] = "KIWI";
        System.out.println(asList.get(0) + " " + asList.size() + " " + asList.indexOf("egg") + " " + asList.contains("Fig"));
        asList.set(1, "changed");
        System.out.println(words[1]);
        try {
            asList.add("more");
        } catch (UnsupportedOperationException e) {
            System.out.println("asList add: " + e.getClass().getName());
        }
        System.out.println(Arrays.equals(new int[] {1, 2}, new int[] {1, 2}) + " " + Arrays.equals(new int[] {1}, new int[] {1, 2}) + " " + Arrays.equals((int[]) null, null)
            + " " + Arrays.equals(new double[] {Double.NaN}, new double[] {Double.NaN}) + " " + Arrays.equals(new double[] {0.0}, new double[] {-0.0})
            + " " + Arrays.equals(new Object[] {"a", null}, new Object[] {"a", null}) + " " + Arrays.deepEquals(new int[][] {{1}}, new int[][] {{1}}) + " " + Arrays.equals(new int[][] {{1}}, new int[][] {{1}}));
        System.out.println(Arrays.toString((int[]) null) + " " + Arrays.toString(new int[0]) + " " + Arrays.toString(new Object[] {null, "x", 1.5, 'c', new int[0].length})
            + " " + Arrays.deepToString(new Object[] {new int[] {1}, new String[][] {{"a", "b"}}, null, new double[] {1.5}, new char[] {'z'}, new boolean[] {false}, new long[] {1L}}));
        Object[] self = new Object[2];
        self[0] = self;
        System.out.println(Arrays.deepToString(self));
        String[] sorted = {"a", "c", "e", "g"};
        System.out.println(Arrays.binarySearch(sorted, "e") + " " + Arrays.binarySearch(sorted, "f") + " " + Arrays.binarySearch(sorted, "e", Comparator.reverseOrder())
            + " " + Arrays.binarySearch(new char[] {'a', 'c'}, 'b') + " " + Arrays.binarySearch(new long[] {1, 5, 9}, 0, 2, 5L));
        int[] bigSort = new int[3000];
        long seed = 7;
        for (int i = 0; i < bigSort.length; i++) { seed = seed * 6364136223846793005L + 1; bigSort[i] = (int) (seed >> 33); }
        Arrays.sort(bigSort);
        boolean ok = true;
        for (int i = 1; i < bigSort.length; i++) ok &= bigSort[i - 1] <= bigSort[i];
        System.out.println("big sort ok=" + ok + " min=" + bigSort[0] + " max=" + bigSort[2999] + " median=" + bigSort[1500] + " hash=" + Arrays.hashCode(bigSort));
    }
}
