import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

// Constants to 100 digits with BigDecimal: e by its series, sqrt(2) by sqrt and by Newton, pi by
// Machin's formula, the golden ratio; scientific and engineering strings of tiny and huge values.
public class DecimalSeries {
    static final MathContext MC = new MathContext(110, RoundingMode.HALF_EVEN);

    static BigDecimal arctan(int inverseX) {
        BigDecimal x = BigDecimal.ONE.divide(BigDecimal.valueOf(inverseX), MC);
        BigDecimal x2 = x.multiply(x, MC), term = x, sum = x;
        for (int k = 1; term.abs().compareTo(new BigDecimal("1E-110")) > 0; k++) {
            term = term.multiply(x2, MC).negate();
            sum = sum.add(term.divide(BigDecimal.valueOf(2 * k + 1), MC), MC);
        }
        return sum;
    }

    public static void main(String[] args) {
        BigDecimal e = BigDecimal.ONE, term = BigDecimal.ONE;
        for (int k = 1; k < 80; k++) {
            term = term.divide(BigDecimal.valueOf(k), MC);
            e = e.add(term, MC);
        }
        System.out.println("e     = " + e.round(new MathContext(101)));
        BigDecimal two = BigDecimal.valueOf(2);
        BigDecimal root = two.sqrt(new MathContext(101));
        System.out.println("sqrt2 = " + root);
        BigDecimal x = BigDecimal.ONE;
        for (int i = 0; i < 9; i++) x = x.add(two.divide(x, MC)).divide(two, MC);
        System.out.println("Newton agrees: " + x.round(new MathContext(101)).equals(root));
        BigDecimal pi = arctan(5).multiply(BigDecimal.valueOf(16)).subtract(arctan(239).multiply(BigDecimal.valueOf(4)));
        System.out.println("pi    = " + pi.round(new MathContext(101)));
        BigDecimal phi = BigDecimal.ONE.add(BigDecimal.valueOf(5).sqrt(MC)).divide(two, new MathContext(101));
        System.out.println("phi   = " + phi + ", precision " + phi.precision() + ", scale " + phi.scale());
        BigDecimal fibRatio = new BigDecimal(fib(241)).divide(new BigDecimal(fib(240)), new MathContext(101));
        System.out.println("F241/F240 - phi = " + fibRatio.subtract(phi));
        BigDecimal tiny = new BigDecimal("6.62607015E-34"), huge = new BigDecimal("6.02214076E+23");
        System.out.println(tiny + " " + tiny.toEngineeringString() + " " + tiny.toPlainString());
        System.out.println(huge + " " + huge.toEngineeringString() + " " + huge.toPlainString());
        BigDecimal product = tiny.multiply(huge);
        System.out.println("h * N_A = " + product + " (scale " + product.scale() + ") = " + product.round(new MathContext(6)));
        System.out.println("double view: " + product.doubleValue() + ", e as double " + e.doubleValue() + ", pi float " + pi.floatValue());
        System.out.println("sqrt exact: " + new BigDecimal("1.5625").sqrt(MathContext.UNLIMITED) + ", " + new BigDecimal("1E+6").sqrt(MathContext.DECIMAL32));
        try {
            BigDecimal.valueOf(-4).sqrt(MathContext.DECIMAL64);
        } catch (ArithmeticException ex) {
            System.out.println("sqrt(-4): " + ex.getMessage());
        }
    }

    static BigInteger fib(int n) {
        BigInteger a = BigInteger.ZERO, b = BigInteger.ONE;
        for (int i = 0; i < n; i++) {
            BigInteger t = a.add(b);
            a = b;
            b = t;
        }
        return a;
    }
}
