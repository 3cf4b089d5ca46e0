// java.util.TimeZone: the host's default zone and fixed-offset zones (a small part of JDK 17's).
package java.util;

/**
 * A time zone: an ID and the UTC offset at each instant. The default zone is the host's (TZ,
 * else /etc/localtime's zone name, as JDK 17's TimeZone_md.c finds it), with offsets and
 * abbreviations from the C library (localtime_r), so daylight time follows the host's tzdata.
 * getTimeZone knows that zone, "UTC", "GMT" and custom "GMT+h[h][[:]mm]" IDs; any other ID is
 * GMT, as in the JDK for an unknown ID (jvmlab has no tz database of its own: named zones other
 * than the default are not available). Immutable apart from setDefault; thread-safe.
 */
public abstract class TimeZone implements java.io.Serializable, Cloneable {
    private static final long serialVersionUID = 3581463369166924961L;
    public static final int SHORT = 0;
    public static final int LONG = 1;

    private static volatile TimeZone defaultZone;

    private String ID;

    public TimeZone() {
    }

    public abstract int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds);

    /** The offset from UTC in milliseconds at `date` (epoch milliseconds), daylight time included. */
    public int getOffset(long date) {
        return inDaylightTime(new Date(date)) ? getRawOffset() + getDSTSavings() : getRawOffset();
    }

    public abstract void setRawOffset(int offsetMillis);

    public abstract int getRawOffset();

    public String getID() {
        return ID;
    }

    public void setID(String ID) {
        if (ID == null) {
            throw new NullPointerException();
        }
        this.ID = ID;
    }

    public final String getDisplayName() {
        return getDisplayName(false, LONG);
    }

    public String getDisplayName(boolean daylight, int style) {
        if (style != SHORT && style != LONG) {
            throw new IllegalArgumentException("Illegal style: " + style);
        }
        return Fixed.offsetName(getRawOffset() + (daylight ? getDSTSavings() : 0));
    }

    /** The abbreviation Date.toString prints for this zone at `millis`. */
    String shortNameAt(long millis) {
        return getDisplayName(inDaylightTime(new Date(millis)), SHORT);
    }

    public int getDSTSavings() {
        return useDaylightTime() ? 3600000 : 0;
    }

    public abstract boolean useDaylightTime();

    public boolean observesDaylightTime() {
        return useDaylightTime();
    }

    public abstract boolean inDaylightTime(Date date);

    public static synchronized TimeZone getTimeZone(String ID) {
        if (ID == null) {
            throw new NullPointerException();
        }
        TimeZone host = hostZone();
        if (ID.equals(host.getID())) {
            return (TimeZone) host.clone();
        }
        if (isUtcAlias(ID)) {
            return new Fixed(ID, 0);
        }
        TimeZone custom = Fixed.parseCustom(ID);
        return custom != null ? custom : new Fixed("GMT", 0);
    }

    public static TimeZone getDefault() {
        return (TimeZone) getDefaultRef().clone();
    }

    private static TimeZone getDefaultRef() {
        TimeZone z = defaultZone;
        if (z == null) {
            z = hostZone();
            defaultZone = z;
        }
        return z;
    }

    private static TimeZone hostZoneCache;

    /** tzdata's names of UTC (a host's /etc/localtime is often Etc/UTC); JDK 17 calls them all "UTC". */
    static boolean isUtcAlias(String id) {
        return id.equals("UTC") || id.equals("Etc/UTC") || id.equals("Universal") || id.equals("Zulu")
                || id.equals("Etc/Universal") || id.equals("Etc/Zulu") || id.equals("UCT") || id.equals("Etc/UCT");
    }

    private static synchronized TimeZone hostZone() {
        if (hostZoneCache == null) {
            String id = hostId();
            TimeZone z = isUtcAlias(id) ? new Fixed(id, 0) : Fixed.parseCustom(id);
            hostZoneCache = z != null ? z : new Host(id);
        }
        return hostZoneCache;
    }

    public static void setDefault(TimeZone zone) {
        defaultZone = zone == null ? null : (TimeZone) zone.clone();
    }

    public boolean hasSameRules(TimeZone other) {
        return other != null && getRawOffset() == other.getRawOffset() && useDaylightTime() == other.useDaylightTime();
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    static native int hostOffset(long millis);

    static native String hostAbbreviation(long millis);

    static native String hostId();

    /** A zone with one offset and no daylight time (UTC, GMT, GMT+hh:mm). */
    static final class Fixed extends TimeZone {
        private static final long serialVersionUID = 1L;
        private int offset;

        Fixed(String id, int offset) {
            setID(id);
            this.offset = offset;
        }

        /** "GMT+h", "GMT+hh", "GMT+hhmm", "GMT+hh:mm" (and '-'): the JDK's custom IDs, normalized to GMT+hh:mm. */
        static Fixed parseCustom(String id) {
            if (id.equals("GMT")) {
                return new Fixed("GMT", 0);
            }
            if (!id.startsWith("GMT") || id.length() < 5) {
                return null;
            }
            char sign = id.charAt(3);
            if (sign != '+' && sign != '-') {
                return null;
            }
            String rest = id.substring(4);
            int hours;
            int minutes = 0;
            try {
                int colon = rest.indexOf(':');
                if (colon >= 0) {
                    if (colon == 0 || colon > 2 || rest.length() - colon - 1 != 2) {
                        return null;
                    }
                    hours = Integer.parseInt(rest.substring(0, colon));
                    minutes = Integer.parseInt(rest.substring(colon + 1));
                } else if (rest.length() <= 2) {
                    hours = Integer.parseInt(rest);
                } else if (rest.length() <= 4) {
                    hours = Integer.parseInt(rest.substring(0, rest.length() - 2));
                    minutes = Integer.parseInt(rest.substring(rest.length() - 2));
                } else {
                    return null;
                }
            } catch (NumberFormatException e) {
                return null;
            }
            if (hours > 23 || minutes > 59) {
                return null;
            }
            int ms = (hours * 60 + minutes) * 60000 * (sign == '-' ? -1 : 1);
            return new Fixed(ms == 0 ? "GMT" : offsetName(ms), ms);
        }

        static String offsetName(int ms) {
            if (ms == 0) {
                return "GMT";
            }
            int m = Math.abs(ms) / 60000;
            return "GMT" + (ms < 0 ? '-' : '+') + (m / 60 < 10 ? "0" : "") + (m / 60) + ':' + (m % 60 < 10 ? "0" : "") + (m % 60);
        }

        public int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds) {
            return offset;
        }

        public int getOffset(long date) {
            return offset;
        }

        public void setRawOffset(int offsetMillis) {
            offset = offsetMillis;
        }

        public int getRawOffset() {
            return offset;
        }

        public boolean useDaylightTime() {
            return false;
        }

        public boolean inDaylightTime(Date date) {
            return false;
        }

        public String getDisplayName(boolean daylight, int style) {
            if (isUtcAlias(getID())) {
                // tzdata's UTC aliases (the host's /etc/localtime is often Etc/UTC): JDK 17 names them UTC
                return style == SHORT ? "UTC" : "Coordinated Universal Time";
            }
            if (offset == 0) {
                return style == SHORT ? "GMT" : "Greenwich Mean Time";
            }
            return offsetName(offset);
        }

        String shortNameAt(long millis) {
            return getDisplayName(false, SHORT);
        }
    }

    /** The host's named zone: offsets and abbreviations from the C library. */
    static final class Host extends TimeZone {
        private static final long serialVersionUID = 1L;
        private int rawOffset;
        private final boolean daylight;

        Host(String id) {
            setID(id);
            // The raw offset is the smaller of January's and July's (standard time is the lesser
            // offset in both hemispheres); daylight time exists when they differ.
            long now = System.currentTimeMillis();
            long year = 365L * 86400000L;
            long jan = now - now % year;
            int a = hostOffset(jan);
            int b = hostOffset(jan + year / 2);
            rawOffset = Math.min(a, b);
            daylight = a != b;
        }

        public int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds) {
            return rawOffset;
        }

        public int getOffset(long date) {
            return hostOffset(date);
        }

        public void setRawOffset(int offsetMillis) {
            rawOffset = offsetMillis;
        }

        public int getRawOffset() {
            return rawOffset;
        }

        public boolean useDaylightTime() {
            return daylight;
        }

        public boolean inDaylightTime(Date date) {
            return daylight && hostOffset(date.getTime()) != rawOffset;
        }

        String shortNameAt(long millis) {
            return hostAbbreviation(millis);
        }
    }
}
