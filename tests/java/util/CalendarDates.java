import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.Locale;
import java.util.TimeZone;

/** Calendar and GregorianCalendar as programs use them: weekdays of dates, month lengths,
 *  adding days and months, week numbers, lenient overflow, the Julian cutover, errors. */
public class CalendarDates {
    static final String[] DAYS = {"", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};

    static String show(Calendar c) {
        return String.format("%04d-%02d-%02d %02d:%02d:%02d.%03d era=%d dow=%s doy=%d woy=%d wom=%d dowim=%d ampm=%d h=%d",
            c.get(Calendar.YEAR), c.get(Calendar.MONTH) + 1, c.get(Calendar.DAY_OF_MONTH),
            c.get(Calendar.HOUR_OF_DAY), c.get(Calendar.MINUTE), c.get(Calendar.SECOND),
            c.get(Calendar.MILLISECOND), c.get(Calendar.ERA), DAYS[c.get(Calendar.DAY_OF_WEEK)],
            c.get(Calendar.DAY_OF_YEAR), c.get(Calendar.WEEK_OF_YEAR), c.get(Calendar.WEEK_OF_MONTH),
            c.get(Calendar.DAY_OF_WEEK_IN_MONTH), c.get(Calendar.AM_PM), c.get(Calendar.HOUR));
    }

    public static void main(String[] args) {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        // Christmas on a Sunday (Rosetta's "Day of the week").
        StringBuilder sb = new StringBuilder();
        for (int y = 2008; y <= 2121; y++) {
            Calendar cal = new GregorianCalendar(y, Calendar.DECEMBER, 25);
            if (cal.get(Calendar.DAY_OF_WEEK) == Calendar.SUNDAY) {
                sb.append(y).append(' ');
            }
        }
        System.out.println("Sunday Christmas: " + sb);
        System.out.println(new GregorianCalendar(2011, Calendar.DECEMBER, 25).getTime());

        // Month lengths and leap years.
        GregorianCalendar g = new GregorianCalendar(2024, Calendar.JANUARY, 31);
        for (int m = 0; m < 12; m++) {
            g.set(Calendar.DAY_OF_MONTH, 1);
            g.set(Calendar.MONTH, m);
            System.out.print(g.getActualMaximum(Calendar.DAY_OF_MONTH) + " ");
        }
        System.out.println();
        for (int y : new int[] {1500, 1600, 1700, 1900, 2000, 2023, 2024, 2100}) {
            System.out.print(y + ":" + g.isLeapYear(y) + " ");
        }
        System.out.println();

        // add() pins the day of month; days carry across months and years.
        Calendar c = new GregorianCalendar(2023, Calendar.JANUARY, 31, 22, 30, 15);
        System.out.println(show(c));
        c.add(Calendar.MONTH, 1);
        System.out.println("+1 month    " + show(c));
        c.add(Calendar.DATE, 400);
        System.out.println("+400 days   " + show(c));
        c.add(Calendar.HOUR_OF_DAY, 5);
        System.out.println("+5 hours    " + show(c));
        c.add(Calendar.YEAR, -3);
        System.out.println("-3 years    " + show(c));
        c.add(Calendar.WEEK_OF_YEAR, 2);
        System.out.println("+2 weeks    " + show(c));
        c.add(Calendar.MINUTE, -1000);
        System.out.println("-1000 min   " + show(c));
        c.add(Calendar.MONTH, -14);
        System.out.println("-14 months  " + show(c));

        // roll() leaves the larger fields alone.
        Calendar r = new GregorianCalendar(2020, Calendar.JANUARY, 31);
        r.roll(Calendar.MONTH, 1);
        System.out.println("roll month  " + show(r));
        r.roll(Calendar.DAY_OF_MONTH, 5);
        System.out.println("roll day    " + show(r));
        r.roll(Calendar.MONTH, false);
        System.out.println("roll down   " + show(r));
        r.roll(Calendar.HOUR_OF_DAY, 30);
        System.out.println("roll hours  " + show(r));

        // Lenient overflow; set(field) resolution by the latest fields.
        Calendar l = new GregorianCalendar(2023, 13, 35);
        System.out.println("lenient     " + show(l));
        l.set(Calendar.DAY_OF_YEAR, 256);
        System.out.println("doy 256     " + show(l));
        l.set(Calendar.DAY_OF_WEEK, Calendar.MONDAY);
        System.out.println("monday      " + show(l));
        l.set(Calendar.WEEK_OF_YEAR, 1);
        System.out.println("week 1      " + show(l));
        l.set(Calendar.DAY_OF_WEEK_IN_MONTH, -1);
        l.set(Calendar.DAY_OF_WEEK, Calendar.FRIDAY);
        System.out.println("last friday " + show(l));
        l.clear();
        System.out.println("cleared     " + show(l) + " " + l.getTimeInMillis());
        l.set(Calendar.HOUR, 3);
        l.set(Calendar.AM_PM, Calendar.PM);
        System.out.println("3 PM        " + show(l));

        // Week numbers around New Year, Sunday first and ISO-like rules.
        Calendar w = new GregorianCalendar(2020, Calendar.DECEMBER, 27);
        for (int i = 0; i < 10; i++) {
            System.out.print(w.get(Calendar.WEEK_OF_YEAR) + " ");
            w.add(Calendar.DATE, 1);
        }
        System.out.println();
        w.setFirstDayOfWeek(Calendar.MONDAY);
        w.setMinimalDaysInFirstWeek(4);
        w.set(2020, Calendar.DECEMBER, 27);
        for (int i = 0; i < 10; i++) {
            System.out.print(w.get(Calendar.WEEK_OF_YEAR) + " ");
            w.add(Calendar.DATE, 1);
        }
        System.out.println();
        System.out.println("weeks 2020: " + new GregorianCalendar(2020, 5, 1).getActualMaximum(Calendar.WEEK_OF_YEAR)
            + ", 2021: " + new GregorianCalendar(2021, 5, 1).getActualMaximum(Calendar.WEEK_OF_YEAR));

        // The Julian calendar before 1582-10-15, and BC years.
        Calendar j = new GregorianCalendar(1582, Calendar.OCTOBER, 4);
        System.out.println("julian      " + show(j));
        j.add(Calendar.DATE, 1);
        System.out.println("next day    " + show(j));
        Calendar bc = new GregorianCalendar(1, Calendar.JANUARY, 1);
        bc.add(Calendar.DATE, -1);
        System.out.println("1 BC        " + show(bc));
        Calendar era = new GregorianCalendar(2, Calendar.JANUARY, 15);
        StringBuilder eras = new StringBuilder("eras");
        for (int i = 0; i < 4; i++) {
            era.add(Calendar.YEAR, -1);
            eras.append(' ').append(era.get(Calendar.ERA)).append('/').append(era.get(Calendar.YEAR));
        }
        for (int i = 0; i < 4; i++) {
            era.add(Calendar.MONTH, 11);
            eras.append(' ').append(era.get(Calendar.ERA)).append('/').append(era.get(Calendar.YEAR))
                .append('-').append(era.get(Calendar.MONTH));
        }
        for (int i = 0; i < 3; i++) {
            era.add(Calendar.MONTH, -13);
            eras.append(' ').append(era.get(Calendar.ERA)).append('/').append(era.get(Calendar.YEAR))
                .append('-').append(era.get(Calendar.MONTH));
        }
        System.out.println(eras);
        System.out.println(new GregorianCalendar(1000, 0, 1).getTimeInMillis() + " "
            + new GregorianCalendar(1970, 0, 1).getTimeInMillis());

        // Instants, zones and comparisons.
        Calendar t = Calendar.getInstance(TimeZone.getTimeZone("GMT+05:30"));
        t.setTimeInMillis(1700000000123L);
        System.out.println("zoned       " + show(t) + " off=" + t.get(Calendar.ZONE_OFFSET));
        t.setTimeZone(TimeZone.getTimeZone("UTC"));
        System.out.println("utc         " + show(t));
        Calendar u = (Calendar) t.clone();
        System.out.println(u.equals(t) + " " + (u.hashCode() == t.hashCode()) + " " + u.compareTo(t));
        u.add(Calendar.SECOND, 1);
        System.out.println(u.after(t) + " " + t.before(u) + " " + u.compareTo(t) + " " + u.equals(t));
        t.setTime(new Date(0));
        System.out.println("epoch       " + show(t));

        // Names.
        Calendar n = new GregorianCalendar(2024, Calendar.FEBRUARY, 29, 13, 0);
        System.out.println(n.getDisplayName(Calendar.MONTH, Calendar.LONG, Locale.US) + " "
            + n.getDisplayName(Calendar.MONTH, Calendar.SHORT, Locale.US) + " "
            + n.getDisplayName(Calendar.DAY_OF_WEEK, Calendar.LONG, Locale.US) + " "
            + n.getDisplayName(Calendar.DAY_OF_WEEK, Calendar.SHORT, Locale.US) + " "
            + n.getDisplayName(Calendar.AM_PM, Calendar.SHORT, Locale.US) + " "
            + n.getDisplayName(Calendar.ERA, Calendar.SHORT, Locale.US) + " "
            + n.getDisplayName(Calendar.YEAR, Calendar.SHORT, Locale.US));
        System.out.println(n.getMinimum(Calendar.DAY_OF_MONTH) + " " + n.getMaximum(Calendar.DAY_OF_MONTH) + " "
            + n.getLeastMaximum(Calendar.DAY_OF_MONTH) + " " + n.getActualMaximum(Calendar.DAY_OF_YEAR) + " "
            + n.getMaximum(Calendar.WEEK_OF_YEAR) + " " + n.getFirstDayOfWeek() + " "
            + n.getMinimalDaysInFirstWeek() + " " + n.getCalendarType() + " " + n.isSet(Calendar.HOUR));

        // tzdata's UTC aliases are named UTC, as a host whose /etc/localtime is Etc/UTC shows.
        for (String id : new String[] {"Etc/UTC", "Universal", "Zulu", "Etc/Zulu"}) {
            TimeZone z = TimeZone.getTimeZone(id);
            TimeZone.setDefault(z);
            System.out.println(id + " " + z.getID() + " " + z.getDisplayName(false, TimeZone.SHORT) + " "
                + z.getDisplayName() + " " + new GregorianCalendar(2011, Calendar.DECEMBER, 25).getTime());
        }

        // Errors.
        Calendar s = new GregorianCalendar(2023, Calendar.FEBRUARY, 30);
        s.setLenient(false);
        try {
            s.getTime();
        } catch (IllegalArgumentException e) {
            System.out.println("strict: " + e);
        }
        s.set(Calendar.MONTH, 20);
        try {
            s.get(Calendar.YEAR);
        } catch (IllegalArgumentException e) {
            System.out.println("strict: " + e);
        }
        try {
            new GregorianCalendar().add(Calendar.ZONE_OFFSET, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("add: " + e);
        }
        try {
            new GregorianCalendar().get(17);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("get: " + e.getClass().getName());
        }
    }
}
