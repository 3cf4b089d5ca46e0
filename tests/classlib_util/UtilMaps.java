// Self-check for jvmlab's java.util maps and sets: expected output comes from running this on the real java 17.
import java.util.*;
import java.util.function.*;

public class UtilMaps {
    interface Body { void run() throws Exception; }

    static void t(String name, Body b) {
        try {
            b.run();
            System.out.println(name + ": ok");
        } catch (Throwable e) {
            System.out.println(name + ": " + e);
        }
    }

    /** A key with a chosen hash code, to force collisions. */
    static final class K {
        final int id;
        final int h;
        K(int id, int h) { this.id = id; this.h = h; }
        public int hashCode() { return h; }
        public boolean equals(Object o) { return o instanceof K && ((K) o).id == id; }
        public String toString() { return "K" + id; }
    }

    static final BiFunction<Integer, Integer, Integer> SUM = new BiFunction<Integer, Integer, Integer>() {
        public Integer apply(Integer a, Integer b) { return a + b; }
    };

    static Map<String, Integer> memo = new HashMap<String, Integer>();

    public static void main(String[] args) {
        // HashMap order: strings, ints, negatives, growth
        HashMap<String, Integer> hm = new HashMap<String, Integer>();
        String[] ws = "the quick brown fox jumps over the lazy dog and then some more words appear here to grow".split(" ");
        for (int i = 0; i < ws.length; i++) hm.merge(ws[i], 1, SUM);
        System.out.println(hm);
        System.out.println(hm.keySet() + " " + hm.values() + " " + hm.size() + " " + hm.hashCode());
        HashMap<Integer, String> im = new HashMap<Integer, String>();
        for (int i = -20; i < 100; i += 7) im.put(i * 37, "v" + i);
        im.put(null, "nil");
        System.out.println(im);
        im.remove(-740);
        im.remove(null);
        System.out.println(im.get(37 * 8) + " " + im.containsKey(-740) + " " + im.containsValue("v1") + " " + im.getOrDefault(5, "dflt"));
        HashMap<Integer, Integer> src = new HashMap<Integer, Integer>();
        src.put(17, 0);
        src.put(1, 0);
        for (int i = 2; i < 12; i++) src.put(i, 0);
        System.out.println(src + " " + new HashMap<Integer, Integer>(src) + " " + new HashSet<Integer>(src.keySet()) + " " + src.clone());
        HashMap<Integer, Integer> cm = new HashMap<Integer, Integer>();
        cm.put(1, 0);
        cm.computeIfAbsent(17, new Function<Integer, Integer>() { public Integer apply(Integer k) { return 1; } });
        cm.merge(33, 1, SUM);
        cm.put(49, 2);
        cm.compute(65, new BiFunction<Integer, Integer, Integer>() {
            public Integer apply(Integer k, Integer v) { return v == null ? 5 : v + 1; }
        });
        cm.compute(1, new BiFunction<Integer, Integer, Integer>() {
            public Integer apply(Integer k, Integer v) { return null; }
        });
        cm.computeIfPresent(17, new BiFunction<Integer, Integer, Integer>() {
            public Integer apply(Integer k, Integer v) { return v + 100; }
        });
        cm.putIfAbsent(81, 8);
        cm.putIfAbsent(81, 9);
        System.out.println(cm);
        // Collisions: 9 keys in one bucket of a small table force a resize (JDK: treeifyBin)
        HashMap<K, Integer> col = new HashMap<K, Integer>();
        for (int i = 0; i < 12; i++) col.put(new K(i, 5 + 16 * ((i * 5) % 12)), i);
        System.out.println(col);
        HashMap<Integer, Integer> mult = new HashMap<Integer, Integer>();
        for (int i = 0; i < 11; i++) mult.put(i * 16, i);
        System.out.println(mult);
        // Iterator remove and CME
        Iterator<Map.Entry<String, Integer>> eit = hm.entrySet().iterator();
        while (eit.hasNext()) {
            Map.Entry<String, Integer> e = eit.next();
            if (e.getKey().length() <= 3) eit.remove();
            else e.setValue(e.getValue() * 10);
        }
        System.out.println(hm);
        final HashMap<String, Integer> hm2 = hm;
        t("hm.cme", new Body() { public void run() { for (String k : hm2.keySet()) hm2.put(k + "!", 1); } });
        t("memo-cme", new Body() {
            public void run() {
                System.out.println(fib(3));
            }
        });
        t("hm.itnext", new Body() { public void run() { new HashMap<Integer, Integer>().values().iterator().next(); } });
        t("hm.cap", new Body() { public void run() { new HashMap<Integer, Integer>(-1); } });
        t("merge-null", new Body() { public void run() { new HashMap<Integer, Integer>().merge(1, null, SUM); } });
        hm.forEach(new BiConsumer<String, Integer>() {
            public void accept(String k, Integer v) { System.out.print(k + ":" + v + ","); }
        });
        System.out.println();
        hm.replaceAll(new BiFunction<String, Integer, Integer>() {
            public Integer apply(String k, Integer v) { return k.length(); }
        });
        System.out.println(hm + " " + hm.equals(new TreeMap<String, Integer>(hm)) + " " + new TreeMap<String, Integer>(hm));

        // HashSet / LinkedHashSet
        HashSet<String> hs = new HashSet<String>(Arrays.asList(ws));
        System.out.println(hs + " " + hs.contains("fox") + " " + hs.remove("fox") + " " + hs.remove("fox") + " " + hs.size());
        LinkedHashSet<String> lhs = new LinkedHashSet<String>(Arrays.asList(ws));
        lhs.add("the");
        lhs.add("zzz");
        System.out.println(lhs + " " + lhs.equals(new HashSet<String>(lhs)) + " " + lhs.hashCode());
        Set<Integer> s1 = new HashSet<Integer>(Arrays.asList(1, 2, 3, 4, 5, 6));
        s1.retainAll(Arrays.asList(2, 4, 6, 8));
        s1.addAll(Arrays.asList(100, 200, 300));
        s1.removeAll(Arrays.asList(4, 200));
        System.out.println(s1);

        // LinkedHashMap: insertion order, access order, LRU
        LinkedHashMap<String, Integer> lhm = new LinkedHashMap<String, Integer>();
        lhm.put("one", 1);
        lhm.put("two", 2);
        lhm.put("three", 3);
        lhm.put("one", 11);
        lhm.remove("two");
        lhm.put("two", 22);
        System.out.println(lhm + " " + lhm.keySet() + " " + lhm.values());
        LinkedHashMap<Integer, String> lru = new LinkedHashMap<Integer, String>(16, 0.75f, true) {
            protected boolean removeEldestEntry(Map.Entry<Integer, String> eldest) {
                return size() > 3;
            }
        };
        for (int i = 0; i < 5; i++) lru.put(i, "v" + i);
        lru.get(2);
        lru.put(5, "v5");
        lru.getOrDefault(3, "x");
        System.out.println(lru);
        final LinkedHashMap<Integer, String> lru2 = lru;
        t("lru.cme", new Body() { public void run() { for (Integer k : lru2.keySet()) lru2.get(k); } });

        // TreeMap
        TreeMap<String, Integer> tm = new TreeMap<String, Integer>();
        for (int i = 0; i < ws.length; i++) tm.put(ws[i], i);
        System.out.println(tm);
        System.out.println(tm.firstKey() + " " + tm.lastKey() + " " + tm.floorKey("m") + " " + tm.ceilingKey("m") + " " + tm.higherKey("the") + " " + tm.lowerKey("and") + " " + tm.firstEntry() + " " + tm.lastEntry());
        System.out.println(tm.headMap("grow") + " " + tm.tailMap("some") + " " + tm.subMap("dog", "over") + " " + tm.headMap("grow", true).size());
        System.out.println(tm.descendingMap() + " " + tm.descendingKeySet() + " " + tm.navigableKeySet().headSet("fox"));
        System.out.println(tm.descendingMap().headMap("quick") + " " + tm.descendingMap().firstKey() + " " + tm.subMap("b", true, "m", false).descendingMap());
        SortedMap<String, Integer> head = tm.headMap("m");
        head.remove("dog");
        System.out.println(tm.containsKey("dog") + " " + head.size() + " " + tm.pollFirstEntry() + " " + tm.pollLastEntry() + " " + tm.size());
        Iterator<String> kit = tm.keySet().iterator();
        while (kit.hasNext()) if (kit.next().contains("o")) kit.remove();
        System.out.println(tm);
        final TreeMap<String, Integer> tm2 = tm;
        t("tm.headput", new Body() { public void run() { tm2.headMap("m").put("z", 1); } });
        t("tm.sub", new Body() { public void run() { tm2.subMap("z", "a"); } });
        t("tm.entry", new Body() { public void run() { tm2.firstEntry().setValue(0); } });
        t("tm.null", new Body() { public void run() { tm2.put(null, 0); } });
        t("tm.emptynull", new Body() { public void run() { new TreeMap<String, Integer>().put(null, 0); } });
        t("tm.first", new Body() { public void run() { new TreeMap<String, Integer>().firstKey(); } });
        t("tm.obj", new Body() { public void run() { new TreeMap<Object, Integer>().put(new Object(), 1); } });
        TreeMap<Integer, Integer> big = new TreeMap<Integer, Integer>(Collections.<Integer>reverseOrder());
        Random r = new Random(3);
        for (int i = 0; i < 500; i++) big.put(r.nextInt(1000), i);
        for (int i = 0; i < 300; i++) big.remove(r.nextInt(1000));
        int sum = 0;
        for (Map.Entry<Integer, Integer> e : big.entrySet()) sum = sum * 31 + e.getKey() * 7 + e.getValue();
        System.out.println(big.size() + " " + sum + " " + big.firstKey() + " " + big.lastKey() + " " + big.floorKey(500) + " " + big.ceilingKey(500));
        // TreeSet
        TreeSet<Integer> ts = new TreeSet<Integer>();
        for (int i = 0; i < 20; i++) ts.add(r.nextInt(50));
        System.out.println(ts + " " + ts.first() + " " + ts.last() + " " + ts.floor(25) + " " + ts.higher(25) + " " + ts.headSet(20) + " " + ts.tailSet(40, false) + " " + ts.subSet(10, 30));
        System.out.println(ts.descendingSet() + " " + ts.pollFirst() + " " + ts.pollLast() + " " + ts.size());
        TreeSet<String> tss = new TreeSet<String>(new Comparator<String>() {
            public int compare(String a, String b) { return a.length() != b.length() ? a.length() - b.length() : a.compareTo(b); }
        });
        tss.addAll(Arrays.asList(ws));
        System.out.println(tss + " " + tss.comparator().compare("aa", "b"));
        t("ts.first", new Body() { public void run() { new TreeSet<Integer>().first(); } });

        // equality across implementations, self reference
        Map<String, Integer> a = new HashMap<String, Integer>();
        Map<String, Integer> b = new TreeMap<String, Integer>();
        a.put("x", 1);
        a.put("y", null);
        b.put("y", null);
        b.put("x", 1);
        System.out.println(a.equals(b) + " " + b.equals(a) + " " + (a.hashCode() == b.hashCode()) + " " + a.entrySet().equals(b.entrySet()));
        Map<Object, Object> selfm = new HashMap<Object, Object>();
        selfm.put("me", selfm);
        System.out.println(selfm);
        Map<String, Integer> mo = Map.of("a", 1);
        System.out.println(mo + " " + Map.entry("k", 2) + " " + mo.get("a") + " " + Set.of(5).contains(5));
        t("Map.of.dup", new Body() { public void run() { Map.of("a", 1, "a", 2); } });
        t("Set.of.dup", new Body() { public void run() { Set.of(1, 1); } });
        t("Map.of.put", new Body() { public void run() { Map.of("a", 1).put("b", 2); } });
        Map<String, Integer> um = Collections.unmodifiableMap(new TreeMap<String, Integer>(a.size() > 0 ? b : a));
        System.out.println(um + " " + um.entrySet() + " " + Collections.emptyMap() + " " + Collections.singletonMap("s", 1) + " " + Collections.singleton(3));
        final Map<String, Integer> um2 = um;
        t("um.put", new Body() { public void run() { um2.put("z", 1); } });
        t("um.entry", new Body() { public void run() { um2.entrySet().iterator().next().setValue(3); } });
    }

    static int fib(final int n) {
        if (n < 2) return n;
        return memo.computeIfAbsent("f" + n, new Function<String, Integer>() {
            public Integer apply(String k) { return fib(n - 1) + fib(n - 2); }
        });
    }
}
