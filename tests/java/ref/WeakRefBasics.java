import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;

// WeakReference, PhantomReference and ReferenceQueue as programs use them: a referent only the
// reference holds is cleared by System.gc() and the reference comes out of its queue; a referent
// still held strongly survives; enqueue/clear/isEnqueued/refersTo and the error paths.
public class WeakRefBasics {
    static final class Payload {
        final String name;
        Payload(String name) { this.name = name; }
        public String toString() { return "Payload(" + name + ")"; }
    }

    static final class NamedWeak extends WeakReference<Payload> {
        final String label;
        NamedWeak(Payload p, ReferenceQueue<Payload> q, String label) { super(p, q); this.label = label; }
    }

    static final class Uncloneable extends WeakReference<Object> {
        Uncloneable(Object o) { super(o); }
        Object tryClone() throws CloneNotSupportedException { return clone(); }
    }

    @SuppressWarnings("deprecation")  // isEnqueued, deprecated since 16, still used by programs
    public static void main(String[] args) throws Exception {
        ReferenceQueue<Payload> queue = new ReferenceQueue<>();
        Payload kept = new Payload("kept");
        NamedWeak strong = new NamedWeak(kept, queue, "strong");
        Payload dropped = new Payload("weak");
        NamedWeak weak = new NamedWeak(dropped, queue, "weak");
        System.out.println("before gc: " + strong.get() + " " + weak.get());
        System.out.println("poll on empty queue: " + queue.poll());
        System.out.println("enqueued before gc: " + weak.isEnqueued());

        dropped = null;  // only the weak reference holds it now
        System.gc();
        System.out.println("after gc: " + strong.get() + " " + weak.get());
        System.out.println("refersTo(null): " + weak.refersTo(null) + ", strong refersTo(kept): " + strong.refersTo(kept));

        Reference<? extends Payload> r = queue.remove(10_000);
        System.out.println("removed: " + (r == weak ? ((NamedWeak) r).label : String.valueOf(r)));
        System.out.println("enqueued after remove: " + weak.isEnqueued());
        System.out.println("queue empty again: " + (queue.remove(50) == null));
        System.out.println("enqueue again: " + weak.enqueue());

        // The program clears and enqueues by hand.
        System.out.println("strong.enqueue(): " + strong.enqueue() + ", get: " + strong.get()
                + ", isEnqueued: " + strong.isEnqueued());
        System.out.println("second enqueue(): " + strong.enqueue());
        System.out.println("polled: " + ((NamedWeak) queue.poll()).label + ", then: " + queue.poll());
        System.out.println("kept object still usable: " + kept);

        Payload unqueued = new Payload("no queue");
        WeakReference<Payload> noQueue = new WeakReference<>(unqueued);
        System.out.println("enqueue without queue: " + noQueue.enqueue() + ", get: " + noQueue.get());
        WeakReference<Payload> cleared = new WeakReference<>(kept);
        cleared.clear();
        System.out.println("cleared: " + cleared.get() + " " + cleared.refersTo(null) + " " + cleared.refersTo(kept));
        System.out.println("null referent: " + new WeakReference<Object>(null).get());

        ReferenceQueue<Object> pq = new ReferenceQueue<>();
        Object target = new Object();
        PhantomReference<Object> phantom = new PhantomReference<>(target, pq);
        System.out.println("phantom get: " + phantom.get() + ", refersTo(target): " + phantom.refersTo(target));
        target = null;
        System.gc();
        System.out.println("phantom enqueued: " + (pq.remove(10_000) == phantom) + ", refersTo(null): " + phantom.refersTo(null));

        try {
            queue.remove(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("remove(-1): " + e);
        }
        try {
            new Uncloneable(kept).tryClone();
        } catch (CloneNotSupportedException e) {
            System.out.println("clone: " + e);
        }
        SoftReference<String> soft = new SoftReference<>("literal");
        System.out.println("soft to a literal: " + soft.get());
        Reference.reachabilityFence(kept);
    }
}
