// Tier-1 field access: every type of static and instance field (narrowing on store, sign and
// zero extension on load), volatile fields, inherited fields, a class initialized by its first
// static access, and a NullPointerException message for each field instruction.
public class JitFields {
  static boolean sz; static byte sb; static char sc; static short ss; static int si; static long sl;
  static float sf; static double sd; static String sr; static volatile long vl; static volatile Object vo;
  boolean z; byte b; char c; short s; int i; long l; float f; double d; Object r; volatile int vi;

  static class Base { int baseField = 5; static int counter; }
  static class Derived extends Base { int own = 7; int sum() { return baseField + own + counter; } }
  static class Lazy { static final StringBuilder LOG = new StringBuilder(); static int value;
    static { LOG.append("Lazy.<clinit> "); value = 42; } }

  static void setAll(JitFields o, int v) {
    o.z = (v & 1) != 0; o.b = (byte) v; o.c = (char) v; o.s = (short) v; o.i = v; o.l = v * 3L; o.f = v / 2f;
    o.d = v / 4.0; o.r = "r" + v; o.vi = v + 1;
    sz = !o.z; sb = (byte) (v + 1); sc = (char) (v + 2); ss = (short) (v + 3); si = v + 4; sl = v * 5L;
    sf = v / 3f; sd = v / 6.0; sr = "s" + v; vl = v * 7L; vo = o.r;
  }
  static String show(JitFields o) {
    return o.z + " " + o.b + " " + (int) o.c + " " + o.s + " " + o.i + " " + o.l + " " + o.f + " " + o.d + " " + o.r + " " + o.vi
        + " | " + sz + " " + sb + " " + (int) sc + " " + ss + " " + si + " " + sl + " " + sf + " " + sd + " " + sr + " " + vl + " " + vo;
  }
  static int getNull(JitFields o) { return o.i; }
  static void putNull(JitFields o) { o.l = 1; }
  static Object getRefNull(JitFields o) { return o.r; }

  public static void main(String[] args) {
    JitFields o = new JitFields();
    for (int v : new int[] {0, 1, -1, 127, 128, 255, 256, 65535, 65536, -32769, Integer.MAX_VALUE, Integer.MIN_VALUE}) {
      setAll(o, v);
      System.out.println(show(o));
    }
    long acc = 0;
    for (int k = 0; k < 100000; k++) { o.i += k; o.l += o.i; si ^= k; acc += o.i + si; }
    System.out.println(acc + " " + o.l + " " + si);
    Derived dd = new Derived();
    Base.counter = 3;
    System.out.println(dd.sum());
    System.out.println("before " + Lazy.LOG.length());
    System.out.println(Lazy.value + " " + Lazy.LOG);
    for (int k = 0; k < 2; k++) {
      try { getNull(null); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
      try { putNull(null); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
      try { getRefNull(null); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    }
  }
}
