import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import java.util.function.Supplier;

// Lambda call sites linked by several threads at once: every thread reaches the same sites for
// the first time together, and each runs the lambdas it made many times. Results are sums, so
// the output does not depend on scheduling.
public class LambdaThreads {
  static final int THREADS = 6;
  static final long[] results = new long[THREADS];

  static long work(int id) {
    long sum = 0;
    for (int k = 0; k < 500; k++) {
      final int kk = k;
      IntUnaryOperator addId = x -> x + id;
      Supplier<String> text = () -> "k" + kk;
      Function<String, Integer> len = String::length;
      IntBinaryOperator max = Math::max;
      Runnable nothing = () -> {};
      nothing.run();
      sum += addId.applyAsInt(k) + len.apply(text.get()) + max.applyAsInt(k, id);
    }
    return sum;
  }

  public static void main(String[] args) throws InterruptedException {
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < THREADS; i++) {
      final int id = i;
      threads.add(new Thread(() -> results[id] = work(id), "worker-" + i));
    }
    for (Thread t : threads) t.start();
    for (Thread t : threads) t.join();
    long total = 0;
    for (int i = 0; i < THREADS; i++) {
      System.out.println("worker-" + i + ": " + results[i]);
      total += results[i];
    }
    System.out.println("total: " + total + ", expected: " + expected());
  }

  static long expected() {
    long total = 0;
    for (int id = 0; id < THREADS; id++) {
      for (int k = 0; k < 500; k++) total += k + id + ("k" + k).length() + Math.max(k, id);
    }
    return total;
  }
}
