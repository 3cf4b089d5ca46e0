import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

// WeakHashMap as a cache of per-object metadata: entries of keys the program still holds stay,
// those of dropped keys vanish after System.gc() (size, get, iteration, containsValue); plus the
// ordinary Map protocol with value-based keys (iteration order as java's), null keys and values,
// resizing, removal through iterators, and the constructor errors.
public class WeakHashMapCache {
    static final class Key {
        final int id;
        Key(int id) { this.id = id; }
        public int hashCode() { return id * 31; }
        public boolean equals(Object o) { return o instanceof Key && ((Key) o).id == id; }
        public String toString() { return "K" + id; }
    }

    public static void main(String[] args) throws Exception {
        WeakHashMap<Key, String> meta = new WeakHashMap<>();
        List<Key> live = new ArrayList<>();
        Key[] all = new Key[100];
        for (int i = 0; i < 100; i++) {
            Key k = new Key(i);
            all[i] = k;
            meta.put(k, "meta-" + i);
            if (i % 4 == 0) live.add(k);
        }
        System.out.println("before gc: " + meta.size() + " entries");
        all = null;  // three keys in four are now only weakly reachable
        System.gc();
        // The Reference Handler enqueues the cleared entries; wait until the map has seen them.
        for (int tries = 0; tries < 200 && meta.size() != live.size(); tries++) Thread.sleep(10);
        System.out.println("after gc: " + meta.size() + " entries");
        System.out.println("get live: " + meta.get(live.get(3)) + ", get dropped: " + meta.get(new Key(5)));
        System.out.println("containsValue dropped: " + meta.containsValue("meta-5")
                + ", live: " + meta.containsValue("meta-8"));
        int sum = 0;
        for (Map.Entry<Key, String> e : meta.entrySet()) {
            if (e.getKey().id % 4 != 0) System.out.println("stale entry " + e);
            sum += e.getKey().id;
        }
        System.out.println("key id sum " + sum);

        // The Map protocol with strongly held String keys (literals are never collected).
        WeakHashMap<String, Integer> m = new WeakHashMap<>(4);
        String[] words = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"};
        for (int i = 0; i < words.length; i++) m.put(words[i], i);
        m.put("nullvalue", null);
        System.out.println(m);
        System.out.println("size " + m.size() + ", containsKey(nullvalue) " + m.containsKey("nullvalue")
                + ", containsValue(null) " + m.containsValue(null));
        // The null key (its bucket depends on an identity hash: not printed in a map's order).
        WeakHashMap<String, Integer> n = new WeakHashMap<>();
        n.put(null, -1);
        n.put("one", 1);
        System.out.println("get(null) " + n.get(null) + ", containsKey(null) " + n.containsKey(null)
                + ", remove(null) " + n.remove(null) + ", after: " + n);
        System.out.println("put again: " + m.put("beta", 22) + ", remove gamma: " + m.remove("gamma")
                + ", remove missing: " + m.remove("omega"));
        for (Iterator<String> it = m.keySet().iterator(); it.hasNext(); ) {
            String k = it.next();
            if (k != null && k.length() == 4) it.remove();
        }
        System.out.println("keys: " + m.keySet());
        System.out.println("values: " + m.values());
        StringBuilder sb = new StringBuilder();
        m.forEach((k, v) -> sb.append(k).append(':').append(v).append(' '));
        System.out.println("forEach: " + sb.toString().trim());
        m.replaceAll((k, v) -> v == null ? 0 : v * 10);
        System.out.println("replaced: " + m);
        WeakHashMap<String, Integer> copy = new WeakHashMap<>(m);
        System.out.println("copy equals: " + copy.equals(m) + ", hash equal: " + (copy.hashCode() == m.hashCode()));
        try {
            for (String k : m.keySet()) m.put(k + "!", 1);
        } catch (java.util.ConcurrentModificationException e) {
            System.out.println("modified while iterating: " + e.getClass().getName());
        }
        m.clear();
        System.out.println("cleared: " + m + " " + m.isEmpty());
        try {
            new WeakHashMap<String, String>(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            new WeakHashMap<String, String>(8, 0f);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println("live keys kept: " + live.size());
    }
}
