// Tier-1 allocation: new of small objects in a loop (the TLAB fast path), constructors with
// fields, object graphs kept across collections (references reloaded from frame slots after
// each call), primitive and reference arrays, and identity hash codes surviving moves.
public class JitAlloc {
  static final class Node { Node left, right; int v; Node(Node l, Node r, int v) { left = l; right = r; this.v = v; } }
  static Node tree(int d) { return d == 0 ? new Node(null, null, 1) : new Node(tree(d - 1), tree(d - 1), d); }
  static int check(Node n) { return n.left == null ? n.v : n.v + check(n.left) - check(n.right); }
  static long churn(int n) {
    long s = 0;
    Object keep = new int[] {7};
    for (int i = 0; i < n; i++) {
      Node a = new Node(null, null, i);
      Node b = new Node(a, null, i + 1);
      int[] arr = new int[i % 17 + 1];
      arr[arr.length - 1] = b.left.v;
      s += arr[arr.length - 1] + b.v + ((int[]) keep)[0];
      if ((i & 1023) == 0) System.gc();
    }
    return s;
  }
  public static void main(String[] args) {
    Object pinned = new Object();
    int h = System.identityHashCode(pinned);
    for (int d = 4; d <= 14; d += 2) {
      int total = 0;
      for (int k = 0; k < 3; k++) total += check(tree(d));
      System.out.println(d + " " + total);
      System.gc();
    }
    System.out.println(churn(200000));
    System.out.println(h == System.identityHashCode(pinned));
    String[] words = new String[1000];
    for (int i = 0; i < words.length; i++) words[i] = "w" + i;
    System.gc();
    int len = 0;
    for (String w : words) len += w.length();
    System.out.println(len + " " + words[999]);
  }
}
