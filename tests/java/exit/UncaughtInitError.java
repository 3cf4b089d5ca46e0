// ExceptionInInitializerError escaping main: trace of the error and "Caused by" the static-initializer failure.
public class UncaughtInitError {
    static class Registry {
        static final int SIZE = compute();
        static int compute() {
            String s = null;
            if (s == null) throw new IllegalArgumentException("registry size missing");
            return 1;
        }
    }

    public static void main(String[] args) {
        System.out.println("before");
        System.out.println(Registry.SIZE);
    }
}
