// java.text.DateFormatSymbols: the English names SimpleDateFormat prints and parses.
package java.text;

import java.util.Locale;

/**
 * Month, weekday, AM/PM and era names: JDK 17's for Locale.US and Locale.ROOT (English), which
 * every locale gets here. Weekday arrays are indexed 1 (Sunday) to 7 with "" at 0, as
 * Calendar's constants. Mutable through the setters; not thread-safe.
 */
public class DateFormatSymbols implements java.io.Serializable, Cloneable {
    private static final long serialVersionUID = -5987973545549424702L;

    String[] eras = {"BC", "AD"};
    String[] months = {"January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December", ""};
    String[] shortMonths = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", ""};
    String[] weekdays = {"", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
    String[] shortWeekdays = {"", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    String[] ampms = {"AM", "PM"};

    public DateFormatSymbols() {
    }

    public DateFormatSymbols(Locale locale) {
    }

    public static DateFormatSymbols getInstance() {
        return new DateFormatSymbols();
    }

    public static DateFormatSymbols getInstance(Locale locale) {
        return new DateFormatSymbols(locale);
    }

    public static Locale[] getAvailableLocales() {
        return new Locale[] {Locale.US};
    }

    public String[] getEras() {
        return eras.clone();
    }

    public void setEras(String[] newEras) {
        eras = newEras.clone();
    }

    public String[] getMonths() {
        return months.clone();
    }

    public void setMonths(String[] newMonths) {
        months = newMonths.clone();
    }

    public String[] getShortMonths() {
        return shortMonths.clone();
    }

    public void setShortMonths(String[] newShortMonths) {
        shortMonths = newShortMonths.clone();
    }

    public String[] getWeekdays() {
        return weekdays.clone();
    }

    public void setWeekdays(String[] newWeekdays) {
        weekdays = newWeekdays.clone();
    }

    public String[] getShortWeekdays() {
        return shortWeekdays.clone();
    }

    public void setShortWeekdays(String[] newShortWeekdays) {
        shortWeekdays = newShortWeekdays.clone();
    }

    public String[] getAmPmStrings() {
        return ampms.clone();
    }

    public void setAmPmStrings(String[] newAmpms) {
        ampms = newAmpms.clone();
    }

    public String getLocalPatternChars() {
        return "GyMdkHmsSEDFwWahKzZYuXL";
    }

    public Object clone() {
        DateFormatSymbols other = new DateFormatSymbols();
        other.eras = eras.clone();
        other.months = months.clone();
        other.shortMonths = shortMonths.clone();
        other.weekdays = weekdays.clone();
        other.shortWeekdays = shortWeekdays.clone();
        other.ampms = ampms.clone();
        return other;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof DateFormatSymbols)) {
            return false;
        }
        DateFormatSymbols o = (DateFormatSymbols) obj;
        return java.util.Arrays.equals(eras, o.eras) && java.util.Arrays.equals(months, o.months)
                && java.util.Arrays.equals(shortMonths, o.shortMonths) && java.util.Arrays.equals(weekdays, o.weekdays)
                && java.util.Arrays.equals(shortWeekdays, o.shortWeekdays) && java.util.Arrays.equals(ampms, o.ampms);
    }

    public int hashCode() {
        return java.util.Arrays.hashCode(months);
    }
}
