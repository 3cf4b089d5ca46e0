// java.util.Date: an instant in milliseconds, printed as JDK 17's Date.toString in the default zone.
package java.util;

/**
 * JDK 17's Date: epoch milliseconds, compared and hashed as the JDK's, toString "EEE MMM dd
 * HH:mm:ss zzz yyyy" in the default TimeZone (proleptic Gregorian: JDK 17's Julian dates before 1582 differ), and the deprecated field getters (year since 1900,
 * month 0-11, ...) in the default zone. Not here: the setters, parsing, toInstant. Not
 * thread-safe (setTime), as the JDK's.
 */
public class Date implements java.io.Serializable, Cloneable, Comparable<Date> {
    private static final long serialVersionUID = 7523967970034938905L;
    private static final String[] DAYS = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

    private transient long fastTime;

    public Date() {
        this(System.currentTimeMillis());
    }

    public Date(long date) {
        fastTime = date;
    }

    public long getTime() {
        return fastTime;
    }

    public void setTime(long time) {
        fastTime = time;
    }

    public boolean before(Date when) {
        return fastTime < when.fastTime;
    }

    public boolean after(Date when) {
        return fastTime > when.fastTime;
    }

    public boolean equals(Object obj) {
        return obj instanceof Date && getTime() == ((Date) obj).getTime();
    }

    public int compareTo(Date anotherDate) {
        return Long.compare(fastTime, anotherDate.fastTime);
    }

    public int hashCode() {
        long ht = this.getTime();
        return (int) ht ^ (int) (ht >> 32);
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    /** {year, month 0-11, day 1-31, hour, minute, second, weekday 0=Sunday} in the default zone. */
    private int[] fields() {
        TimeZone tz = TimeZone.getDefault();
        long local = fastTime + tz.getOffset(fastTime);
        long days = Math.floorDiv(local, 86400000L);
        int msOfDay = (int) Math.floorMod(local, 86400000L);
        // Civil-from-days (Howard Hinnant's algorithm, proleptic Gregorian).
        long z = days + 719468;
        long era = Math.floorDiv(z, 146097);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long y = yoe + era * 400;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        long d = doy - (153 * mp + 2) / 5 + 1;
        long m = mp < 10 ? mp + 3 : mp - 9;
        if (m <= 2) {
            y++;
        }
        int weekday = (int) Math.floorMod(days + 4, 7L);
        return new int[] {(int) y, (int) m - 1, (int) d, msOfDay / 3600000, msOfDay / 60000 % 60, msOfDay / 1000 % 60, weekday};
    }

    @Deprecated
    public int getYear() {
        return fields()[0] - 1900;
    }

    @Deprecated
    public int getMonth() {
        return fields()[1];
    }

    @Deprecated
    public int getDate() {
        return fields()[2];
    }

    @Deprecated
    public int getDay() {
        return fields()[6];
    }

    @Deprecated
    public int getHours() {
        return fields()[3];
    }

    @Deprecated
    public int getMinutes() {
        return fields()[4];
    }

    @Deprecated
    public int getSeconds() {
        return fields()[5];
    }

    private static void two(StringBuilder sb, int v) {
        if (v < 10) {
            sb.append('0');
        }
        sb.append(v);
    }

    public String toString() {
        int[] f = fields();
        StringBuilder sb = new StringBuilder(28);
        sb.append(DAYS[f[6]]).append(' ').append(MONTHS[f[1]]).append(' ');
        two(sb, f[2]);
        sb.append(' ');
        two(sb, f[3]);
        sb.append(':');
        two(sb, f[4]);
        sb.append(':');
        two(sb, f[5]);
        sb.append(' ').append(TimeZone.getDefault().shortNameAt(fastTime)).append(' ');
        sb.append(f[0]);
        return sb.toString();
    }
}
