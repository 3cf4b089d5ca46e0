import java.util.*;
public class BstGeneric {
    static class Tree<K extends Comparable<K>, V> implements Iterable<K> {
        private class Node { K k; V v; Node l, r; int size = 1; Node(K k, V v) { this.k = k; this.v = v; } }
        private Node root;
        public void put(K k, V v) { root = put(root, k, v); }
        private Node put(Node n, K k, V v) { if (n == null) return new Node(k, v); int c = k.compareTo(n.k); if (c < 0) n.l = put(n.l, k, v); else if (c > 0) n.r = put(n.r, k, v); else n.v = v; n.size = 1 + size(n.l) + size(n.r); return n; }
        private int size(Node n) { return n == null ? 0 : n.size; }
        public int size() { return size(root); }
        public V get(K k) { Node n = root; while (n != null) { int c = k.compareTo(n.k); if (c == 0) return n.v; n = c < 0 ? n.l : n.r; } return null; }
        public int height() { return height(root); }
        private int height(Node n) { return n == null ? 0 : 1 + Math.max(height(n.l), height(n.r)); }
        public Iterator<K> iterator() {
            final Deque<Node> st = new ArrayDeque<>();
            for (Node n = root; n != null; n = n.l) st.push(n);
            return new Iterator<K>() {
                public boolean hasNext() { return !st.isEmpty(); }
                public K next() { if (st.isEmpty()) throw new NoSuchElementException("done"); Node n = st.pop(); for (Node m = n.r; m != null; m = m.l) st.push(m); return n.k; }
            };
        }
    }
    public static void main(String[] args) {
        Tree<String, Integer> t = new Tree<>();
        String[] words = "it was the best of times it was the worst of times it was the age of wisdom".split(" ");
        for (String w : words) { Integer c = t.get(w); t.put(w, c == null ? 1 : c + 1); }
        StringBuilder sb = new StringBuilder(); for (String k : t) sb.append(k).append('=').append(t.get(k)).append(' ');
        System.out.println(sb.toString().trim() + " size=" + t.size() + " h=" + t.height());
        Tree<Integer, int[]> ti = new Tree<>(); Random r = new Random(5);
        for (int i = 0; i < 1000; i++) ti.put(r.nextInt(500), new int[]{i});
        int sum = 0, prev = -1; boolean sorted = true; for (int k : ti) { sum += k; sorted &= k > prev; prev = k; }
        System.out.println(ti.size() + " " + sum + " " + sorted + " " + ti.height() + " " + ti.get(250)[0]);
        Iterator<Integer> it = new Tree<Integer, String>().iterator();
        try { it.next(); } catch (NoSuchElementException e) { System.out.println("empty: " + e.getMessage()); }
    }
}
