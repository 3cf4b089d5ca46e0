import java.util.ArrayList;
import java.util.List;

/**
 * Heap exhaustion by several threads at once (run with -Xmx32m, see OomThreadsCatch.jvmflags):
 * four threads each fill the heap with int[2000] inside try/catch(OutOfMemoryError); every one
 * must catch its own error, drop what it holds, and the program then allocates on normally.
 * The threads create their lists and meet at a barrier before filling, so that none is still
 * outside its try when another one has filled the heap (that race is the program's, not the VM's).
 * A second round repeats it with the threads also holding a monitor that the others wait for.
 * Nothing between the barrier and the end of a catch block allocates.
 */
public class OomThreadsCatch {
    // Read from a static field in the handlers: a string literal there would be resolved (and
    // allocated) by the first ldc, maybe while other threads still hold the whole heap.
    static String heapSpace = "Java heap space";
    static final Object barrier = new Object();
    static int arrived;
    static int caught;
    static int wrongThrowable;

    static void await(int parties) throws InterruptedException {
        synchronized (barrier) {
            arrived++;
            barrier.notifyAll();
            while (arrived % parties != 0) barrier.wait();
        }
    }

    static void fill(List<int[]> keep) {
        try {
            while (true) keep.add(new int[2000]);
        } catch (OutOfMemoryError e) {
            keep.clear();
            synchronized (barrier) {
                caught++;
                if (!heapSpace.equals(e.getMessage())) wrongThrowable++;
            }
        }
    }

    static void round(final int threads, final Object shared) throws InterruptedException {
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    List<int[]> keep = new ArrayList<int[]>();
                    try {
                        await(threads);
                    } catch (InterruptedException e) {
                        return;
                    }
                    if (shared == null) {
                        fill(keep);
                    } else {
                        synchronized (shared) { fill(keep); }
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
    }

    public static void main(String[] args) throws InterruptedException {
        round(4, null);
        System.out.println("round 1: threads that caught OOM: " + caught + ", wrong: " + wrongThrowable);
        caught = 0;
        arrived = 0;
        round(4, new Object());
        System.out.println("round 2 (under a monitor): threads that caught OOM: " + caught + ", wrong: " + wrongThrowable);

        // The heap is usable again: allocate 64 MB more in 1 MB pieces, keeping a few.
        long checksum = 0;
        int[][] ring = new int[8][];
        for (int i = 0; i < 256; i++) {
            int[] a = new int[65536];
            for (int j = 0; j < a.length; j += 4096) a[j] = i + j;
            ring[i % ring.length] = a;
            for (int[] r : ring) if (r != null) checksum = checksum * 31 + r[4096];
        }
        List<String> strings = new ArrayList<String>();
        for (int i = 0; i < 20000; i++) strings.add("s" + i);
        for (String s : strings) checksum += s.hashCode();
        System.out.println("checksum " + checksum);
    }
}
