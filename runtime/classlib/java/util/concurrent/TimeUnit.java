// java.util.concurrent.TimeUnit: time durations at a granularity, with saturating conversions.
package java.util.concurrent;

/**
 * Time units from nanoseconds to days. Conversions truncate toward zero and saturate at
 * Long.MIN_VALUE/MAX_VALUE, as the JDK's do.
 */
public enum TimeUnit {
    NANOSECONDS(1L),
    MICROSECONDS(1000L),
    MILLISECONDS(1000L * 1000L),
    SECONDS(1000L * 1000L * 1000L),
    MINUTES(1000L * 1000L * 1000L * 60L),
    HOURS(1000L * 1000L * 1000L * 60L * 60L),
    DAYS(1000L * 1000L * 1000L * 60L * 60L * 24L);

    private final long scale;  // nanoseconds per unit

    TimeUnit(long scale) {
        this.scale = scale;
    }

    private static long cvt(long d, long dst, long src) {
        if (src == dst) {
            return d;
        }
        if (src < dst) {
            return d / (dst / src);
        }
        long r = src / dst;
        long max = Long.MAX_VALUE / r;
        if (d > max) {
            return Long.MAX_VALUE;
        }
        if (d < -max) {
            return Long.MIN_VALUE;
        }
        return d * r;
    }

    /** Converts `sourceDuration` in `sourceUnit` to this unit. */
    public long convert(long sourceDuration, TimeUnit sourceUnit) {
        return cvt(sourceDuration, scale, sourceUnit.scale);
    }

    public long toNanos(long duration) { return cvt(duration, NANOSECONDS.scale, scale); }
    public long toMicros(long duration) { return cvt(duration, MICROSECONDS.scale, scale); }
    public long toMillis(long duration) { return cvt(duration, MILLISECONDS.scale, scale); }
    public long toSeconds(long duration) { return cvt(duration, SECONDS.scale, scale); }
    public long toMinutes(long duration) { return cvt(duration, MINUTES.scale, scale); }
    public long toHours(long duration) { return cvt(duration, HOURS.scale, scale); }
    public long toDays(long duration) { return cvt(duration, DAYS.scale, scale); }

    /** Thread.sleep for `timeout` of this unit (no-op when <= 0). */
    public void sleep(long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ns = toNanos(timeout);
            Thread.sleep(ns / 1000000L, (int) (ns % 1000000L));
        }
    }

    /** Thread.join with a timeout in this unit. */
    public void timedJoin(Thread thread, long timeout) throws InterruptedException {
        if (timeout > 0) {
            thread.join(Math.max(1L, toMillis(timeout)));
        }
    }

    /** Object.wait with a timeout in this unit (the caller holds obj's monitor). */
    public void timedWait(Object obj, long timeout) throws InterruptedException {
        if (timeout > 0) {
            obj.wait(Math.max(1L, toMillis(timeout)));
        }
    }
}
