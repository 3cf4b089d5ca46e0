// Math.*Exact overflow exceptions and messages, floorDiv/floorMod, toIntExact.
public class MathExact {
    interface Op { long run(); }

    static void t(String name, Op op) {
        try {
            System.out.println(name + " = " + op.run());
        } catch (ArithmeticException e) {
            System.out.println(name + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        final int max = Integer.MAX_VALUE, min = Integer.MIN_VALUE;
        final long lmax = Long.MAX_VALUE, lmin = Long.MIN_VALUE;
        t("addExact(max,1)", new Op() { public long run() { return Math.addExact(max, 1); } });
        t("addExact(1,2)", new Op() { public long run() { return Math.addExact(1, 2); } });
        t("subtractExact(min,1)", new Op() { public long run() { return Math.subtractExact(min, 1); } });
        t("multiplyExact(65536,65536)", new Op() { public long run() { return Math.multiplyExact(65536, 65536); } });
        t("multiplyExact(46340,46340)", new Op() { public long run() { return Math.multiplyExact(46340, 46340); } });
        t("incrementExact(max)", new Op() { public long run() { return Math.incrementExact(max); } });
        t("decrementExact(min)", new Op() { public long run() { return Math.decrementExact(min); } });
        t("negateExact(min)", new Op() { public long run() { return Math.negateExact(min); } });
        t("negateExact(5)", new Op() { public long run() { return Math.negateExact(5); } });
        t("toIntExact(2^31)", new Op() { public long run() { return Math.toIntExact(1L << 31); } });
        t("toIntExact(-2^31)", new Op() { public long run() { return Math.toIntExact(-(1L << 31)); } });
        t("addExact(lmax,1)", new Op() { public long run() { return Math.addExact(lmax, 1L); } });
        t("subtractExact(lmin,1)", new Op() { public long run() { return Math.subtractExact(lmin, 1L); } });
        t("multiplyExact(lmax,2)", new Op() { public long run() { return Math.multiplyExact(lmax, 2L); } });
        t("multiplyExact(lmin,-1)", new Op() { public long run() { return Math.multiplyExact(lmin, -1L); } });
        t("multiplyExact(3037000499,3037000499)", new Op() { public long run() { return Math.multiplyExact(3037000499L, 3037000499L); } });
        t("multiplyExact(long,int)", new Op() { public long run() { return Math.multiplyExact(lmax / 3, 3); } });
        t("incrementExact(lmax)", new Op() { public long run() { return Math.incrementExact(lmax); } });
        t("negateExact(lmin)", new Op() { public long run() { return Math.negateExact(lmin); } });
        t("floorDiv(1/0)", new Op() { public long run() { return Math.floorDiv(1, 0); } });
        t("floorMod(1%0)", new Op() { public long run() { return Math.floorMod(1L, 0L); } });
        int[][] pairs = {{7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {6, 3}, {-6, 3}, {min, -1}, {min, 3}, {0, -5}};
        for (int[] p : pairs) {
            System.out.println("floorDiv/floorMod(" + p[0] + "," + p[1] + ") = " + Math.floorDiv(p[0], p[1]) + " " + Math.floorMod(p[0], p[1])
                + " long " + Math.floorDiv((long) p[0], (long) p[1]) + " " + Math.floorMod((long) p[0], (long) p[1]));
        }
        System.out.println("floorMod(long,int) " + Math.floorMod(-10L, 3) + " " + Math.floorDiv(lmin, -1L));
    }
}
