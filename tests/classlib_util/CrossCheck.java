// Randomized cross-check: the same operations on java.util (JDK) and jvmlab.util (renamed jvmlab classlib),
// compared after each step. Compiled and run by check.sh only (needs the renamed library on the class path).
import java.util.Random;

public class CrossCheck {
    static int fails = 0;
    static void eq(String what, Object a, Object b) {
        String sa = String.valueOf(a), sb = String.valueOf(b).replace("jvmlab.util", "java.util");
        if (!sa.equals(sb)) {
            if (fails++ < 15) System.out.println("MISMATCH " + what + "\n  jdk: " + sa + "\n  lab: " + sb);
        }
    }

    static String tryS(java.util.concurrent.Callable<Object> c) {
        try { return String.valueOf(c.call()); } catch (Exception e) { return e.toString(); }
    }

    public static void main(String[] args) {
        Random r = new Random(Long.parseLong(args[0]));
        // HashMap / LinkedHashMap
        for (int round = 0; round < 30; round++) {
            java.util.Map<Integer, Integer> a;
            jvmlab.util.Map<Integer, Integer> b;
            int kind = r.nextInt(3);
            if (kind == 0) { a = new java.util.HashMap<>(); b = new jvmlab.util.HashMap<>(); }
            else if (kind == 1) { a = new java.util.LinkedHashMap<>(16, 0.75f, true); b = new jvmlab.util.LinkedHashMap<>(16, 0.75f, true); }
            else { int c = r.nextInt(40); a = new java.util.HashMap<>(c); b = new jvmlab.util.HashMap<>(c); }
            int range = 1 << (4 + r.nextInt(12));
            for (int i = 0; i < 400; i++) {
                int k = r.nextInt(range) - range / 3;
                int op = r.nextInt(9);
                Integer va = null, vb = null;
                switch (op) {
                    case 0: case 1: va = a.put(k, i); vb = b.put(k, i); break;
                    case 2: va = a.remove(k); vb = b.remove(k); break;
                    case 3: va = a.computeIfAbsent(k, x -> x * 2); vb = b.computeIfAbsent(k, x -> x * 2); break;
                    case 4: va = a.merge(k, 1, Integer::sum); vb = b.merge(k, 1, Integer::sum); break;
                    case 5: va = a.get(k); vb = b.get(k); break;
                    case 6: va = a.compute(k, (x, v) -> v == null ? (Integer) 7 : (v % 3 == 0 ? (Integer) null : (Integer) (v + 1))); vb = b.compute(k, (x, v) -> v == null ? (Integer) 7 : (v % 3 == 0 ? (Integer) null : (Integer) (v + 1))); break;
                    case 7: va = a.putIfAbsent(k, i); vb = b.putIfAbsent(k, i); break;
                    case 8: {
                        java.util.Iterator<Integer> ia = a.keySet().iterator();
                        jvmlab.util.Iterator<Integer> ib = b.keySet().iterator();
                        while (ia.hasNext()) { int x = ia.next(); int y = ib.next(); if (x % 5 == 0) { ia.remove(); ib.remove(); } }
                    }
                }
                eq("map op " + op, va, vb);
                if (i % 20 == 0) eq("map " + kind, a, b);
            }
            eq("map final " + kind, a, b);
            if (kind == 0) {
                eq("map copy", new java.util.HashMap<>(a), new jvmlab.util.HashMap<>(b));
                java.util.HashMap<Integer, Integer> a2 = new java.util.HashMap<>(); a2.put(-1, -1); a2.putAll(a);
                jvmlab.util.HashMap<Integer, Integer> b2 = new jvmlab.util.HashMap<>(); b2.put(-1, -1); b2.putAll(b);
                eq("map putAll", a2, b2);
                eq("set copy", new java.util.HashSet<>(a.keySet()), new jvmlab.util.HashSet<>(b.keySet()));
            }
        }
        // String keys
        java.util.HashMap<String, Integer> sa = new java.util.HashMap<>();
        jvmlab.util.HashMap<String, Integer> sb = new jvmlab.util.HashMap<>();
        for (int i = 0; i < 3000; i++) { String k = Long.toString(r.nextLong() & 0xfffffL, 36); sa.put(k, i); sb.put(k, i); if (i % 7 == 0) { sa.remove(k); sb.remove(k); } }
        eq("string map", sa, sb);

        // TreeMap and views
        for (int round = 0; round < 20; round++) {
            java.util.TreeMap<Integer, Integer> a = new java.util.TreeMap<>();
            jvmlab.util.TreeMap<Integer, Integer> b = new jvmlab.util.TreeMap<>();
            for (int i = 0; i < 300; i++) {
                int k = r.nextInt(200);
                int op = r.nextInt(6);
                switch (op) {
                    case 0: case 1: eq("tput", a.put(k, i), b.put(k, i)); break;
                    case 2: eq("tremove", a.remove(k), b.remove(k)); break;
                    case 3: eq("tnav", "" + a.floorKey(k) + a.ceilingKey(k) + a.higherKey(k) + a.lowerKey(k) + a.floorEntry(k) + a.higherEntry(k),
                                       "" + b.floorKey(k) + b.ceilingKey(k) + b.higherKey(k) + b.lowerKey(k) + b.floorEntry(k) + b.higherEntry(k)); break;
                    case 4: if (i % 10 == 0) eq("tpoll", "" + a.pollFirstEntry() + a.pollLastEntry(), "" + b.pollFirstEntry() + b.pollLastEntry()); break;
                    case 5: {
                        int lo = r.nextInt(200), hi = lo + r.nextInt(100);
                        boolean li = r.nextBoolean(), hin = r.nextBoolean();
                        java.util.NavigableMap<Integer, Integer> va = a.subMap(lo, li, hi, hin);
                        jvmlab.util.NavigableMap<Integer, Integer> vb = b.subMap(lo, li, hi, hin);
                        if (r.nextBoolean()) { va = va.descendingMap(); vb = vb.descendingMap(); }
                        eq("tview", va + " " + va.size() + " " + va.keySet() + " " + va.descendingMap(), vb + " " + vb.size() + " " + vb.keySet() + " " + vb.descendingMap());
                        int q = r.nextInt(300);
                        final java.util.NavigableMap<Integer, Integer> fva = va;
                        final jvmlab.util.NavigableMap<Integer, Integer> fvb = vb;
                        eq("tviewnav", "" + va.floorKey(q) + va.ceilingKey(q) + va.higherKey(q) + va.lowerKey(q) + va.firstEntry() + va.lastEntry(),
                                       "" + vb.floorKey(q) + vb.ceilingKey(q) + vb.higherKey(q) + vb.lowerKey(q) + vb.firstEntry() + vb.lastEntry());
                        eq("tviewsub", tryS(() -> "" + fva.headMap(q, true) + fva.tailMap(q, false) + fva.headMap(q, false).tailMap(q - 30, true)),
                                       tryS(() -> "" + fvb.headMap(q, true) + fvb.tailMap(q, false) + fvb.headMap(q, false).tailMap(q - 30, true)));
                        eq("tviewfirst", tryS(() -> "" + fva.firstKey() + fva.lastKey()), tryS(() -> "" + fvb.firstKey() + fvb.lastKey()));
                        if (r.nextInt(4) == 0) {
                            java.util.Iterator<Integer> ia = va.keySet().iterator();
                            jvmlab.util.Iterator<Integer> ib = vb.keySet().iterator();
                            while (ia.hasNext()) { int x = ia.next(); int y = ib.next(); eq("titer", x, y); if (x % 3 == 0) { ia.remove(); ib.remove(); } }
                            eq("titer end", ib.hasNext(), false);
                        }
                        if (r.nextInt(5) == 0) { eq("tviewpoll", "" + va.pollFirstEntry() + va.pollLastEntry(), "" + vb.pollFirstEntry() + vb.pollLastEntry()); }
                        if (r.nextInt(3) == 0) {
                            int m = r.nextInt(300);
                            String ea, eb;
                            try { va.put(m, -1); ea = "ok"; } catch (Exception e) { ea = e.toString(); }
                            try { vb.put(m, -1); eb = "ok"; } catch (Exception e) { eb = e.toString(); }
                            eq("tviewput", ea, eb);
                        }
                    }
                }
            }
            eq("tree", a + " " + a.descendingKeySet(), b + " " + b.descendingKeySet());
            java.util.Iterator<Integer> da = a.descendingKeySet().iterator();
            jvmlab.util.Iterator<Integer> db = b.descendingKeySet().iterator();
            while (da.hasNext()) { int x = da.next(); db.next(); if (x % 2 == 0) { da.remove(); db.remove(); } }
            eq("tree desc remove", a, b);
        }

        // Deques, PQ, lists
        for (int round = 0; round < 20; round++) {
            java.util.ArrayDeque<Integer> da = new java.util.ArrayDeque<>();
            jvmlab.util.ArrayDeque<Integer> db = new jvmlab.util.ArrayDeque<>();
            java.util.PriorityQueue<Integer> pa = new java.util.PriorityQueue<>();
            jvmlab.util.PriorityQueue<Integer> pb = new jvmlab.util.PriorityQueue<>();
            java.util.List<Integer> la = r.nextBoolean() ? new java.util.ArrayList<>() : new java.util.LinkedList<>();
            jvmlab.util.List<Integer> lb = la instanceof java.util.ArrayList ? new jvmlab.util.ArrayList<>() : new jvmlab.util.LinkedList<>();
            for (int i = 0; i < 300; i++) {
                int v = r.nextInt(50);
                switch (r.nextInt(8)) {
                    case 0: da.addFirst(v); db.addFirst(v); pa.add(v); pb.add(v); la.add(v); lb.add(v); break;
                    case 1: da.addLast(v); db.addLast(v); pa.offer(v); pb.offer(v); la.add(la.size() / 2, v); lb.add(lb.size() / 2, v); break;
                    case 2: eq("dpoll", "" + da.pollFirst() + pa.poll(), "" + db.pollFirst() + pb.poll()); break;
                    case 3: eq("dpolll", "" + da.pollLast() + pa.remove(v) + (la.isEmpty() ? "" : la.remove(la.size() / 3)), "" + db.pollLast() + pb.remove(v) + (lb.isEmpty() ? "" : lb.remove(lb.size() / 3))); break;
                    case 4: eq("drm", "" + da.removeFirstOccurrence(v) + da.removeLastOccurrence(v + 1) + la.remove(Integer.valueOf(v)), "" + db.removeFirstOccurrence(v) + db.removeLastOccurrence(v + 1) + lb.remove(Integer.valueOf(v))); break;
                    case 5: {
                        java.util.Iterator<Integer> ia = r.nextBoolean() ? da.iterator() : da.descendingIterator();
                        boolean asc = true;
                        jvmlab.util.Iterator<Integer> ib = db.iterator();
                        ia = da.iterator();
                        while (ia.hasNext()) { int x = ia.next(); int y = ib.next(); eq("diter", x, y); if ((x + i) % 4 == 0) { ia.remove(); ib.remove(); } }
                        java.util.Iterator<Integer> ja = pa.iterator();
                        jvmlab.util.Iterator<Integer> jb = pb.iterator();
                        while (ja.hasNext()) { int x = ja.next(); int y = jb.next(); eq("piter", x, y); if ((x + i) % 5 == 0) { ja.remove(); jb.remove(); } }
                        break;
                    }
                    case 6: {
                        if (la.size() > 4) {
                            int f = r.nextInt(la.size() / 2), t = f + r.nextInt(la.size() - f);
                            java.util.List<Integer> sa2 = la.subList(f, t);
                            jvmlab.util.List<Integer> sb2 = lb.subList(f, t);
                            eq("sub", sa2, sb2);
                            if (r.nextBoolean()) { sa2.clear(); sb2.clear(); } else { sa2.add(0, -v); sb2.add(0, -v); }
                        }
                        break;
                    }
                    case 7: {
                        java.util.Iterator<Integer> ia = da.descendingIterator();
                        jvmlab.util.Iterator<Integer> ib = db.descendingIterator();
                        while (ia.hasNext()) { int x = ia.next(); int y = ib.next(); eq("ddesc", x, y); if ((x + i) % 6 == 0) { ia.remove(); ib.remove(); } }
                        eq("ddesc end", ib.hasNext(), false);
                    }
                }
                eq("deque", da, db);
                eq("pq", pa, pb);
                eq("list", la, lb);
            }
            eq("pq copy", new java.util.PriorityQueue<>(la), new jvmlab.util.PriorityQueue<>(lb));
            pa.removeIf(x -> x % 3 == 0); pb.removeIf(x -> x % 3 == 0);
            eq("pq removeIf", pa, pb);
        }

        // Sorting
        for (int round = 0; round < 50; round++) {
            int n = r.nextInt(r.nextBoolean() ? 40 : 3000);
            double[] xa = new double[n];
            double[] specials = {0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MAX_VALUE};
            for (int i = 0; i < n; i++) xa[i] = r.nextInt(5) == 0 ? specials[r.nextInt(specials.length)] : r.nextInt(20) - 10;
            double[] xb = xa.clone();
            java.util.Arrays.sort(xa); jvmlab.util.Arrays.sort(xb);
            eq("dsort", java.util.Arrays.toString(xa), java.util.Arrays.toString(xb));
            int[] ya = new int[n];
            for (int i = 0; i < n; i++) ya[i] = r.nextInt(r.nextBoolean() ? 5 : 100000) - 50;
            int[] yb = ya.clone();
            int f = n == 0 ? 0 : r.nextInt(n), t = f + (n == f ? 0 : r.nextInt(n - f));
            java.util.Arrays.sort(ya, f, t); jvmlab.util.Arrays.sort(yb, f, t);
            eq("isort", java.util.Arrays.toString(ya), java.util.Arrays.toString(yb));
            Integer[] oa = new Integer[n];
            for (int i = 0; i < n; i++) oa[i] = r.nextInt(1000);
            Integer[] ob = oa.clone();
            java.util.Arrays.sort(oa, (p, q) -> (p % 10) - (q % 10)); jvmlab.util.Arrays.sort(ob, (p, q) -> (p % 10) - (q % 10));
            eq("osort", java.util.Arrays.toString(oa), java.util.Arrays.toString(ob));
            java.util.Arrays.sort(oa); jvmlab.util.Arrays.sort(ob);
            eq("osort2", java.util.Arrays.toString(oa), java.util.Arrays.toString(ob));
            java.util.List<Integer> sl = new java.util.ArrayList<>(java.util.Arrays.asList(oa));
            jvmlab.util.List<Integer> tl = new jvmlab.util.ArrayList<>(jvmlab.util.Arrays.asList(ob));
            long seed = r.nextLong();
            java.util.Collections.shuffle(sl, new java.util.Random(seed)); jvmlab.util.Collections.shuffle(tl, new jvmlab.util.Random(seed));
            eq("shuffle", sl, tl);
            int key = r.nextInt(1000);
            eq("bsearch", java.util.Arrays.binarySearch(oa, key), jvmlab.util.Arrays.binarySearch(ob, key));
        }
        System.out.println(fails == 0 ? "fuzz OK" : ("fuzz FAILURES: " + fails));
    }
}
