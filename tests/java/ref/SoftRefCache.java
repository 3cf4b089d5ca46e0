import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

// A memoizing cache of soft references, as programs write one: with the heap far from full, a
// System.gc() keeps every softly reachable value (the collector clears soft references only
// under memory pressure), while weak references to the same kind of values are cleared.
public class SoftRefCache {
    static final class Cache {
        private final Map<Integer, SoftReference<int[]>> map = new HashMap<>();
        int computed;

        int[] squares(int n) {
            SoftReference<int[]> ref = map.get(n);
            int[] v = ref == null ? null : ref.get();
            if (v == null) {
                computed++;
                v = new int[n];
                for (int i = 0; i < n; i++) v[i] = i * i;
                map.put(n, new SoftReference<>(v));
            }
            return v;
        }
    }

    public static void main(String[] args) throws Exception {
        Cache cache = new Cache();
        long sum = 0;
        for (int round = 0; round < 3; round++) {
            for (int n = 100; n <= 1000; n += 100) sum += cache.squares(n)[n - 1];
            System.gc();
        }
        System.out.println("sum " + sum + ", computed " + cache.computed + " times");

        ReferenceQueue<byte[]> q = new ReferenceQueue<>();
        List<SoftReference<byte[]>> softs = new ArrayList<>();
        List<WeakReference<byte[]>> weaks = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            softs.add(new SoftReference<>(new byte[1000 + i], q));
            weaks.add(new WeakReference<>(new byte[1000 + i]));
        }
        System.gc();
        System.gc();
        int softAlive = 0, weakAlive = 0;
        long bytes = 0;
        for (SoftReference<byte[]> s : softs) {
            byte[] b = s.get();
            if (b != null) { softAlive++; bytes += b.length; }
        }
        for (WeakReference<byte[]> w : weaks) if (w.get() != null) weakAlive++;
        System.out.println("soft alive " + softAlive + " (" + bytes + " bytes), weak alive " + weakAlive);
        System.out.println("soft queue empty: " + (q.poll() == null));
    }
}
