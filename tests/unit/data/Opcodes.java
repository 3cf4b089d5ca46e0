// Small static methods, one bytecode family each, called from tests/unit/interpreter_test.cpp
// with boundary arguments. Each method is a thin wrapper so javac emits exactly the instruction
// under test (no constant folding: operands come from parameters).
public class Opcodes {
  // int arithmetic: iadd isub imul idiv irem ineg
  static int iadd(int a, int b) { return a + b; }
  static int isub(int a, int b) { return a - b; }
  static int imul(int a, int b) { return a * b; }
  static int idiv(int a, int b) { return a / b; }
  static int irem(int a, int b) { return a % b; }
  static int ineg(int a) { return -a; }
  // long arithmetic
  static long ladd(long a, long b) { return a + b; }
  static long lmul(long a, long b) { return a * b; }
  static long ldiv(long a, long b) { return a / b; }
  static long lrem(long a, long b) { return a % b; }
  static long lneg(long a) { return -a; }
  // shifts: counts are masked to 5 (int) or 6 (long) bits
  static int ishl(int a, int s) { return a << s; }
  static int ishr(int a, int s) { return a >> s; }
  static int iushr(int a, int s) { return a >>> s; }
  static long lshl(long a, int s) { return a << s; }
  static long lshr(long a, int s) { return a >> s; }
  static long lushr(long a, int s) { return a >>> s; }
  // float/double arithmetic
  static float fdiv(float a, float b) { return a / b; }
  static float frem(float a, float b) { return a % b; }
  static double ddiv(double a, double b) { return a / b; }
  static double drem(double a, double b) { return a % b; }
  // comparisons: javac emits fcmpg for < and <=, fcmpl for > and >=
  static boolean flt(float a, float b) { return a < b; }
  static boolean fgt(float a, float b) { return a > b; }
  static boolean dle(double a, double b) { return a <= b; }
  static boolean dge(double a, double b) { return a >= b; }
  static boolean deq(double a, double b) { return a == b; }
  static int lcmp(long a, long b) { return a < b ? -1 : (a == b ? 0 : 1); }
  // conversions
  static int f2i(float a) { return (int) a; }
  static long f2l(float a) { return (long) a; }
  static int d2i(double a) { return (int) a; }
  static long d2l(double a) { return (long) a; }
  static float d2f(double a) { return (float) a; }
  static int l2i(long a) { return (int) a; }
  static int i2b(int a) { return (byte) a; }
  static int i2c(int a) { return (char) a; }
  static int i2s(int a) { return (short) a; }
  // constants
  static int bipushMin() { return -128; }
  static int sipushMin() { return -32768; }
  static int ldcInt() { return 123456789; }
  static long ldc2Long() { return Long.MIN_VALUE; }
  // arrays: element sign/zero extension and boolean narrowing
  static int baload(int v) { byte[] a = new byte[1]; a[0] = (byte) v; return a[0]; }
  static int caload(int v) { char[] a = new char[1]; a[0] = (char) v; return a[0]; }
  static int saload(int v) { short[] a = new short[1]; a[0] = (short) v; return a[0]; }
  static int index(int length, int i) { int[] a = new int[length]; return a[i]; }
  static boolean aastore() { Object[] a = new String[1]; a[0] = "ok"; a[0] = null; return a[0] == null; }
  static void aastoreWrong() { Object[] a = new String[1]; a[0] = new Object(); }
  static long dup2x1(long[] a, int i, long v) { return a[i] += v; }
  static int multi(int a, int b) { int[][] m = new int[a][b]; return m.length * 100 + m[a - 1].length; }
  // switches
  static int table(int k) {
    switch (k) { case -1: return 10; case 0: return 11; case 1: return 12; case 2: return 13; default: return 99; }
  }
  static int lookup(int k) {
    switch (k) { case Integer.MIN_VALUE: return 1; case -1000: return 2; case 7: return 3; case 1 << 30: return 4; default: return 0; }
  }
  // iinc with wide operands
  static int iincWide(int a) { a += 1000; a -= 70000; return a; }
}
