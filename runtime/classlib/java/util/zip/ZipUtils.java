// java.util.zip.ZipUtils: little-endian field access and MS-DOS date/time conversion for ZIP headers.
package java.util.zip;

import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.TimeZone;

/**
 * Helpers of the ZIP classes, as JDK 17's ZipUtils: unsigned little-endian 16/32-bit reads,
 * and the "extended DOS time" of a ZipEntry (the MS-DOS date/time of the default time zone's
 * local time in the low 32 bits, the milliseconds lost to its 2-second resolution above them).
 * Dates before 1980 are DOSTIME_BEFORE_1980 (1980-01-01 00:00). JDK 17 computes through
 * java.time's LocalDateTime; jvmlab through a lenient GregorianCalendar in the default zone
 * (the same answers, also for out-of-range DOS fields, which roll over as JDK 17's
 * overflow path does). Stateless, thread-safe.
 */
final class ZipUtils {
    static final long DOSTIME_BEFORE_1980 = (1 << 21) | (1 << 16);
    static final long UPPER_DOSTIME_BOUND = 128L * 365 * 24 * 60 * 60 * 1000;

    private ZipUtils() {
    }

    static int get16(byte[] b, int off) {
        return (b[off] & 0xff) | ((b[off + 1] & 0xff) << 8);
    }

    static long get32(byte[] b, int off) {
        return (get16(b, off) | ((long) get16(b, off + 2) << 16)) & 0xffffffffL;
    }

    static int get32S(byte[] b, int off) {
        return get16(b, off) | (get16(b, off + 2) << 16);
    }

    static long get64(byte[] b, int off) {
        return get32(b, off) | (get32(b, off + 4) << 32);
    }

    /** The local year of {@code time} in the default zone (negative or 0 before AD 1). */
    static int localYear(long time) {
        GregorianCalendar cal = new GregorianCalendar(TimeZone.getDefault());
        cal.setTimeInMillis(time);
        int year = cal.get(Calendar.YEAR);
        return cal.get(Calendar.ERA) == GregorianCalendar.BC ? 1 - year : year;
    }

    static long javaToExtendedDosTime(long time) {
        GregorianCalendar cal = new GregorianCalendar(TimeZone.getDefault());
        cal.setTimeInMillis(time);
        int year = cal.get(Calendar.YEAR);
        if (cal.get(Calendar.ERA) == GregorianCalendar.BC || year < 1980) {
            return DOSTIME_BEFORE_1980;
        }
        long dos = ((year - 1980) << 25 | (cal.get(Calendar.MONTH) + 1) << 21
                | cal.get(Calendar.DAY_OF_MONTH) << 16 | cal.get(Calendar.HOUR_OF_DAY) << 11
                | cal.get(Calendar.MINUTE) << 5 | cal.get(Calendar.SECOND) >> 1) & 0xffffffffL;
        return dos + ((time % 2000) << 32);
    }

    static long dosToJavaTime(long dtime) {
        GregorianCalendar cal = new GregorianCalendar(TimeZone.getDefault());
        cal.clear();
        cal.setLenient(true);
        cal.set((int) (((dtime >> 25) & 0x7f) + 1980), (int) ((dtime >> 21) & 0x0f) - 1,
                (int) ((dtime >> 16) & 0x1f), (int) ((dtime >> 11) & 0x1f),
                (int) ((dtime >> 5) & 0x3f), (int) ((dtime << 1) & 0x3e));
        return cal.getTimeInMillis();
    }

    static long extendedDosToJavaTime(long xdostime) {
        return dosToJavaTime(xdostime) + (xdostime >> 32);
    }
}
