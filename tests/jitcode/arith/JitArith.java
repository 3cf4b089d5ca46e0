// Tier-1 arithmetic with Java semantics: int/long wrap-around, idiv/ldiv/irem/lrem of MIN by -1
// and by zero, shift masking, d2i/f2l saturation and NaN, fcmpl/fcmpg NaN ordering, narrowing.
public class JitArith {
  static int idiv(int a, int b) { return a / b; }
  static int irem(int a, int b) { return a % b; }
  static long ldiv(long a, long b) { return a / b; }
  static long lrem(long a, long b) { return a % b; }
  static int shl(int a, int s) { return a << s; }
  static int shr(int a, int s) { return a >> s; }
  static int ushr(int a, int s) { return a >>> s; }
  static long lshl(long a, int s) { return a << s; }
  static long lshr(long a, int s) { return a >> s; }
  static long lushr(long a, int s) { return a >>> s; }
  static int d2i(double d) { return (int) d; }
  static long d2l(double d) { return (long) d; }
  static int f2i(float f) { return (int) f; }
  static long f2l(float f) { return (long) f; }
  static boolean lt(float a, float b) { return a < b; }
  static boolean gt(float a, float b) { return a > b; }
  static boolean dle(double a, double b) { return a <= b; }
  static boolean dge(double a, double b) { return a >= b; }
  static int cmp(long a, long b) { return Long.compare(a, b); }
  static byte i2b(int v) { return (byte) v; }
  static char i2c(int v) { return (char) v; }
  static short i2s(int v) { return (short) v; }
  static float frem(float a, float b) { return a % b; }
  static double drem(double a, double b) { return a % b; }
  static int mix(int x) { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; return x * 0x9E3779B9 + (x | 7) - (x & 0xff); }
  static long lmix(long x) { x ^= x << 13; x ^= x >>> 7; x ^= x << 17; return x * 0x9E3779B97F4A7C15L - ~x; }
  static double poly(double x) { return ((x * 3.5 - 1.25) * x + 0.125) / (x + 1e-9) - -x; }
  static float fpoly(float x) { return ((x * 3.5f - 1.25f) * x + 0.125f) / (x + 1e-3f); }

  public static void main(String[] args) {
    int[] ints = {0, 1, -1, 7, -7, 13, Integer.MIN_VALUE, Integer.MAX_VALUE, 123456789};
    long[] longs = {0, 1, -1, 7, -7, Long.MIN_VALUE, Long.MAX_VALUE, 1L << 40, -123456789012345L};
    double[] doubles = {0.0, -0.0, 1.5, -1.5, 2.5e9, -2.5e9, 1e19, -1e19, Double.NaN,
                        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE};
    for (int round = 0; round < 3; round++) {
      StringBuilder sb = new StringBuilder();
      for (int a : ints) {
        for (int b : ints) {
          try { sb.append(idiv(a, b)).append(' ').append(irem(a, b)).append(' '); }
          catch (ArithmeticException e) { sb.append("AE:").append(e.getMessage()).append(' '); }
        }
        for (int s : new int[] {0, 1, 31, 32, 33, -1, 65}) sb.append(shl(a, s)).append(',').append(shr(a, s)).append(',').append(ushr(a, s)).append(' ');
        sb.append(i2b(a)).append(' ').append((int) i2c(a)).append(' ').append(i2s(a)).append(' ').append(mix(a)).append('\n');
      }
      for (long a : longs) {
        for (long b : longs) {
          try { sb.append(ldiv(a, b)).append(' ').append(lrem(a, b)).append(' ').append(cmp(a, b)).append(' '); }
          catch (ArithmeticException e) { sb.append("AE:").append(e.getMessage()).append(' '); }
        }
        for (int s : new int[] {0, 1, 63, 64, 65, -1}) sb.append(lshl(a, s)).append(',').append(lshr(a, s)).append(',').append(lushr(a, s)).append(' ');
        sb.append(lmix(a)).append('\n');
      }
      for (double d : doubles) {
        float f = (float) d;
        sb.append(d2i(d)).append(' ').append(d2l(d)).append(' ').append(f2i(f)).append(' ').append(f2l(f)).append(' ');
        sb.append(poly(d)).append(' ').append(fpoly(f)).append(' ').append(frem(f, 0.75f)).append(' ').append(drem(d, -0.75)).append(' ');
        for (double e : doubles) sb.append(lt(f, (float) e) ? 'l' : '-').append(gt(f, (float) e) ? 'g' : '-').append(dle(d, e) ? 'L' : '-').append(dge(d, e) ? 'G' : '-');
        sb.append('\n');
      }
      System.out.print(sb);
    }
  }
}
