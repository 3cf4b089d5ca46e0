// System.exit(42) from a nested call inside try/finally: finally blocks do not run, output before exit is kept.
public class ExitCode42 {
    static void deep(int n) {
        try {
            if (n == 0) {
                System.out.println("exiting");
                System.err.println("exit requested");
                System.exit(42);
            }
            deep(n - 1);
        } finally {
            System.out.println("finally " + n + " (must not print)");
        }
    }

    public static void main(String[] args) {
        System.out.print("no newline before exit; ");
        deep(3);
        System.out.println("not reached");
    }
}
