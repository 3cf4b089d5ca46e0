// Tier-1 arrays: loads and stores of every element type, bounds and null checks with their
// messages, negative sizes, aastore's ArrayStoreException, boolean arrays keeping bit 0,
// arraylength, and arrays of arrays.
public class JitArrays {
  static long sum(int[] a) { long s = 0; for (int i = 0; i < a.length; i++) s += a[i]; return s; }
  static void fill(byte[] b, char[] c, short[] s, long[] l, float[] f, double[] d, boolean[] z) {
    for (int i = 0; i < b.length; i++) { b[i] = (byte) (i * 37); c[i] = (char) (i * 4099); s[i] = (short) (i * 3001);
      l[i] = i * 123456789L; f[i] = i / 7f; d[i] = i / 9.0; z[i] = (i & 1) == 0; }
  }
  static String show(byte[] b, char[] c, short[] s, long[] l, float[] f, double[] d, boolean[] z) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < b.length; i += 7) sb.append(b[i]).append(',').append((int) c[i]).append(',').append(s[i]).append(',')
        .append(l[i]).append(',').append(f[i]).append(',').append(d[i]).append(',').append(z[i]).append(' ');
    return sb.toString();
  }
  static int get(int[] a, int i) { return a[i]; }
  static void put(Object[] a, int i, Object v) { a[i] = v; }
  static int len(Object a) { return ((int[]) a).length; }
  static int[] make(int n) { return new int[n]; }
  static String[] makeStrings(int n) { return new String[n]; }
  static int[][] grid(int n) { int[][] g = new int[n][]; for (int i = 0; i < n; i++) { g[i] = new int[i + 1]; for (int j = 0; j <= i; j++) g[i][j] = i * j; } return g; }

  public static void main(String[] args) {
    int[] a = new int[1000];
    for (int i = 0; i < a.length; i++) a[i] = i * i - 500;
    System.out.println(sum(a) + " " + sum(a));
    int n = 50;
    byte[] b = new byte[n]; char[] c = new char[n]; short[] s = new short[n]; long[] l = new long[n];
    float[] f = new float[n]; double[] d = new double[n]; boolean[] z = new boolean[n];
    fill(b, c, s, l, f, d, z);
    System.out.println(show(b, c, s, l, f, d, z));
    for (int k = 0; k < 2; k++) {
      for (int i : new int[] {-1, 1000, Integer.MIN_VALUE}) {
        try { get(a, i); } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
      }
      try { get(null, 0); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
      try { len(null); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
      try { make(-3); } catch (NegativeArraySizeException e) { System.out.println("NASE " + e.getMessage()); }
      try { makeStrings(-4); } catch (NegativeArraySizeException e) { System.out.println("NASE " + e.getMessage()); }
      Object[] objs = new String[2];
      try { put(objs, 0, "ok"); put(objs, 1, Integer.valueOf(3)); } catch (ArrayStoreException e) { System.out.println("ASE " + e.getMessage()); }
      put(objs, 1, null);
      System.out.println(objs[0] + " " + objs[1]);
      Object[] numbers = new Number[1];
      put(numbers, 0, 5L);
      System.out.println(numbers[0]);
    }
    int[][] g = grid(30);
    long t = 0;
    for (int[] row : g) for (int v : row) t += v;
    System.out.println(t + " " + g[29].length + " " + make(0).length + " " + makeStrings(3).length);
  }
}
