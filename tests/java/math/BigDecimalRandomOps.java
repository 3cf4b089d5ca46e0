// Seeded random decimals (1-40 digits, scales -10..19, runs of 0s and 9s) and random contexts through
// every BigDecimal operation; a checksum of results and exception texts per operation group.
import java.math.*;
import java.util.Random;

public class BigDecimalRandomOps {
    static BigDecimal gen(Random r) {
        int digits = 1 + r.nextInt(r.nextBoolean() ? 6 : 40);
        StringBuilder sb = new StringBuilder();
        if (r.nextInt(4) == 0) sb.append('-');
        for (int i = 0; i < digits; i++) sb.append((char) ('0' + (r.nextInt(3) == 0 ? (r.nextBoolean() ? 0 : 9) : r.nextInt(10))));
        BigInteger u = new BigInteger(sb.toString());
        return new BigDecimal(u, r.nextInt(30) - 10);
    }
    static long h = 0; static int n = 0;
    static void mix(Object o) { h = h * 31 + (o == null ? 7 : o.toString().hashCode()); }
    static void mix(BigDecimal b) { h = h * 31 + b.hashCode(); h = h * 31 + b.toString().hashCode(); }
    interface Op { Object run(); }
    static void t(Op op) {
        try { Object o = op.run(); if (o instanceof BigDecimal) mix((BigDecimal) o); else if (o instanceof BigDecimal[]) { mix(((BigDecimal[]) o)[0]); mix(((BigDecimal[]) o)[1]); } else mix(o); }
        catch (ArithmeticException e) { mix(e.getMessage()); }
    }
    public static void main(String[] args) {
        Random r = new Random(11);
        int N = 400;
        RoundingMode[] rms = RoundingMode.values();
        long[] sums = new long[12];
        for (int i = 0; i < N; i++) {
            BigDecimal a = gen(r), b = gen(r);
            MathContext mc = new MathContext(1 + r.nextInt(30), rms[r.nextInt(8)]);
            int sc = r.nextInt(20) - 5;
            int k = 0;
            h = 0; t(() -> a.add(b)); t(() -> a.subtract(b)); t(() -> a.add(b, mc)); t(() -> a.subtract(b, mc)); sums[k++] += h;
            h = 0; t(() -> a.multiply(b)); t(() -> a.multiply(b, mc)); sums[k++] += h;
            h = 0; t(() -> a.divide(b)); t(() -> a.divide(b, mc)); sums[k++] += h;
            h = 0; t(() -> a.divide(b, sc, mc.getRoundingMode())); t(() -> a.setScale(sc, mc.getRoundingMode())); sums[k++] += h;
            h = 0; t(() -> a.divideToIntegralValue(b)); t(() -> a.divideToIntegralValue(b, mc)); t(() -> a.divideAndRemainder(b)); t(() -> a.remainder(b, mc)); sums[k++] += h;
            h = 0; t(() -> a.round(mc)); t(() -> a.stripTrailingZeros()); t(() -> a.compareTo(b)); t(() -> a.equals(b)); sums[k++] += h;
            h = 0; t(() -> a.abs().sqrt(mc)); sums[k++] += h;
            h = 0; t(() -> a.pow(r.nextInt(6))); t(() -> a.pow(r.nextInt(40) - 20, mc)); sums[k++] += h;
            h = 0; t(() -> a.toPlainString()); t(() -> a.toEngineeringString()); t(() -> a.doubleValue()); t(() -> a.floatValue()); t(() -> a.longValue()); sums[k++] += h;
            h = 0; t(() -> a.toBigInteger()); t(() -> a.longValueExact()); t(() -> a.intValueExact()); t(() -> new BigDecimal(a.toString()).equals(a)); sums[k++] += h;
            double dv = Double.longBitsToDouble(r.nextLong());
            if (!Double.isNaN(dv) && !Double.isInfinite(dv)) { h = 0; t(() -> new BigDecimal(dv)); t(() -> BigDecimal.valueOf(dv)); t(() -> new BigDecimal(dv, mc)); sums[k] += h; }
            k++;
            h = 0; t(() -> a.sqrt(new MathContext(mc.getPrecision(), RoundingMode.UNNECESSARY))); t(() -> a.multiply(a).sqrt(MathContext.UNLIMITED)); sums[k++] += h;
        }
        for (int i = 0; i < sums.length; i++) System.out.println(i + " " + sums[i]);
    }
}
