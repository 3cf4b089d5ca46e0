// Randomized cross-check of HashMap/LinkedHashMap/HashSet iteration order with colliding keys (tree bins):
// java.util vs jvmlab.util (renamed jvmlab classlib), compared after every step. Run by check.sh only.
import java.util.Random;

/**
 * Drives a java.util map and a jvmlab.util map through the same random operations on keys chosen to
 * collide: "Aa"/"BB" strings (equal String hashes), Integers that are multiples of 2^5, 2^7 or 2^16
 * (one bucket in small tables, split apart by later resizes), keys with a constant hashCode that are
 * Comparable (with compareTo ties), not Comparable, or a subclass of a Comparable class. Both maps get
 * the very same key objects, so identity-hash tie-breaks agree. After every step the full iteration
 * order (entrySet iterator) and size are compared. Prints "collisions OK ..." with counts, or the first
 * mismatches. Arguments: seed [rounds].
 */
public class CollisionCheck {
    static int fails = 0;
    static long compares = 0;

    static void eq(String what, Object a, Object b) {
        compares++;
        String sa = String.valueOf(a), sb = String.valueOf(b).replace("jvmlab.util", "java.util");
        if (!sa.equals(sb)) {
            if (fails++ < 10) System.out.println("MISMATCH " + what + "\n  jdk: " + sa + "\n  lab: " + sb);
        }
    }

    /** Constant-hash key, Comparable by id / 3 (so unequal keys may compare equal). */
    static class CKey implements Comparable<CKey> {
        final int id;
        final int h;
        CKey(int id, int h) { this.id = id; this.h = h; }
        public int hashCode() { return h; }
        public boolean equals(Object o) { return o != null && o.getClass() == getClass() && ((CKey) o).id == id; }
        public int compareTo(CKey o) { return Integer.compare(id / 3, o.id / 3); }
        public String toString() { return "C" + id + "#" + h; }
    }

    /** Subclass: Comparable only by inheritance, which HashMap's tree ignores (tie-break instead). */
    static final class SubKey extends CKey {
        SubKey(int id, int h) { super(id, h); }
        public String toString() { return "S" + id + "#" + h; }
    }

    /** Constant-hash key that is not Comparable: ordered by class name, then identity hash. */
    static final class NKey {
        final int id;
        final int h;
        NKey(int id, int h) { this.id = id; this.h = h; }
        public int hashCode() { return h; }
        public boolean equals(Object o) { return o instanceof NKey && ((NKey) o).id == id; }
        public String toString() { return "N" + id + "#" + h; }
    }

    static String aaBB(Random r, int blocks) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < blocks; i++) sb.append(r.nextBoolean() ? "Aa" : "BB");
        return sb.toString();
    }

    /** Hash codes for the constant-hash keys: one bucket in small tables, different split bits. */
    static final int[] HASHES = {42, 42, 42, 42 + 64, 42 + 128, 42 + 1024, 42 + (1 << 16)};

    /** A pool of keys for one round; families weighted at random so some rounds are all-collision. */
    static Object[] pool(Random r) {
        int n = 20 + r.nextInt(r.nextBoolean() ? 60 : 300);
        int[] w = new int[7];
        for (int i = 0; i < w.length; i++) w[i] = r.nextInt(4) == 0 ? 0 : 1 + r.nextInt(5);
        if (r.nextInt(4) == 0) w[r.nextInt(w.length)] += 20;
        int total = 0;
        for (int x : w) total += x;
        if (total == 0) { w[0] = 1; total = 1; }
        int blocks = 3 + r.nextInt(4);
        int shift = new int[] {5, 7, 16}[r.nextInt(3)];
        Object[] keys = new Object[n];
        for (int i = 0; i < n; i++) {
            int pick = r.nextInt(total), f = 0;
            while (pick >= w[f]) pick -= w[f++];
            switch (f) {
                case 0: keys[i] = aaBB(r, r.nextInt(5) == 0 ? blocks + 1 : blocks); break;
                case 1: keys[i] = Integer.valueOf(r.nextInt(128) << shift); break;
                case 2: keys[i] = Integer.valueOf(r.nextInt(64) * 65537); break;
                case 3: keys[i] = new CKey(r.nextInt(60), HASHES[r.nextInt(HASHES.length)]); break;
                case 4: keys[i] = new NKey(r.nextInt(60), HASHES[r.nextInt(HASHES.length)]); break;
                case 5: keys[i] = new SubKey(r.nextInt(30), HASHES[r.nextInt(HASHES.length)]); break;
                default: keys[i] = r.nextInt(4) == 0 ? null : Integer.valueOf(r.nextInt(2000) - 500); break;
            }
        }
        return keys;
    }

    static String dump(java.util.Map<Object, Integer> m) {
        StringBuilder sb = new StringBuilder().append(m.size()).append(':');
        for (java.util.Map.Entry<Object, Integer> e : m.entrySet()) sb.append(e.getKey()).append('=').append(e.getValue()).append(' ');
        return sb.toString();
    }

    static String dump(jvmlab.util.Map<Object, Integer> m) {
        StringBuilder sb = new StringBuilder().append(m.size()).append(':');
        for (jvmlab.util.Map.Entry<Object, Integer> e : m.entrySet()) sb.append(e.getKey()).append('=').append(e.getValue()).append(' ');
        return sb.toString();
    }

    /** Number of tree bins in a jvmlab.util.HashMap (test-only reflection on the real JVM), for coverage. */
    static int treeBins(Object m) {
        try {
            java.lang.reflect.Field f = jvmlab.util.HashMap.class.getDeclaredField("table");
            f.setAccessible(true);
            Object[] tab = (Object[]) f.get(m);
            int n = 0;
            if (tab != null) for (Object e : tab) if (e != null && e.getClass().getName().endsWith("$TreeNode")) n++;
            return n;
        } catch (ReflectiveOperationException e) {
            return -1;
        }
    }

    static long steps = 0, stepsWithTrees = 0, maxTrees = 0;

    public static void main(String[] args) {
        long seed = Long.parseLong(args[0]);
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 60;
        Random r = new Random(seed);
        int[] caps = {0, 1, 2, 3, 16, 33, 64, 128, 256, 1024};
        for (int round = 0; round < rounds; round++) {
            Object[] keys = pool(r);
            java.util.Map<Object, Integer> a;
            jvmlab.util.Map<Object, Integer> b;
            int kind = r.nextInt(5);
            int cap = r.nextBoolean() ? caps[r.nextInt(caps.length)] : r.nextInt(300);
            switch (kind) {
                case 0: a = new java.util.HashMap<>(); b = new jvmlab.util.HashMap<>(); break;
                case 1: a = new java.util.HashMap<>(cap); b = new jvmlab.util.HashMap<>(cap); break;
                case 2: a = new java.util.LinkedHashMap<>(cap); b = new jvmlab.util.LinkedHashMap<>(cap); break;
                case 3: a = new java.util.LinkedHashMap<>(cap, 0.75f, true); b = new jvmlab.util.LinkedHashMap<>(cap, 0.75f, true); break;
                default: a = new java.util.HashMap<>(cap, 4.0f); b = new jvmlab.util.HashMap<>(cap, 4.0f); break;
            }
            int ops = 200 + r.nextInt(600);
            for (int i = 0; i < ops; i++) {
                Object k = keys[r.nextInt(keys.length)];
                int op = r.nextInt(40);
                Object ra = null, rb = null;
                if (op < 12) { ra = a.put(k, i); rb = b.put(k, i); }
                else if (op < 16) { ra = a.remove(k); rb = b.remove(k); }
                else if (op < 19) { ra = a.computeIfAbsent(k, x -> x == null ? -1 : x.hashCode() & 0xff); rb = b.computeIfAbsent(k, x -> x == null ? -1 : x.hashCode() & 0xff); }
                else if (op < 22) { ra = a.merge(k, 1, (p, q) -> p % 4 == 3 ? null : p + q); rb = b.merge(k, 1, (p, q) -> p % 4 == 3 ? null : p + q); }
                else if (op < 24) { ra = a.compute(k, (x, v) -> v == null ? (Integer) 7 : (v % 3 == 0 ? null : (Integer) (v + 1))); rb = b.compute(k, (x, v) -> v == null ? (Integer) 7 : (v % 3 == 0 ? null : (Integer) (v + 1))); }
                else if (op < 25) { ra = a.putIfAbsent(k, -i); rb = b.putIfAbsent(k, -i); }
                else if (op < 26) { ra = a.computeIfPresent(k, (x, v) -> v % 2 == 0 ? null : (Integer) (v * 3)); rb = b.computeIfPresent(k, (x, v) -> v % 2 == 0 ? null : (Integer) (v * 3)); }
                else if (op < 27) { ra = a.keySet().remove(k); rb = b.keySet().remove(k); }
                else if (op < 28) {
                    Integer v = a.get(k);
                    ra = a.entrySet().remove(new java.util.AbstractMap.SimpleEntry<Object, Integer>(k, v));
                    rb = b.entrySet().remove(new jvmlab.util.AbstractMap.SimpleEntry<Object, Integer>(k, v));
                } else if (op < 30) {
                    // iterator removal of a pattern (movable = false in tree bins)
                    int mod = 2 + r.nextInt(5), sel = r.nextInt(mod);
                    java.util.Iterator<java.util.Map.Entry<Object, Integer>> ia = a.entrySet().iterator();
                    jvmlab.util.Iterator<jvmlab.util.Map.Entry<Object, Integer>> ib = b.entrySet().iterator();
                    int n = 0;
                    while (ia.hasNext()) {
                        Object x = ia.next().getKey(), y = ib.next().getKey();
                        if (!java.util.Objects.equals(x, y)) { eq("iter key", x, y); break; }
                        if (n++ % mod == sel) { ia.remove(); ib.remove(); }
                    }
                    ra = ia.hasNext(); rb = ib.hasNext();
                } else if (op < 32) {
                    // putAll of a few pool keys, through a same-typed source map
                    java.util.HashMap<Object, Integer> sa = new java.util.HashMap<>();
                    jvmlab.util.HashMap<Object, Integer> sb = new jvmlab.util.HashMap<>();
                    int m = r.nextInt(r.nextBoolean() ? 5 : 60);
                    for (int j = 0; j < m; j++) { Object x = keys[r.nextInt(keys.length)]; sa.put(x, j); sb.put(x, j); }
                    eq("putAll source", dump(sa), dump(sb));
                    a.putAll(sa); b.putAll(sb);
                } else if (op < 33) {
                    if (r.nextInt(6) == 0) { a.clear(); b.clear(); }
                } else if (op < 34) {
                    // copy constructor (pre-sized table): replace the maps by copies
                    if (a instanceof java.util.LinkedHashMap) { a = new java.util.LinkedHashMap<>(a); b = new jvmlab.util.LinkedHashMap<>(b); }
                    else { a = new java.util.HashMap<>(a); b = new jvmlab.util.HashMap<>(b); }
                } else if (op < 35) {
                    ra = a.containsKey(k) + " " + a.get(k) + " " + a.getOrDefault(k, -9) + " " + a.containsValue(i - 3);
                    rb = b.containsKey(k) + " " + b.get(k) + " " + b.getOrDefault(k, -9) + " " + b.containsValue(i - 3);
                } else if (op < 36) {
                    ra = a.replace(k, i) + " " + a.replace(k, i, -i); rb = b.replace(k, i) + " " + b.replace(k, i, -i);
                } else if (op < 37) {
                    int mod = 2 + r.nextInt(4);
                    ra = a.values().removeIf(v -> v % mod == 0); rb = b.values().removeIf(v -> v % mod == 0);
                } else if (op < 38) {
                    // HashSet over the same keys, plus a few removals
                    java.util.HashSet<Object> ha = new java.util.HashSet<>(a.keySet());
                    jvmlab.util.HashSet<Object> hb = new jvmlab.util.HashSet<>(b.keySet());
                    for (int j = 0; j < 5; j++) {
                        Object x = keys[r.nextInt(keys.length)], y = keys[r.nextInt(keys.length)];
                        ha.remove(x); hb.remove(x); ha.add(y); hb.add(y);
                    }
                    ra = ha; rb = hb;
                } else {
                    // grow with more keys at once (forces resizes and tree splits)
                    int m = 10 + r.nextInt(80);
                    for (int j = 0; j < m; j++) { Object x = keys[r.nextInt(keys.length)]; a.put(x, j); b.put(x, j); }
                }
                eq("op " + op + " result", ra, rb);
                eq("order after op " + op + " (round " + round + ", kind " + kind + ", step " + i + ")", dump(a), dump(b));
                steps++;
                int t = treeBins(b);
                if (t > 0) stepsWithTrees++;
                if (t > maxTrees) maxTrees = t;
                if (fails > 10) break;
            }
            StringBuilder fa = new StringBuilder(), fb = new StringBuilder();
            a.forEach((x, v) -> fa.append(x).append(' '));
            b.forEach((x, v) -> fb.append(x).append(' '));
            eq("forEach order", fa, fb);
            eq("keySet/values", a.keySet() + " " + a.values(), b.keySet() + " " + b.values());
            eq("hashCode", a.hashCode(), b.hashCode());
            if (fails > 10) break;
        }
        System.out.println((fails == 0 ? "collisions OK" : "collisions FAILURES: " + fails) + " seed=" + seed + " rounds=" + rounds
                + " steps=" + steps + " compares=" + compares + " stepsWithTreeBins=" + stepsWithTrees + " maxTreeBins=" + maxTrees);
    }
}
