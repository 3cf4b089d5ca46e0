// Hello World that stays alive long enough for its maps and threads to be read: it compiles
// nothing, so no compiler thread may start and no JIT library may be mapped.
public class HelloSleep {
  public static void main(String[] args) throws Exception {
    System.out.println("Hello, world");
    Thread.sleep(Long.parseLong(args[0]));
  }
}
