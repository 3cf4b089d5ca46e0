// Tier-1 control flow: tableswitch and lookupswitch (dense, sparse, negative keys, string and
// enum switches), nested loops with back-edge polls while another thread allocates and collects,
// conditional expressions left on the operand stack at a merge, instanceof, and monitors.
public class JitControl {
  enum Color { RED, GREEN, BLUE }
  static int dense(int k) { switch (k) { case 0: return 10; case 1: return 11; case 2: return 12; case 3: return 13; case 5: return 15; default: return -1; } }
  static int sparse(int k) { switch (k) { case -1000: return 1; case 7: return 2; case 1 << 20: return 3; case Integer.MIN_VALUE: return 4; default: return 0; } }
  static int str(String s) { switch (s) { case "alpha": return 1; case "beta": return 2; default: return s.length(); } }
  static int color(Color c) { switch (c) { case RED: return 1; case GREEN: return 2; default: return 3; } }
  static int ternary(int a, int b) { return (a > b ? a : b) + (a == b ? 1 : 0) * (a < 0 ? -1 : 1); }
  static String kind(Object o) { return o instanceof String ? "S" : o instanceof Integer ? "I" : o instanceof int[] ? "A" : o == null ? "N" : "O"; }
  static final Object lock = new Object();
  static int shared;
  static void bump(int n) { for (int i = 0; i < n; i++) synchronized (lock) { shared++; } }

  public static void main(String[] args) throws Exception {
    StringBuilder sb = new StringBuilder();
    for (int k = -2; k < 8; k++) sb.append(dense(k)).append(' ');
    for (int k : new int[] {-1000, 7, 1 << 20, Integer.MIN_VALUE, 8}) sb.append(sparse(k)).append(' ');
    for (String s : new String[] {"alpha", "beta", "gamma!"}) sb.append(str(s)).append(' ');
    for (Color c : Color.values()) sb.append(color(c)).append(' ');
    sb.append(ternary(3, 4)).append(' ').append(ternary(-2, -2)).append(' ');
    for (Object o : new Object[] {"s", 1, new int[0], null, new Object()}) sb.append(kind(o));
    System.out.println(sb);
    Thread t = new Thread(() -> { for (int i = 0; i < 200; i++) { Object[] junk = new Object[1000]; if (i % 50 == 0) System.gc(); } });
    t.start();
    long acc = 0;
    for (int i = 0; i < 3000; i++) for (int j = 0; j < 300; j++) acc += (i ^ j) & 15;
    t.join();
    System.out.println(acc);
    Thread u = new Thread(() -> bump(20000));
    u.start();
    bump(20000);
    u.join();
    System.out.println(shared);
  }
}
