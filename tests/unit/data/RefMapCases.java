// Test data for tests/unit/reference_map_test.cpp: methods whose reference slots the test checks.
// at(N) marks a point of interest: the test finds the `iconst/bipush N; invokestatic at` pair
// and checks the state before the constant push. Slot numbers are javac 17's (checked with javap -c).
public class RefMapCases {
  long lf;
  double df;
  int count;

  static void at(int id) {}
  static void use(Object o) {}
  static void use(int i) {}
  static void take(String s, long x, String t) {}

  RefMapCases(int x) {
    super();
    this.count = x;
  }

  // locals: this 0, a 1, b 2-3, c 4-5, d 6, e 7, arr 8, f 9, g 10-11
  Object mixed(int a, long b, double c, Object d, String e) {
    Object[] arr = {d, e};
    float f = a * 1.5f;
    long g = b * 2;
    at(1);
    return arr[(int) (g + (long) c + (long) f)];
  }

  // Slot 2 is an int in one block and a String in the other; an Object after the merge.
  void reuse(boolean flag) {
    if (flag) {
      int k = 5;
      at(1);
      use(k);
    } else {
      String s = "x";
      at(2);
      use(s);
    }
    at(3);
    Object o = new Object();
    at(4);
    use(o);
  }

  // locals: in 0, r 1, n / ex 2, then the finally handler's throwable
  static String tryCatchFinally(String in) {
    String r = null;
    try {
      int n = in.length();
      at(1);
      r = in + n;
    } catch (RuntimeException ex) {
      at(2);
      r = ex.getMessage();
    } finally {
      at(3);
    }
    return r;
  }

  // cur (slot 2) is live across the back-edge; sum 3, i 4
  static int loop(int[] data, StringBuilder sb) {
    Object cur = sb;
    int sum = 0;
    for (int i = 0; i < data.length; i++) {
      at(1);
      sum += data[i];
      cur = (i % 2 == 0) ? cur : sb;
    }
    at(2);
    return sum + cur.hashCode();
  }

  // tableswitch; locals: k 0, a 1, out 2, z 3
  static Object tableSwitch(int k, Object a) {
    Object out;
    switch (k) {
      case 0: out = a; break;
      case 1: out = "one"; break;
      case 2: { int z = k * 2; at(1); out = null; use(z); break; }
      default: out = new Object();
    }
    at(2);
    return out;
  }

  // lookupswitch; locals: k 0, a 1, s 2 (String in one case, int in another)
  static int lookupSwitch(int k, Object a) {
    switch (k) {
      case 7: { String s = String.valueOf(a); at(1); return s.length(); }
      case 1000: { int s = k + 1; at(2); return s; }
      case 100000: return 3;
      default: break;
    }
    at(3);
    return 0;
  }

  // new / dup / invokespecial, nested
  static RefMapCases make(int x) {
    return new RefMapCases(new StringBuilder().append(x).length());
  }

  // dup2_x1 with a long under a reference: aload_0 lload_1 dup2_x1 putfield lstore_3
  long dup2x1(long v) {
    long r = (this.lf = v);
    return r;
  }

  // dup2_x1 with a double: aload_0 dload_1 dup2_x1 putfield dreturn
  double dup2x1Double(double v) {
    return this.df = v;
  }

  // dup_x2: aload_0 iload_1 iload_2 dup_x2 iastore istore_3
  static int dupX2(int[] a, int i, int k) {
    int v = (a[i] = k);
    return v;
  }

  // dup2_x2: aload_0 iload_1 lload_2 dup2_x2 lastore lstore 4
  static long dup2x2(long[] a, int i, long k) {
    long v = (a[i] = k);
    return v;
  }

  // dup2 of (array, index): aload_0 iload_1 dup2 iaload iconst_1 iadd iastore
  static void dup2(int[] a, int i) {
    a[i]++;
  }

  // dup_x1: aload_0 iload_1 dup_x1 putfield ireturn
  int dupX1(int v) {
    return this.count = v;
  }

  // a long between two references on the stack at the call
  static void longBetweenRefs(String s, long x) {
    take(s, x, s);
  }

  // multianewarray and wide iinc (increment beyond a byte)
  static int[][] grid(int a, int b) {
    int i = a;
    i += 1000;
    int[][] m = new int[i][b];
    at(1);
    return m;
  }

  // synchronized block: javac's catch-any handler keeps the lock object in a local
  static int locked(Object lock, int v) {
    synchronized (lock) {
      at(1);
      return v + 1;
    }
  }
}
