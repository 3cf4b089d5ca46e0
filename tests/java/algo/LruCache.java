import java.util.*;
public class LruCache {
    static class Lru<K, V> extends LinkedHashMap<K, V> { final int cap; Lru(int cap) { super(16, 0.75f, true); this.cap = cap; }
        @Override protected boolean removeEldestEntry(Map.Entry<K, V> eldest) { return size() > cap; } }
    static class Manual<K, V> { final int cap; final HashMap<K, V> map = new HashMap<>(); final LinkedList<K> order = new LinkedList<>(); int hits, misses;
        Manual(int c) { cap = c; }
        V get(K k) { if (!map.containsKey(k)) { misses++; return null; } hits++; order.remove(k); order.addFirst(k); return map.get(k); }
        void put(K k, V v) { if (map.containsKey(k)) order.remove(k); else if (map.size() == cap) map.remove(order.removeLast()); map.put(k, v); order.addFirst(k); } }
    public static void main(String[] args) {
        Lru<Integer, String> c = new Lru<>(3);
        c.put(1, "a"); c.put(2, "b"); c.put(3, "c"); c.get(1); c.put(4, "d"); c.get(3); c.put(5, "e");
        System.out.println(c + " " + c.keySet() + " " + c.containsKey(2));
        Manual<String, Integer> m = new Manual<>(4); Random r = new Random(3);
        for (int i = 0; i < 200; i++) { String k = "k" + r.nextInt(8); if (m.get(k) == null) m.put(k, i); }
        System.out.println(m.hits + " " + m.misses + " " + m.order + " " + new TreeMap<>(m.map));
    }
}
