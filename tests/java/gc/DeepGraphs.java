// Object graphs a moving collector must keep intact: a long linked list, trees held by static
// fields, arrays of arrays, large arrays (> 256 KB and > 4 MB, primitive and reference), interned
// strings, cycles, clones and arraycopy, and "cache" patterns that drop and rebuild parts.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

public class DeepGraphs {
    static final class Tree {
        Tree left, right;
        final int value;
        Tree(Tree left, Tree right, int value) { this.left = left; this.right = right; this.value = value; }
    }

    static final class Link {
        Link next, prev;
        final int value;
        Link(int value) { this.value = value; }
    }

    // Roots in static fields.
    static Tree staticTree;
    static Link longList;
    static Object[] staticArrays;
    static final String[] INTERNED = new String[1000];
    static final HashMap<Integer, long[]> CACHE = new HashMap<Integer, long[]>();

    static Tree tree(int depth, int v) {
        if (depth == 0) return new Tree(null, null, v);
        return new Tree(tree(depth - 1, 2 * v), tree(depth - 1, 2 * v + 1), v);
    }

    static long treeSum(Tree t) {
        long s = 0;
        // Iterative walk: deep graphs must not depend on the program's stack depth.
        ArrayList<Tree> work = new ArrayList<Tree>();
        work.add(t);
        while (!work.isEmpty()) {
            Tree n = work.remove(work.size() - 1);
            s += n.value;
            if (n.left != null) { work.add(n.left); work.add(n.right); }
        }
        return s;
    }

    static long listSum(Link head) {
        long s = 0;
        for (Link p = head; p != null; p = p.next) s += p.value;
        return s;
    }

    static void collect(int times) {
        for (int i = 0; i < times; i++) {
            // Garbage between the requests, so there is something to free and to move around.
            Object[] g = new Object[64];
            for (int j = 0; j < g.length; j++) g[j] = new int[j + 1];
            System.gc();
        }
    }

    public static void main(String[] args) {
        // 1. A static tree and a long linked list (mark must not recurse on it).
        staticTree = tree(12, 1);
        Link head = null, tail = null;
        for (int i = 0; i < 25000; i++) {
            Link l = new Link(i);
            if (head == null) head = l; else { tail.next = l; l.prev = tail; }
            tail = l;
        }
        longList = head;
        long treeBefore = treeSum(staticTree), listBefore = listSum(longList);
        collect(5);
        long back = 0;
        int backCount = 0;
        for (Link p = tail; p != null; p = p.prev) { back += p.value; backCount++; }
        System.out.println("static tree " + treeBefore + " -> " + treeSum(staticTree));
        System.out.println("long list " + listBefore + " -> " + listSum(longList) + ", backwards " + back + " over " + backCount);
        tail = null;
        head = null;

        // 2. Arrays of arrays: jagged int[][], Object[][] of boxed values, multianewarray 3D.
        int[][] jagged = new int[300][];
        for (int i = 0; i < jagged.length; i++) {
            jagged[i] = new int[i % 37 + 1];
            for (int j = 0; j < jagged[i].length; j++) jagged[i][j] = i * j;
        }
        Object[][] boxes = new Object[200][];
        for (int i = 0; i < boxes.length; i++) {
            boxes[i] = new Object[i % 11 + 1];
            for (int j = 0; j < boxes[i].length; j++) boxes[i][j] = (j % 2 == 0) ? (Object) Long.valueOf(i * 1000L + j) : (Object) ("s" + i + "_" + j);
        }
        long[][][] cube = new long[20][30][40];
        for (int i = 0; i < 20; i++) for (int j = 0; j < 30; j++) for (int k = 0; k < 40; k++) cube[i][j][k] = i * 10000 + j * 100 + k;
        staticArrays = new Object[] { jagged, boxes, cube };
        jagged = null; boxes = null; cube = null;
        collect(5);
        long js = 0, bs = 0, cs = 0;
        int[][] jg = (int[][]) staticArrays[0];
        for (int i = 0; i < jg.length; i++) for (int j = 0; j < jg[i].length; j++) js += jg[i][j];
        Object[][] bx = (Object[][]) staticArrays[1];
        for (int i = 0; i < bx.length; i++) {
            for (int j = 0; j < bx[i].length; j++) {
                Object o = bx[i][j];
                bs += (o instanceof Long) ? ((Long) o).longValue() : o.toString().length();
            }
        }
        long[][][] cb = (long[][][]) staticArrays[2];
        for (int i = 0; i < 20; i++) for (int j = 0; j < 30; j++) for (int k = 0; k < 40; k++) cs += cb[i][j][k];
        System.out.println("jagged " + js + ", boxes " + bs + ", cube " + cs);

        // 3. Large arrays: > 4 MB (one object per large page) and > 256 KB (medium pages).
        long[] bigLongs = new long[700000];              // 5.6 MB
        for (int i = 0; i < bigLongs.length; i++) bigLongs[i] = i * 3L;
        int[] midInts = new int[100000];                 // 400 KB
        for (int i = 0; i < midInts.length; i++) midInts[i] = i ^ 0x5a5a;
        Object[] bigRefs = new Object[600000];           // > 2.4 MB of references, > 4 MB at 8 bytes each
        for (int i = 0; i < bigRefs.length; i += 250) bigRefs[i] = Integer.valueOf(i);
        Object[] midRefs = new Object[40000];
        for (int i = 0; i < midRefs.length; i++) midRefs[i] = (i % 40 == 0) ? new int[] { i } : midRefs[i - 1];
        // Churn through large garbage arrays too.
        long churn = 0;
        for (int r = 0; r < 12; r++) {
            byte[] big = new byte[(r % 3 + 1) * 1500000];
            big[big.length - 1] = (byte) r;
            churn += big.length + big[big.length - 1];
            double[] mid = new double[40000 + r];
            mid[r] = r;
            churn += (long) mid[r];
        }
        collect(5);
        long bl = 0, mi = 0, br = 0, mr = 0;
        for (int i = 0; i < bigLongs.length; i++) bl += bigLongs[i];
        for (int i = 0; i < midInts.length; i++) mi += midInts[i];
        int nulls = 0;
        for (int i = 0; i < bigRefs.length; i++) {
            if (bigRefs[i] == null) nulls++; else br += ((Integer) bigRefs[i]).intValue();
        }
        for (int i = 0; i < midRefs.length; i++) mr += ((int[]) midRefs[i])[0];
        System.out.println("big longs " + bl + ", mid ints " + mi + ", big refs " + br + " (" + nulls + " null), mid refs " + mr + ", churn " + churn);

        // 4. Clones and arraycopy of reference arrays (overlapping, too).
        Object[] copy = bigRefs.clone();
        bigRefs = null;
        System.arraycopy(copy, 0, copy, 1, 1000);        // overlapping, shifts right by one
        Object[] midCopy = new Object[midRefs.length];
        System.arraycopy(midRefs, 0, midCopy, 0, midRefs.length);
        int[] intClone = midInts.clone();
        collect(3);
        long cp = 0;
        for (int i = 0; i < 1001; i++) if (copy[i] != null) cp += ((Integer) copy[i]).intValue();
        long mc = 0;
        for (int i = 0; i < midCopy.length; i++) mc += ((int[]) midCopy[i])[0] + (midCopy[i] == midRefs[i] ? 1 : 0);
        long ic = 0;
        for (int i = 0; i < intClone.length; i++) ic += intClone[i];
        System.out.println("clone+overlap " + cp + ", arraycopy " + mc + ", int clone " + ic + " same " + (intClone != midInts));
        // Drop the large arrays: their pages become garbage (freed or reused by the next cycles).
        bigLongs = null; midInts = null; copy = null; midRefs = null; midCopy = null; intClone = null;

        // 5. Interned strings across collections.
        for (int i = 0; i < INTERNED.length; i++) INTERNED[i] = ("a" + i).intern();
        for (int i = 0; i < 500; i++) {
            String dropped = ("z" + i).intern();    // not kept: the table may drop it
            if (dropped.length() == 0) throw new Error();
        }
        collect(5);
        int same = 0, literal = 0, droppedOk = 0;
        for (int i = 0; i < INTERNED.length; i++) {
            if (("a" + i).intern() == INTERNED[i]) same++;
            if (new StringBuilder("a").append(i).toString().intern() == INTERNED[i]) same++;
        }
        if (INTERNED[5] == "a5") literal++;
        if (INTERNED[999] == "a999") literal++;
        for (int i = 0; i < 500; i++) {
            String z1 = ("z" + i).intern();
            String z2 = new String("z" + i).intern();
            if (z1 == z2 && z1.equals("z" + i)) droppedOk++;
        }
        System.out.println("interned same " + same + " of " + (2 * INTERNED.length) + ", literals " + literal + ", re-interned " + droppedOk);

        // 6. Cycles: a doubly linked ring and self-references; dropped and rebuilt several times.
        long ringTotal = 0;
        for (int r = 0; r < 4; r++) {
            Link first = new Link(r * 1000);
            Link prev = first;
            for (int i = 1; i < 1000; i++) {
                Link l = new Link(r * 1000 + i);
                prev.next = l;
                l.prev = prev;
                prev = l;
            }
            prev.next = first;
            first.prev = prev;
            collect(1);
            Link p = first;
            int steps = 0;
            do { ringTotal += p.value; p = p.next; steps++; } while (p != first && steps < 5000);
            Link q = first;
            for (int i = 0; i < 1000; i++) q = q.prev;
            ringTotal += steps + (q == first ? 1 : 0);
        }
        System.out.println("rings " + ringTotal);

        // 7. Cache-like patterns: entries replaced and removed, arrays nulled out, survivors checked.
        long cacheSum = 0;
        for (int i = 0; i < 1500; i++) {
            Integer key = Integer.valueOf(i % 97);
            long[] value = new long[i % 50 + 1];
            value[0] = i;
            CACHE.put(key, value);
            if (i % 7 == 0) CACHE.remove(Integer.valueOf((i / 7) % 97));
            if (i % 300 == 299) collect(1);
        }
        for (int k = 0; k < 97; k++) {
            long[] v = CACHE.get(Integer.valueOf(k));
            if (v != null) cacheSum += v[0] * 1000 + v.length;
        }
        Object[] slots = new Object[2000];
        for (int i = 0; i < slots.length; i++) slots[i] = new long[] { i };
        for (int i = 0; i < slots.length; i += 2) slots[i] = null;
        collect(2);
        long slotSum = 0;
        for (int i = 0; i < slots.length; i++) if (slots[i] != null) slotSum += ((long[]) slots[i])[0];
        System.out.println("cache " + CACHE.size() + " entries, sum " + cacheSum + ", surviving slots " + slotSum);

        // 8. Captured state in lambdas and bound method references (fields of VM-made classes).
        ArrayList<IntSupplier> closures = new ArrayList<IntSupplier>();
        ArrayList<Supplier<String>> bound = new ArrayList<Supplier<String>>();
        for (int i = 0; i < 200; i++) {
            final int[] box = new int[] { i, i * i };
            final String label = "L" + i;
            closures.add(() -> box[0] + box[1] + label.length());
            StringBuilder sb = new StringBuilder("sb").append(i);
            bound.add(sb::toString);
        }
        collect(3);
        long closureSum = 0, boundLen = 0;
        for (int i = 0; i < closures.size(); i++) closureSum += closures.get(i).getAsInt();
        for (int i = 0; i < bound.size(); i++) boundLen += bound.get(i).get().length();
        System.out.println("closures " + closureSum + ", bound method refs " + boundLen);

        // Everything still reachable from the statics after all of the above.
        System.out.println("final: tree " + treeSum(staticTree) + ", list " + listSum(longList) + ", interned[123] " + INTERNED[123]);
    }
}
