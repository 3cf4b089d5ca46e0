// java.lang.StrictMath: Math's API. The transcendental natives are fdlibm's algorithms
// (runtime/natives/fdlibm_math.cpp); everything exact delegates to Math.
package java.lang;

/**
 * Numeric functions with the same API as Math, with reproducible results: the natives follow
 * fdlibm where jvmlab has ported it (see docs/classlib.md for the rest); rounding, exact
 * arithmetic and IEEE 754 helpers are Math's own, so they are not written twice.
 */
public final class StrictMath {
    private StrictMath() {}

    public static final double E = 2.718281828459045;
    public static final double PI = 3.141592653589793;

    // ---- natives (runtime/natives/math_natives.cpp, fdlibm_math.cpp) -----------------------------

    public static native double sin(double a);
    public static native double cos(double a);
    public static native double tan(double a);
    public static native double asin(double a);
    public static native double acos(double a);
    public static native double atan(double a);
    public static native double exp(double a);
    public static native double log(double a);
    public static native double log10(double a);
    public static native double sqrt(double a);
    public static native double cbrt(double a);
    public static native double IEEEremainder(double f1, double f2);
    public static native double ceil(double a);
    public static native double floor(double a);
    public static native double rint(double a);
    public static native double atan2(double y, double x);
    public static native double pow(double a, double b);
    public static native double sinh(double x);
    public static native double cosh(double x);
    public static native double tanh(double x);
    public static native double hypot(double x, double y);
    public static native double expm1(double x);
    public static native double log1p(double x);
    /** a * b + c rounded once (IEEE 754 fusedMultiplyAdd). */
    public static native double fma(double a, double b, double c);
    public static native float fma(float a, float b, float c);

    public static double toRadians(double angdeg) {
        return Math.toRadians(angdeg);
    }

    public static double toDegrees(double angrad) {
        return Math.toDegrees(angrad);
    }

    // ---- rounding -----------------------------------------------------------------------------

    /** floor(a + 1/2) computed exactly; NaN gives 0, out-of-range values saturate. */
    public static long round(double a) {
        return Math.round(a);
    }

    public static int round(float a) {
        return Math.round(a);
    }

    // ---- random -------------------------------------------------------------------------------

    /** Uniform in [0, 1): Math.random's generator. */
    public static double random() {
        return Math.random();
    }

    // ---- exact arithmetic ---------------------------------------------------------------------

    public static int addExact(int x, int y) {
        return Math.addExact(x, y);
    }

    public static long addExact(long x, long y) {
        return Math.addExact(x, y);
    }

    public static int subtractExact(int x, int y) {
        return Math.subtractExact(x, y);
    }

    public static long subtractExact(long x, long y) {
        return Math.subtractExact(x, y);
    }

    public static int multiplyExact(int x, int y) {
        return Math.multiplyExact(x, y);
    }

    public static long multiplyExact(long x, int y) {
        return Math.multiplyExact(x, y);
    }

    public static long multiplyExact(long x, long y) {
        return Math.multiplyExact(x, y);
    }

    public static int incrementExact(int a) {
        return Math.incrementExact(a);
    }

    public static long incrementExact(long a) {
        return Math.incrementExact(a);
    }

    public static int decrementExact(int a) {
        return Math.decrementExact(a);
    }

    public static long decrementExact(long a) {
        return Math.decrementExact(a);
    }

    public static int negateExact(int a) {
        return Math.negateExact(a);
    }

    public static long negateExact(long a) {
        return Math.negateExact(a);
    }

    public static int toIntExact(long value) {
        return Math.toIntExact(value);
    }

    public static long multiplyFull(int x, int y) {
        return Math.multiplyFull(x, y);
    }

    /** High 64 bits of the 128-bit product x * y. */
    public static long multiplyHigh(long x, long y) {
        return Math.multiplyHigh(x, y);
    }

    public static int floorDiv(int x, int y) {
        return Math.floorDiv(x, y);
    }

    public static long floorDiv(long x, int y) {
        return Math.floorDiv(x, y);
    }

    public static long floorDiv(long x, long y) {
        return Math.floorDiv(x, y);
    }

    public static int floorMod(int x, int y) {
        return Math.floorMod(x, y);
    }

    public static int floorMod(long x, int y) {
        return Math.floorMod(x, y);
    }

    public static long floorMod(long x, long y) {
        return Math.floorMod(x, y);
    }

    // ---- abs, max, min ------------------------------------------------------------------------

    public static int abs(int a) {
        return Math.abs(a);
    }

    public static int absExact(int a) {
        return Math.absExact(a);
    }

    public static long abs(long a) {
        return Math.abs(a);
    }

    public static long absExact(long a) {
        return Math.absExact(a);
    }

    /** Clears the sign bit: abs(-0.0f) is 0.0f, NaN stays NaN. */
    public static float abs(float a) {
        return Math.abs(a);
    }

    public static double abs(double a) {
        return Math.abs(a);
    }

    public static int max(int a, int b) {
        return Math.max(a, b);
    }

    public static long max(long a, long b) {
        return Math.max(a, b);
    }

    /** NaN if either is NaN; 0.0 is greater than -0.0. */
    public static float max(float a, float b) {
        return Math.max(a, b);
    }

    public static double max(double a, double b) {
        return Math.max(a, b);
    }

    public static int min(int a, int b) {
        return Math.min(a, b);
    }

    public static long min(long a, long b) {
        return Math.min(a, b);
    }

    /** NaN if either is NaN; -0.0 is less than 0.0. */
    public static float min(float a, float b) {
        return Math.min(a, b);
    }

    public static double min(double a, double b) {
        return Math.min(a, b);
    }

    // ---- IEEE 754 helpers ---------------------------------------------------------------------

    /** Distance to the next larger magnitude; MIN_VALUE for subnormals, infinity for infinities. */
    public static double ulp(double d) {
        return Math.ulp(d);
    }

    public static float ulp(float f) {
        return Math.ulp(f);
    }

    public static double signum(double d) {
        return Math.signum(d);
    }

    public static float signum(float f) {
        return Math.signum(f);
    }

    public static double copySign(double magnitude, double sign) {
        return Math.copySign(magnitude, sign);
    }

    public static float copySign(float magnitude, float sign) {
        return Math.copySign(magnitude, sign);
    }

    /** Unbiased exponent: MAX_EXPONENT + 1 for NaN/infinity, MIN_EXPONENT - 1 for zero/subnormal. */
    public static int getExponent(float f) {
        return Math.getExponent(f);
    }

    public static int getExponent(double d) {
        return Math.getExponent(d);
    }

    public static double nextAfter(double start, double direction) {
        return Math.nextAfter(start, direction);
    }

    public static float nextAfter(float start, double direction) {
        return Math.nextAfter(start, direction);
    }

    public static double nextUp(double d) {
        return Math.nextUp(d);
    }

    public static float nextUp(float f) {
        return Math.nextUp(f);
    }

    public static double nextDown(double d) {
        return Math.nextDown(d);
    }

    public static float nextDown(float f) {
        return Math.nextDown(f);
    }

    /** d * 2^scaleFactor rounded once, by multiplying with powers of two in safe steps. */
    public static double scalb(double d, int scaleFactor) {
        return Math.scalb(d, scaleFactor);
    }

    public static float scalb(float f, int scaleFactor) {
        return Math.scalb(f, scaleFactor);
    }

    /** 2^n for n in [MIN_EXPONENT, MAX_EXPONENT]. */
    static double powerOfTwoD(int n) {
        return Double.longBitsToDouble(((long) n + 1023L) << 52);
    }

    static float powerOfTwoF(int n) {
        return Float.intBitsToFloat((n + 127) << 23);
    }
}
