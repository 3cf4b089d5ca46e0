// Failed class initialization: ExceptionInInitializerError first, then NoClassDefFoundError.
public class ClassInitFailure {
    static int attempts;

    static class Bad {
        static int value = compute();
        static int compute() {
            attempts++;
            if (attempts > 0) throw new IllegalStateException("boom in Bad");
            return 1;
        }
        static void hello() { System.out.println("hello from Bad"); }
    }

    static class BadArith {
        static int zero = 0;
        static int value = 10 / zero;
    }

    static class BadError {
        static { if (true) throw new AssertionError("explicit error"); }
        static int x;
    }

    static class Child extends Bad {
        static { System.out.println("Child.<clinit> should never run"); }
    }

    public static void main(String[] args) {
        for (int i = 0; i < 3; i++) {
            try {
                System.out.println("value=" + Bad.value);
            } catch (ExceptionInInitializerError e) {
                Throwable c = e.getCause();
                System.out.println(i + ": EIIE cause=" + c.getClass().getName() + ": " + c.getMessage());
                System.out.println(i + ": EIIE message=" + e.getMessage());
            } catch (NoClassDefFoundError e) {
                System.out.println(i + ": NCDFE " + e.getMessage());
            }
        }
        try {
            Bad.hello();
        } catch (NoClassDefFoundError e) {
            System.out.println("static call: NCDFE " + e.getMessage());
        }
        try {
            new Child();
        } catch (NoClassDefFoundError e) {
            System.out.println("subclass: NCDFE " + e.getMessage());
        }
        try {
            System.out.println(BadArith.value);
        } catch (ExceptionInInitializerError e) {
            System.out.println("arith: " + e.getCause());
        }
        try {
            System.out.println(BadArith.zero);
        } catch (NoClassDefFoundError e) {
            System.out.println("arith again: NCDFE " + e.getMessage());
        }
        try {
            BadError.x = 1;
        } catch (ExceptionInInitializerError e) {
            System.out.println("wrapped error? " + e.getClass().getName());
        } catch (AssertionError e) {
            System.out.println("error passed through: " + e.getMessage());
        }
        try {
            BadError.x = 2;
        } catch (NoClassDefFoundError e) {
            System.out.println("error again: NCDFE " + e.getMessage());
        }
        System.out.println("attempts=" + attempts);
    }
}
