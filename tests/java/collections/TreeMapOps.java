// TreeMap: sorted iteration, navigation (floor/ceiling/higher/lower), sub/head/tail maps, comparators, polling.
import java.util.Comparator;
import java.util.Map;
import java.util.TreeMap;

public class TreeMapOps {
    public static void main(String[] args) {
        TreeMap<Integer, String> t = new TreeMap<>();
        int[] keys = {50, 20, 80, 10, 30, 70, 90, 25, 35, 65, -5};
        for (int k : keys) t.put(k, "v" + k);
        System.out.println(t);
        System.out.println(t.firstKey() + " " + t.lastKey() + " " + t.floorKey(33) + " " + t.ceilingKey(33) + " " + t.higherKey(35) + " " + t.lowerKey(-5)
            + " " + t.floorKey(-100) + " " + t.ceilingKey(1000) + " " + t.floorEntry(66) + " " + t.firstEntry() + " " + t.lastEntry().getValue());
        System.out.println(t.headMap(30) + " " + t.headMap(30, true) + " " + t.tailMap(70) + " " + t.tailMap(70, false) + " " + t.subMap(20, 65) + " " + t.subMap(20, false, 65, true));
        System.out.println(t.descendingMap() + " " + t.descendingKeySet() + " " + t.navigableKeySet().first());
        System.out.println(t.pollFirstEntry() + " " + t.pollLastEntry() + " " + t + " " + t.size());
        System.out.println(t.put(50, "new50") + " " + t.remove(20) + " " + t.remove(21) + " " + t.containsKey(30) + " " + t.containsValue("v65") + " " + t.get(50));
        TreeMap<String, Integer> rev = new TreeMap<>(Comparator.reverseOrder());
        for (String w : "one two three four five six seven eight nine ten".split(" ")) rev.put(w, w.length());
        System.out.println(rev + " " + rev.firstKey() + " " + rev.ceilingKey("p"));
        TreeMap<String, Integer> byLen = new TreeMap<>(new Comparator<String>() {
            public int compare(String a, String b) {
                int c = Integer.compare(a.length(), b.length());
                return c != 0 ? c : a.compareTo(b);
            }
        });
        byLen.putAll(rev);
        System.out.println(byLen);
        for (Map.Entry<String, Integer> e : byLen.entrySet()) if (e.getKey().startsWith("t")) e.setValue(-e.getValue());
        System.out.println(byLen.values());
        TreeMap<String, Integer> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        ci.put("Beta", 1);
        ci.put("alpha", 2);
        ci.put("BETA", 3);
        ci.put("Gamma", 4);
        System.out.println(ci + " " + ci.get("gamma"));
        try {
            TreeMap<Object, Object> bad = new TreeMap<>();
            bad.put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("null key: " + e.getClass().getName());
        }
        try {
            TreeMap<Object, Object> bad = new TreeMap<>();
            bad.put("s", 1);
            bad.put(2, 2);
        } catch (ClassCastException e) {
            System.out.println("mixed keys: " + e.getClass().getName());
        }
        TreeMap<Double, String> ts = new TreeMap<>();
        double[] ds = {3.5, -1.0, 0.0, -0.0, Double.NaN, 2.25, Double.NEGATIVE_INFINITY, 3.5};
        for (double d : ds) ts.put(d, "d");
        System.out.println(ts.keySet() + " " + ts.firstKey() + " " + ts.lastKey() + " " + ts.floorKey(1.0) + " " + ts.higherKey(3.5) + " " + ts.headMap(0.0).keySet()
            + " " + ts.tailMap(2.25, false).keySet() + " " + ts.descendingKeySet() + " " + ts.pollFirstEntry() + " " + ts.size());
        TreeMap<Integer, Integer> big = new TreeMap<>();
        for (int i = 0; i < 2000; i++) big.put((i * 7907) % 2003, i);
        for (int i = 0; i < 2000; i += 2) big.remove((i * 7907) % 2003);
        long h = 0;
        for (Map.Entry<Integer, Integer> e : big.entrySet()) h = h * 31 + e.getKey() * 1000L + e.getValue();
        System.out.println("big " + big.size() + " " + big.firstKey() + " " + big.lastKey() + " " + h);
    }
}
