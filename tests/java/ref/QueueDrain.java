import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;

// The usual clean-up loop: tag weak references with an id, drop the referents, call System.gc()
// and drain the queue with remove(timeout) until every cleared reference has come back; the ones
// whose referents are still held must stay.
public class QueueDrain {
    static final class Tagged extends WeakReference<Object> {
        final int id;
        Tagged(Object referent, ReferenceQueue<Object> q, int id) { super(referent, q); this.id = id; }
    }

    public static void main(String[] args) throws InterruptedException {
        ReferenceQueue<Object> queue = new ReferenceQueue<>();
        List<Tagged> refs = new ArrayList<>();
        List<Object> held = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            Object o = new int[i % 7 + 1];
            refs.add(new Tagged(o, queue, i));
            if (i % 10 == 0) held.add(o);
        }
        System.gc();
        boolean[] seen = new boolean[200];
        int count = 0;
        long idSum = 0;
        Reference<?> r;
        while (count < 180 && (r = queue.remove(10_000)) != null) {
            Tagged t = (Tagged) r;
            if (seen[t.id]) System.out.println("twice: " + t.id);
            seen[t.id] = true;
            if (t.get() != null) System.out.println("enqueued with a referent: " + t.id);
            count++;
            idSum += t.id;
        }
        System.out.println("drained " + count + ", id sum " + idSum);
        System.out.println("nothing more: " + (queue.remove(100) == null));
        int alive = 0;
        for (Tagged t : refs) {
            if (t.get() != null) {
                alive++;
                if (t.id % 10 != 0) System.out.println("unexpected survivor " + t.id);
            }
        }
        System.out.println("still alive " + alive + ", held " + held.size());

        // A second round: release the held half and collect again.
        for (int i = 0; i < held.size(); i += 2) held.set(i, null);
        System.gc();
        int second = 0;
        while (second < 10 && (r = queue.remove(10_000)) != null) second++;
        System.out.println("second round " + second + ", nothing more: " + (queue.remove(100) == null));
    }
}
