// Catch and rethrow, multi-catch, precise rethrow, wrapping with causes, exceptions thrown from catch blocks.
public class Rethrow {
    static class AppException extends Exception {
        AppException(String m) { super(m); }
        AppException(String m, Throwable cause) { super(m, cause); }
    }

    static class SubAppException extends AppException {
        SubAppException(String m) { super(m); }
    }

    static void thrower(int kind) throws AppException {
        switch (kind) {
            case 0: throw new AppException("app");
            case 1: throw new SubAppException("sub");
            case 2: throw new IllegalArgumentException("iae");
            case 3: throw new UnsupportedOperationException("uoe");
            case 4: throw new Error("err");
            default: System.out.println("no throw " + kind);
        }
    }

    static void rethrowPrecise(int kind) throws AppException {
        try {
            thrower(kind);
        } catch (Exception e) {
            System.out.println("  rethrowing " + e.getClass().getName());
            throw e;
        }
    }

    static void wrap(int kind) throws AppException {
        try {
            thrower(kind);
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            throw new AppException("wrapped", e);
        }
    }

    static String chain(Throwable t) {
        StringBuilder sb = new StringBuilder();
        while (t != null) {
            sb.append(t.getClass().getName()).append('(').append(t.getMessage()).append(")");
            t = t.getCause();
            if (t != null) sb.append(" <- ");
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        for (int k = 0; k <= 5; k++) {
            try {
                rethrowPrecise(k);
            } catch (SubAppException e) {
                System.out.println(k + " SubAppException " + e.getMessage());
            } catch (AppException e) {
                System.out.println(k + " AppException " + e.getMessage());
            } catch (RuntimeException e) {
                System.out.println(k + " RuntimeException " + e);
            } catch (Error e) {
                System.out.println(k + " Error " + e);
            }
        }
        for (int k = 0; k <= 3; k++) {
            try {
                wrap(k);
            } catch (Exception e) {
                System.out.println("wrap " + k + ": " + chain(e));
            }
        }
        try {
            try {
                throw new IllegalStateException("original");
            } catch (IllegalStateException e) {
                throw new RuntimeException("from catch", e);
            } finally {
                System.out.println("finally after catch-throw");
            }
        } catch (RuntimeException e) {
            System.out.println("outer: " + chain(e));
        }
        Throwable t = new Exception("top");
        t.initCause(new Error("root"));
        System.out.println("initCause: " + chain(t));
        try {
            t.initCause(new Error("again"));
        } catch (IllegalStateException e) {
            System.out.println("initCause twice: " + e.getClass().getName());
        }
        Throwable self = new RuntimeException("self");
        try {
            self.initCause(self);
        } catch (IllegalArgumentException e) {
            System.out.println("self-causation: " + e.getMessage());
        }
        RuntimeException noMsg = new RuntimeException(new IllegalArgumentException("inner msg"));
        System.out.println("cause ctor message: " + noMsg.getMessage());
        System.out.println("toString: " + new RuntimeException() + " | " + new Exception((String) null) + " | " + new Error("e1"));
        System.out.println("localized: " + new RuntimeException("loc").getLocalizedMessage());
        int caught = 0;
        for (int i = 0; i < 100; i++) {
            try {
                if (i % 3 == 0) throw new AppException("x" + i);
                if (i % 3 == 1) throw new IllegalStateException();
            } catch (AppException e) {
                caught += 1;
            } catch (IllegalStateException e) {
                caught += 100;
            }
        }
        System.out.println("caught sum " + caught);
    }
}
