import java.util.function.Function;
import java.util.function.Supplier;

// Stack traces through lambdas: like java's hidden classes, lambda proxy frames do not appear in
// printStackTrace, getStackTrace or an uncaught exception's trace.
// PENDING: rename to .java once Throwable.fillInStackTrace skips frames whose holder satisfies
// interp::is_lambda_proxy_class (runtime/indy/lambda_metafactory.hpp); expected files are java 17's.
public class LambdaStackTraces {
  static int depth(Supplier<Integer> s) { return s.get(); }

  static String fail(String s) {
    throw new IllegalArgumentException("bad " + s);
  }

  public static void main(String[] args) {
    Runnable r = () -> {
      try {
        Function<String, String> f = LambdaStackTraces::fail;
        f.apply("input");
      } catch (IllegalArgumentException e) {
        e.printStackTrace();
        System.out.println("frames: " + e.getStackTrace().length);
        for (StackTraceElement el : e.getStackTrace()) System.out.println("  " + el.getMethodName());
      }
    };
    r.run();
    System.out.println("depth: " + depth(() -> new Throwable().getStackTrace().length));
    Supplier<Integer> inner = () -> { throw new IllegalStateException("uncaught " + args.length); };
    Runnable outer = () -> System.out.println(inner.get());
    outer.run();
  }
}
