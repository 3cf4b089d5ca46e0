package java.util;

/**
 * java.util.Calendar as JDK 17 specifies it: a set of calendar fields computed from an instant
 * (milliseconds from the epoch, UTC) in a time zone, and an instant computed back from the fields
 * the program set, lazily (a {@code set} only records the value; the next {@code get},
 * {@code getTime} or {@code add} resolves the fields). Which fields decide the date when several
 * were set follows the JDK's rule: the most recently set combination wins (the field stamps of
 * JDK 17's {@code Calendar.selectFields}). The only calendar system is {@link GregorianCalendar}
 * ({@link #getInstance} returns one); week numbering uses the default locale's US rules (weeks
 * start on Sunday, week 1 holds January 1st), as JDK 17's CLDR data gives for English.
 *
 * <p>Not thread-safe, like the JDK's. Unsupported: other calendar systems (Japanese imperial,
 * Buddhist), {@code getDisplayNames}, {@code toInstant} (no java.time).
 */
public abstract class Calendar implements java.io.Serializable, Cloneable, Comparable<Calendar> {
    public static final int ERA = 0;
    public static final int YEAR = 1;
    public static final int MONTH = 2;
    public static final int WEEK_OF_YEAR = 3;
    public static final int WEEK_OF_MONTH = 4;
    public static final int DATE = 5;
    public static final int DAY_OF_MONTH = 5;
    public static final int DAY_OF_YEAR = 6;
    public static final int DAY_OF_WEEK = 7;
    public static final int DAY_OF_WEEK_IN_MONTH = 8;
    public static final int AM_PM = 9;
    public static final int HOUR = 10;
    public static final int HOUR_OF_DAY = 11;
    public static final int MINUTE = 12;
    public static final int SECOND = 13;
    public static final int MILLISECOND = 14;
    public static final int ZONE_OFFSET = 15;
    public static final int DST_OFFSET = 16;
    public static final int FIELD_COUNT = 17;

    public static final int SUNDAY = 1;
    public static final int MONDAY = 2;
    public static final int TUESDAY = 3;
    public static final int WEDNESDAY = 4;
    public static final int THURSDAY = 5;
    public static final int FRIDAY = 6;
    public static final int SATURDAY = 7;

    public static final int JANUARY = 0;
    public static final int FEBRUARY = 1;
    public static final int MARCH = 2;
    public static final int APRIL = 3;
    public static final int MAY = 4;
    public static final int JUNE = 5;
    public static final int JULY = 6;
    public static final int AUGUST = 7;
    public static final int SEPTEMBER = 8;
    public static final int OCTOBER = 9;
    public static final int NOVEMBER = 10;
    public static final int DECEMBER = 11;
    public static final int UNDECIMBER = 12;

    public static final int AM = 0;
    public static final int PM = 1;

    public static final int ALL_STYLES = 0;
    static final int STANDALONE_MASK = 0x8000;
    public static final int SHORT = 1;
    public static final int LONG = 2;
    public static final int NARROW_FORMAT = 4;
    public static final int NARROW_STANDALONE = NARROW_FORMAT | STANDALONE_MASK;
    public static final int SHORT_FORMAT = 1;
    public static final int LONG_FORMAT = 2;
    public static final int SHORT_STANDALONE = SHORT | STANDALONE_MASK;
    public static final int LONG_STANDALONE = LONG | STANDALONE_MASK;

    static final String[] FIELD_NAME = {
        "ERA", "YEAR", "MONTH", "WEEK_OF_YEAR", "WEEK_OF_MONTH", "DAY_OF_MONTH",
        "DAY_OF_YEAR", "DAY_OF_WEEK", "DAY_OF_WEEK_IN_MONTH", "AM_PM", "HOUR",
        "HOUR_OF_DAY", "MINUTE", "SECOND", "MILLISECOND", "ZONE_OFFSET", "DST_OFFSET"
    };

    // Field stamps (JDK 17's): UNSET, COMPUTED by computeFields, or the order of a set().
    static final int UNSET = 0;
    static final int COMPUTED = 1;
    static final int MINIMUM_USER_STAMP = 2;

    protected int[] fields;
    protected boolean[] isSet;
    protected long time;
    protected boolean isTimeSet;
    protected boolean areFieldsSet;
    transient boolean areAllFieldsSet;
    transient int[] stamp;
    private transient int nextStamp = MINIMUM_USER_STAMP;
    private boolean lenient = true;
    private TimeZone zone;
    private int firstDayOfWeek;
    private int minimalDaysInFirstWeek;

    /** A calendar in the default time zone and locale (US week rules). */
    protected Calendar() {
        this(TimeZone.getDefault(), Locale.getDefault());
    }

    /** A calendar in {@code zone}; the locale only picks week rules (US ones here). */
    protected Calendar(TimeZone zone, Locale aLocale) {
        fields = new int[FIELD_COUNT];
        isSet = new boolean[FIELD_COUNT];
        stamp = new int[FIELD_COUNT];
        this.zone = zone;
        firstDayOfWeek = SUNDAY;
        minimalDaysInFirstWeek = 1;
    }

    /** A GregorianCalendar at the current time in the default zone. */
    public static Calendar getInstance() {
        return new GregorianCalendar();
    }

    public static Calendar getInstance(TimeZone zone) {
        return new GregorianCalendar(zone);
    }

    public static Calendar getInstance(Locale aLocale) {
        return new GregorianCalendar(aLocale);
    }

    public static Calendar getInstance(TimeZone zone, Locale aLocale) {
        return new GregorianCalendar(zone, aLocale);
    }

    public static synchronized Locale[] getAvailableLocales() {
        return Locale.getAvailableLocales();
    }

    public static Set<String> getAvailableCalendarTypes() {
        return Set.of("gregory");
    }

    public String getCalendarType() {
        return getClass().getName();
    }

    /** Computes the instant {@link #time} from the fields (JDK: the subclass's calendar rules). */
    protected abstract void computeTime();

    /** Computes every field from {@link #time}. */
    protected abstract void computeFields();

    public final Date getTime() {
        return new Date(getTimeInMillis());
    }

    public final void setTime(Date date) {
        setTimeInMillis(date.getTime());
    }

    /** The instant in milliseconds from 1970-01-01T00:00Z; resolves pending set() calls. */
    public long getTimeInMillis() {
        if (!isTimeSet) {
            updateTime();
        }
        return time;
    }

    public void setTimeInMillis(long millis) {
        if (time == millis && isTimeSet && areFieldsSet && areAllFieldsSet) {
            return;
        }
        time = millis;
        isTimeSet = true;
        areFieldsSet = false;
        computeFields();
        areAllFieldsSet = areFieldsSet = true;
    }

    /**
     * The value of a calendar field, after resolving the fields set since the last computation.
     * Throws ArrayIndexOutOfBoundsException for a field outside 0..16 and, when not lenient,
     * IllegalArgumentException naming a field whose set value is out of range (as the JDK).
     */
    public int get(int field) {
        complete();
        return internalGet(field);
    }

    protected final int internalGet(int field) {
        return fields[field];
    }

    final void internalSet(int field, int value) {
        fields[field] = value;
    }

    /** Sets a field's value; nothing is recomputed until the next get (JDK 17's lazy set). */
    public void set(int field, int value) {
        if (areFieldsSet && !areAllFieldsSet) {
            computeFields();
        }
        internalSet(field, value);
        isTimeSet = false;
        areFieldsSet = false;
        isSet[field] = true;
        stamp[field] = nextStamp++;
        if (nextStamp == Integer.MAX_VALUE) {
            adjustStamp();
        }
    }

    public final void set(int year, int month, int date) {
        set(YEAR, year);
        set(MONTH, month);
        set(DATE, date);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute) {
        set(year, month, date);
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute, int second) {
        set(year, month, date, hourOfDay, minute);
        set(SECOND, second);
    }

    /** Every field unset and 0; the instant is undefined until fields are set. */
    public final void clear() {
        for (int i = 0; i < fields.length; ) {
            stamp[i] = fields[i] = 0;
            isSet[i++] = false;
        }
        areAllFieldsSet = areFieldsSet = false;
        isTimeSet = false;
    }

    public final void clear(int field) {
        fields[field] = 0;
        stamp[field] = UNSET;
        isSet[field] = false;
        areAllFieldsSet = areFieldsSet = false;
        isTimeSet = false;
    }

    public final boolean isSet(int field) {
        return stamp[field] != UNSET;
    }

    /**
     * The English name of a field's value (MONTH, DAY_OF_WEEK, AM_PM, ERA) in {@code style}
     * (SHORT, LONG, NARROW_*, their STANDALONE forms); null for other fields, as the JDK.
     */
    public String getDisplayName(int field, int style, Locale locale) {
        if (style != ALL_STYLES && (style & ~STANDALONE_MASK) != SHORT && (style & ~STANDALONE_MASK) != LONG
                && (style & ~STANDALONE_MASK) != NARROW_FORMAT) {
            throw new IllegalArgumentException();
        }
        if (locale == null) {
            throw new NullPointerException();
        }
        if (field < 0 || field >= FIELD_COUNT) {
            throw new IllegalArgumentException();
        }
        java.text.DateFormatSymbols sym = java.text.DateFormatSymbols.getInstance(locale);
        String[] names;
        int base = style & ~STANDALONE_MASK;
        boolean narrow = base == NARROW_FORMAT;
        boolean longStyle = base == LONG || style == ALL_STYLES;
        switch (field) {
            case ERA:
                names = sym.getEras();
                break;
            case MONTH:
                names = longStyle || narrow ? sym.getMonths() : sym.getShortMonths();
                break;
            case DAY_OF_WEEK:
                names = longStyle || narrow ? sym.getWeekdays() : sym.getShortWeekdays();
                break;
            case AM_PM:
                names = sym.getAmPmStrings();
                break;
            default:
                return null;
        }
        int value = get(field);
        if (value < 0 || value >= names.length) {
            return null;
        }
        String name = names[value];
        if (narrow && !name.isEmpty()) {
            if (field == AM_PM) {
                return name.substring(0, 1).toLowerCase(Locale.ROOT);
            }
            return name.substring(0, 1);
        }
        return name;
    }

    /** Adds a signed amount to a field, carrying into larger fields (the subclass's rules). */
    public abstract void add(int field, int amount);

    /** Adds or subtracts one unit within the field's range, larger fields unchanged. */
    public abstract void roll(int field, boolean up);

    public void roll(int field, int amount) {
        while (amount > 0) {
            roll(field, true);
            amount--;
        }
        while (amount < 0) {
            roll(field, false);
            amount++;
        }
    }

    public void setTimeZone(TimeZone value) {
        zone = value;
        areAllFieldsSet = areFieldsSet = false;
    }

    public TimeZone getTimeZone() {
        return zone;
    }

    public void setLenient(boolean lenient) {
        this.lenient = lenient;
    }

    public boolean isLenient() {
        return lenient;
    }

    public void setFirstDayOfWeek(int value) {
        if (firstDayOfWeek == value) {
            return;
        }
        firstDayOfWeek = value;
        invalidateWeekFields();
    }

    public int getFirstDayOfWeek() {
        return firstDayOfWeek;
    }

    public void setMinimalDaysInFirstWeek(int value) {
        if (minimalDaysInFirstWeek == value) {
            return;
        }
        minimalDaysInFirstWeek = value;
        invalidateWeekFields();
    }

    public int getMinimalDaysInFirstWeek() {
        return minimalDaysInFirstWeek;
    }

    public boolean isWeekDateSupported() {
        return false;
    }

    public int getWeekYear() {
        throw new UnsupportedOperationException();
    }

    public int getWeeksInWeekYear() {
        throw new UnsupportedOperationException();
    }

    public abstract int getMinimum(int field);

    public abstract int getMaximum(int field);

    public abstract int getGreatestMinimum(int field);

    public abstract int getLeastMaximum(int field);

    public int getActualMinimum(int field) {
        return getMinimum(field);
    }

    public int getActualMaximum(int field) {
        return getMaximum(field);
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Calendar)) {
            return false;
        }
        Calendar that = (Calendar) obj;
        return getTimeInMillis() == that.getTimeInMillis() && lenient == that.lenient
                && firstDayOfWeek == that.firstDayOfWeek
                && minimalDaysInFirstWeek == that.minimalDaysInFirstWeek
                && (zone == that.zone || zone.getID().equals(that.zone.getID()));
    }

    public int hashCode() {
        int otheritems = (lenient ? 1 : 0) | (firstDayOfWeek << 1) | (minimalDaysInFirstWeek << 4)
                | ((zone.getID().hashCode() ^ zone.getRawOffset()) << 7);
        long t = getTimeInMillis();
        return (int) t ^ (int) (t >> 32) ^ otheritems;
    }

    public boolean before(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) < 0;
    }

    public boolean after(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) > 0;
    }

    public int compareTo(Calendar anotherCalendar) {
        return Long.compare(getTimeInMillis(), anotherCalendar.getTimeInMillis());
    }

    public Object clone() {
        try {
            Calendar other = (Calendar) super.clone();
            other.fields = fields.clone();
            other.isSet = isSet.clone();
            other.stamp = stamp.clone();
            other.zone = (TimeZone) zone.clone();
            return other;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    /** JDK 17's form: the class, the state flags, the zone, the week rules, every field. */
    public String toString() {
        StringBuilder buffer = new StringBuilder(800);
        buffer.append(getClass().getName()).append('[');
        buffer.append("time=").append(isTimeSet ? String.valueOf(time) : "?");
        buffer.append(",areFieldsSet=").append(areFieldsSet);
        buffer.append(",areAllFieldsSet=").append(areAllFieldsSet);
        buffer.append(",lenient=").append(lenient);
        buffer.append(",zone=").append(zone);
        buffer.append(",firstDayOfWeek=").append(firstDayOfWeek);
        buffer.append(",minimalDaysInFirstWeek=").append(minimalDaysInFirstWeek);
        for (int i = 0; i < FIELD_COUNT; ++i) {
            buffer.append(',').append(FIELD_NAME[i]).append('=');
            buffer.append(isSet(i) ? String.valueOf(fields[i]) : "?");
        }
        buffer.append(']');
        return buffer.toString();
    }

    // --- the resolution machinery (JDK 17's Calendar) ---------------------------------------

    /** Fills in every field from the instant, first computing the instant if fields were set. */
    protected void complete() {
        if (!isTimeSet) {
            updateTime();
        }
        if (!areFieldsSet || !areAllFieldsSet) {
            computeFields();
            areAllFieldsSet = areFieldsSet = true;
        }
    }

    private void updateTime() {
        computeTime();
        isTimeSet = true;
    }

    private void invalidateWeekFields() {
        if (stamp[WEEK_OF_MONTH] != COMPUTED && stamp[WEEK_OF_YEAR] != COMPUTED) {
            return;
        }
        Calendar cal = (Calendar) clone();
        cal.setLenient(true);
        cal.clear(WEEK_OF_MONTH);
        cal.clear(WEEK_OF_YEAR);
        if (stamp[WEEK_OF_MONTH] == COMPUTED) {
            int weekOfMonth = cal.get(WEEK_OF_MONTH);
            if (fields[WEEK_OF_MONTH] != weekOfMonth) {
                fields[WEEK_OF_MONTH] = weekOfMonth;
            }
        }
        if (stamp[WEEK_OF_YEAR] == COMPUTED) {
            int weekOfYear = cal.get(WEEK_OF_YEAR);
            if (fields[WEEK_OF_YEAR] != weekOfYear) {
                fields[WEEK_OF_YEAR] = weekOfYear;
            }
        }
    }

    /** Marks every field computed (after computeFields filled them). */
    final void setFieldsComputed() {
        for (int i = 0; i < fields.length; i++) {
            stamp[i] = COMPUTED;
            isSet[i] = true;
        }
        areFieldsSet = areAllFieldsSet = true;
    }

    static final int ERA_MASK = 1 << ERA;
    static final int YEAR_MASK = 1 << YEAR;
    static final int MONTH_MASK = 1 << MONTH;
    static final int WEEK_OF_YEAR_MASK = 1 << WEEK_OF_YEAR;
    static final int WEEK_OF_MONTH_MASK = 1 << WEEK_OF_MONTH;
    static final int DAY_OF_MONTH_MASK = 1 << DAY_OF_MONTH;
    static final int DAY_OF_YEAR_MASK = 1 << DAY_OF_YEAR;
    static final int DAY_OF_WEEK_MASK = 1 << DAY_OF_WEEK;
    static final int DAY_OF_WEEK_IN_MONTH_MASK = 1 << DAY_OF_WEEK_IN_MONTH;
    static final int AM_PM_MASK = 1 << AM_PM;
    static final int HOUR_MASK = 1 << HOUR;
    static final int HOUR_OF_DAY_MASK = 1 << HOUR_OF_DAY;
    static final int MINUTE_MASK = 1 << MINUTE;
    static final int SECOND_MASK = 1 << SECOND;
    static final int MILLISECOND_MASK = 1 << MILLISECOND;
    static final int ZONE_OFFSET_MASK = 1 << ZONE_OFFSET;
    static final int DST_OFFSET_MASK = 1 << DST_OFFSET;

    static boolean isFieldSet(int fieldMask, int field) {
        return (fieldMask & (1 << field)) != 0;
    }

    private static int aggregateStamp(int a, int b) {
        if (a == UNSET || b == UNSET) {
            return UNSET;
        }
        return Math.max(a, b);
    }

    /**
     * The fields computeTime uses, as a bit mask: of the combinations that name a day of the
     * year (day of month; week of month with day of week; day of week in month; day of year;
     * week of year with day of week) the most recently set, and HOUR_OF_DAY or HOUR with AM_PM,
     * whichever was set last (JDK 17's Calendar.selectFields).
     */
    final int selectFields() {
        int fieldMask = YEAR_MASK;
        if (stamp[ERA] != UNSET) {
            fieldMask |= ERA_MASK;
        }
        int dowStamp = stamp[DAY_OF_WEEK];
        int monthStamp = stamp[MONTH];
        int domStamp = stamp[DAY_OF_MONTH];
        int womStamp = aggregateStamp(stamp[WEEK_OF_MONTH], dowStamp);
        int dowimStamp = aggregateStamp(stamp[DAY_OF_WEEK_IN_MONTH], dowStamp);
        int doyStamp = stamp[DAY_OF_YEAR];
        int woyStamp = aggregateStamp(stamp[WEEK_OF_YEAR], dowStamp);
        int bestStamp = domStamp;
        if (womStamp > bestStamp) {
            bestStamp = womStamp;
        }
        if (dowimStamp > bestStamp) {
            bestStamp = dowimStamp;
        }
        if (doyStamp > bestStamp) {
            bestStamp = doyStamp;
        }
        if (woyStamp > bestStamp) {
            bestStamp = woyStamp;
        }
        if (bestStamp == UNSET) {
            womStamp = stamp[WEEK_OF_MONTH];
            dowimStamp = Math.max(stamp[DAY_OF_WEEK_IN_MONTH], dowStamp);
            woyStamp = stamp[WEEK_OF_YEAR];
            bestStamp = Math.max(Math.max(womStamp, dowimStamp), woyStamp);
            if (bestStamp == UNSET) {
                bestStamp = domStamp = monthStamp;
            }
        }
        if (bestStamp == domStamp
                || (bestStamp == womStamp && stamp[WEEK_OF_MONTH] >= stamp[WEEK_OF_YEAR])
                || (bestStamp == dowimStamp && stamp[DAY_OF_WEEK_IN_MONTH] >= stamp[WEEK_OF_YEAR])) {
            fieldMask |= MONTH_MASK;
            if (bestStamp == domStamp) {
                fieldMask |= DAY_OF_MONTH_MASK;
            } else {
                if (dowStamp != UNSET) {
                    fieldMask |= DAY_OF_WEEK_MASK;
                }
                if (womStamp == dowimStamp) {
                    if (stamp[WEEK_OF_MONTH] >= stamp[DAY_OF_WEEK_IN_MONTH]) {
                        fieldMask |= WEEK_OF_MONTH_MASK;
                    } else {
                        fieldMask |= DAY_OF_WEEK_IN_MONTH_MASK;
                    }
                } else if (bestStamp == womStamp) {
                    fieldMask |= WEEK_OF_MONTH_MASK;
                } else if (stamp[DAY_OF_WEEK_IN_MONTH] != UNSET) {
                    fieldMask |= DAY_OF_WEEK_IN_MONTH_MASK;
                }
            }
        } else if (bestStamp == doyStamp) {
            fieldMask |= DAY_OF_YEAR_MASK;
        } else {
            if (dowStamp != UNSET) {
                fieldMask |= DAY_OF_WEEK_MASK;
            }
            fieldMask |= WEEK_OF_YEAR_MASK;
        }
        int hourOfDayStamp = stamp[HOUR_OF_DAY];
        int hourStamp = aggregateStamp(stamp[HOUR], stamp[AM_PM]);
        bestStamp = (hourStamp > hourOfDayStamp) ? hourStamp : hourOfDayStamp;
        if (bestStamp == UNSET) {
            bestStamp = Math.max(stamp[HOUR], stamp[AM_PM]);
        }
        if (bestStamp != UNSET) {
            if (bestStamp == hourOfDayStamp) {
                fieldMask |= HOUR_OF_DAY_MASK;
            } else {
                fieldMask |= HOUR_MASK;
                if (stamp[AM_PM] != UNSET) {
                    fieldMask |= AM_PM_MASK;
                }
            }
        }
        if (stamp[MINUTE] != UNSET) {
            fieldMask |= MINUTE_MASK;
        }
        if (stamp[SECOND] != UNSET) {
            fieldMask |= SECOND_MASK;
        }
        if (stamp[MILLISECOND] != UNSET) {
            fieldMask |= MILLISECOND_MASK;
        }
        if (stamp[ZONE_OFFSET] >= MINIMUM_USER_STAMP) {
            fieldMask |= ZONE_OFFSET_MASK;
        }
        if (stamp[DST_OFFSET] >= MINIMUM_USER_STAMP) {
            fieldMask |= DST_OFFSET_MASK;
        }
        return fieldMask;
    }

    private void adjustStamp() {
        int max = MINIMUM_USER_STAMP;
        int newStamp = MINIMUM_USER_STAMP;
        for (;;) {
            int min = Integer.MAX_VALUE;
            for (int v : stamp) {
                if (v >= newStamp && min > v) {
                    min = v;
                }
                if (max < v) {
                    max = v;
                }
            }
            if (max != min && min == Integer.MAX_VALUE) {
                break;
            }
            for (int i = 0; i < stamp.length; i++) {
                if (stamp[i] == min) {
                    stamp[i] = newStamp;
                }
            }
            newStamp++;
            if (min == max) {
                break;
            }
        }
        nextStamp = newStamp;
    }
}
