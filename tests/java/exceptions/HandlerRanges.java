// Exception-table semantics: handlers searched in order, half-open [start,end) ranges, handlers inside loops and handlers.
public class HandlerRanges {
    static int zero = 0;

    static String boundary(int mode) {
        StringBuilder sb = new StringBuilder();
        int x = 0;
        try {
            sb.append("in-try ");
            x = 10 / (mode == 0 ? zero : 1);   // last instruction of the try range
        } catch (ArithmeticException e) {
            sb.append("caught-inside ");
        }
        try {
            x = 10 / (mode == 1 ? zero : 1);   // right after the previous range: not covered by it
        } catch (RuntimeException e) {
            sb.append("caught-second ");
        }
        return sb.append(x).toString();
    }

    static String order(Throwable t) {
        try {
            try {
                throw t;
            } catch (IllegalArgumentException e) {
                return "IAE-inner";
            } catch (RuntimeException e) {
                return "RTE-inner:" + e.getClass().getName();
            }
        } catch (Error e) {
            return "Error-outer";
        } catch (Throwable e) {
            return "Throwable-outer:" + e.getClass().getName();
        }
    }

    static int throwInHandler() {
        int steps = 0;
        try {
            try {
                steps += 1;
                throw new IllegalStateException("a");
            } catch (IllegalStateException e) {
                steps += 10;
                throw new UnsupportedOperationException("b");   // not caught by sibling handlers
            } catch (UnsupportedOperationException e) {
                steps += 1000;
            }
        } catch (UnsupportedOperationException e) {
            steps += 100;
        }
        return steps;
    }

    static String loopHandlers() {
        StringBuilder sb = new StringBuilder();
        int[] data = {4, 0, 2, -1, 0, 8};
        for (int i = 0; i <= data.length; i++) {
            try {
                int v = data[i];
                if (v < 0) throw new IllegalArgumentException("neg");
                sb.append(16 / v).append(' ');
            } catch (ArithmeticException e) {
                sb.append("div0 ");
                continue;
            } catch (IllegalArgumentException e) {
                sb.append("neg ");
            } catch (ArrayIndexOutOfBoundsException e) {
                sb.append("end ");
                break;
            } finally {
                sb.append('|');
            }
        }
        return sb.toString();
    }

    static int nestedInCatch() {
        int r = 0;
        try {
            throw new RuntimeException("outer");
        } catch (RuntimeException e) {
            try {
                r += Integer.parseInt("x1");
            } catch (NumberFormatException nfe) {
                r += 5;
            }
            try {
                Object o = "s";
                r += ((Integer) o);
            } catch (ClassCastException cce) {
                r += 50;
            }
        }
        return r;
    }

    static String sameHandlerManyRanges(int k) {
        try {
            if (k == 0) return "zero:" + (1 / zero);
            String s = k == 1 ? null : "ok";
            return "len:" + s.length();
        } catch (ArithmeticException | NullPointerException e) {
            return "multi:" + e.getClass().getName();
        }
    }

    public static void main(String[] args) {
        System.out.println(boundary(0) + " / " + boundary(1) + " / " + boundary(2));
        System.out.println(order(new IllegalArgumentException()) + " " + order(new NumberFormatException()) + " " + order(new ArithmeticException())
            + " " + order(new StackOverflowError()) + " " + order(new Exception()) + " " + order(new Throwable()));
        System.out.println(throwInHandler());
        System.out.println(loopHandlers());
        System.out.println(nestedInCatch());
        System.out.println(sameHandlerManyRanges(0) + " " + sameHandlerManyRanges(1) + " " + sameHandlerManyRanges(2));
        int caught = 0;
        for (int i = 0; i < 2000; i++) {
            try {
                if ((i & 7) == 0) throw new IllegalStateException();
                caught += (i % 3 == 0) ? 1 / (i % 2) : 0;
            } catch (IllegalStateException e) {
                caught += 2;
            } catch (ArithmeticException e) {
                caught += 3;
            }
        }
        System.out.println("loop total " + caught);
    }
}
