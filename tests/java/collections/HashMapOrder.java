// HashMap/HashSet iteration order (depends on String/Integer hashCode and table resizing), null keys, views, bulk methods.
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

public class HashMapOrder {
    public static void main(String[] args) {
        HashMap<String, Integer> m = new HashMap<>();
        String[] words = {"banana", "apple", "cherry", "date", "elderberry", "fig", "grape", "kiwi", "lemon", "mango", "nectarine", "orange", "papaya", "quince", "raspberry"};
        for (int i = 0; i < words.length; i++) {
            m.put(words[i], i);
            if (i == 4 || i == 11 || i == 12) System.out.println("after " + (i + 1) + ": " + m);
        }
        System.out.println(m.keySet());
        System.out.println(m.values());
        System.out.println(m.get("fig") + " " + m.get("nothing") + " " + m.getOrDefault("nothing", -1) + " " + m.containsKey("kiwi") + " " + m.containsValue(14) + " " + m.size());
        System.out.println(m.put("apple", 100) + " " + m.putIfAbsent("apple", 200) + " " + m.putIfAbsent("zucchini", 300) + " " + m.remove("banana") + " " + m.remove("missing"));
        m.put(null, -1);
        m.put("nullval", null);
        System.out.println(m + " " + m.get(null) + " " + m.containsKey(null) + " " + m.containsKey("nullval") + " " + m.get("nullval"));
        for (Map.Entry<String, Integer> e : m.entrySet()) {
            if (e.getValue() != null && e.getValue() % 2 == 0) e.setValue(e.getValue() * 10);
        }
        System.out.println(m);
        Iterator<Map.Entry<String, Integer>> it = m.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<String, Integer> e = it.next();
            if (e.getKey() != null && e.getKey().length() > 5) it.remove();
        }
        System.out.println(m);
        HashMap<Integer, String> ints = new HashMap<>();
        int[] keys = {100, -5, 17, 33, 1 << 20, 65536, 16, 0, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, 31, 47, 1000000};
        for (int k : keys) ints.put(k, "v" + k);
        System.out.println(ints);
        HashMap<Long, Double> longs = new HashMap<>();
        for (long k = -3; k <= 3; k++) longs.put(k * 4294967296L + k, k / 2.0);
        System.out.println(longs);
        HashMap<Double, Boolean> dbl = new HashMap<>();
        double[] ds = {0.0, -0.0, 1.5, Double.NaN, -2.25, 1e100};
        for (double d : ds) dbl.put(d, d > 0);
        System.out.println(dbl + " " + dbl.get(Double.NaN) + " " + dbl.containsKey(-0.0));
        HashMap<Character, Integer> counts = new HashMap<>();
        for (char c : "the quick brown fox jumps over the lazy dog".toCharArray()) {
            Integer old = counts.get(c);
            counts.put(c, old == null ? 1 : old + 1);
        }
        System.out.println(counts);
        HashMap<String, Integer> copy = new HashMap<>(m);
        copy.putAll(ints.size() > 0 ? java.util.Collections.singletonMap("single", 1) : m);
        System.out.println(copy + " " + copy.equals(m) + " " + m.isEmpty());
        HashMap<Integer, Integer> big = new HashMap<>();
        for (int i = 0; i < 500; i++) big.put((i * 7919) % 1009, i);
        int checksum = 0, pos = 0;
        for (Map.Entry<Integer, Integer> e : big.entrySet()) checksum = checksum * 31 + e.getKey() * 3 + e.getValue() + pos++;
        System.out.println("big " + big.size() + " " + checksum);
        m.clear();
        System.out.println(m + " " + m.size());
    }
}
