// Test data for tests/unit/classfile_test.cpp: compiled with --release 8 (class file 52.0).
public class Old {
  static final String GREETING = "old";
  private int x;

  public int get() {
    return x;
  }

  public static void main(String[] args) {
    Runnable r = () -> System.out.println(GREETING);
    r.run();
  }
}
