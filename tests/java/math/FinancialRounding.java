import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

// Money with BigDecimal as business code does it: invoice lines with tax, a bill split without losing
// cents, compound interest, a loan amortization table, currency conversion, and the mistakes
// (new BigDecimal(0.1), equals vs compareTo, divide without a rounding mode) with their exceptions.
public class FinancialRounding {
    static final BigDecimal HUNDRED = new BigDecimal("100");

    static BigDecimal money(BigDecimal v) {
        return v.setScale(2, RoundingMode.HALF_EVEN);
    }

    public static void main(String[] args) {
        // Invoice
        String[][] lines = {{"Widget", "19.99", "3"}, {"Gadget", "4.25", "7"}, {"Cable", "0.995", "10"}, {"Service", "120", "1"}};
        BigDecimal subtotal = BigDecimal.ZERO;
        for (String[] l : lines) {
            BigDecimal total = new BigDecimal(l[1]).multiply(new BigDecimal(l[2]));
            System.out.println(l[0] + ": " + l[2] + " x " + l[1] + " = " + total + " -> " + money(total));
            subtotal = subtotal.add(money(total));
        }
        BigDecimal rate = new BigDecimal("8.875");
        BigDecimal tax = subtotal.multiply(rate).divide(HUNDRED, 2, RoundingMode.HALF_UP);
        System.out.println("subtotal " + subtotal + ", tax " + tax + ", total " + subtotal.add(tax));

        // Split a bill among 7 without losing cents
        BigDecimal bill = new BigDecimal("100.00");
        BigDecimal share = bill.divide(BigDecimal.valueOf(7), 2, RoundingMode.DOWN);
        BigDecimal remainder = bill.subtract(share.multiply(BigDecimal.valueOf(7)));
        List<BigDecimal> shares = new ArrayList<>();
        for (int i = 0; i < 7; i++) shares.add(i < remainder.movePointRight(2).intValue() ? share.add(new BigDecimal("0.01")) : share);
        BigDecimal sum = BigDecimal.ZERO;
        for (BigDecimal s : shares) sum = sum.add(s);
        System.out.println("shares " + shares + " sum " + sum);

        // Compound interest, monthly, 30 years
        BigDecimal principal = new BigDecimal("250000.00");
        BigDecimal monthly = new BigDecimal("0.045").divide(new BigDecimal("12"), MathContext.DECIMAL128);
        BigDecimal factor = BigDecimal.ONE.add(monthly).pow(360, MathContext.DECIMAL128);
        System.out.println("monthly rate " + monthly + ", growth " + factor.round(new MathContext(12)));
        System.out.println("future value " + money(principal.multiply(factor)));

        // Amortization: payment = P * r / (1 - (1+r)^-n)
        BigDecimal loan = new BigDecimal("20000");
        BigDecimal r = new BigDecimal("0.06").divide(BigDecimal.valueOf(12), 10, RoundingMode.HALF_EVEN);
        int n = 24;
        BigDecimal payment = loan.multiply(r).divide(BigDecimal.ONE.subtract(BigDecimal.ONE.add(r).pow(-n, MathContext.DECIMAL64)), 2, RoundingMode.HALF_UP);
        System.out.println("payment " + payment);
        BigDecimal balance = loan.setScale(2);
        BigDecimal totalInterest = BigDecimal.ZERO;
        for (int month = 1; month <= n; month++) {
            BigDecimal interest = balance.multiply(r).setScale(2, RoundingMode.HALF_EVEN);
            BigDecimal principalPart = month == n ? balance : payment.subtract(interest);
            balance = balance.subtract(principalPart);
            totalInterest = totalInterest.add(interest);
            if (month % 6 == 0 || month == 1) System.out.println("month " + month + ": interest " + interest + " principal " + principalPart + " balance " + balance);
        }
        System.out.println("total interest " + totalInterest);

        // Currency conversion and percentages
        BigDecimal eur = new BigDecimal("1234.56"), usdPerEur = new BigDecimal("1.08765");
        System.out.println("EUR " + eur + " = USD " + eur.multiply(usdPerEur).setScale(2, RoundingMode.HALF_EVEN)
                + ", back " + eur.multiply(usdPerEur).divide(usdPerEur, 2, RoundingMode.HALF_EVEN));
        BigDecimal before = new BigDecimal("80.00"), after = new BigDecimal("92.50");
        System.out.println("change " + after.subtract(before).divide(before, 4, RoundingMode.HALF_UP).multiply(HUNDRED).stripTrailingZeros().toPlainString() + "%");
        for (RoundingMode mode : RoundingMode.values()) {
            StringBuilder sb = new StringBuilder(String.format("%-12s", mode));
            for (String v : new String[] {"2.345", "2.355", "-2.345", "2.340", "-2.3451"}) {
                try {
                    sb.append(' ').append(new BigDecimal(v).setScale(2, mode));
                } catch (ArithmeticException e) {
                    sb.append(" (").append(e.getMessage()).append(')');
                }
            }
            System.out.println(sb);
        }

        // Common mistakes
        System.out.println("new BigDecimal(0.1) = " + new BigDecimal(0.1));
        System.out.println("BigDecimal.valueOf(0.1) = " + BigDecimal.valueOf(0.1));
        System.out.println("2.0 equals 2.00: " + new BigDecimal("2.0").equals(new BigDecimal("2.00"))
                + ", compareTo: " + new BigDecimal("2.0").compareTo(new BigDecimal("2.00")));
        System.out.println("0.1+0.2 as double " + (0.1 + 0.2) + ", as BigDecimal " + new BigDecimal("0.1").add(new BigDecimal("0.2")));
        try {
            System.out.println(BigDecimal.ONE.divide(BigDecimal.valueOf(3)));
        } catch (ArithmeticException e) {
            System.out.println("1/3: " + e.getMessage());
        }
        try {
            System.out.println(new BigDecimal("10.00").divide(BigDecimal.ZERO));
        } catch (ArithmeticException e) {
            System.out.println("10/0: " + e.getMessage());
        }
        try {
            System.out.println(new BigDecimal("19.999").setScale(2));
        } catch (ArithmeticException e) {
            System.out.println("setScale: " + e.getMessage());
        }
        try {
            System.out.println(new BigDecimal("12,50"));
        } catch (NumberFormatException e) {
            System.out.println("parse: " + e.getMessage());
        }
        System.out.println("1/8 = " + BigDecimal.ONE.divide(BigDecimal.valueOf(8)) + ", 1/3 (DECIMAL32) = " + BigDecimal.ONE.divide(BigDecimal.valueOf(3), MathContext.DECIMAL32));
    }
}
