// java.nio.file.attribute.FileTime: a file's time stamp.
package java.nio.file.attribute;

import java.util.concurrent.TimeUnit;

/**
 * Milliseconds since the epoch (jvmlab's stat gives millisecond precision). toString is
 * ISO 8601 in UTC, "2021-03-04T05:06:07.5Z" with trailing zeros of the fraction dropped, as JDK 17.
 */
public final class FileTime implements Comparable<FileTime> {
    private final long millis;

    private FileTime(long millis) {
        this.millis = millis;
    }

    public static FileTime fromMillis(long value) {
        return new FileTime(value);
    }

    public static FileTime from(long value, TimeUnit unit) {
        return new FileTime(unit.toMillis(value));
    }

    public long to(TimeUnit unit) {
        return unit.convert(millis, TimeUnit.MILLISECONDS);
    }

    public long toMillis() {
        return millis;
    }

    public boolean equals(Object obj) {
        return (obj instanceof FileTime) ? compareTo((FileTime) obj) == 0 : false;
    }

    public int hashCode() {
        return Long.hashCode(millis);
    }

    public int compareTo(FileTime other) {
        return Long.compare(millis, other.millis);
    }

    public String toString() {
        long secs = Math.floorDiv(millis, 1000L);
        int ms = (int) Math.floorMod(millis, 1000L);
        long days = Math.floorDiv(secs, 86400L);
        int secOfDay = (int) Math.floorMod(secs, 86400L);
        // civil date from days since 1970-01-01 (Howard Hinnant's algorithm)
        long z = days + 719468;
        long era = Math.floorDiv(z, 146097L);
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
        StringBuilder sb = new StringBuilder(32);
        if (y < 0) {
            sb.append('-');
        }
        long ay = Math.abs(y);
        if (ay < 1000) {
            sb.append(ay < 10 ? "000" : ay < 100 ? "00" : "0");
        }
        sb.append(ay).append('-');
        two(sb, (int) m).append('-');
        two(sb, (int) d).append('T');
        two(sb, secOfDay / 3600).append(':');
        two(sb, secOfDay / 60 % 60).append(':');
        two(sb, secOfDay % 60);
        if (ms != 0) {
            String f = Integer.toString(1000 + ms).substring(1);
            while (f.endsWith("0")) {
                f = f.substring(0, f.length() - 1);
            }
            sb.append('.').append(f);
        }
        return sb.append('Z').toString();
    }

    private static StringBuilder two(StringBuilder sb, int v) {
        if (v < 10) {
            sb.append('0');
        }
        return sb.append(v);
    }
}
