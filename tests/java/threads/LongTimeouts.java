// Timeouts of Long.MAX_VALUE milliseconds mean "practically forever": Thread.sleep and
// Object.wait must not return at once (a deadline of now + Long.MAX_VALUE ms overflows a
// nanosecond clock into the past); an interrupt still ends them.
public class LongTimeouts {
  static final Object lock = new Object();

  public static void main(String[] args) throws Exception {
    Thread sleeper = new Thread(() -> {
      try {
        Thread.sleep(Long.MAX_VALUE);
        System.out.println("sleep returned without an interrupt");
      } catch (InterruptedException e) {
        System.out.println("sleep interrupted: " + e.getMessage());
      }
    });
    Thread waiter = new Thread(() -> {
      synchronized (lock) {
        try {
          lock.wait(Long.MAX_VALUE);
          System.out.println("wait returned without a notify");
        } catch (InterruptedException e) {
          System.out.println("wait interrupted");
        }
      }
    });
    Thread nanos = new Thread(() -> {
      try {
        Thread.sleep(Long.MAX_VALUE, 999_999);
        System.out.println("sleep(ms, ns) returned without an interrupt");
      } catch (InterruptedException e) {
        System.out.println("sleep(ms, ns) interrupted");
      }
    });
    for (Thread t : new Thread[] {sleeper, waiter, nanos}) {
      t.start();
      // Wait until the thread is in its timed wait (on a loaded machine, with -Xcomp, it may take
      // a while to get there), then give a wrongly immediate return 300 ms to show.
      long deadline = System.nanoTime() + 20_000_000_000L;
      while (t.getState() != Thread.State.TIMED_WAITING && System.nanoTime() < deadline) {
        Thread.sleep(5);
      }
      Thread.sleep(300);
      System.out.println("still waiting: " + t.isAlive() + " " + t.getState());
      t.interrupt();
      t.join();
    }
    System.out.println("done");
  }
}
