package java.util;

/**
 * java.util.GregorianCalendar as JDK 17 computes it: the Julian calendar before the Gregorian
 * cutover (1582-10-15, {@link #setGregorianChange}) and the Gregorian one from it, eras BC/AD,
 * lenient field arithmetic (month 13 is January of the next year, day 0 the last day of the
 * previous month), week numbers by the calendar's first day of week and minimal days in the
 * first week, and JDK 17's {@code add}/{@code roll} rules (adding months pins the day of month
 * to the new month's length). Dates are "fixed dates" (day 1 = January 1 of year 1, Gregorian)
 * as in Reingold and Dershowitz's <i>Calendrical Calculations</i>, which the JDK's
 * sun.util.calendar also uses; the zone gives the offset of each instant.
 *
 * <p>Not thread-safe. Simplification: roll of WEEK_OF_YEAR/WEEK_OF_MONTH/DAY_OF_WEEK_IN_MONTH
 * moves by weeks within the year or month, without the JDK's special cases at its ends.
 */
public class GregorianCalendar extends Calendar {
    public static final int BC = 0;
    public static final int AD = 1;

    static final int BCE = 0;
    static final int CE = 1;
    private static final long ONE_SECOND = 1000;
    private static final long ONE_MINUTE = 60 * ONE_SECOND;
    private static final long ONE_HOUR = 60 * ONE_MINUTE;
    private static final long ONE_DAY = 24 * ONE_HOUR;
    private static final long ONE_WEEK = 7 * ONE_DAY;
    /** The fixed date of 1970-01-01 (Gregorian). */
    private static final long EPOCH_OFFSET = 719163;
    /** JDK's default cutover: 1582-10-15T00:00Z. */
    private static final long DEFAULT_GREGORIAN_CUTOVER = -12219292800000L;
    private static final long JULIAN_EPOCH = -1;

    static final int[] MIN_VALUES = {
        BCE, 1, JANUARY, 1, 0, 1, 1, SUNDAY, 1, AM, 0, 0, 0, 0, 0, -13 * (int) ONE_HOUR, 0
    };
    static final int[] LEAST_MAX_VALUES = {
        CE, 292269054, DECEMBER, 52, 4, 28, 365, SATURDAY, 4, PM, 11, 23, 59, 59, 999,
        14 * (int) ONE_HOUR, 20 * (int) ONE_MINUTE
    };
    static final int[] MAX_VALUES = {
        CE, 292278994, DECEMBER, 53, 6, 31, 366, SATURDAY, 6, PM, 11, 23, 59, 59, 999,
        14 * (int) ONE_HOUR, 2 * (int) ONE_HOUR
    };

    private long gregorianCutover = DEFAULT_GREGORIAN_CUTOVER;
    private long gregorianCutoverDate = Math.floorDiv(DEFAULT_GREGORIAN_CUTOVER, ONE_DAY) + EPOCH_OFFSET;
    private int gregorianCutoverYear = 1582;

    /** The current time in the default zone and locale. */
    public GregorianCalendar() {
        this(TimeZone.getDefault(), Locale.getDefault());
    }

    public GregorianCalendar(TimeZone zone) {
        this(zone, Locale.getDefault());
    }

    public GregorianCalendar(Locale aLocale) {
        this(TimeZone.getDefault(), aLocale);
    }

    public GregorianCalendar(TimeZone zone, Locale aLocale) {
        super(zone, aLocale);
        setTimeInMillis(System.currentTimeMillis());
    }

    /** Midnight of the given date (month 0-11) in the default zone; fields resolved lazily. */
    public GregorianCalendar(int year, int month, int dayOfMonth) {
        this(year, month, dayOfMonth, 0, 0, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute) {
        this(year, month, dayOfMonth, hourOfDay, minute, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second) {
        this(year, month, dayOfMonth, hourOfDay, minute, second, 0);
    }

    GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second, int millis) {
        super(TimeZone.getDefault(), Locale.getDefault());
        set(YEAR, year);
        set(MONTH, month);
        set(DAY_OF_MONTH, dayOfMonth);
        if (hourOfDay >= 12 && hourOfDay <= 23) {
            internalSet(AM_PM, PM);
            internalSet(HOUR, hourOfDay - 12);
        } else {
            internalSet(HOUR, hourOfDay);
        }
        stamp[HOUR] = stamp[AM_PM] = COMPUTED;
        isSet[HOUR] = isSet[AM_PM] = true;
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
        set(SECOND, second);
        internalSet(MILLISECOND, millis);
    }

    public void setGregorianChange(Date date) {
        long cutoverTime = date.getTime();
        if (cutoverTime == gregorianCutover) {
            return;
        }
        complete();
        gregorianCutover = cutoverTime;
        gregorianCutoverDate = Math.floorDiv(cutoverTime, ONE_DAY) + EPOCH_OFFSET;
        gregorianCutoverYear = gregorianYear(gregorianCutoverDate);
        if (time < gregorianCutover) {
            setUnnormalized();
        }
    }

    private void setUnnormalized() {
        areFieldsSet = areAllFieldsSet = false;
    }

    public final Date getGregorianChange() {
        return new Date(gregorianCutover);
    }

    /** True for a leap year: every 4th year before the cutover year, Gregorian rules after. */
    public boolean isLeapYear(int year) {
        if ((year & 3) != 0) {
            return false;
        }
        if (year > gregorianCutoverYear) {
            return (year % 100 != 0) || (year % 400 == 0);
        }
        if (year < gregorianCutoverYear) {
            return true;
        }
        return (year % 100 != 0) || (year % 400 == 0);
    }

    public String getCalendarType() {
        return "gregory";
    }

    public boolean equals(Object obj) {
        return obj instanceof GregorianCalendar && super.equals(obj)
                && gregorianCutover == ((GregorianCalendar) obj).gregorianCutover;
    }

    public int hashCode() {
        return super.hashCode() ^ (int) gregorianCutoverDate;
    }

    public Object clone() {
        return super.clone();
    }

    public int getMinimum(int field) {
        return MIN_VALUES[field];
    }

    public int getMaximum(int field) {
        return MAX_VALUES[field];
    }

    public int getGreatestMinimum(int field) {
        return MIN_VALUES[field];
    }

    public int getLeastMaximum(int field) {
        return LEAST_MAX_VALUES[field];
    }

    public int getActualMinimum(int field) {
        return getMinimum(field);
    }

    /**
     * The largest value the field can take given the other fields' current values: the month's
     * length, the year's length, the weeks of this year or month, the weekday occurrences of
     * this month; otherwise {@link #getMaximum}.
     */
    public int getActualMaximum(int field) {
        complete();
        int year = internalGet(YEAR);
        if (internalGet(ERA) == BCE) {
            year = 1 - year;
        }
        switch (field) {
            case DAY_OF_MONTH:
                return monthLength(internalGet(MONTH), year);
            case DAY_OF_YEAR:
                return yearLength(year);
            case WEEK_OF_YEAR: {
                GregorianCalendar c = (GregorianCalendar) clone();
                c.setLenient(true);
                c.set(MONTH, DECEMBER);
                c.set(DAY_OF_MONTH, 31);
                int w = c.get(WEEK_OF_YEAR);
                if (w == 1) {
                    c.add(DAY_OF_MONTH, -7);
                    w = c.get(WEEK_OF_YEAR);
                }
                return w;
            }
            case WEEK_OF_MONTH: {
                GregorianCalendar c = (GregorianCalendar) clone();
                c.setLenient(true);
                c.set(DAY_OF_MONTH, monthLength(internalGet(MONTH), year));
                return c.get(WEEK_OF_MONTH);
            }
            case DAY_OF_WEEK_IN_MONTH:
                return (monthLength(internalGet(MONTH), year) - 1) / 7 + 1;
            case YEAR:
                return internalGet(ERA) == BCE ? 292269055 : MAX_VALUES[YEAR];
            default:
                return getMaximum(field);
        }
    }

    // --- fixed dates (Calendrical Calculations; the JDK's BaseCalendar/JulianCalendar) --------

    private static boolean isGregorianLeap(long y) {
        return (y % 4 == 0) && ((y % 100 != 0) || (y % 400 == 0));
    }

    private static long gregorianFixed(long year, int month, long day) {
        long prevyear = year - 1;
        long days = day;
        days += 365 * prevyear + Math.floorDiv(prevyear, 4) - Math.floorDiv(prevyear, 100)
                + Math.floorDiv(prevyear, 400) + Math.floorDiv(367L * month - 362, 12);
        if (month > 2) {
            days -= isGregorianLeap(year) ? 1 : 2;
        }
        return days;
    }

    private static long julianFixed(long year, int month, long day) {
        long days = JULIAN_EPOCH - 1 + 365 * (year - 1) + day + Math.floorDiv(year - 1, 4)
                + Math.floorDiv(367L * month - 362, 12);
        if (month > 2) {
            days -= Math.floorMod(year, 4) == 0 ? 1 : 2;
        }
        return days;
    }

    private static int gregorianYear(long fixedDate) {
        long d0 = fixedDate - 1;
        long n400 = Math.floorDiv(d0, 146097);
        long d1 = Math.floorMod(d0, 146097);
        long n100 = d1 / 36524;
        long d2 = d1 % 36524;
        long n4 = d2 / 1461;
        long d3 = d2 % 1461;
        long n1 = d3 / 365;
        long year = 400 * n400 + 100 * n100 + 4 * n4 + n1;
        if (!(n100 == 4 || n1 == 4)) {
            ++year;
        }
        return (int) year;
    }

    private static int julianYear(long fixedDate) {
        return (int) Math.floorDiv(4 * (fixedDate - JULIAN_EPOCH) + 1464, 1461);
    }

    private boolean isGregorianDate(long fixedDate) {
        return fixedDate >= gregorianCutoverDate;
    }

    /** {year (astronomical: 0 = 1 BC), month 1-12, day} of a fixed date on the right calendar. */
    private long[] dateOf(long fixedDate) {
        boolean greg = isGregorianDate(fixedDate);
        long year = greg ? gregorianYear(fixedDate) : julianYear(fixedDate);
        long jan1 = greg ? gregorianFixed(year, 1, 1) : julianFixed(year, 1, 1);
        long mar1 = greg ? gregorianFixed(year, 3, 1) : julianFixed(year, 3, 1);
        boolean leap = greg ? isGregorianLeap(year) : Math.floorMod(year, 4) == 0;
        long priorDays = fixedDate - jan1;
        if (fixedDate >= mar1) {
            priorDays += leap ? 1 : 2;
        }
        int month = (int) Math.floorDiv(12 * priorDays + 373, 367);
        long month1 = greg ? gregorianFixed(year, month, 1) : julianFixed(year, month, 1);
        return new long[] {year, month, fixedDate - month1 + 1, jan1};
    }

    /** The fixed date of (astronomical year, month 1-12, day) on the calendar in force then. */
    private long fixedOf(long year, int month, long day) {
        if (year > gregorianCutoverYear) {
            return gregorianFixed(year, month, day);
        }
        if (year < gregorianCutoverYear) {
            return julianFixed(year, month, day);
        }
        long g = gregorianFixed(year, month, day);
        if (g >= gregorianCutoverDate) {
            return g;
        }
        long j = julianFixed(year, month, day);
        return j >= gregorianCutoverDate ? g : j;
    }

    private boolean isLeap(long year) {
        return year >= gregorianCutoverYear ? isGregorianLeap(year) : Math.floorMod(year, 4) == 0;
    }

    private int monthLength(int month, long year) {
        switch (month) {
            case FEBRUARY:
                return isLeap(year) ? 29 : 28;
            case APRIL:
            case JUNE:
            case SEPTEMBER:
            case NOVEMBER:
                return 30;
            default:
                return 31;
        }
    }

    private int yearLength(long year) {
        if (year == gregorianCutoverYear) {
            return (int) (fixedOf(year + 1, 1, 1) - fixedOf(year, 1, 1));
        }
        return isLeap(year) ? 366 : 365;
    }

    /** The fixed date of the `dayOfWeek` (1-7) on or before `fixedDate`. */
    private static long dayOfWeekOnOrBefore(long fixedDate, int dayOfWeek) {
        long fd = fixedDate - (dayOfWeek - 1);
        return fixedDate - Math.floorMod(fd, 7);
    }

    private static int dayOfWeekOf(long fixedDate) {
        return (int) Math.floorMod(fixedDate, 7) + SUNDAY;
    }

    private int weekNumber(long fixedDay1, long fixedDate) {
        long fixedDay1st = dayOfWeekOnOrBefore(fixedDay1 + 6, getFirstDayOfWeek());
        int ndays = (int) (fixedDay1st - fixedDay1);
        if (ndays >= getMinimalDaysInFirstWeek()) {
            fixedDay1st -= 7;
        }
        int normalizedDayOfPeriod = (int) (fixedDate - fixedDay1st);
        if (normalizedDayOfPeriod >= 0) {
            return normalizedDayOfPeriod / 7 + 1;
        }
        return Math.floorDiv(normalizedDayOfPeriod, 7) + 1;
    }

    // --- fields <-> time ----------------------------------------------------------------------

    /** Every field from {@link #time} in the calendar's zone (JDK 17's computeFields). */
    protected void computeFields() {
        TimeZone tz = getTimeZone();
        int zoneOffset = tz.getOffset(time);
        int raw = tz.getRawOffset();
        long local = time + zoneOffset;
        long fixedDate = Math.floorDiv(local, ONE_DAY) + EPOCH_OFFSET;
        int timeOfDay = (int) Math.floorMod(local, ONE_DAY);
        long[] d = dateOf(fixedDate);
        long year = d[0];
        int month = (int) d[1] - 1;
        int dayOfMonth = (int) d[2];
        long jan1 = fixedOf(year, 1, 1);
        if (year > 0) {
            internalSet(ERA, CE);
            internalSet(YEAR, (int) year);
        } else {
            internalSet(ERA, BCE);
            internalSet(YEAR, (int) (1 - year));
        }
        internalSet(MONTH, month);
        internalSet(DAY_OF_MONTH, dayOfMonth);
        internalSet(DAY_OF_WEEK, dayOfWeekOf(fixedDate));
        internalSet(DAY_OF_YEAR, (int) (fixedDate - jan1 + 1));
        internalSet(MILLISECOND, timeOfDay % 1000);
        timeOfDay /= 1000;
        internalSet(SECOND, timeOfDay % 60);
        timeOfDay /= 60;
        internalSet(MINUTE, timeOfDay % 60);
        int hours = timeOfDay / 60;
        internalSet(HOUR_OF_DAY, hours);
        internalSet(AM_PM, hours / 12);
        internalSet(HOUR, hours % 12);
        internalSet(ZONE_OFFSET, raw);
        internalSet(DST_OFFSET, zoneOffset - raw);

        long month1 = fixedDate - dayOfMonth + 1;
        if (fixedDate >= gregorianCutoverDate && month1 < gregorianCutoverDate) {
            month1 = gregorianCutoverDate; // the cutover month starts at the cutover
        }
        int weekOfYear = weekNumber(jan1, fixedDate);
        if (weekOfYear == 0) {
            long prevJan1 = fixedOf(year - 1, 1, 1);
            weekOfYear = weekNumber(prevJan1, fixedDate);
        } else if (weekOfYear >= 52) {
            long nextJan1 = jan1 + yearLength(year);
            long nextJan1st = dayOfWeekOnOrBefore(nextJan1 + 6, getFirstDayOfWeek());
            int ndays = (int) (nextJan1st - nextJan1);
            if (ndays >= getMinimalDaysInFirstWeek()) {
                nextJan1st -= 7;
            }
            if (fixedDate >= nextJan1st) {
                weekOfYear = 1;
            }
        }
        internalSet(WEEK_OF_YEAR, weekOfYear);
        internalSet(WEEK_OF_MONTH, weekNumber(month1, fixedDate));
        internalSet(DAY_OF_WEEK_IN_MONTH, (int) (fixedDate - month1) / 7 + 1);
        setFieldsComputed();
    }

    /**
     * The instant of the fields selected by {@link Calendar#selectFields}, leniently carried
     * (month 12 is next January, hour 25 tomorrow's 1 AM); when not lenient, a field whose value
     * the recomputation changes throws IllegalArgumentException with the field's name.
     */
    protected void computeTime() {
        if (!isLenient()) {
            for (int field = 0; field < FIELD_COUNT; field++) {
                int value = internalGet(field);
                if (stamp[field] >= MINIMUM_USER_STAMP && (value < MIN_VALUES[field] || value > MAX_VALUES[field])) {
                    throw new IllegalArgumentException(FIELD_NAME[field]);
                }
            }
        }
        int fieldMask = selectFields();
        long year = isSet(YEAR) ? internalGet(YEAR) : 1970;
        int era = isSet(ERA) ? internalGet(ERA) : CE;
        if (era == BCE) {
            year = 1 - year;
        } else if (era != CE) {
            throw new IllegalArgumentException("Invalid era");
        }
        long timeOfDay = 0;
        if (isFieldSet(fieldMask, HOUR_OF_DAY)) {
            timeOfDay += internalGet(HOUR_OF_DAY);
        } else {
            timeOfDay += internalGet(HOUR);
            if (isFieldSet(fieldMask, AM_PM)) {
                timeOfDay += 12 * internalGet(AM_PM);
            }
        }
        timeOfDay *= 60;
        timeOfDay += internalGet(MINUTE);
        timeOfDay *= 60;
        timeOfDay += internalGet(SECOND);
        timeOfDay *= 1000;
        timeOfDay += internalGet(MILLISECOND);
        long fixedDate = timeOfDay / ONE_DAY;
        timeOfDay %= ONE_DAY;
        while (timeOfDay < 0) {
            timeOfDay += ONE_DAY;
            --fixedDate;
        }
        fixedDate += fixedDateOf(year, fieldMask);
        long millis = (fixedDate - EPOCH_OFFSET) * ONE_DAY + timeOfDay;
        TimeZone tz = getTimeZone();
        int zoneOffset;
        if (isFieldSet(fieldMask, ZONE_OFFSET) || isFieldSet(fieldMask, DST_OFFSET)) {
            zoneOffset = (isFieldSet(fieldMask, ZONE_OFFSET) ? internalGet(ZONE_OFFSET) : tz.getRawOffset())
                    + (isFieldSet(fieldMask, DST_OFFSET) ? internalGet(DST_OFFSET) : 0);
        } else {
            zoneOffset = tz.getOffset(millis - tz.getRawOffset());
        }
        millis -= zoneOffset;
        time = millis;
        if (!isLenient()) {
            int[] original = fields.clone();
            int[] originalStamp = stamp.clone();
            computeFields();
            for (int field = 0; field < FIELD_COUNT; field++) {
                if (originalStamp[field] >= MINIMUM_USER_STAMP && original[field] != internalGet(field)) {
                    String s = original[field] + " -> " + internalGet(field);
                    System.arraycopy(original, 0, fields, 0, FIELD_COUNT);
                    System.arraycopy(originalStamp, 0, stamp, 0, FIELD_COUNT);
                    throw new IllegalArgumentException(FIELD_NAME[field] + ": " + s);
                }
            }
        }
    }

    private long fixedDateOf(long year, int fieldMask) {
        int month = JANUARY;
        if (isFieldSet(fieldMask, MONTH)) {
            month = internalGet(MONTH);
            if (month > DECEMBER) {
                year += month / 12;
                month %= 12;
            } else if (month < JANUARY) {
                year += Math.floorDiv(month, 12);
                month = Math.floorMod(month, 12);
            }
        }
        long fixedDate = fixedOf(year, month + 1, 1);
        if (isFieldSet(fieldMask, MONTH)) {
            if (isFieldSet(fieldMask, DAY_OF_MONTH)) {
                if (isSet(DAY_OF_MONTH)) {
                    fixedDate += internalGet(DAY_OF_MONTH);
                    fixedDate--;
                }
            } else if (isFieldSet(fieldMask, WEEK_OF_MONTH)) {
                long firstDayOfWeek = dayOfWeekOnOrBefore(fixedDate + 6, getFirstDayOfWeek());
                if ((firstDayOfWeek - fixedDate) >= getMinimalDaysInFirstWeek()) {
                    firstDayOfWeek -= 7;
                }
                if (isFieldSet(fieldMask, DAY_OF_WEEK)) {
                    firstDayOfWeek = dayOfWeekOnOrBefore(firstDayOfWeek + 6, internalGet(DAY_OF_WEEK));
                }
                fixedDate = firstDayOfWeek + 7L * (internalGet(WEEK_OF_MONTH) - 1);
            } else {
                int dayOfWeek = isFieldSet(fieldMask, DAY_OF_WEEK) ? internalGet(DAY_OF_WEEK) : getFirstDayOfWeek();
                int dowim = isFieldSet(fieldMask, DAY_OF_WEEK_IN_MONTH) ? internalGet(DAY_OF_WEEK_IN_MONTH) : 1;
                if (dowim >= 0) {
                    fixedDate = dayOfWeekOnOrBefore(fixedDate + (7L * dowim) - 1, dayOfWeek);
                } else {
                    int lastDate = monthLength(month, year) + (7 * (dowim + 1));
                    fixedDate = dayOfWeekOnOrBefore(fixedDate + lastDate - 1, dayOfWeek);
                }
            }
        } else if (isFieldSet(fieldMask, DAY_OF_YEAR)) {
            fixedDate += internalGet(DAY_OF_YEAR);
            fixedDate--;
        } else {
            long firstDayOfWeek = dayOfWeekOnOrBefore(fixedDate + 6, getFirstDayOfWeek());
            if ((firstDayOfWeek - fixedDate) >= getMinimalDaysInFirstWeek()) {
                firstDayOfWeek -= 7;
            }
            if (isFieldSet(fieldMask, DAY_OF_WEEK)) {
                int dayOfWeek = internalGet(DAY_OF_WEEK);
                if (dayOfWeek != getFirstDayOfWeek()) {
                    firstDayOfWeek = dayOfWeekOnOrBefore(firstDayOfWeek + 6, dayOfWeek);
                }
            }
            fixedDate = firstDayOfWeek + 7 * ((long) internalGet(WEEK_OF_YEAR) - 1);
        }
        return fixedDate;
    }

    private long currentFixedDate() {
        return Math.floorDiv(time + getTimeZone().getOffset(time), ONE_DAY) + EPOCH_OFFSET;
    }

    // --- arithmetic -----------------------------------------------------------------------------

    /**
     * Adds a signed amount to a field (JDK 17's rules): years and months keep the day of month
     * unless the new month is shorter (then its last day); day and week fields move by days
     * keeping the local time of day; time fields move the instant. ZONE_OFFSET and DST_OFFSET
     * throw IllegalArgumentException.
     */
    public void add(int field, int amount) {
        if (amount == 0) {
            return;
        }
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        complete();
        if (field == YEAR) {
            addYears(amount);
            pinDayOfMonth();
        } else if (field == MONTH) {
            int month = internalGet(MONTH) + amount;
            int yAmount = month >= 0 ? month / 12 : (month + 1) / 12 - 1;
            if (yAmount != 0) {
                addYears(yAmount);
            }
            set(MONTH, Math.floorMod(month, 12));
            pinDayOfMonth();
        } else if (field == ERA) {
            int era = internalGet(ERA) + amount;
            set(ERA, Math.max(BCE, Math.min(CE, era)));
        } else {
            long delta = amount;
            long timeOfDay = 0;
            switch (field) {
                case HOUR:
                case HOUR_OF_DAY:
                    delta *= ONE_HOUR;
                    break;
                case MINUTE:
                    delta *= ONE_MINUTE;
                    break;
                case SECOND:
                    delta *= ONE_SECOND;
                    break;
                case WEEK_OF_YEAR:
                case WEEK_OF_MONTH:
                case DAY_OF_WEEK_IN_MONTH:
                    delta *= 7;
                    break;
                case AM_PM:
                    delta = amount / 2;
                    timeOfDay = 12 * (amount % 2);
                    break;
                default:
                    break;
            }
            if (field >= HOUR) {
                setTimeInMillis(time + delta);
                return;
            }
            long fd = currentFixedDate();
            timeOfDay += internalGet(HOUR_OF_DAY);
            timeOfDay *= 60;
            timeOfDay += internalGet(MINUTE);
            timeOfDay *= 60;
            timeOfDay += internalGet(SECOND);
            timeOfDay *= 1000;
            timeOfDay += internalGet(MILLISECOND);
            if (timeOfDay >= ONE_DAY) {
                fd++;
                timeOfDay -= ONE_DAY;
            } else if (timeOfDay < 0) {
                fd--;
                timeOfDay += ONE_DAY;
            }
            fd += delta;
            int zoneOffset = internalGet(ZONE_OFFSET) + internalGet(DST_OFFSET);
            setTimeInMillis((fd - EPOCH_OFFSET) * ONE_DAY + timeOfDay - zoneOffset);
            zoneOffset -= internalGet(ZONE_OFFSET) + internalGet(DST_OFFSET);
            if (zoneOffset != 0) {
                setTimeInMillis(time + zoneOffset);
                if (currentFixedDate() != fd) {
                    setTimeInMillis(time - zoneOffset);
                }
            }
        }
    }

    /** Sets YEAR (and ERA when the count crosses year 1) `amount` years later, as the JDK's add. */
    private void addYears(int amount) {
        int year = internalGet(YEAR);
        boolean ce = internalGet(ERA) == CE;
        year += ce ? amount : -amount;
        if (year > 0) {
            set(YEAR, year);
        } else {
            set(YEAR, 1 - year);
            set(ERA, ce ? BCE : CE);
        }
    }

    private void pinDayOfMonth() {
        int year = internalGet(YEAR);
        if (internalGet(ERA) == BCE) {
            year = 1 - year;
        }
        int monthLen = monthLength(internalGet(MONTH), year);
        if (internalGet(DAY_OF_MONTH) > monthLen) {
            set(DAY_OF_MONTH, monthLen);
        }
    }

    public void roll(int field, boolean up) {
        roll(field, up ? +1 : -1);
    }

    /**
     * Adds `amount` to a field within its range, wrapping and leaving larger fields unchanged
     * (rolling MONTH pins the day of month; DAY_OF_WEEK stays in its week, DAY_OF_YEAR in its
     * year); ZONE_OFFSET and DST_OFFSET throw IllegalArgumentException.
     */
    public void roll(int field, int amount) {
        if (amount == 0) {
            return;
        }
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        complete();
        int min = getMinimum(field);
        int max;
        switch (field) {
            case AM_PM:
            case ERA:
            case YEAR:
            case MINUTE:
            case SECOND:
            case MILLISECOND:
                max = field == YEAR ? getActualMaximum(YEAR) : getMaximum(field);
                set(field, rolled(internalGet(field), amount, min, max));
                return;
            case HOUR:
            case HOUR_OF_DAY: {
                int unit = field == HOUR ? 12 : 24;
                int h = internalGet(field);
                int nh = Math.floorMod(h + amount, unit);
                setTimeInMillis(time + ONE_HOUR * (nh - h));
                return;
            }
            case MONTH: {
                set(MONTH, Math.floorMod(internalGet(MONTH) + amount, 12));
                pinDayOfMonth();
                return;
            }
            case DAY_OF_MONTH:
                max = getActualMaximum(DAY_OF_MONTH);
                set(DAY_OF_MONTH, rolled(internalGet(DAY_OF_MONTH), amount, 1, max));
                return;
            case DAY_OF_YEAR: {
                max = getActualMaximum(DAY_OF_YEAR);
                int doy = internalGet(DAY_OF_YEAR);
                int ndoy = rolled(doy, amount, 1, max);
                setTimeInMillis(time + ONE_DAY * (ndoy - doy));
                return;
            }
            case DAY_OF_WEEK: {
                int dow = internalGet(DAY_OF_WEEK);
                int rel = Math.floorMod(dow - getFirstDayOfWeek(), 7);
                int nrel = Math.floorMod(rel + amount, 7);
                setTimeInMillis(time + ONE_DAY * (nrel - rel));
                return;
            }
            case WEEK_OF_YEAR:
            case WEEK_OF_MONTH:
            case DAY_OF_WEEK_IN_MONTH: {
                int value = internalGet(field);
                int lo = field == WEEK_OF_YEAR ? 1 : getActualMinimum(field);
                int hi = getActualMaximum(field);
                int nv = rolled(value, amount, Math.max(lo, field == WEEK_OF_MONTH ? 1 : lo), hi);
                setTimeInMillis(time + ONE_WEEK * (nv - value));
                return;
            }
            default:
                throw new IllegalArgumentException();
        }
    }

    private static int rolled(int value, int amount, int min, int max) {
        int range = max - min + 1;
        return min + Math.floorMod(value - min + amount, range);
    }
}
