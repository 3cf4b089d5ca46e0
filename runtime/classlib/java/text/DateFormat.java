// java.text.DateFormat: the English date and time styles (SHORT..FULL) MessageFormat uses.
package java.text;

import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

/**
 * The style constants and factories of JDK 17's DateFormat with the English (CLDR 39) patterns:
 * date SHORT "M/d/yy", MEDIUM "MMM d, y", LONG "MMMM d, y", FULL "EEEE, MMMM d, y"; time SHORT
 * "h:mm a", MEDIUM "h:mm:ss a", LONG "h:mm:ss a z", FULL "h:mm:ss a zzzz"; date and time joined by
 * ", " (" 'at' " for LONG and FULL dates). Style instances format in the default TimeZone and
 * parse with their style's SimpleDateFormat pattern. Not here: other locales' texts. Not thread-safe.
 */
public class DateFormat extends Format {
    private static final long serialVersionUID = 7218322306649953788L;
    public static final int FULL = 0;
    public static final int LONG = 1;
    public static final int MEDIUM = 2;
    public static final int SHORT = 3;
    public static final int DEFAULT = MEDIUM;

    private static final String[] MONTHS = {"January", "February", "March", "April", "May", "June", "July", "August",
        "September", "October", "November", "December"};
    private static final String[] DAYS = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};

    /** -1: no date (or time) part. */
    private final int dateStyle;
    private final int timeStyle;
    /** The zone SimpleDateFormat formats in; null until set: the default zone. */
    private TimeZone zone;
    private boolean lenient = true;

    DateFormat(int dateStyle, int timeStyle) {
        this.dateStyle = dateStyle;
        this.timeStyle = timeStyle;
    }

    protected DateFormat() {
        this(-1, -1);
    }

    public TimeZone getTimeZone() {
        if (zone == null) {
            zone = TimeZone.getDefault();
        }
        return zone;
    }

    public void setTimeZone(TimeZone zone) {
        this.zone = zone;
    }

    public boolean isLenient() {
        return lenient;
    }

    public void setLenient(boolean lenient) {
        this.lenient = lenient;
    }

    /** Parses the start of `source`; ParseException "Unparseable date: \"...\"" at the failing offset. */
    public Date parse(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Date result = parse(source, pos);
        if (pos.index == 0) {
            throw new ParseException("Unparseable date: \"" + source + "\"", pos.errorIndex);
        }
        return result;
    }

    /** A style instance parses with its style's pattern (SimpleDateFormat's rules). */
    public Date parse(String source, ParsePosition pos) {
        SimpleDateFormat f = new SimpleDateFormat(stylePattern());
        f.setTimeZone(getTimeZone());
        f.setLenient(lenient);
        return f.parse(source, pos);
    }

    public Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    public Object parseObject(String source) throws ParseException {
        return parse(source);
    }

    /** The SimpleDateFormat pattern of this instance's styles (English, JDK 17's CLDR data). */
    private String stylePattern() {
        String[] dates = {"EEEE, MMMM d, y", "MMMM d, y", "MMM d, y", "M/d/yy"};
        String[] times = {"h:mm:ss a zzzz", "h:mm:ss a z", "h:mm:ss a", "h:mm a"};
        if (dateStyle >= 0 && timeStyle >= 0) {
            return dates[dateStyle] + (dateStyle <= LONG ? " 'at' " : ", ") + times[timeStyle];
        }
        return dateStyle >= 0 ? dates[dateStyle] : times[timeStyle];
    }

    static DateFormat forStyle(boolean date, String style, String pattern) {
        int s;
        switch (style) {
            case "":
            case "medium":
                s = MEDIUM;
                break;
            case "short":
                s = SHORT;
                break;
            case "long":
                s = LONG;
                break;
            case "full":
                s = FULL;
                break;
            default:
                return new SimpleDateFormat(pattern);
        }
        return date ? new DateFormat(s, -1) : new DateFormat(-1, s);
    }

    private static void check(int style) {
        if (style < FULL || style > SHORT) {
            throw new IllegalArgumentException("Illegal date style " + style);
        }
    }

    public static DateFormat getDateInstance(int style) {
        check(style);
        return new DateFormat(style, -1);
    }

    public static DateFormat getDateInstance(int style, Locale aLocale) {
        return getDateInstance(style);
    }

    public static DateFormat getDateInstance() {
        return getDateInstance(DEFAULT);
    }

    public static DateFormat getTimeInstance(int style) {
        check(style);
        return new DateFormat(-1, style);
    }

    public static DateFormat getTimeInstance(int style, Locale aLocale) {
        return getTimeInstance(style);
    }

    public static DateFormat getTimeInstance() {
        return getTimeInstance(DEFAULT);
    }

    public static DateFormat getDateTimeInstance(int dateStyle, int timeStyle) {
        check(dateStyle);
        check(timeStyle);
        return new DateFormat(dateStyle, timeStyle);
    }

    public static DateFormat getDateTimeInstance(int dateStyle, int timeStyle, Locale aLocale) {
        return getDateTimeInstance(dateStyle, timeStyle);
    }

    public static DateFormat getDateTimeInstance() {
        return getDateTimeInstance(DEFAULT, DEFAULT);
    }

    public static DateFormat getInstance() {
        return getDateTimeInstance(SHORT, SHORT);
    }

    public final String format(Date date) {
        return format(date, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public StringBuffer format(Object obj, StringBuffer sb, FieldPosition pos) {
        Date d;
        if (obj instanceof Date) {
            d = (Date) obj;
        } else if (obj instanceof Number) {
            d = new Date(((Number) obj).longValue());
        } else {
            throw new IllegalArgumentException("Cannot format given Object as a Date");
        }
        return format(d, sb, pos);
    }

    /** A style instance's text (SimpleDateFormat overrides this with its pattern). */
    @SuppressWarnings("deprecation")
    public StringBuffer format(Date d, StringBuffer sb, FieldPosition pos) {
        int year = d.getYear() + 1900;
        int month = d.getMonth();
        int day = d.getDate();
        if (dateStyle == SHORT) {
            sb.append(month + 1).append('/').append(day).append('/');
            int yy = Math.floorMod(year, 100);
            sb.append(yy < 10 ? "0" : "").append(yy);
        } else if (dateStyle == MEDIUM) {
            sb.append(MONTHS[month], 0, 3).append(' ').append(day).append(", ").append(year);
        } else if (dateStyle == LONG) {
            sb.append(MONTHS[month]).append(' ').append(day).append(", ").append(year);
        } else if (dateStyle == FULL) {
            sb.append(DAYS[d.getDay()]).append(", ").append(MONTHS[month]).append(' ').append(day).append(", ").append(year);
        }
        if (dateStyle >= 0 && timeStyle >= 0) {
            sb.append(dateStyle <= LONG ? " at " : ", ");
        }
        if (timeStyle >= 0) {
            int h = d.getHours();
            int h12 = h % 12 == 0 ? 12 : h % 12;
            sb.append(h12).append(':');
            int m = d.getMinutes();
            sb.append(m < 10 ? "0" : "").append(m);
            if (timeStyle <= MEDIUM) {
                int s = d.getSeconds();
                sb.append(':').append(s < 10 ? "0" : "").append(s);
            }
            sb.append(h < 12 ? " AM" : " PM");
            if (timeStyle <= LONG) {
                TimeZone tz = TimeZone.getDefault();
                boolean dst = tz.inDaylightTime(d);
                sb.append(' ').append(tz.getDisplayName(dst, timeStyle == FULL ? TimeZone.LONG : TimeZone.SHORT));
            }
        }
        return sb;
    }
}
