// Identity hash codes survive hundreds of collections: objects without hashCode() keyed in a
// HashMap, a HashSet and a hand-written identity map stay findable, and hashCode() never changes,
// also for objects hashed late (after moves), while locked, and after wait().
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;

public class IdentityHashSurvives {
    /** A key with Object's identity equals/hashCode. */
    static final class Key {
        final int id;
        int[] payload;
        Key(int id) {
            this.id = id;
            this.payload = new int[(id & 7) + 1];
            payload[0] = id;
        }
    }

    /** Open-addressing map keyed by reference identity (jvmlab has no IdentityHashMap). */
    static final class IdentityMap {
        Object[] keys = new Object[16];
        int[] values = new int[16];
        int size;

        static int slot(Object k, int mask) {
            int h = System.identityHashCode(k);
            return (h ^ (h >>> 16)) & mask;
        }

        void put(Object k, int v) {
            if (2 * (size + 1) > keys.length) grow();
            int mask = keys.length - 1;
            int i = slot(k, mask);
            while (keys[i] != null) {
                if (keys[i] == k) { values[i] = v; return; }
                i = (i + 1) & mask;
            }
            keys[i] = k;
            values[i] = v;
            size++;
        }

        int get(Object k) {
            int mask = keys.length - 1;
            int i = slot(k, mask);
            while (keys[i] != null) {
                if (keys[i] == k) return values[i];
                i = (i + 1) & mask;
            }
            return -1;
        }

        void grow() {
            Object[] oldK = keys;
            int[] oldV = values;
            keys = new Object[oldK.length * 2];
            values = new int[oldK.length * 2];
            size = 0;
            for (int i = 0; i < oldK.length; i++) {
                if (oldK[i] != null) put(oldK[i], oldV[i]);
            }
        }
    }

    enum Color { RED, GREEN, BLUE }

    static final int KEYS = 1500;
    static final int ROUNDS = 300;

    static Object sink;

    /** Short-lived garbage of mixed shapes; returns a value so it is not dead code. */
    static int garbage(int seed) {
        int acc = 0;
        Object[] chain = null;
        for (int j = 0; j < 12; j++) {
            Object[] cell = new Object[3];
            cell[0] = chain;
            cell[1] = new int[(seed + j) % 17 + 1];
            cell[2] = "g" + (seed * 31 + j);
            chain = cell;
            acc += ((int[]) cell[1]).length;
        }
        sink = chain;
        return acc;
    }

    public static void main(String[] args) throws InterruptedException {
        Key[] keys = new Key[KEYS];
        int[] hashes = new int[KEYS];
        HashMap<Key, Integer> map = new HashMap<Key, Integer>();
        HashSet<Object> set = new HashSet<Object>();
        IdentityMap imap = new IdentityMap();
        for (int i = 0; i < KEYS; i++) {
            keys[i] = new Key(i);
            // Hash half of them now; the other half only after many collections.
            if (i % 2 == 0) {
                hashes[i] = keys[i].hashCode();
                map.put(keys[i], Integer.valueOf(i));
                set.add(keys[i]);
                imap.put(keys[i], i);
            }
            garbage(i);
        }

        // Objects hashed while their monitor is held (thin lock, then inflated by wait).
        Object lockedFirst = new Object();
        int lockedHash;
        synchronized (lockedFirst) {
            lockedHash = lockedFirst.hashCode();
        }
        Object waited = new Object();
        int waitedHash = waited.hashCode();
        synchronized (waited) {
            waited.wait(1);
        }
        map.put(new Key(-1), Integer.valueOf(-1));   // unreachable except through the map

        // VM-owned objects with identity hashes: class mirrors, enum constants, the current
        // thread, boxing-cache entries; keyed in a HashMap before the collections.
        Object[] vmObjects = { Key.class, String.class, int[].class, Object[][].class, Color.GREEN,
                Color.BLUE, Thread.currentThread(), Integer.valueOf(127), Long.valueOf(-128L),
                Boolean.TRUE, Character.valueOf('x') };
        int[] vmHashes = new int[vmObjects.length];
        HashMap<Object, Integer> vmMap = new HashMap<Object, Integer>();
        for (int i = 0; i < vmObjects.length; i++) {
            vmHashes[i] = System.identityHashCode(vmObjects[i]);
            vmMap.put(vmObjects[i], Integer.valueOf(i));
        }

        long garbageTotal = 0;
        int gcs = 0;
        int lateHashed = 0;
        for (int round = 0; round < ROUNDS; round++) {
            for (int k = 0; k < 2; k++) {
                garbageTotal += garbage(round * 2 + k);
            }
            // Late hashing: the odd keys get their hash after some collections have moved them.
            if (round >= 50 && round < 50 + KEYS / 2 / 5) {
                for (int j = 0; j < 5; j++) {
                    int i = 2 * ((round - 50) * 5 + j) + 1;
                    hashes[i] = keys[i].hashCode();
                    map.put(keys[i], Integer.valueOf(i));
                    set.add(keys[i]);
                    imap.put(keys[i], i);
                    lateHashed++;
                }
            }
            // Replace some keys' payload so that old and new objects interleave.
            keys[round % KEYS].payload = new int[round % 5 + 1];
            keys[round % KEYS].payload[0] = round % KEYS;
            System.gc();
            gcs++;
        }

        int found = 0, setFound = 0, imapFound = 0, sameHash = 0, sameIdentity = 0, payloadOk = 0;
        for (int i = 0; i < KEYS; i++) {
            Integer v = map.get(keys[i]);
            if (v != null && v.intValue() == i) found++;
            if (set.contains(keys[i])) setFound++;
            if (imap.get(keys[i]) == i) imapFound++;
            if (keys[i].hashCode() == hashes[i]) sameHash++;
            if (System.identityHashCode(keys[i]) == hashes[i]) sameIdentity++;
            if (keys[i].payload[0] == i) payloadOk++;
        }
        // Fresh keys with the same id are different objects: never found.
        int strangers = 0;
        for (int i = 0; i < 100; i++) {
            if (map.containsKey(new Key(i)) || set.contains(new Key(i))) strangers++;
        }
        // Iterate the map: every entry's key maps back to its own value.
        int consistent = 0;
        long valueSum = 0;
        Iterator<Map.Entry<Key, Integer>> it = map.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<Key, Integer> e = it.next();
            if (e.getKey().id == e.getValue().intValue()) consistent++;
            valueSum += e.getValue().intValue();
        }

        System.out.println("collections requested: " + gcs);
        System.out.println("late hashed: " + lateHashed);
        System.out.println("HashMap found: " + found + " of " + KEYS);
        System.out.println("HashSet found: " + setFound + " of " + KEYS);
        System.out.println("identity map found: " + imapFound + " of " + KEYS);
        System.out.println("hashCode unchanged: " + sameHash + " of " + KEYS);
        System.out.println("identityHashCode unchanged: " + sameIdentity + " of " + KEYS);
        System.out.println("payloads intact: " + payloadOk + " of " + KEYS);
        System.out.println("strangers found: " + strangers);
        System.out.println("map size " + map.size() + ", consistent entries " + consistent
                + ", value sum " + valueSum);
        System.out.println("locked-then-hashed unchanged: " + (lockedFirst.hashCode() == lockedHash));
        System.out.println("hashed-then-waited unchanged: " + (waited.hashCode() == waitedHash));
        System.out.println("toString uses the hash: "
                + waited.toString().equals("java.lang.Object@" + Integer.toHexString(waitedHash)));
        System.out.println("garbage total: " + garbageTotal);
        Object[] vmAgain = { Key.class, String.class, int[].class, Object[][].class, Color.GREEN,
                Color.BLUE, Thread.currentThread(), Integer.valueOf(127), Long.valueOf(-128L),
                Boolean.TRUE, Character.valueOf('x') };
        int vmSame = 0;
        for (int i = 0; i < vmAgain.length; i++) {
            Integer v = vmMap.get(vmAgain[i]);
            if (vmAgain[i] == vmObjects[i] && System.identityHashCode(vmAgain[i]) == vmHashes[i]
                    && v != null && v.intValue() == i) {
                vmSame++;
            }
        }
        System.out.println("mirrors, enums, thread, box caches unchanged: " + vmSame + " of " + vmAgain.length
                + ", Color.valueOf same: " + (Color.valueOf("GREEN") == vmObjects[4])
                + ", getClass same: " + (keys[7].getClass() == Key.class));
        ArrayList<Object> again = new ArrayList<Object>();
        for (int i = 0; i < KEYS; i += 100) again.add(keys[i]);
        int idx = 0;
        for (int i = 0; i < KEYS; i += 100) {
            if (again.indexOf(keys[i]) == idx) idx++;
        }
        System.out.println("indexOf by identity: " + idx);
    }
}
