import java.util.ArrayList;
import java.util.List;

/**
 * The OutOfMemoryErrors of a run (with -Xmx16m, see OomStackTraces.jvmflags), as java 17 throws
 * them without allocating: the first two carry the thrower's stack trace (at most 32 frames),
 * every later one is the same default error per message, without a trace. Covers both kinds: a
 * heap filled with live arrays ("Java heap space") and a length no array can have ("Requested
 * array size exceeds VM limit"). Each handler drops the filled list before anything that may
 * allocate (a string literal's first ldc does).
 */
public class OomStackTraces {
    static List<long[]> keep;

    static int fill(int depth) {
        if (depth > 0) return fill(depth - 1) + 1;
        keep = new ArrayList<long[]>();
        while (true) keep.add(new long[4000]);
    }

    static void describe(String what, OutOfMemoryError e) {
        StackTraceElement[] st = e.getStackTrace();
        System.out.println(what + ": " + e.getMessage() + ", frames " + st.length);
        if (st.length > 0) System.out.println("  top " + st[0] + ", bottom " + st[st.length - 1]);
    }

    public static void main(String[] args) {
        OutOfMemoryError[] seen = new OutOfMemoryError[6];
        try { fill(40); } catch (OutOfMemoryError e) { keep = null; seen[0] = e; describe("deep fill", e); }
        try { long[] a = new long[Integer.MAX_VALUE]; } catch (OutOfMemoryError e) { keep = null; seen[1] = e; describe("array limit", e); }
        try { fill(2); } catch (OutOfMemoryError e) { keep = null; seen[2] = e; describe("fill", e); }
        try { long[] a = new long[Integer.MAX_VALUE]; } catch (OutOfMemoryError e) { keep = null; seen[3] = e; describe("array limit", e); }
        try { long[] a = new long[Integer.MAX_VALUE - 8]; } catch (OutOfMemoryError e) { keep = null; seen[4] = e; describe("array > heap", e); }
        try { fill(0); } catch (OutOfMemoryError e) { keep = null; seen[5] = e; describe("fill", e); }
        System.out.println("distinct first two: " + (seen[0] != seen[1]));
        System.out.println("heap space default shared: " + (seen[2] == seen[4] && seen[4] == seen[5]));
        System.out.println("array limit default differs: " + (seen[3] != seen[2]));
        long[] after = new long[100000];
        after[99999] = 7;
        System.out.println("allocates again: " + after[99999]);
    }
}
