import java.util.*;
public class HashKeys {
    static final class Key { final String a; final int b; Key(String a, int b) { this.a = a; this.b = b; }
        @Override public boolean equals(Object o) { if (!(o instanceof Key)) return false; Key k = (Key) o; return b == k.b && a.equals(k.a); }
        @Override public int hashCode() { return 31 * a.hashCode() + b; } @Override public String toString() { return a + b; } }
    static final class BadKey { final int v; BadKey(int v) { this.v = v; } public int hashCode() { return 1; } public boolean equals(Object o) { return o instanceof BadKey && ((BadKey) o).v == v; } public String toString() { return "B" + v; } }
    public static void main(String[] args) {
        Map<Key, Integer> m = new HashMap<>();
        for (int i = 0; i < 40; i++) m.put(new Key("k" + (i % 7), i % 5), i);
        System.out.println(m.size() + " " + m.get(new Key("k3", 3)) + " " + m.containsKey(new Key("k9", 0)));
        System.out.println(m);
        Map<BadKey, String> bm = new HashMap<>();
        for (int i = 0; i < 100; i++) bm.put(new BadKey(i), "v" + i);
        System.out.println(bm.size() + " " + bm.get(new BadKey(77)) + " " + bm.remove(new BadKey(50)) + " " + bm.size());
        Set<String> ls = new LinkedHashSet<>(Arrays.asList("z", "a", "m", "a", "b")); System.out.println(ls);
        Map<String, Integer> lhm = new LinkedHashMap<>(); lhm.put("one", 1); lhm.put("two", 2); lhm.put("one", 11); lhm.remove("two"); lhm.put("two", 22); System.out.println(lhm);
        Map<Integer, String> ints = new HashMap<>(); for (int i = -5; i < 70; i += 3) ints.put(i * 1000, "" + i); System.out.println(ints);
        Map<Long, Integer> longs = new HashMap<>(); for (long i = 0; i < 10; i++) longs.put(i << 33, (int) i); System.out.println(longs);
        Map<Double, Integer> dbl = new HashMap<>(); dbl.put(0.0, 1); dbl.put(-0.0, 2); dbl.put(Double.NaN, 3); dbl.put(Double.NaN, 4); System.out.println(dbl);
        Map<String, Integer> nul = new HashMap<>(); nul.put(null, 0); nul.put("x", null); System.out.println(nul + " " + nul.get(null) + " " + nul.containsValue(null) + " " + nul.getOrDefault("x", 9));
        System.out.println(nul.putIfAbsent("x", 5) + " " + nul + " " + nul.remove("nope") + " " + nul.replace("x", 6) + " " + nul);
        Map<Boolean, Character> bc = new TreeMap<>(); bc.put(true, 't'); bc.put(false, 'f'); System.out.println(bc);
        HashMap<String, Integer> big = new HashMap<>(); for (int i = 0; i < 5000; i++) big.put(Integer.toString(i, 7), i); int s = 0; for (int v : big.values()) s += v; System.out.println(big.size() + " " + s + " " + big.get("100"));
        Set<List<Integer>> sl = new HashSet<>(); sl.add(Arrays.asList(1, 2)); sl.add(new ArrayList<>(Arrays.asList(1, 2))); sl.add(List.of(2, 1)); System.out.println(sl.size() + " " + Arrays.asList(1, 2).hashCode() + " " + "hello".hashCode() + " " + Boolean.TRUE.hashCode() + " " + new HashMap<>(Map.of("a", 1)).hashCode());
    }
}
