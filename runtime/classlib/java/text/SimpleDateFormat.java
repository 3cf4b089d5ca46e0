// java.text.SimpleDateFormat: dates formatted and parsed by pattern letters, as JDK 17's for English.
package java.text;

import java.util.ArrayList;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

/**
 * JDK 17's pattern letters G y Y u M L d E D F w W a H k K h m s S z Z X with quoting ('...',
 * '') and its errors ("Illegal pattern character 'x'", "Unterminated quote", "invalid ISO 8601
 * format: length=4"), English symbols (DateFormatSymbols) whatever the locale, and the US week
 * rules (weeks start on Sunday, week 1 holds January 1st).
 *
 * Design: the pattern compiles to a list of fields and literals. Formatting turns the instant
 * into local fields by the zone's offset at that instant (proleptic Gregorian calendar, no
 * java.util.Calendar: jvmlab has none). Parsing reads the fields in order, numbers taking as
 * many digits as there are unless the next field is a number too (then exactly the letter
 * count, as "yyyyMMdd" needs), names matched ignoring case (full names before short ones), and
 * builds the instant from the local fields (lenient: out-of-range fields roll over; non-lenient:
 * they fail the parse); a parsed zone (z, Z, X) wins over the formatter's. Not thread-safe.
 */
public class SimpleDateFormat extends DateFormat {
    private static final long serialVersionUID = 4774881970558875024L;
    private static final String PATTERN_CHARS = "GyMdkHmsSEDFwWahKzZYuXL";

    private String pattern;
    private DateFormatSymbols formatData;
    /** Compiled pattern: a Character letter count as {letter, count} int pairs, or a String literal. */
    private transient ArrayList<Object> compiled;

    /** The default pattern of Locale.US in JDK 17: "M/d/yy, h:mm a". */
    public SimpleDateFormat() {
        this("M/d/yy, h:mm a");
    }

    public SimpleDateFormat(String pattern) {
        this(pattern, Locale.getDefault());
    }

    public SimpleDateFormat(String pattern, Locale locale) {
        if (pattern == null || locale == null) {
            throw new NullPointerException();
        }
        this.pattern = pattern;
        this.formatData = DateFormatSymbols.getInstance(locale);
        this.compiled = compile(pattern);
    }

    public SimpleDateFormat(String pattern, DateFormatSymbols formatSymbols) {
        if (pattern == null || formatSymbols == null) {
            throw new NullPointerException();
        }
        this.pattern = pattern;
        this.formatData = (DateFormatSymbols) formatSymbols.clone();
        this.compiled = compile(pattern);
    }

    public String toPattern() {
        return pattern;
    }

    public String toLocalizedPattern() {
        return pattern;
    }

    public void applyPattern(String pattern) {
        this.compiled = compile(pattern);
        this.pattern = pattern;
    }

    public void applyLocalizedPattern(String pattern) {
        applyPattern(pattern);
    }

    public DateFormatSymbols getDateFormatSymbols() {
        return (DateFormatSymbols) formatData.clone();
    }

    public void setDateFormatSymbols(DateFormatSymbols newFormatSymbols) {
        this.formatData = (DateFormatSymbols) newFormatSymbols.clone();
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof SimpleDateFormat)) {
            return false;
        }
        SimpleDateFormat that = (SimpleDateFormat) obj;
        return pattern.equals(that.pattern) && formatData.equals(that.formatData);
    }

    public int hashCode() {
        return pattern.hashCode();
    }

    public Object clone() {
        SimpleDateFormat other = new SimpleDateFormat(pattern, formatData);
        other.setTimeZone((TimeZone) getTimeZone().clone());
        other.setLenient(isLenient());
        return other;
    }

    // ---- compiling --------------------------------------------------------------------------------

    private static ArrayList<Object> compile(String pattern) {
        ArrayList<Object> out = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        boolean inQuote = false;
        int length = pattern.length();
        for (int i = 0; i < length; i++) {
            char c = pattern.charAt(i);
            if (c == '\'') {
                if ((i + 1) < length && pattern.charAt(i + 1) == '\'') {
                    literal.append('\'');
                    i++;
                    continue;
                }
                inQuote = !inQuote;
                continue;
            }
            if (inQuote) {
                literal.append(c);
                continue;
            }
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) {
                literal.append(c);
                continue;
            }
            if (PATTERN_CHARS.indexOf(c) < 0) {
                throw new IllegalArgumentException("Illegal pattern character '" + c + "'");
            }
            int count = 1;
            while (i + 1 < length && pattern.charAt(i + 1) == c) {
                count++;
                i++;
            }
            if (c == 'X' && count > 3) {
                throw new IllegalArgumentException("invalid ISO 8601 format: length=" + count);
            }
            if (literal.length() > 0) {
                out.add(literal.toString());
                literal.setLength(0);
            }
            out.add(new int[] {c, count});
        }
        if (inQuote) {
            throw new IllegalArgumentException("Unterminated quote");
        }
        if (literal.length() > 0) {
            out.add(literal.toString());
        }
        return out;
    }

    // ---- civil time -------------------------------------------------------------------------------

    /** Days since 1970-01-01 of a proleptic Gregorian date (month 1..12, any day). */
    static long daysFromCivil(long y, int m, int d) {
        y -= m <= 2 ? 1 : 0;
        long era = Math.floorDiv(y, 400);
        long yoe = y - era * 400;
        long doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146097 + doe - 719468;
    }

    /** {year, month 1..12, day} of days since 1970-01-01. */
    static long[] civilFromDays(long z) {
        z += 719468;
        long era = Math.floorDiv(z, 146097);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long y = yoe + era * 400;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        long d = doy - (153 * mp + 2) / 5 + 1;
        long m = mp < 10 ? mp + 3 : mp - 9;
        return new long[] {y + (m <= 2 ? 1 : 0), m, d};
    }

    private static boolean isLeap(long y) {
        return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    }

    // ---- formatting -------------------------------------------------------------------------------

    public StringBuffer format(Date date, StringBuffer toAppendTo, FieldPosition pos) {
        TimeZone zone = getTimeZone();
        long millis = date.getTime();
        int offset = zone.getOffset(millis);
        long local = millis + offset;
        long days = Math.floorDiv(local, 86400000L);
        int msOfDay = (int) Math.floorMod(local, 86400000L);
        long[] ymd = civilFromDays(days);
        long year = ymd[0];
        int month = (int) ymd[1];
        int day = (int) ymd[2];
        int dow = (int) Math.floorMod(days + 4, 7);  // 0 = Sunday
        int dayOfYear = (int) (days - daysFromCivil(year, 1, 1)) + 1;
        int hour = msOfDay / 3600000;
        int minute = msOfDay / 60000 % 60;
        int second = msOfDay / 1000 % 60;
        int milli = msOfDay % 1000;
        boolean dst = zone.inDaylightTime(date);
        for (Object o : compiled) {
            if (o instanceof String) {
                toAppendTo.append((String) o);
                continue;
            }
            int[] f = (int[]) o;
            char c = (char) f[0];
            int count = f[1];
            switch (c) {
                case 'G':
                    toAppendTo.append(formatData.eras[year > 0 ? 1 : 0]);
                    break;
                case 'y':
                case 'Y': {
                    long y = year > 0 ? year : 1 - year;
                    if (c == 'Y') {
                        y = weekYear(year, dayOfYear, dow);
                    }
                    if (count == 2) {
                        pad(toAppendTo, (int) (y % 100), 2);
                    } else {
                        pad(toAppendTo, y, count);
                    }
                    break;
                }
                case 'u':
                    pad(toAppendTo, dow == 0 ? 7 : dow, count);
                    break;
                case 'M':
                case 'L':
                    if (count >= 4) {
                        toAppendTo.append(formatData.months[month - 1]);
                    } else if (count == 3) {
                        toAppendTo.append(formatData.shortMonths[month - 1]);
                    } else {
                        pad(toAppendTo, month, count);
                    }
                    break;
                case 'd':
                    pad(toAppendTo, day, count);
                    break;
                case 'E':
                    toAppendTo.append(count >= 4 ? formatData.weekdays[dow + 1] : formatData.shortWeekdays[dow + 1]);
                    break;
                case 'D':
                    pad(toAppendTo, dayOfYear, count);
                    break;
                case 'F':
                    pad(toAppendTo, (day - 1) / 7 + 1, count);
                    break;
                case 'w':
                    pad(toAppendTo, weekOfYear(year, dayOfYear, dow), count);
                    break;
                case 'W': {
                    int firstDow = (int) Math.floorMod(dow - (day - 1), 7);
                    pad(toAppendTo, (day - 1 + firstDow) / 7 + 1, count);
                    break;
                }
                case 'a':
                    toAppendTo.append(formatData.ampms[hour < 12 ? 0 : 1]);
                    break;
                case 'H':
                    pad(toAppendTo, hour, count);
                    break;
                case 'k':
                    pad(toAppendTo, hour == 0 ? 24 : hour, count);
                    break;
                case 'K':
                    pad(toAppendTo, hour % 12, count);
                    break;
                case 'h':
                    pad(toAppendTo, hour % 12 == 0 ? 12 : hour % 12, count);
                    break;
                case 'm':
                    pad(toAppendTo, minute, count);
                    break;
                case 's':
                    pad(toAppendTo, second, count);
                    break;
                case 'S':
                    pad(toAppendTo, milli, count);
                    break;
                case 'z':
                    toAppendTo.append(zone.getDisplayName(dst, count >= 4 ? TimeZone.LONG : TimeZone.SHORT));
                    break;
                case 'Z': {
                    int minutes = offset / 60000;
                    toAppendTo.append(minutes < 0 ? '-' : '+');
                    minutes = Math.abs(minutes);
                    pad(toAppendTo, minutes / 60, 2);
                    pad(toAppendTo, minutes % 60, 2);
                    break;
                }
                case 'X': {
                    if (offset == 0) {
                        toAppendTo.append('Z');
                        break;
                    }
                    int minutes = offset / 60000;
                    toAppendTo.append(minutes < 0 ? '-' : '+');
                    minutes = Math.abs(minutes);
                    pad(toAppendTo, minutes / 60, 2);
                    if (count == 1) {
                        break;
                    }
                    if (count == 3) {
                        toAppendTo.append(':');
                    }
                    pad(toAppendTo, minutes % 60, 2);
                    break;
                }
                default:
                    break;
            }
        }
        return toAppendTo;
    }

    /** US week of year: weeks start on Sunday, week 1 is the one holding January 1st. */
    private static int weekOfYear(long year, int dayOfYear, int dow) {
        int jan1Dow = Math.floorMod(dow - (dayOfYear - 1), 7);
        int daysInYear = isLeap(year) ? 366 : 365;
        int saturday = dayOfYear + (6 - dow);
        if (saturday > daysInYear) {
            return 1;  // the week holds next January 1st
        }
        return (dayOfYear - 1 + jan1Dow) / 7 + 1;
    }

    private static long weekYear(long year, int dayOfYear, int dow) {
        int daysInYear = isLeap(year) ? 366 : 365;
        if (dayOfYear + (6 - dow) > daysInYear) {
            return year + 1;
        }
        return year;
    }

    private static void pad(StringBuffer sb, long value, int count) {
        String s = Long.toString(value);
        for (int i = s.length(); i < count; i++) {
            sb.append('0');
        }
        sb.append(s);
    }

    // ---- parsing ----------------------------------------------------------------------------------

    /** Parses from pos.index; null with pos.errorIndex set on failure (the text need not be used up). */
    public Date parse(String text, ParsePosition pos) {
        int start = pos.index;
        int p = start;
        int len = text.length();
        long year = 1970;
        boolean bc = false;
        boolean twoDigitYear = false;
        int month = 1;
        int day = 1;
        int hour = 0;
        int hour12 = -1;
        int pm = -1;
        int minute = 0;
        int second = 0;
        int milli = 0;
        int dayOfYear = -1;
        Integer zoneOffset = null;
        for (int k = 0; k < compiled.size(); k++) {
            Object o = compiled.get(k);
            if (o instanceof String) {
                String lit = (String) o;
                if (!text.regionMatches(p, lit, 0, lit.length())) {
                    pos.errorIndex = p;
                    return null;
                }
                p += lit.length();
                continue;
            }
            int[] f = (int[]) o;
            char c = (char) f[0];
            int count = f[1];
            boolean nextIsNumber = k + 1 < compiled.size() && compiled.get(k + 1) instanceof int[]
                    && isNumeric((int[]) compiled.get(k + 1));
            if (isNumeric(f)) {
                int maxDigits = nextIsNumber ? count : Integer.MAX_VALUE;
                int q = p;
                int digitsStart = q;
                long v = 0;
                while (q < len && q - digitsStart < maxDigits && text.charAt(q) >= '0' && text.charAt(q) <= '9') {
                    v = v * 10 + (text.charAt(q) - '0');
                    q++;
                    if (v > Integer.MAX_VALUE) {
                        break;
                    }
                }
                if (q == digitsStart) {
                    pos.errorIndex = p;
                    return null;
                }
                int iv = (int) v;
                switch (c) {
                    case 'y':
                    case 'Y':
                        year = iv;
                        twoDigitYear = count <= 2 && q - digitsStart == 2;
                        break;
                    case 'u':
                        break;
                    case 'M':
                    case 'L':
                        month = iv;
                        break;
                    case 'd':
                        day = iv;
                        break;
                    case 'D':
                        dayOfYear = iv;
                        break;
                    case 'H':
                        hour = iv;
                        hour12 = -1;
                        break;
                    case 'k':
                        hour = iv == 24 ? 0 : iv;
                        hour12 = -1;
                        break;
                    case 'K':
                        hour12 = iv;
                        break;
                    case 'h':
                        hour12 = iv == 12 ? 0 : iv;
                        break;
                    case 'm':
                        minute = iv;
                        break;
                    case 's':
                        second = iv;
                        break;
                    case 'S':
                        milli = iv;
                        break;
                    default:
                        break;  // F, w, W: read and ignored
                }
                p = q;
                continue;
            }
            switch (c) {
                case 'G': {
                    int idx = match(text, p, formatData.eras);
                    if (idx < 0) {
                        pos.errorIndex = p;
                        return null;
                    }
                    bc = idx == 0;
                    p += formatData.eras[idx].length();
                    break;
                }
                case 'M':
                case 'L': {
                    int idx = match(text, p, formatData.months);
                    String[] names = formatData.months;
                    if (idx < 0) {
                        idx = match(text, p, formatData.shortMonths);
                        names = formatData.shortMonths;
                    }
                    if (idx < 0) {
                        pos.errorIndex = p;
                        return null;
                    }
                    month = idx + 1;
                    p += names[idx].length();
                    break;
                }
                case 'E': {
                    int idx = match(text, p, formatData.weekdays);
                    String[] names = formatData.weekdays;
                    if (idx < 0) {
                        idx = match(text, p, formatData.shortWeekdays);
                        names = formatData.shortWeekdays;
                    }
                    if (idx < 0) {
                        pos.errorIndex = p;
                        return null;
                    }
                    p += names[idx].length();
                    break;
                }
                case 'a': {
                    int idx = match(text, p, formatData.ampms);
                    if (idx < 0) {
                        pos.errorIndex = p;
                        return null;
                    }
                    pm = idx;
                    p += formatData.ampms[idx].length();
                    break;
                }
                case 'z':
                case 'Z':
                case 'X': {
                    int[] r = parseZone(text, p, c);
                    if (r == null) {
                        pos.errorIndex = p;
                        return null;
                    }
                    zoneOffset = r[1];
                    p = r[0];
                    break;
                }
                default:
                    pos.errorIndex = p;
                    return null;
            }
        }
        // Build the instant from the local fields.
        if (twoDigitYear) {
            year = twoDigitYearToFull((int) year);
        }
        if (bc) {
            year = 1 - year;
        }
        if (hour12 >= 0) {
            hour = hour12 + (pm == 1 ? 12 : 0);  // 'a' moves an h or K hour only, as in the JDK
        }
        if (!isLenient()) {
            boolean ok = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && hour >= 0
                    && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59 && milli >= 0
                    && milli <= 999 && (hour12 < 0 || hour12 <= 11);
            if (!ok) {
                pos.errorIndex = p;  // the JDK reports the end of what it read
                return null;
            }
        }
        long y = year + Math.floorDiv(month - 1, 12);
        int m = (int) Math.floorMod(month - 1, 12) + 1;
        long days;
        if (dayOfYear >= 0) {
            days = daysFromCivil(year, 1, 1) + dayOfYear - 1;
        } else {
            days = daysFromCivil(y, m, 1) + day - 1;
        }
        long local = days * 86400000L + hour * 3600000L + minute * 60000L + second * 1000L + milli;
        long millis;
        if (zoneOffset != null) {
            millis = local - zoneOffset;
        } else {
            TimeZone zone = getTimeZone();
            int off1 = zone.getOffset(local - zone.getRawOffset());
            millis = local - off1;
            int off2 = zone.getOffset(millis);
            if (off2 != off1) {
                millis = local - off2;
            }
        }
        pos.index = p;
        return new Date(millis);
    }

    private static int daysInMonth(long year, int month) {
        switch (month) {
            case 2: return isLeap(year) ? 29 : 28;
            case 4: case 6: case 9: case 11: return 30;
            default: return 31;
        }
    }

    /** A two-digit year in the century that starts 80 years before now, as the JDK's default. */
    private static long twoDigitYearToFull(int yy) {
        long now = System.currentTimeMillis();
        long[] ymd = civilFromDays(Math.floorDiv(now, 86400000L));
        long startYear = ymd[0] - 80;
        long candidate = (startYear / 100) * 100 + yy;
        if (candidate < startYear) {
            candidate += 100;
        }
        return candidate;
    }

    private static boolean isNumeric(int[] f) {
        char c = (char) f[0];
        if (c == 'M' || c == 'L') {
            return f[1] <= 2;
        }
        return "yYudDFwWHkKhmsS".indexOf(c) >= 0;
    }

    /** The index of the longest name matching text at p ignoring case, or -1. */
    private static int match(String text, int p, String[] names) {
        int best = -1;
        int bestLen = 0;
        for (int i = 0; i < names.length; i++) {
            String n = names[i];
            int l = n.length();
            if (l > bestLen && text.regionMatches(true, p, n, 0, l)) {
                best = i;
                bestLen = l;
            }
        }
        return best;
    }

    /** {end, offset millis} of a zone at p: GMT[+-hh[:mm]], UTC, Z, +-hh[[:]mm], or the default zone's names. */
    private int[] parseZone(String text, int p, char letter) {
        int len = text.length();
        if (letter == 'X' && p < len && text.charAt(p) == 'Z') {
            return new int[] {p + 1, 0};
        }
        if (text.regionMatches(true, p, "GMT", 0, 3) || text.regionMatches(true, p, "UTC", 0, 3)) {
            int q = p + 3;
            if (q < len && (text.charAt(q) == '+' || text.charAt(q) == '-')) {
                int[] r = parseNumericOffset(text, q);
                if (r != null) {
                    return r;
                }
            }
            return new int[] {q, 0};
        }
        if (p < len && (text.charAt(p) == '+' || text.charAt(p) == '-')) {
            return parseNumericOffset(text, p);
        }
        TimeZone zone = getTimeZone();
        String[] names = {zone.getDisplayName(false, TimeZone.LONG), zone.getDisplayName(true, TimeZone.LONG),
            zone.getDisplayName(false, TimeZone.SHORT), zone.getDisplayName(true, TimeZone.SHORT)};
        int idx = match(text, p, names);
        if (idx < 0) {
            return null;
        }
        int off = zone.getRawOffset() + ((idx == 1 || idx == 3) ? zone.getDSTSavings() : 0);
        return new int[] {p + names[idx].length(), off};
    }

    private static int[] parseNumericOffset(String text, int p) {
        int len = text.length();
        int sign = text.charAt(p) == '-' ? -1 : 1;
        int q = p + 1;
        int digits = 0;
        int v = 0;
        while (q < len && digits < 2 && Character.isDigit(text.charAt(q))) {
            v = v * 10 + (text.charAt(q) - '0');
            q++;
            digits++;
        }
        if (digits == 0) {
            return null;
        }
        int hours = v;
        int minutes = 0;
        int r = q;
        if (r < len && text.charAt(r) == ':') {
            r++;
        }
        if (r + 1 < len && Character.isDigit(text.charAt(r)) && Character.isDigit(text.charAt(r + 1))) {
            minutes = (text.charAt(r) - '0') * 10 + (text.charAt(r + 1) - '0');
            q = r + 2;
        }
        if (hours > 23 || minutes > 59) {
            return null;
        }
        return new int[] {q, sign * (hours * 60 + minutes) * 60000};
    }
}
