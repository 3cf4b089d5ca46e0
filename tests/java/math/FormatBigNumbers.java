// String.format and printf with BigInteger (%d %o %x and their flags) and BigDecimal (%f %e %g at
// several precisions, grouping, padding, signs), and the conversions they refuse.
import java.math.*;
public class FormatBigNumbers {
    public static void main(String[] args) {
        BigInteger[] is = {BigInteger.ZERO, BigInteger.valueOf(255), BigInteger.valueOf(-255), new BigInteger("123456789012345678901234567890"), new BigInteger("-98765432109876543210")};
        String[] ifmts = {"%d", "%,d", "%+d", "% d", "%(d", "%20d", "%-20d|", "%020d", "%x", "%X", "%#x", "%#o", "%o", "%+x", "%(x", "%025x", "%#025X", "%(,30d", "%s"};
        for (BigInteger v : is) { StringBuilder sb = new StringBuilder(); for (String f : ifmts) sb.append('[').append(String.format(f, v)).append(']'); System.out.println(sb); }
        BigDecimal[] ds = {BigDecimal.ZERO, new BigDecimal("0.00"), new BigDecimal("1234.5678"), new BigDecimal("-1234.5678"), new BigDecimal("0.000012345"), new BigDecimal("1E+10"), new BigDecimal("-2.5"), new BigDecimal("2.5"), new BigDecimal("0.005"), new BigDecimal("123456789012345678901234.987654321"), new BigDecimal("9.9999999"), new BigDecimal("1E-10"), new BigDecimal("5")};
        String[] dfmts = {"%f", "%.2f", "%.0f", "%#.0f", "%,.3f", "%+.1f", "%(.2f", "%15.4f", "%-15.2f|", "%015.2f", "%e", "%.3e", "%.0e", "%#.0e", "%E", "%12.2e", "%g", "%.3g", "%G", "%.10g", "%s", "%.20f", "%.1g"};
        for (BigDecimal v : ds) { StringBuilder sb = new StringBuilder(); for (String f : dfmts) sb.append('[').append(String.format(f, v)).append(']'); System.out.println(sb); }
        try { String.format("%a", new BigDecimal("1.5")); } catch (RuntimeException e) { System.out.println(e.getClass().getName() + ": " + e.getMessage()); }
        try { String.format("%d", new BigDecimal("1.5")); } catch (RuntimeException e) { System.out.println(e.getClass().getName() + ": " + e.getMessage()); }
        try { String.format("%f", BigInteger.ONE); } catch (RuntimeException e) { System.out.println(e.getClass().getName() + ": " + e.getMessage()); }
        try { String.format("%#d", BigInteger.ONE); } catch (RuntimeException e) { System.out.println(e.getClass().getName() + ": " + e.getMessage()); }
        System.out.printf("Total: %,.2f EUR, count %d, id %x%n", new BigDecimal("1234567.891"), BigInteger.TEN.pow(25), BigInteger.valueOf(48879));
    }
}
