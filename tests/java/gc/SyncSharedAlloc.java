// Four threads update shared structures under synchronized (counters, an ArrayList, a HashMap, a
// linked stack) while allocating garbage and requesting collections: nothing is lost.
import java.util.ArrayList;
import java.util.HashMap;

public class SyncSharedAlloc {
    static final Object LOCK = new Object();
    static final int THREADS = 4;
    static final int PER_THREAD = 1200;

    static long counter;                       // guarded by LOCK
    static final ArrayList<int[]> LIST = new ArrayList<int[]>();               // guarded by LIST
    static final HashMap<String, Integer> MAP = new HashMap<String, Integer>(); // guarded by MAP
    static Cell stack;                         // guarded by SyncSharedAlloc.class

    static final class Cell {
        final Cell next;
        final String label;
        final long[] data;
        Cell(Cell next, String label, int n) {
            this.next = next;
            this.label = label;
            this.data = new long[n];
            for (int i = 0; i < n; i++) data[i] = (long) n * 1000 + i;
        }
    }

    static synchronized void push(String label, int n) {
        stack = new Cell(stack, label, n);
    }

    static Object sink;

    static final class Worker extends Thread {
        final int id;
        long localGarbage;

        Worker(int id) {
            super("worker-" + id);
            this.id = id;
        }

        public void run() {
            for (int i = 0; i < PER_THREAD; i++) {
                // Garbage between the updates.
                Object[] junk = new Object[3];
                for (int j = 0; j < junk.length; j++) {
                    junk[j] = new StringBuilder().append(id).append(':').append(i).append(':').append(j).toString();
                }
                localGarbage += ((String) junk[i % 3]).length();
                sink = junk;

                synchronized (LOCK) {
                    counter += i % 10;
                }
                int[] item = new int[] { id, i, id * PER_THREAD + i };
                synchronized (LIST) {
                    LIST.add(item);
                }
                String own = "t" + id + "-" + i;
                String common = "k" + (i % 50);
                synchronized (MAP) {
                    MAP.put(own, Integer.valueOf(i));
                    Integer old = MAP.get(common);
                    MAP.put(common, Integer.valueOf(old == null ? 1 : old.intValue() + 1));
                }
                if (i % 10 == 0) push(getName() + "/" + i, i % 13 + 1);
                if (i % 200 == 100) System.gc();
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker[] workers = new Worker[THREADS];
        for (int t = 0; t < THREADS; t++) workers[t] = new Worker(t);
        for (int t = 0; t < THREADS; t++) workers[t].start();
        for (int t = 0; t < THREADS; t++) workers[t].join();

        long expectedCounter = 0;
        for (int i = 0; i < PER_THREAD; i++) expectedCounter += i % 10;
        expectedCounter *= THREADS;
        System.out.println("counter " + counter + " expected " + expectedCounter);

        long listSum = 0;
        int itemsOk = 0;
        boolean[] seen = new boolean[THREADS * PER_THREAD];
        for (int k = 0; k < LIST.size(); k++) {
            int[] item = LIST.get(k);
            if (item.length == 3 && item[2] == item[0] * PER_THREAD + item[1] && !seen[item[2]]) {
                seen[item[2]] = true;
                itemsOk++;
            }
            listSum += item[2];
        }
        System.out.println("list size " + LIST.size() + ", distinct well-formed " + itemsOk + ", sum " + listSum);

        int ownOk = 0;
        for (int t = 0; t < THREADS; t++) {
            for (int i = 0; i < PER_THREAD; i++) {
                Integer v = MAP.get("t" + t + "-" + i);
                if (v != null && v.intValue() == i) ownOk++;
            }
        }
        long commonTotal = 0;
        for (int c = 0; c < 50; c++) commonTotal += MAP.get("k" + c).intValue();
        System.out.println("map size " + MAP.size() + ", own keys ok " + ownOk + ", common total " + commonTotal);

        int cells = 0;
        long cellSum = 0;
        int[] perThread = new int[THREADS];
        for (Cell c = stack; c != null; c = c.next) {
            cells++;
            for (int i = 0; i < c.data.length; i++) cellSum += c.data[i];
            perThread[c.label.charAt("worker-".length()) - '0']++;
        }
        System.out.println("stack cells " + cells + ", data sum " + cellSum);
        for (int t = 0; t < THREADS; t++) {
            System.out.println("worker-" + t + ": cells " + perThread[t] + ", garbage " + workers[t].localGarbage);
        }
    }
}
