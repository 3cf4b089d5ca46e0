// The control for HelloSleep: a method called past every compile threshold, then a sleep. Its
// compile requests start the compiler threads and load the JIT library.
public class HotSleep {
  static int square(int x) { return x * x; }

  public static void main(String[] args) throws Exception {
    int s = 0;
    for (int i = 0; i < 5000; i++) s += square(i);
    System.out.println(s);
    Thread.sleep(Long.parseLong(args[0]));
  }
}
