import java.text.DateFormat;
import java.text.DateFormatSymbols;
import java.text.MessageFormat;
import java.text.ParseException;
import java.text.ParsePosition;
import java.text.SimpleDateFormat;
import java.util.Arrays;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

/** SimpleDateFormat in UTC and fixed offsets: every common pattern letter, quoting, parsing and its errors. */
public class DatePatterns {
    static SimpleDateFormat utc(String pattern) {
        SimpleDateFormat f = new SimpleDateFormat(pattern, Locale.US);
        f.setTimeZone(TimeZone.getTimeZone("UTC"));
        return f;
    }

    public static void main(String[] args) throws Exception {
        long[] instants = {0L, 1700000000123L, 951782400000L, -14182940000L, 1234567890000L, 1609459199999L,
            1230681600000L, -10000000000000L};
        String[] patterns = {"yyyy-MM-dd HH:mm:ss.SSS", "yy/M/d H:m:s", "EEE, d MMM yyyy HH:mm:ss Z", "EEEE MMMM dd, y",
            "h:mm a", "hh 'o''clock' a", "K:mm a, k", "D DDD F w W u", "yyyyMMdd'T'HHmmss'Z'", "yyyy-MM-dd'T'HH:mm:ssX",
            "XX XXX z zzzz", "G yyyy", "S SS SSSS", "''", "MMM-yy", "YYYY-'W'ww", "L LLL LLLL"};
        for (long t : instants) {
            for (String p : patterns) {
                System.out.println(p + " | " + utc(p).format(new Date(t)));
            }
        }
        // fixed offsets
        for (String id : new String[] {"GMT+05:30", "GMT-08:00", "GMT+1"}) {
            SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd HH:mm z Z X XX XXX", Locale.US);
            f.setTimeZone(TimeZone.getTimeZone(id));
            System.out.println(id + " | " + f.format(new Date(1700000000123L)));
        }
        // parsing
        String[][] cases = {
            {"yyyy-MM-dd", "2024-02-29"}, {"yyyy-MM-dd HH:mm:ss", "1999-12-31 23:59:59"},
            {"dd/MM/yyyy", "15/08/1947"}, {"yyyyMMdd", "20240315"}, {"yyyyMMddHHmm", "202403151230"},
            {"EEE, d MMM yyyy HH:mm:ss Z", "Tue, 14 Nov 2023 22:13:20 +0000"},
            {"EEE, d MMM yyyy HH:mm:ss Z", "Wed, 15 Nov 2023 03:43:20 +0530"},
            {"yyyy-MM-dd'T'HH:mm:ssX", "2023-11-14T22:13:20Z"}, {"yyyy-MM-dd'T'HH:mm:ssXXX", "2023-11-14T17:13:20-05:00"},
            {"MMMM d, yyyy", "january 5, 2021"}, {"MMM d, yyyy", "Sep 9, 2009"}, {"MMMM d, yyyy", "Sep 9, 2009"},
            {"h:mm a", "1:05 PM"}, {"h:mm a", "12:30 am"}, {"yyyy-MM-dd", "2024-13-45"}, {"yyyy-MM-dd", "2024-01-15 trailing"},
            {"yyyy-MM-dd", "not a date"}, {"yyyy-MM-dd", "2024/01/15"}, {"HH:mm:ss.SSS", "10:20:30.456"},
            {"yyyy-MM-dd z", "2020-06-01 UTC"}, {"yyyy-MM-dd z", "2020-06-01 GMT+02:00"}, {"D yyyy", "60 2024"},
        };
        SimpleDateFormat out = utc("yyyy-MM-dd HH:mm:ss.SSS");
        for (String[] c : cases) {
            try {
                Date d = utc(c[0]).parse(c[1]);
                System.out.println("parse " + c[0] + " '" + c[1] + "' -> " + out.format(d) + " (" + d.getTime() + ")");
            } catch (ParseException e) {
                System.out.println("parse " + c[0] + " '" + c[1] + "' -> ParseException: " + e.getMessage() + " at " + e.getErrorOffset());
            }
        }
        SimpleDateFormat strict = utc("yyyy-MM-dd");
        strict.setLenient(false);
        for (String s : new String[] {"2024-02-29", "2023-02-29", "2024-13-01", "2024-00-10"}) {
            try {
                System.out.println("strict " + s + " -> " + out.format(strict.parse(s)));
            } catch (ParseException e) {
                System.out.println("strict " + s + " -> " + e.getMessage() + " at " + e.getErrorOffset());
            }
        }
        ParsePosition pp = new ParsePosition(4);
        Date d = utc("yyyy").parse("abc 2001 rest", pp);
        System.out.println(out.format(d) + " index=" + pp.getIndex() + " error=" + pp.getErrorIndex());
        pp = new ParsePosition(0);
        System.out.println(utc("yyyy").parse("x", pp) + " index=" + pp.getIndex() + " error=" + pp.getErrorIndex());
        // round trip
        SimpleDateFormat iso = utc("yyyy-MM-dd'T'HH:mm:ss.SSSXXX");
        Date now = new Date(1712345678901L);
        System.out.println(iso.format(now) + " " + iso.parse(iso.format(now)).equals(now));
        // bad patterns
        for (String bad : new String[] {"yyyy-bb", "'unterminated", "XXXX", "q"}) {
            try {
                new SimpleDateFormat(bad);
                System.out.println("accepted " + bad);
            } catch (IllegalArgumentException e) {
                System.out.println("IllegalArgumentException: " + e.getMessage());
            }
        }
        // API bits
        SimpleDateFormat f = new SimpleDateFormat("dd.MM.yyyy");
        System.out.println(f.toPattern() + " " + f.isLenient());
        f.applyPattern("yyyy/MM/dd");
        f.setTimeZone(TimeZone.getTimeZone("UTC"));
        System.out.println(f.toPattern() + " " + f.format(new Date(0)) + " " + f.getTimeZone().getID());
        SimpleDateFormat g = (SimpleDateFormat) f.clone();
        System.out.println(g.equals(f) + " " + g.format(new Date(86400000L * 365)));
        DateFormatSymbols sym = DateFormatSymbols.getInstance(Locale.US);
        System.out.println(Arrays.toString(sym.getShortMonths()) + " " + Arrays.toString(sym.getWeekdays())
                + " " + Arrays.toString(sym.getAmPmStrings()) + " " + Arrays.toString(sym.getEras()));
        sym.setShortMonths(new String[] {"J1", "F2", "M3", "A4", "M5", "J6", "J7", "A8", "S9", "O10", "N11", "D12", ""});
        SimpleDateFormat custom = new SimpleDateFormat("d MMM yyyy", sym);
        custom.setTimeZone(TimeZone.getTimeZone("UTC"));
        System.out.println(custom.format(new Date(1700000000000L)) + " " + custom.parse("3 A8 2020").getTime());
        // DateFormat.parse of a style instance, MessageFormat with a pattern
        DateFormat medium = DateFormat.getDateInstance(DateFormat.MEDIUM, Locale.US);
        medium.setTimeZone(TimeZone.getTimeZone("UTC"));
        System.out.println(medium.parse("Mar 15, 2024").getTime());
        try {
            DateFormat.getDateInstance(DateFormat.SHORT).parse("garbage");
        } catch (ParseException e) {
            System.out.println(e.getMessage() + " at " + e.getErrorOffset());
        }
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        System.out.println(MessageFormat.format("Released on {0,date,yyyy-MM-dd} at {0,time,HH:mm}", new Date(1700000000000L)));
        System.out.println(new SimpleDateFormat("yyyy-MM-dd HH:mm:ss zzz").format(new Date(1700000000000L)));
    }
}
