import java.util.*;
public class SortAlgos {
    static void quick(int[] a, int lo, int hi) { if (lo >= hi) return; int p = a[(lo + hi) >>> 1], i = lo, j = hi; while (i <= j) { while (a[i] < p) i++; while (a[j] > p) j--; if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; } } quick(a, lo, j); quick(a, i, hi); }
    static void merge(long[] a, long[] tmp, int lo, int hi) { if (hi - lo < 2) return; int mid = (lo + hi) / 2; merge(a, tmp, lo, mid); merge(a, tmp, mid, hi); int i = lo, j = mid, k = lo; while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++]; while (i < mid) tmp[k++] = a[i++]; while (j < hi) tmp[k++] = a[j++]; System.arraycopy(tmp, lo, a, lo, hi - lo); }
    static void heap(double[] a) { int n = a.length; for (int i = n / 2 - 1; i >= 0; i--) sift(a, i, n); for (int end = n - 1; end > 0; end--) { double t = a[0]; a[0] = a[end]; a[end] = t; sift(a, 0, end); } }
    static void sift(double[] a, int i, int n) { while (true) { int l = 2 * i + 1, r = l + 1, m = i; if (l < n && a[l] > a[m]) m = l; if (r < n && a[r] > a[m]) m = r; if (m == i) return; double t = a[i]; a[i] = a[m]; a[m] = t; i = m; } }
    static <T extends Comparable<T>> void insertion(T[] a) { for (int i = 1; i < a.length; i++) { T x = a[i]; int j = i - 1; while (j >= 0 && a[j].compareTo(x) > 0) { a[j + 1] = a[j]; j--; } a[j + 1] = x; } }
    static int[] counting(int[] a, int max) { int[] c = new int[max + 1]; for (int x : a) c[x]++; int[] out = new int[a.length]; int k = 0; for (int v = 0; v <= max; v++) while (c[v]-- > 0) out[k++] = v; return out; }
    public static void main(String[] args) {
        Random r = new Random(31337);
        int[] a = new int[2000]; for (int i = 0; i < a.length; i++) a[i] = r.nextInt(10000) - 5000;
        int[] b = a.clone(); quick(a, 0, a.length - 1); Arrays.sort(b);
        System.out.println(Arrays.equals(a, b) + " " + a[0] + " " + a[1999] + " " + a[1000]);
        long[] l = new long[1000]; for (int i = 0; i < l.length; i++) l[i] = r.nextLong() % 1000000; merge(l, new long[l.length], 0, l.length);
        boolean ok = true; for (int i = 1; i < l.length; i++) ok &= l[i - 1] <= l[i]; System.out.println(ok + " " + l[0] + " " + l[999]);
        double[] d = new double[500]; for (int i = 0; i < d.length; i++) d[i] = r.nextGaussian(); heap(d);
        double[] d2 = d.clone(); Arrays.sort(d2); System.out.println(Arrays.equals(d, d2) + " " + d[0] + " " + d[499]);
        String[] s = {"pear", "Apple", "banana", "apple", "Cherry", "date", "", "fig"}; String[] s2 = s.clone();
        insertion(s); Arrays.sort(s2); System.out.println(Arrays.toString(s) + Arrays.equals(s, s2));
        Arrays.sort(s2, String.CASE_INSENSITIVE_ORDER); System.out.println(Arrays.toString(s2));
        int[] small = new int[30]; for (int i = 0; i < 30; i++) small[i] = r.nextInt(8); System.out.println(Arrays.toString(counting(small, 7)));
        double[] special = {3.0, Double.NaN, -0.0, 0.0, Double.NEGATIVE_INFINITY, -1.5, Double.POSITIVE_INFINITY}; Arrays.sort(special); System.out.println(Arrays.toString(special));
        Integer[] stable = new Integer[20]; for (int i = 0; i < 20; i++) stable[i] = r.nextInt(5) * 100 + i;
        Arrays.sort(stable, new Comparator<Integer>() { public int compare(Integer x, Integer y) { return x / 100 - y / 100; } });
        System.out.println(Arrays.toString(stable));
        char[] cs = "the quick brown fox".toCharArray(); Arrays.sort(cs, 4, 9); System.out.println(new String(cs));
        List<String> ls = new ArrayList<>(Arrays.asList(s)); ls.sort(null); System.out.println(ls);
        ls.sort(Comparator.reverseOrder()); System.out.println(ls);
        int[] big = new int[100000]; for (int i = 0; i < big.length; i++) big[i] = r.nextInt(); Arrays.sort(big); long h = 0; for (int x : big) h = h * 31 + x; System.out.println(h);
    }
}
