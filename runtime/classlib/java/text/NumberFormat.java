// java.text.NumberFormat: the locale's number, integer and percent formats (English symbols).
package java.text;

import java.math.RoundingMode;
import java.util.Locale;

/**
 * JDK 17's NumberFormat factories and settings over DecimalFormat: getInstance/getNumberInstance
 * "#,##0.###", getIntegerInstance "#,##0" (HALF_EVEN), getPercentInstance "#,##0%". Every locale
 * formats with the English symbols (',' groups, '.' decimals); parsing is not implemented.
 */
public abstract class NumberFormat extends Format {
    private static final long serialVersionUID = -2308460125733713944L;

    public static final int INTEGER_FIELD = 0;
    public static final int FRACTION_FIELD = 1;

    protected NumberFormat() {
    }

    public static NumberFormat getInstance() {
        return new DecimalFormat("#,##0.###");
    }

    public static NumberFormat getInstance(Locale inLocale) {
        return getInstance();
    }

    public static NumberFormat getNumberInstance() {
        return getInstance();
    }

    public static NumberFormat getNumberInstance(Locale inLocale) {
        return getInstance();
    }

    public static NumberFormat getIntegerInstance() {
        DecimalFormat f = new DecimalFormat("#,##0");
        f.setParseIntegerOnly(true);
        return f;
    }

    public static NumberFormat getIntegerInstance(Locale inLocale) {
        return getIntegerInstance();
    }

    public static NumberFormat getPercentInstance() {
        return new DecimalFormat("#,##0%");
    }

    public static NumberFormat getPercentInstance(Locale inLocale) {
        return getPercentInstance();
    }

    public final String format(double number) {
        return format(number, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public final String format(long number) {
        return format(number, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public StringBuffer format(Object number, StringBuffer toAppendTo, FieldPosition pos) {
        if (number instanceof Long || number instanceof Integer || number instanceof Short || number instanceof Byte
            || number instanceof java.util.concurrent.atomic.AtomicInteger
            || number instanceof java.util.concurrent.atomic.AtomicLong
            || (number instanceof java.math.BigInteger && ((java.math.BigInteger) number).bitLength() < 64)) {
            return format(((Number) number).longValue(), toAppendTo, pos);
        } else if (number instanceof java.math.BigDecimal || number instanceof java.math.BigInteger) {
            return formatBig(number, toAppendTo);
        } else if (number instanceof Number) {
            return format(((Number) number).doubleValue(), toAppendTo, pos);
        } else {
            throw new IllegalArgumentException("Cannot format given Object as a Number");
        }
    }

    StringBuffer formatBig(Object number, StringBuffer toAppendTo) {
        return toAppendTo.append(number.toString());
    }

    public abstract StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition pos);

    public abstract StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition pos);

    public abstract boolean isGroupingUsed();

    public abstract void setGroupingUsed(boolean newValue);

    public abstract int getMaximumIntegerDigits();

    public abstract void setMaximumIntegerDigits(int newValue);

    public abstract int getMinimumIntegerDigits();

    public abstract void setMinimumIntegerDigits(int newValue);

    public abstract int getMaximumFractionDigits();

    public abstract void setMaximumFractionDigits(int newValue);

    public abstract int getMinimumFractionDigits();

    public abstract void setMinimumFractionDigits(int newValue);

    public abstract RoundingMode getRoundingMode();

    public abstract void setRoundingMode(RoundingMode roundingMode);

    public abstract boolean isParseIntegerOnly();

    public abstract void setParseIntegerOnly(boolean value);
}
