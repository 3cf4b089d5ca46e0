// A VM-thrown exception (integer division by zero) escaping main: message and trace on stderr, exit code 1.
public class UncaughtArithmetic {
    static int average(int[] values) {
        int sum = 0;
        for (int v : values) sum += v;
        return sum / values.length;
    }

    public static void main(String[] args) {
        System.out.println("avg " + average(new int[] {1, 2, 3, 6}));
        System.err.println("about to fail");
        System.out.println("avg " + average(new int[0]));
    }
}
