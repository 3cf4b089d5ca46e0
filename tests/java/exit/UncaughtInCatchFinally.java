// An exception thrown from a finally block replaces the pending one and escapes main (exit 1).
public class UncaughtInCatchFinally {
    static void work() {
        try {
            throw new IllegalStateException("pending, will be lost");
        } finally {
            System.out.println("in finally");
            Object[] arr = new Integer[1];
            arr[0] = "not an integer";
        }
    }

    public static void main(String[] args) {
        work();
    }
}
