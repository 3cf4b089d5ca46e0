// Exceptions with stack traces created inside allocation-heavy loops and recursion, kept across
// collections (with causes and suppressed exceptions) and printed at the end; also in a thread.
import java.util.ArrayList;

public class ExceptionsUnderAlloc {
    static final class DepthException extends RuntimeException {
        final int depth;
        final int[] data;
        DepthException(String message, int depth) {
            super(message);
            this.depth = depth;
            this.data = new int[depth + 1];
            for (int i = 0; i <= depth; i++) data[i] = i * depth;
        }
    }

    static Object sink;

    static int recurse(int depth, int seed) {
        // Allocation in every frame, so a collection can happen anywhere in the stack walk.
        int[] local = new int[seed % 13 + 1];
        local[0] = depth;
        sink = "frame" + depth;
        if (depth == 0) {
            if (seed % 3 == 0) throw new DepthException("seed " + seed, local.length);
            if (seed % 3 == 1) {
                Object o = null;
                return o.hashCode();                       // NullPointerException from the VM
            }
            int[] small = new int[2];
            return small[seed];                              // ArrayIndexOutOfBoundsException
        }
        return recurse(depth - 1, seed) + local[0];
    }

    static void wrapAndThrow(int i) throws Exception {
        try {
            recurse(i % 5 + 2, i);
        } catch (RuntimeException e) {
            Exception wrapped = new Exception("wrapped " + i, e);
            wrapped.addSuppressed(new IllegalStateException("suppressed " + i));
            throw wrapped;
        }
    }

    static String describe(Throwable t) {
        StackTraceElement[] st = t.getStackTrace();
        StringBuilder sb = new StringBuilder();
        sb.append(t.getClass().getName());
        if (t instanceof DepthException) sb.append(": ").append(t.getMessage());
        sb.append(" frames=").append(st.length);
        for (int i = 0; i < st.length && i < 3; i++) {
            sb.append(" | ").append(st[i].getMethodName()).append(':').append(st[i].getLineNumber());
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        ArrayList<Throwable> kept = new ArrayList<Throwable>();
        int[] kinds = new int[3];
        long frames = 0;
        for (int i = 0; i < 1200; i++) {
            try {
                wrapAndThrow(i);
            } catch (Exception e) {
                Throwable cause = e.getCause();
                if (cause instanceof DepthException) kinds[0]++;
                else if (cause instanceof NullPointerException) kinds[1]++;
                else if (cause instanceof ArrayIndexOutOfBoundsException) kinds[2]++;
                frames += cause.getStackTrace().length + e.getStackTrace().length;
                if (i % 100 == 0) kept.add(e);
            }
            // Garbage around the throws.
            Object[] junk = new Object[4];
            for (int j = 0; j < junk.length; j++) junk[j] = new StringBuilder("j").append(i + j);
            sink = junk;
            if (i % 150 == 149) System.gc();
        }
        System.out.println("thrown: depth " + kinds[0] + ", npe " + kinds[1] + ", aioobe " + kinds[2] + ", frames " + frames);

        // An exception thrown in another thread, handed back through a field.
        final Throwable[] fromThread = new Throwable[1];
        Thread t = new Thread(new Runnable() {
            public void run() {
                for (int i = 0; i < 100; i++) {
                    try {
                        recurse(3, 3 * i);
                    } catch (DepthException e) {
                        fromThread[0] = e;
                    }
                    sink = new long[i + 1];
                }
            }
        }, "thrower");
        t.start();
        t.join();
        for (int i = 0; i < 10; i++) {
            sink = new byte[50000];
            System.gc();
        }

        // Everything kept is intact after the collections.
        for (int k = 0; k < kept.size(); k++) {
            Throwable e = kept.get(k);
            Throwable c = e.getCause();
            String line = e.getMessage() + " <- " + describe(c) + " ; suppressed " + e.getSuppressed().length + " " + e.getSuppressed()[0].getMessage();
            if (c instanceof DepthException) {
                DepthException d = (DepthException) c;
                long s = 0;
                for (int v : d.data) s += v;
                line += " ; data " + s;
            }
            System.out.println(line);
        }
        System.out.println("from thread: " + describe(fromThread[0]));
        System.out.println("--- full traces of two kept exceptions:");
        kept.get(0).printStackTrace(System.out);
        kept.get(5).printStackTrace(System.out);   // [1] and [4] hold NPEs: its helpful message is out of scope
    }
}
