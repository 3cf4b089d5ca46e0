// java.text.ChoiceFormat: picks a string by the range a number falls in ("0#none|1#one|1<many").
package java.text;

/**
 * JDK 17's ChoiceFormat: limits with '#' (at least), '<' (more than) or '\u2264', the infinity
 * sign '\u221E' and quotes; format picks the last limit not above the number (the first below all
 * limits). Parsing is not implemented. Immutable after construction; thread-safe.
 */
public class ChoiceFormat extends NumberFormat {
    private static final long serialVersionUID = 1795184449645032964L;

    private double[] choiceLimits;
    private String[] choiceFormats;

    public ChoiceFormat(String newPattern) {
        applyPattern(newPattern);
    }

    public ChoiceFormat(double[] limits, String[] formats) {
        setChoices(limits, formats);
    }

    public void setChoices(double[] limits, String[] formats) {
        if (limits.length != formats.length) {
            throw new IllegalArgumentException("Array and limit arrays must be of the same length.");
        }
        choiceLimits = limits.clone();
        choiceFormats = formats.clone();
    }

    public void applyPattern(String newPattern) {
        java.util.ArrayList<Double> limits = new java.util.ArrayList<>();
        java.util.ArrayList<String> formats = new java.util.ArrayList<>();
        StringBuilder segment = new StringBuilder();
        boolean inLimit = true;
        boolean inQuote = false;
        double oldLimit = Double.NaN;
        double limit = 0;
        int n = newPattern.length();
        for (int i = 0; i < n; i++) {
            char ch = newPattern.charAt(i);
            if (ch == '\'') {
                if (i + 1 < n && newPattern.charAt(i + 1) == ch) {
                    segment.append(ch);
                    i++;
                } else {
                    inQuote = !inQuote;
                }
            } else if (inQuote) {
                segment.append(ch);
            } else if (inLimit && (ch == '<' || ch == '#' || ch == '\u2264')) {
                String s = segment.toString().trim();
                if (s.isEmpty()) {
                    throw new IllegalArgumentException("Each interval must contain a number before a format");
                }
                if (s.equals("\u221E")) {
                    limit = Double.POSITIVE_INFINITY;
                } else if (s.equals("-\u221E")) {
                    limit = Double.NEGATIVE_INFINITY;
                } else {
                    limit = Double.parseDouble(s);
                }
                if (ch == '<' && limit != Double.POSITIVE_INFINITY) {
                    limit = Math.nextUp(limit);
                }
                if (!Double.isNaN(oldLimit) && limit <= oldLimit) {
                    throw new IllegalArgumentException("Incorrect order of intervals, must be in ascending order");
                }
                segment.setLength(0);
                inLimit = false;
            } else if (!inLimit && ch == '|') {
                limits.add(limit);
                formats.add(segment.toString());
                oldLimit = limit;
                segment.setLength(0);
                inLimit = true;
            } else {
                segment.append(ch);
            }
        }
        if (!inLimit) {
            limits.add(limit);
            formats.add(segment.toString());
        }
        choiceLimits = new double[limits.size()];
        for (int i = 0; i < choiceLimits.length; i++) {
            choiceLimits[i] = limits.get(i);
        }
        choiceFormats = formats.toArray(new String[0]);
    }

    public double[] getLimits() {
        return choiceLimits.clone();
    }

    public Object[] getFormats() {
        return choiceFormats.clone();
    }

    public StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition status) {
        return format((double) number, toAppendTo, status);
    }

    public StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition status) {
        int i;
        for (i = 0; i < choiceLimits.length; ++i) {
            if (!(number >= choiceLimits[i])) {
                break;
            }
        }
        --i;
        if (i < 0) {
            i = 0;
        }
        return toAppendTo.append(choiceFormats[i]);
    }

    public boolean isGroupingUsed() {
        return false;
    }

    public void setGroupingUsed(boolean newValue) {
    }

    public int getMaximumIntegerDigits() {
        return 0;
    }

    public void setMaximumIntegerDigits(int newValue) {
    }

    public int getMinimumIntegerDigits() {
        return 0;
    }

    public void setMinimumIntegerDigits(int newValue) {
    }

    public int getMaximumFractionDigits() {
        return 0;
    }

    public void setMaximumFractionDigits(int newValue) {
    }

    public int getMinimumFractionDigits() {
        return 0;
    }

    public void setMinimumFractionDigits(int newValue) {
    }

    public java.math.RoundingMode getRoundingMode() {
        return java.math.RoundingMode.HALF_EVEN;
    }

    public void setRoundingMode(java.math.RoundingMode roundingMode) {
    }

    public boolean isParseIntegerOnly() {
        return false;
    }

    public void setParseIntegerOnly(boolean value) {
    }
}
