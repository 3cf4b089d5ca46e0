// try/finally semantics: nested finally order, return/break/continue through finally, return in finally, overriding.
public class NestedFinally {
    static StringBuilder log = new StringBuilder();

    static int returnThroughFinally() {
        int x = 1;
        try {
            x = 2;
            return x;          // value saved before finally runs
        } finally {
            x = 3;
            log.append("f1 ");
        }
    }

    @SuppressWarnings("finally")
    static int returnInFinally() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return 42;         // swallows the exception
        }
    }

    @SuppressWarnings("finally")
    static int finallyOverridesReturn() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    static String nested() {
        StringBuilder sb = new StringBuilder();
        try {
            try {
                try {
                    sb.append("body ");
                    throw new IllegalArgumentException("inner");
                } finally {
                    sb.append("f-inner ");
                }
            } catch (IllegalStateException e) {
                sb.append("wrong-catch ");
            } finally {
                sb.append("f-middle ");
            }
        } catch (IllegalArgumentException e) {
            sb.append("caught ").append(e.getMessage()).append(' ');
        } finally {
            sb.append("f-outer");
        }
        return sb.toString();
    }

    static String exceptionInFinally() {
        try {
            try {
                throw new RuntimeException("first");
            } finally {
                if (log != null) throw new IllegalStateException("second");
            }
        } catch (RuntimeException e) {
            return e.getClass().getName() + ":" + e.getMessage() + " suppressed=" + e.getSuppressed().length;
        }
    }

    static String loopControl() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                sb.append("b").append(i).append(' ');
            } finally {
                sb.append("f").append(i).append(' ');
            }
        }
        outer:
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                try {
                    if (j == 1) continue outer;
                    sb.append(i).append(j).append(' ');
                } finally {
                    sb.append('.');
                }
            }
        }
        return sb.toString();
    }

    static long longReturn(long v) {
        try {
            return v * 2;
        } finally {
            v = 0;
            log.append("lf ");
        }
    }

    static double doubleReturn(double v) {
        try {
            if (v < 0) throw new ArithmeticException("neg");
            return v;
        } catch (ArithmeticException e) {
            return -v;
        } finally {
            log.append("df ");
        }
    }

    static int depth(int n) {
        try {
            if (n == 0) throw new RuntimeException("bottom");
            return depth(n - 1) + 1;
        } finally {
            log.append(n).append(' ');
        }
    }

    static String finallyWithoutException() {
        String s = "a";
        try {
            s += "b";
        } finally {
            s += "c";
        }
        try {
            s += "d";
        } catch (RuntimeException e) {
            s += "X";
        } finally {
            s += "e";
        }
        return s;
    }

    public static void main(String[] args) {
        System.out.println(returnThroughFinally() + " " + log);
        System.out.println(returnInFinally());
        System.out.println(finallyOverridesReturn());
        System.out.println(nested());
        System.out.println(exceptionInFinally());
        System.out.println(loopControl());
        log.setLength(0);
        System.out.println(longReturn(21) + " " + doubleReturn(-1.5) + " " + doubleReturn(2.5) + " " + log);
        log.setLength(0);
        try {
            depth(5);
        } catch (RuntimeException e) {
            System.out.println("depth: " + e.getMessage() + " log=" + log);
        }
        System.out.println(finallyWithoutException());
    }
}
