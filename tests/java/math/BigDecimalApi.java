// BigDecimal, MathContext and RoundingMode on edge values: parsing (every NumberFormatException text),
// double conversion, each operation on pairs with and without a MathContext, the eight rounding
// modes, scales, string forms, sqrt/pow, conversions, and the exceptions of division by zero.
import java.math.*;

public class BigDecimalApi {
    static void p(Object o) { System.out.println(o); }
    static String d(BigDecimal b) { return b + " [" + b.unscaledValue() + "," + b.scale() + "," + b.precision() + "]"; }
    static String esc(String s) {
        StringBuilder sb = new StringBuilder();
        for (char ch : s.toCharArray()) sb.append(ch < 128 ? String.valueOf(ch) : String.format("\\u%04x", (int) ch));
        return sb.toString();
    }
    interface Op { Object run(); }
    static void t(String label, Op op) {
        try { Object r = op.run(); p(label + " = " + (r instanceof BigDecimal ? d((BigDecimal) r) : r instanceof BigDecimal[] ? d(((BigDecimal[]) r)[0]) + " | " + d(((BigDecimal[]) r)[1]) : String.valueOf(r))); }
        catch (RuntimeException e) { p(label + " ! " + e.getClass().getName() + ": " + e.getMessage()); }
    }
    public static void main(String[] args) {
        String[] strs = {"0", "0.00", "-0", "1", "-1.5", "123.456", "1e10", "1E-10", "-1.23E+5", "0.000001", "0.0000001", "123456789012345678", "1234567890123456789", "12345678901234567890.123456789",
            "1.0e-7", "100", "1E+2", "+5", ".5", "5.", "0.00000000123", "1E400", "-0.0E-3", "9.99999999999999999999", "", "-", "1.2.3", "12x", "1234567890123456789x", "1e", "1e+", "1eX", "NaN", "1e99999999999", "1e0000000000005", "\u0661\u0662"};
        for (String s : strs) t("parse '" + esc(s) + "'", () -> new BigDecimal(s));
        t("parse mc", () -> new BigDecimal("123.456789", new MathContext(4)));
        t("parse mc2", () -> new BigDecimal("9999.9999", new MathContext(3, RoundingMode.HALF_EVEN)));
        double[] ds = {0.1, -0.0, 1.0, 3.14159, 1e-300, 1e300, Double.MIN_VALUE, 123456789.125, 0.5, 2.0/3};
        for (double v : ds) { t("new(" + v + ")", () -> new BigDecimal(v)); t("valueOf(" + v + ")", () -> BigDecimal.valueOf(v)); }
        t("new(NaN)", () -> new BigDecimal(Double.NaN));
        t("valueOf(NaN)", () -> BigDecimal.valueOf(Double.NaN));
        t("valueOf(inf)", () -> BigDecimal.valueOf(Double.POSITIVE_INFINITY));
        t("new(0.1, mc)", () -> new BigDecimal(0.1, MathContext.DECIMAL64));
        BigDecimal a = new BigDecimal("10.25"), b = new BigDecimal("3"), c = new BigDecimal("-0.125"), z = new BigDecimal("0.000");
        BigDecimal[] vals = {a, b, c, z, new BigDecimal("1E+3"), new BigDecimal("7.00"), new BigDecimal("-2.5"), new BigDecimal("2.5"), new BigDecimal("0.5"), new BigDecimal("123456789.987654321")};
        MathContext[] mcs = {MathContext.DECIMAL32, new MathContext(2, RoundingMode.UP), new MathContext(3, RoundingMode.HALF_DOWN), new MathContext(1, RoundingMode.FLOOR), new MathContext(5, RoundingMode.UNNECESSARY), MathContext.UNLIMITED};
        BigDecimal[] pairVals = {a, b, c, z, new BigDecimal("-2.5")};
        for (BigDecimal x : pairVals) for (BigDecimal y : pairVals) {
            String l = x + " " + y;
            t(l + " add", () -> x.add(y));
            t(l + " sub", () -> x.subtract(y));
            t(l + " mul", () -> x.multiply(y));
            t(l + " div", () -> x.divide(y));
            t(l + " div2", () -> x.divide(y, 2, RoundingMode.HALF_EVEN));
            t(l + " divrm", () -> x.divide(y, RoundingMode.CEILING));
            t(l + " divint", () -> x.divideToIntegralValue(y));
            t(l + " rem", () -> x.remainder(y));
            t(l + " cmp", () -> x.compareTo(y) + " " + x.equals(y) + " " + x.min(y) + " " + x.max(y));
            for (MathContext mc : new MathContext[] {mcs[1]}) {
                t(l + " add " + mc, () -> x.add(y, mc));
                t(l + " mul " + mc, () -> x.multiply(y, mc));
                t(l + " div " + mc, () -> x.divide(y, mc));
                t(l + " divint " + mc, () -> x.divideToIntegralValue(y, mc));
                t(l + " dr " + mc, () -> x.divideAndRemainder(y, mc));
            }
        }
        RoundingMode[] rms = RoundingMode.values();
        String[] rv = {"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5", "0.05", "-0.051"};
        for (RoundingMode rm : rms) {
            StringBuilder sb = new StringBuilder(rm + ":");
            for (String s : rv) {
                try { sb.append(' ').append(new BigDecimal(s).setScale(0, rm)); } catch (ArithmeticException e) { sb.append(" !").append(e.getMessage()); }
            }
            p(sb);
            t("round " + rm, () -> new BigDecimal("123.455").round(new MathContext(5, rm)));
        }
        t("setScale legacy", () -> a.setScale(1, BigDecimal.ROUND_HALF_UP));
        t("setScale bad", () -> a.setScale(1, 9));
        t("setScale nec", () -> a.setScale(1));
        t("setScale up", () -> a.setScale(5));
        t("setScale neg", () -> a.setScale(-1, RoundingMode.HALF_UP));
        t("div bad rm", () -> a.divide(b, 2, 11));
        t("rm valueOf", () -> RoundingMode.valueOf(8));
        t("mc bad", () -> new MathContext(-1));
        t("mc str", () -> new MathContext("precision=7 roundingMode=HALF_EVEN").equals(MathContext.DECIMAL32) + " " + new MathContext("precision=3 roundingMode=UP"));
        t("mc str bad", () -> new MathContext("precision=x roundingMode=UP"));
        for (BigDecimal x : new BigDecimal[] {a, c, z, vals[4], vals[5], vals[9]}) {
            t("strip " + x, () -> x.stripTrailingZeros());
            t("mpl " + x, () -> x.movePointLeft(2));
            t("mpr " + x, () -> x.movePointRight(4));
            t("mpr-1 " + x, () -> x.movePointRight(-1));
            t("sbp " + x, () -> x.scaleByPowerOfTen(3));
            t("pow3 " + x, () -> x.pow(3));
            t("pow mc " + x, () -> x.pow(7, MathContext.DECIMAL32));
            t("pow -2 mc " + x, () -> x.pow(-2, MathContext.DECIMAL64));
            t("sqrt " + x, () -> x.sqrt(MathContext.DECIMAL64));
            t("sqrt10 " + x, () -> x.sqrt(new MathContext(10, RoundingMode.DOWN)));
            t("sqrtU " + x, () -> x.sqrt(new MathContext(5, RoundingMode.UP)));
            t("sqrt0 " + x, () -> x.sqrt(MathContext.UNLIMITED));
            t("conv " + x, () -> x.toBigInteger() + " " + x.longValue() + " " + x.intValue() + " " + x.doubleValue() + " " + x.floatValue() + " " + x.ulp() + " " + x.signum() + " " + x.abs() + " " + x.negate() + " " + x.plus(new MathContext(2)));
            t("exact " + x, () -> x.toBigIntegerExact());
            t("lexact " + x, () -> x.longValueExact());
            t("iexact " + x, () -> x.intValueExact());
        }
        t("sqrt 2 50", () -> new BigDecimal(2).sqrt(new MathContext(50)));
        t("sqrt 4", () -> new BigDecimal("4").sqrt(MathContext.UNLIMITED));
        t("sqrt 0.01", () -> new BigDecimal("0.0100").sqrt(MathContext.DECIMAL32));
        t("sqrt 1e-8", () -> new BigDecimal("1E-8").sqrt(MathContext.DECIMAL32));
        t("sqrt -1", () -> new BigDecimal("-1").sqrt(MathContext.DECIMAL32));
        t("sqrt 2 exact", () -> new BigDecimal(2).sqrt(MathContext.UNLIMITED));
        t("sqrt 0.000", () -> new BigDecimal("0.000").sqrt(MathContext.DECIMAL32));
        t("1/3", () -> BigDecimal.ONE.divide(new BigDecimal(3)));
        t("1/0", () -> BigDecimal.ONE.divide(BigDecimal.ZERO));
        t("0/0", () -> BigDecimal.ZERO.divide(BigDecimal.ZERO));
        t("1/0 s", () -> BigDecimal.ONE.divide(BigDecimal.ZERO, 2, RoundingMode.HALF_UP));
        t("0/0 s", () -> BigDecimal.ZERO.divide(BigDecimal.ZERO, 2, RoundingMode.HALF_UP));
        t("1/0 mc", () -> BigDecimal.ONE.divide(BigDecimal.ZERO, MathContext.DECIMAL32));
        t("big/0 s", () -> new BigDecimal("123456789012345678901234567890").divide(BigDecimal.ZERO, 2, RoundingMode.HALF_UP));
        t("1/0 int", () -> BigDecimal.ONE.divideToIntegralValue(BigDecimal.ZERO));
        t("rem0", () -> BigDecimal.ONE.remainder(BigDecimal.ZERO));
        t("1/32", () -> BigDecimal.ONE.divide(new BigDecimal(32)));
        t("100/4.0", () -> new BigDecimal("100").divide(new BigDecimal("4.0")));
        t("1e10 lexact", () -> new BigDecimal("1e19").longValueExact());
        t("1e3 iexact", () -> new BigDecimal("1e10").intValueExact());
        t("pow -1", () -> a.pow(-1));
        t("pow big", () -> a.pow(1000000000));
        t("pow mc inv", () -> a.pow(123456789, new MathContext(3)));
        t("ulp", () -> new BigDecimal("1E+5").ulp());
        t("hash", () -> new BigDecimal("2.0").hashCode() + " " + new BigDecimal("2.00").hashCode() + " " + new BigDecimal("-123456789012345678901234.5").hashCode());
        t("divint big", () -> new BigDecimal("1E+10").divideToIntegralValue(new BigDecimal("3"), new MathContext(3)));
        t("eng", () -> new BigDecimal("1.23E-10").toEngineeringString() + " " + new BigDecimal("0E-10").toEngineeringString() + " " + new BigDecimal("0E+4").toEngineeringString() + " " + new BigDecimal("0E+5").toEngineeringString() + " " + new BigDecimal("12E+7").toEngineeringString());
        t("plain", () -> new BigDecimal("-1.23E-10").toPlainString() + " " + new BigDecimal("0E+3").toPlainString() + " " + new BigDecimal("-5E+3").toPlainString());
        t("char[]", () -> new BigDecimal("xx12.5yy".toCharArray(), 2, 4));
        t("char[] bad", () -> new BigDecimal("12".toCharArray(), 1, 4));
        t("scale ovf", () -> new BigDecimal("1E-2147483647").scaleByPowerOfTen(-10));
        t("mult ovf", () -> new BigDecimal("1E-2147483647").multiply(new BigDecimal("1E-10")));
        t("big values", () -> new BigDecimal("1E-400").doubleValue() + " " + new BigDecimal("1E+400").doubleValue() + " " + new BigDecimal("1.5E-45").floatValue() + " " + new BigDecimal("123456789012345678901234567890.5").doubleValue());
    }
}
