// java.text.DecimalFormat: decimal number patterns ("#,##0.00", "0.###%", "$#,##0;($#)") with English symbols.
package java.text;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

/**
 * JDK 17's DecimalFormat for the common pattern subset: prefix and suffix (quotes, '%' and
 * '\u2030' multiply by 100 and 1000), '#' and '0' digits, one grouping size (the digits after the
 * last ','), minimum/maximum integer and fraction digits, an explicit negative subpattern after
 * ';' (else '-' before the positive prefix). Rounding is exact on the double's binary value
 * (JDK 8+'s rule, so 0.15 with one fraction digit is 0.1 under HALF_EVEN, the default). NaN is
 * "NaN", infinity "\u221E". Not here: exponent patterns ('E'), currency signs, parsing,
 * DecimalFormatSymbols. Not thread-safe, as the JDK's.
 */
public class DecimalFormat extends NumberFormat {
    private static final long serialVersionUID = 864413376551465018L;

    private String positivePrefix = "";
    private String positiveSuffix = "";
    private String negativePrefix = "-";
    private String negativeSuffix = "";
    private int multiplier = 1;
    private int groupingSize = 3;
    private boolean groupingUsed = true;
    private boolean decimalSeparatorAlwaysShown;
    private int minInt = 1;
    private int maxInt = Integer.MAX_VALUE;
    private int minFrac;
    private int maxFrac = 3;
    private RoundingMode roundingMode = RoundingMode.HALF_EVEN;
    private boolean parseIntegerOnly;
    private String pattern;

    public DecimalFormat() {
        this("#,##0.###");
    }

    public DecimalFormat(String pattern) {
        applyPattern(pattern);
    }

    /** Parses a pattern; IllegalArgumentException for what JDK 17 rejects or jvmlab does not know. */
    public void applyPattern(String pattern) {
        this.pattern = pattern;
        String[] parts = splitNegative(pattern);
        StringBuilder prefix = new StringBuilder();
        StringBuilder suffix = new StringBuilder();
        int[] mult = {1};
        String number = affixes(parts[0], prefix, suffix, mult);
        positivePrefix = prefix.toString();
        positiveSuffix = suffix.toString();
        multiplier = mult[0];
        if (parts[1] != null) {
            StringBuilder np = new StringBuilder();
            StringBuilder ns = new StringBuilder();
            affixes(parts[1], np, ns, mult);
            negativePrefix = np.toString();
            negativeSuffix = ns.toString();
        } else {
            negativePrefix = "-" + positivePrefix;
            negativeSuffix = positiveSuffix;
        }
        int dot = number.indexOf('.');
        String intPart = dot < 0 ? number : number.substring(0, dot);
        String fracPart = dot < 0 ? "" : number.substring(dot + 1);
        if (fracPart.indexOf('.') >= 0 || fracPart.indexOf(',') >= 0) {
            throw new IllegalArgumentException("Multiple decimal separators in pattern \"" + pattern + "\"");
        }
        int lastComma = intPart.lastIndexOf(',');
        groupingUsed = lastComma >= 0;
        groupingSize = lastComma >= 0 ? intPart.length() - lastComma - 1 : 3;
        if (groupingUsed && groupingSize == 0) {
            throw new IllegalArgumentException("Unquoted special character ',' in pattern \"" + pattern + "\"");
        }
        String digits = intPart.replace(",", "");
        int zeros = 0;
        boolean seenZero = false;
        for (int i = 0; i < digits.length(); i++) {
            char c = digits.charAt(i);
            if (c == '0') {
                zeros++;
                seenZero = true;
            } else if (c == '#' && seenZero) {
                throw new IllegalArgumentException("Unexpected '0' in pattern \"" + pattern + "\"");
            }
        }
        // JDK 17's applyPattern: "#.##" (no zero, '#' before the point) has one integer digit.
        minInt = zeros;
        if (zeros == 0 && dot >= 0 && digits.indexOf('#') >= 0) {
            minInt = 1;
        }
        maxInt = Integer.MAX_VALUE;
        minFrac = 0;
        maxFrac = 0;
        boolean seenHash = false;
        for (int i = 0; i < fracPart.length(); i++) {
            char c = fracPart.charAt(i);
            if (c == '0') {
                if (seenHash) {
                    throw new IllegalArgumentException("Unexpected '0' in pattern \"" + pattern + "\"");
                }
                minFrac++;
                maxFrac++;
            } else {
                seenHash = true;
                maxFrac++;
            }
        }
        decimalSeparatorAlwaysShown = dot >= 0 && fracPart.isEmpty() && dot == number.length() - 1 && !number.isEmpty();
    }

    private static String[] splitNegative(String p) {
        boolean quoted = false;
        for (int i = 0; i < p.length(); i++) {
            char c = p.charAt(i);
            if (c == '\'') {
                quoted = !quoted;
            } else if (c == ';' && !quoted) {
                return new String[] {p.substring(0, i), p.substring(i + 1)};
            }
        }
        return new String[] {p, null};
    }

    /** Splits a subpattern into prefix, the number part (returned) and suffix. */
    private String affixes(String p, StringBuilder prefix, StringBuilder suffix, int[] mult) {
        StringBuilder number = new StringBuilder();
        int phase = 0;
        for (int i = 0; i < p.length(); i++) {
            char c = p.charAt(i);
            if (c == '\'') {
                int end = p.indexOf('\'', i + 1);
                if (end < 0) {
                    throw new IllegalArgumentException("Malformed pattern \"" + pattern + "\"");
                }
                String lit = end == i + 1 ? "'" : p.substring(i + 1, end);
                (phase == 0 ? prefix : suffix).append(lit);
                if (phase == 1) {
                    phase = 2;
                }
                i = end;
                continue;
            }
            boolean digit = c == '#' || c == '0' || c == ',' || c == '.';
            if (digit && phase < 2) {
                phase = 1;
                number.append(c);
                continue;
            }
            if (digit) {
                throw new IllegalArgumentException("Unquoted special character '" + c + "' in pattern \"" + pattern + "\"");
            }
            if (phase == 1) {
                phase = 2;
            }
            if (c == 'E' || c == '\u00A4') {
                throw new IllegalArgumentException("pattern not supported by jvmlab: \"" + pattern + "\"");
            }
            if (c == '%') {
                mult[0] = 100;
            } else if (c == '\u2030') {
                mult[0] = 1000;
            }
            (phase == 0 ? prefix : suffix).append(c);
        }
        return number.toString();
    }

    public String toPattern() {
        return pattern;
    }

    public StringBuffer format(double number, StringBuffer result, FieldPosition fieldPosition) {
        if (Double.isNaN(number)) {
            return result.append("NaN");
        }
        boolean negative = number < 0 || (number == 0 && 1 / number < 0);
        if (Double.isInfinite(number)) {
            return result.append(negative ? negativePrefix : positivePrefix).append('\u221E')
                .append(negative ? negativeSuffix : positiveSuffix);
        }
        BigDecimal v = new BigDecimal(Math.abs(number));
        return formatDecimal(v, negative, result);
    }

    public StringBuffer format(long number, StringBuffer result, FieldPosition fieldPosition) {
        boolean negative = number < 0;
        BigDecimal v = new BigDecimal(BigInteger.valueOf(number).abs());
        return formatDecimal(v, negative, result);
    }

    StringBuffer formatBig(Object number, StringBuffer result) {
        BigDecimal v = number instanceof BigDecimal ? (BigDecimal) number : new BigDecimal((BigInteger) number);
        return formatDecimal(v.abs(), v.signum() < 0, result);
    }

    private StringBuffer formatDecimal(BigDecimal v, boolean negative, StringBuffer result) {
        if (multiplier != 1) {
            v = v.multiply(BigDecimal.valueOf(multiplier));
        }
        v = v.setScale(maxFrac, roundingMode);
        String plain = v.toPlainString();
        int dot = plain.indexOf('.');
        String ip = dot < 0 ? plain : plain.substring(0, dot);
        String fp = dot < 0 ? "" : plain.substring(dot + 1);
        int end = fp.length();
        while (end > minFrac && fp.charAt(end - 1) == '0') {
            end--;
        }
        fp = fp.substring(0, end);
        if (ip.equals("0")) {
            ip = "";
        }
        while (ip.length() < minInt) {
            ip = "0" + ip;
        }
        if (ip.length() > maxInt) {
            ip = ip.substring(ip.length() - maxInt);
        }
        StringBuilder digits = new StringBuilder();
        if (groupingUsed && groupingSize > 0) {
            for (int i = 0; i < ip.length(); i++) {
                if (i > 0 && (ip.length() - i) % groupingSize == 0) {
                    digits.append(',');
                }
                digits.append(ip.charAt(i));
            }
        } else {
            digits.append(ip);
        }
        if (!fp.isEmpty() || decimalSeparatorAlwaysShown) {
            digits.append('.').append(fp);
        }
        if (digits.length() == 0) {
            digits.append('0');
        }
        result.append(negative ? negativePrefix : positivePrefix).append(digits).append(negative ? negativeSuffix : positiveSuffix);
        return result;
    }

    public boolean isGroupingUsed() {
        return groupingUsed;
    }

    public void setGroupingUsed(boolean newValue) {
        groupingUsed = newValue;
    }

    public int getGroupingSize() {
        return groupingSize;
    }

    public void setGroupingSize(int newValue) {
        groupingSize = newValue;
    }

    public int getMaximumIntegerDigits() {
        return maxInt;
    }

    public void setMaximumIntegerDigits(int newValue) {
        maxInt = Math.max(0, newValue);
        if (minInt > maxInt) {
            minInt = maxInt;
        }
    }

    public int getMinimumIntegerDigits() {
        return minInt;
    }

    public void setMinimumIntegerDigits(int newValue) {
        minInt = Math.max(0, newValue);
        if (minInt > maxInt) {
            maxInt = minInt;
        }
    }

    public int getMaximumFractionDigits() {
        return maxFrac;
    }

    public void setMaximumFractionDigits(int newValue) {
        maxFrac = Math.max(0, newValue);
        if (minFrac > maxFrac) {
            minFrac = maxFrac;
        }
    }

    public int getMinimumFractionDigits() {
        return minFrac;
    }

    public void setMinimumFractionDigits(int newValue) {
        minFrac = Math.max(0, newValue);
        if (minFrac > maxFrac) {
            maxFrac = minFrac;
        }
    }

    public RoundingMode getRoundingMode() {
        return roundingMode;
    }

    public void setRoundingMode(RoundingMode roundingMode) {
        if (roundingMode == null) {
            throw new NullPointerException();
        }
        this.roundingMode = roundingMode;
    }

    public boolean isParseIntegerOnly() {
        return parseIntegerOnly;
    }

    public void setParseIntegerOnly(boolean value) {
        parseIntegerOnly = value;
    }

    public String getPositivePrefix() {
        return positivePrefix;
    }

    public String getNegativePrefix() {
        return negativePrefix;
    }

    public String getPositiveSuffix() {
        return positiveSuffix;
    }

    public String getNegativeSuffix() {
        return negativeSuffix;
    }

    public int getMultiplier() {
        return multiplier;
    }

    public void setMultiplier(int newValue) {
        multiplier = newValue;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof DecimalFormat)) {
            return false;
        }
        DecimalFormat o = (DecimalFormat) obj;
        return positivePrefix.equals(o.positivePrefix) && positiveSuffix.equals(o.positiveSuffix)
            && negativePrefix.equals(o.negativePrefix) && negativeSuffix.equals(o.negativeSuffix)
            && multiplier == o.multiplier && groupingSize == o.groupingSize && groupingUsed == o.groupingUsed
            && minInt == o.minInt && maxInt == o.maxInt && minFrac == o.minFrac && maxFrac == o.maxFrac
            && roundingMode == o.roundingMode;
    }

    public int hashCode() {
        return (Math.min(maxInt, 309) * 37 + maxFrac) * 37 + positivePrefix.hashCode();
    }
}
