// Test data for tests/unit/classfile_test.cpp: one class that makes javac 17 emit every attribute
// and constant-pool tag the parser keeps. Compiled at build time by tests/CMakeLists.txt.
import java.io.IOException;
import java.util.List;
import java.util.function.Supplier;

public class Kitchen<T extends Comparable<T>> implements Runnable, Comparable<Kitchen<T>> {
  public static final int INT_MIN = Integer.MIN_VALUE;
  public static final long LONG_MIN = Long.MIN_VALUE;
  public static final float FLOAT_NAN = Float.NaN;
  public static final double NEG_ZERO = -0.0;
  public static final double DOUBLE_MAX = Double.MAX_VALUE;
  public static final char CHAR = '\u00e9';
  public static final boolean BOOL = true;
  public static final byte BYTE = -128;
  public static final short SHORT = 32767;
  // 2-byte, 3-byte and supplementary characters, and U+0000 (C0 80 in modified UTF-8)
  public static final String TEXT = "h\u00e9llo \u20ac \uD83D\uDE00 nul:\u0000.";
  public final int notStatic = 7;  // ConstantValue on an instance field: ignored (JVMS 4.7.2)

  List<T> items;  // Signature attribute
  static int counter;

  public record Point(int x, int y, List<String> tags) {}

  class Inner {
    int get() { return counter; }
  }

  static class Nested {
    private int secret = 1;
  }

  interface Shape {
    double area();
  }

  public abstract static class Base {
    abstract void f();
  }

  native void nativeMethod();

  @Override
  public void run() {
    Runnable r = () -> System.out.println(TEXT);
    Supplier<Nested> s = Nested::new;
    r.run();
    String concat = "x" + counter + s.get().secret;
    System.out.println(concat);
  }

  @Override
  public int compareTo(Kitchen<T> o) {
    return 0;
  }

  int tryCatch(String s) throws IOException, InterruptedException {
    try {
      return Integer.parseInt(s);
    } catch (NumberFormatException e) {
      return -1;
    } finally {
      counter++;
    }
  }

  static <U> U generic(U u) {
    return u;
  }

  long wide(long a, double b, int c) {
    long big = 1234567890123L;
    double d = 3.5e300;
    float f = 1.5e-40f;
    return a + (long) b + c + big + (long) d + (long) f;
  }
}
