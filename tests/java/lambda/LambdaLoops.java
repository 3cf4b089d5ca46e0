import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

// Lambdas created in loops: one instance per evaluation for capturing lambdas, one shared instance
// per call site for non-capturing ones; many instances stay distinct.
public class LambdaLoops {
  static Runnable shared() { return () -> {}; }
  static Supplier<String> capturing(String s) { return () -> s; }

  public static void main(String[] args) {
    List<IntSupplier> suppliers = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      final int k = i;
      suppliers.add(() -> k * k);
    }
    int total = 0;
    for (IntSupplier s : suppliers) total += s.getAsInt();
    System.out.println("sum of squares: " + total);
    System.out.println("non-capturing same instance: " + (shared() == shared()));
    System.out.println("capturing distinct: " + (capturing("a") != capturing("a")));
    System.out.println("same class per site: " + (capturing("a").getClass() == capturing("b").getClass()));
    long acc = 0;
    for (int i = 0; i < 20000; i++) {
      final long base = i;
      Supplier<Long> s = () -> base + 1;
      acc += s.get();
    }
    System.out.println("20000 lambdas: " + acc);
    List<Runnable> rs = new ArrayList<>();
    StringBuilder out = new StringBuilder();
    for (String w : new String[] {"x", "y", "z"}) rs.add(() -> out.append(w));
    for (Runnable r : rs) r.run();
    for (int i = rs.size() - 1; i >= 0; i--) rs.get(i).run();
    System.out.println("runnables: " + out);
    // Two call sites with the same shape get different classes.
    Runnable a = () -> {};
    Runnable b = () -> {};
    System.out.println("two sites, two classes: " + (a.getClass() != b.getClass()));
  }
}
