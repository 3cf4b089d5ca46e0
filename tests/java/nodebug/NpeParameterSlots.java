import java.util.function.*;

/** Helpful NullPointerException texts for parameters and locals of a class compiled without local variable tables. */
public class NpeParameterSlots {
  String name;
  int[] data;

  static void check(String label, Runnable body) {
    try {
      body.run();
      System.out.println(label + ": no exception");
    } catch (NullPointerException e) {
      System.out.println(label + ": " + e.getMessage());
    }
  }

  static int firstLength(String s) { return s.length(); }
  static int afterLong(long n, String s) { return s.length() + (int) n; }
  static int afterDouble(double d, int[] a, String s) { return a.length + s.length() + (int) d; }
  static int index(String[] words, int i) { return words[i].length(); }
  static int indexAfterIinc(int i, String[] words) { i++; return words[i].length(); }
  static int overwritten(String s) { s = s + ""; s = null; return s.length(); }
  static int writtenOnOnePath(String s, boolean clear) { if (clear) s = null; return s.length(); }
  static int localAfterParameters(int a, long b, String c) {
    String d = c == null ? null : c;
    return d.length() + a + (int) b;
  }
  static int loopLocal(String[] words) {
    int total = 0;
    for (String w : words) total += w.length();
    return total;
  }
  static int twoSlotLocal(double x, String s) {
    long big = (long) x;
    String t = s;
    return t.length() + (int) big;
  }
  static int field(NpeParameterSlots p) { return p.name.length(); }
  static void store(int[] a, int v) { a[0] = v; }
  static int many(int a, long b, double c, float d, String e, short f, char g, byte h, boolean i, Object j) {
    return j.hashCode();
  }
  static int sync(Object lock) { synchronized (lock) { return 1; } }
  static void thrower(RuntimeException e) { throw e; }

  int instanceParameter(String s) { return s.length() + name.length(); }
  int instanceAfterLong(long n, double d, String s) { return s.length(); }
  int ownField() { return name.length(); }
  int otherField(NpeParameterSlots other, int k) { return other.data[k]; }
  int chained(NpeParameterSlots other) { return other.self().name.length(); }
  NpeParameterSlots self() { return null; }

  public static void main(String[] args) {
    NpeParameterSlots p = new NpeParameterSlots();
    check("static first", () -> firstLength(null));
    check("after long", () -> afterLong(7L, null));
    check("after double, array", () -> afterDouble(1.5, null, "x"));
    check("after double, string", () -> afterDouble(1.5, new int[1], null));
    check("array element", () -> index(new String[2], 1));
    check("null array", () -> index(null, 0));
    check("after iinc", () -> indexAfterIinc(0, new String[2]));
    check("overwritten", () -> overwritten("abc"));
    check("written on one path", () -> writtenOnOnePath(null, false));
    check("local after parameters", () -> localAfterParameters(1, 2L, null));
    check("loop local", () -> loopLocal(new String[] {"a", null}));
    check("two-slot local", () -> twoSlotLocal(2.0, null));
    check("field of parameter", () -> field(p));
    check("null parameter object", () -> field(null));
    check("array store", () -> store(null, 3));
    check("tenth parameter", () -> many(1, 2L, 3.0, 4f, "e", (short) 6, 'g', (byte) 8, true, null));
    check("monitor", () -> sync(null));
    check("throw", () -> thrower(null));
    check("instance parameter", () -> p.instanceParameter(null));
    check("instance field", () -> p.instanceParameter("x"));
    check("instance after long and double", () -> p.instanceAfterLong(1L, 2.0, null));
    check("this field", () -> p.ownField());
    check("other's array", () -> p.otherField(new NpeParameterSlots(), 0));
    check("other null", () -> p.otherField(null, 0));
    check("return value", () -> p.chained(p));
    String captured = null;
    check("captured by lambda", () -> captured.length());
    Function<String, Integer> f = s -> s.length();
    check("lambda parameter", () -> f.apply(null));
    BiFunction<Long, String, Integer> g = (n, s) -> s.length() + n.intValue();
    check("lambda second parameter", () -> g.apply(1L, null));
    check("lambda unboxing", () -> g.apply(null, "x"));
  }
}
