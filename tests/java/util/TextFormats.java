import java.text.*;
import java.util.*;

public class TextFormats {
    static void tryPattern(String p, Object... args) {
        try {
            out("[" + MessageFormat.format(p, args) + "]");
        } catch (IllegalArgumentException e) {
            out(p + " -> IllegalArgumentException: " + e.getMessage());
        }
    }

    /** Non-ASCII output (the infinity and per-mille signs) as \\uXXXX, so it reads the same under any locale. */
    static void out(Object o) {
        StringBuilder sb = new StringBuilder();
        for (char c : String.valueOf(o).toCharArray()) {
            sb.append(c < 128 ? String.valueOf(c) : String.format("\\u%04X", (int) c));
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        tryPattern("Hello, {0}! You have {1} new messages.", "Ada", 1234567);
        tryPattern("{0} + {0} = {1}, {2}", 1.5, 3.0);
        tryPattern("pi is about {0}, big {1}, neg {2}, tiny {3}", Math.PI, 1e10, -0.5, 0.0001);
        tryPattern("integer {0,number,integer} percent {1,number,percent} custom {2,number,#,##0.00} {3,number,000.#}", 2.5, 0.256, 1234.5, 7.25);
        tryPattern("It''s {0}''s turn; '{literal}' and '{0}' stay", "Bob");
        tryPattern("There {0,choice,0#are no files|1#is one file|1<are {0,number,integer} files}.", 0);
        tryPattern("There {0,choice,0#are no files|1#is one file|1<are {0,number,integer} files}.", 1);
        tryPattern("There {0,choice,0#are no files|1#is one file|1<are {0,number,integer} files}.", 1273);
        tryPattern("{0,choice,-1#negative|0#zero|0<positive}", -5);
        tryPattern("null {0}, missing {3}, obj {1}", null, Arrays.asList(1, 2));
        tryPattern("long {0} byte {1} bigdec {2} bigint {3}", Long.MAX_VALUE, (byte) -7, new java.math.BigDecimal("12345.6789"),
            new java.math.BigInteger("123456789012345678901234567890"));
        Date d = new Date(1700000000000L);
        tryPattern("default {0}", d);
        tryPattern("{0,date} | {0,date,short} | {0,date,long} | {0,date,full}", d);
        tryPattern("{0,time} | {0,time,short} | {0,time,long} | {0,time,full}", d);
        tryPattern("{0,number,#.#}", "not a number");
        tryPattern("unmatched {0", 1);
        tryPattern("bad {x}", 1);
        tryPattern("bad {0,money}", 1);
        MessageFormat mf = new MessageFormat("{1} before {0}");
        out(mf.format(new Object[] {"B", "A"}) + " | " + mf.toPattern() + " | " + mf.getFormats().length);

        NumberFormat nf = NumberFormat.getInstance();
        out(nf.format(1234567.891) + " " + nf.format(-0.0005) + " " + nf.format(0.125) + " " + nf.format(0.135)
            + " " + nf.format(42) + " " + nf.format(Double.NaN) + " " + nf.format(Double.NEGATIVE_INFINITY));
        nf.setMaximumFractionDigits(1);
        nf.setMinimumFractionDigits(1);
        out(nf.format(0.15) + " " + nf.format(0.25) + " " + nf.format(2) + " " + nf.format(-3.96));
        nf.setGroupingUsed(false);
        out(nf.format(9876543.21));
        out(NumberFormat.getIntegerInstance().format(2.5) + " " + NumberFormat.getIntegerInstance().format(3.5)
            + " " + NumberFormat.getPercentInstance().format(0.755) + " " + NumberFormat.getPercentInstance().format(-1.5));
        String[] patterns = {"#,##0.00", "0.000", "#", "00000", "#.##%", "$#,##0.00;($#,##0.00)", "'#'0", "0.0#", "#,#00.0#", "##0.##\u2030"};
        double[] values = {0, 1234.5678, -1234.5678, 0.005, 0.015, 7};
        for (String p : patterns) {
            DecimalFormat df = new DecimalFormat(p);
            StringBuilder sb = new StringBuilder(p).append(" ->");
            for (double v : values) {
                sb.append(' ').append(df.format(v));
            }
            out(sb);
        }
        DecimalFormat df = new DecimalFormat("0.00");
        df.setRoundingMode(java.math.RoundingMode.HALF_UP);
        out(df.format(2.345) + " " + df.format(2.355) + " " + df.format(1.005) + " " + df.format(-2.5) + " " + df.format(10L));
        try {
            new DecimalFormat("0.0.0");
        } catch (IllegalArgumentException e) {
            out("IllegalArgumentException: " + e.getMessage());
        }
        ChoiceFormat cf = new ChoiceFormat("0#zero|1#one|2#two|2<many");
        out(cf.format(-1) + " " + cf.format(0) + " " + cf.format(1.5) + " " + cf.format(2) + " " + cf.format(2.0001)
            + " " + Arrays.toString(cf.getLimits()).length());
        ChoiceFormat grades = new ChoiceFormat(new double[] {0, 60, 70, 80, 90}, new String[] {"F", "D", "C", "B", "A"});
        out(grades.format(59.9) + grades.format(60) + grades.format(85) + grades.format(100));
        out(DateFormat.getDateInstance().format(d) + " | " + DateFormat.getTimeInstance(DateFormat.SHORT).format(d)
            + " | " + DateFormat.getDateTimeInstance(DateFormat.LONG, DateFormat.LONG).format(d)
            + " | " + DateFormat.getDateTimeInstance(DateFormat.FULL, DateFormat.FULL).format(new Date(0)));
    }
}
