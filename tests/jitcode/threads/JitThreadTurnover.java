// Many short threads, each running compiled code, in overlapping waves: thread ids and the VM's
// per-thread records are reused as threads end, and each new thread runs on a stack of its own.
// Compiled code must check each thread's own C stack (a stale limit from an ended thread's stack
// made the first compiled call of a new one throw StackOverflowError), and join() must return
// even when a thread's end went wrong.
public class JitThreadTurnover {
  static int depth(int n) {
    return n == 0 ? 0 : 1 + depth(n - 1);
  }

  public static void main(String[] args) throws Exception {
    int failures = 0;
    long sum = 0;
    for (int wave = 0; wave < 150; wave++) {
      Thread[] ts = new Thread[3];
      long[] results = new long[ts.length];
      for (int i = 0; i < ts.length; i++) {
        final int k = i;
        ts[i] = new Thread(() -> results[k] = depth(200 + k));
        ts[i].start();
        if (i == 1) ts[0].join();  // the first ends while the second runs, then the third starts
      }
      for (Thread t : ts) t.join();
      for (int i = 0; i < ts.length; i++) {
        if (results[i] != 200 + i) failures++;
        sum += results[i];
      }
    }
    System.out.println("threads 450, wrong results " + failures + ", sum " + sum);
  }
}
