// An uncaught exception from nested calls: "Exception in thread "main"" plus the stack trace on stderr, exit code 1.
public class UncaughtSimple {
    static void validate(int v) {
        if (v > 2) {
            throw new IllegalStateException("value too large: " + v);
        }
        System.out.println("ok " + v);
    }

    static void loop() {
        for (int i = 0; i < 10; i++) {
            validate(i);
        }
    }

    public static void main(String[] args) {
        System.out.println("start");
        loop();
        System.out.println("not reached");
    }
}
