// java.lang.Math: elementary functions, rounding, exact arithmetic, IEEE 754 helpers.
package java.lang;

/**
 * Numeric functions. Transcendentals are natives over the C library (glibc's are correctly rounded
 * in nearly all cases, like HotSpot's intrinsics); the rest is exact Java.
 */
public final class Math {
    private Math() {}

    public static final double E = 2.718281828459045;
    public static final double PI = 3.141592653589793;

    private static final double DEGREES_TO_RADIANS = 0.017453292519943295;
    private static final double RADIANS_TO_DEGREES = 57.29577951308232;

    // ---- natives: the C library (runtime/natives/math_natives.cpp) -----------------------------

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
        return angdeg * DEGREES_TO_RADIANS;
    }

    public static double toDegrees(double angrad) {
        return angrad * RADIANS_TO_DEGREES;
    }

    // ---- rounding -----------------------------------------------------------------------------

    /** floor(a + 1/2) computed exactly; NaN gives 0, out-of-range values saturate. */
    public static long round(double a) {
        double f = floor(a);
        double diff = a - f;  // exact: both have the same binade or a is an integer
        return (long) (diff >= 0.5 ? f + 1.0 : f);
    }

    public static int round(float a) {
        float f = (float) floor(a);
        float diff = a - f;
        return (int) (diff >= 0.5f ? f + 1.0f : f);
    }

    // ---- random -------------------------------------------------------------------------------

    private static final class RandomHolder {
        static final java.util.Random GENERATOR = new java.util.Random();
    }

    /** Uniform in [0, 1), from one shared java.util.Random created on first use. */
    public static double random() {
        return RandomHolder.GENERATOR.nextDouble();
    }

    // ---- exact arithmetic ---------------------------------------------------------------------

    public static int addExact(int x, int y) {
        int r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long addExact(long x, long y) {
        long r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int subtractExact(int x, int y) {
        int r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long subtractExact(long x, long y) {
        long r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int multiplyExact(int x, int y) {
        long r = (long) x * (long) y;
        if ((int) r != r) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) r;
    }

    public static long multiplyExact(long x, int y) {
        return multiplyExact(x, (long) y);
    }

    public static long multiplyExact(long x, long y) {
        long r = x * y;
        long ax = abs(x);
        long ay = abs(y);
        if (((ax | ay) >>> 31 != 0)) {
            if (((y != 0) && (r / y != x)) || (x == Long.MIN_VALUE && y == -1)) {
                throw new ArithmeticException("long overflow");
            }
        }
        return r;
    }

    public static int incrementExact(int a) {
        if (a == Integer.MAX_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a + 1;
    }

    public static long incrementExact(long a) {
        if (a == Long.MAX_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a + 1L;
    }

    public static int decrementExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a - 1;
    }

    public static long decrementExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a - 1L;
    }

    public static int negateExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return -a;
    }

    public static long negateExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return -a;
    }

    public static int toIntExact(long value) {
        if ((int) value != value) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) value;
    }

    public static long multiplyFull(int x, int y) {
        return (long) x * (long) y;
    }

    /** High 64 bits of the 128-bit product x * y. */
    public static long multiplyHigh(long x, long y) {
        long x1 = x >> 32;
        long x2 = x & 0xFFFFFFFFL;
        long y1 = y >> 32;
        long y2 = y & 0xFFFFFFFFL;
        long z2 = x2 * y2;
        long t = x1 * y2 + (z2 >>> 32);
        long z1 = t & 0xFFFFFFFFL;
        long z0 = t >> 32;
        z1 += x2 * y1;
        return x1 * y1 + z0 + (z1 >> 32);
    }

    public static int floorDiv(int x, int y) {
        int q = x / y;
        if ((x ^ y) < 0 && (q * y != x)) {
            q--;
        }
        return q;
    }

    public static long floorDiv(long x, int y) {
        return floorDiv(x, (long) y);
    }

    public static long floorDiv(long x, long y) {
        long q = x / y;
        if ((x ^ y) < 0 && (q * y != x)) {
            q--;
        }
        return q;
    }

    public static int floorMod(int x, int y) {
        int m = x % y;
        if ((m ^ y) < 0 && m != 0) {
            m += y;
        }
        return m;
    }

    public static int floorMod(long x, int y) {
        return (int) floorMod(x, (long) y);
    }

    public static long floorMod(long x, long y) {
        long m = x % y;
        if ((m ^ y) < 0 && m != 0) {
            m += y;
        }
        return m;
    }

    // ---- abs, max, min ------------------------------------------------------------------------

    public static int abs(int a) {
        return (a < 0) ? -a : a;
    }

    public static int absExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Integer.MIN_VALUE");
        }
        return abs(a);
    }

    public static long abs(long a) {
        return (a < 0) ? -a : a;
    }

    public static long absExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Long.MIN_VALUE");
        }
        return abs(a);
    }

    /** Clears the sign bit: abs(-0.0f) is 0.0f, NaN stays NaN. */
    public static float abs(float a) {
        return Float.intBitsToFloat(Float.floatToRawIntBits(a) & 0x7fffffff);
    }

    public static double abs(double a) {
        return Double.longBitsToDouble(Double.doubleToRawLongBits(a) & 0x7fffffffffffffffL);
    }

    public static int max(int a, int b) {
        return (a >= b) ? a : b;
    }

    public static long max(long a, long b) {
        return (a >= b) ? a : b;
    }

    /** NaN if either is NaN; 0.0 is greater than -0.0. */
    public static float max(float a, float b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0f && b == 0.0f && Float.floatToRawIntBits(a) == Float.floatToRawIntBits(-0.0f)) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static double max(double a, double b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0d && b == 0.0d && Double.doubleToRawLongBits(a) == Double.doubleToRawLongBits(-0.0d)) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static int min(int a, int b) {
        return (a <= b) ? a : b;
    }

    public static long min(long a, long b) {
        return (a <= b) ? a : b;
    }

    /** NaN if either is NaN; -0.0 is less than 0.0. */
    public static float min(float a, float b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0f && b == 0.0f && Float.floatToRawIntBits(b) == Float.floatToRawIntBits(-0.0f)) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    public static double min(double a, double b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0d && b == 0.0d && Double.doubleToRawLongBits(b) == Double.doubleToRawLongBits(-0.0d)) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    // ---- IEEE 754 helpers ---------------------------------------------------------------------

    /** Distance to the next larger magnitude; MIN_VALUE for subnormals, infinity for infinities. */
    public static double ulp(double d) {
        int exp = getExponent(d);
        switch (exp) {
            case Double.MAX_EXPONENT + 1:
                return abs(d);
            case Double.MIN_EXPONENT - 1:
                return Double.MIN_VALUE;
            default:
                exp = exp - 52;
                if (exp >= Double.MIN_EXPONENT) {
                    return powerOfTwoD(exp);
                }
                return Double.longBitsToDouble(1L << (exp - (Double.MIN_EXPONENT - 52)));
        }
    }

    public static float ulp(float f) {
        int exp = getExponent(f);
        switch (exp) {
            case Float.MAX_EXPONENT + 1:
                return abs(f);
            case Float.MIN_EXPONENT - 1:
                return Float.MIN_VALUE;
            default:
                exp = exp - 23;
                if (exp >= Float.MIN_EXPONENT) {
                    return powerOfTwoF(exp);
                }
                return Float.intBitsToFloat(1 << (exp - (Float.MIN_EXPONENT - 23)));
        }
    }

    public static double signum(double d) {
        return (d == 0.0 || d != d) ? d : copySign(1.0, d);
    }

    public static float signum(float f) {
        return (f == 0.0f || f != f) ? f : copySign(1.0f, f);
    }

    public static double copySign(double magnitude, double sign) {
        return Double.longBitsToDouble((Double.doubleToRawLongBits(sign) & 0x8000000000000000L)
                | (Double.doubleToRawLongBits(magnitude) & 0x7fffffffffffffffL));
    }

    public static float copySign(float magnitude, float sign) {
        return Float.intBitsToFloat((Float.floatToRawIntBits(sign) & 0x80000000)
                | (Float.floatToRawIntBits(magnitude) & 0x7fffffff));
    }

    /** Unbiased exponent: MAX_EXPONENT + 1 for NaN/infinity, MIN_EXPONENT - 1 for zero/subnormal. */
    public static int getExponent(float f) {
        return ((Float.floatToRawIntBits(f) & 0x7f800000) >> 23) - 127;
    }

    public static int getExponent(double d) {
        return (int) (((Double.doubleToRawLongBits(d) & 0x7ff0000000000000L) >> 52) - 1023);
    }

    public static double nextAfter(double start, double direction) {
        if (start > direction) {
            if (start != 0.0d) {
                long bits = Double.doubleToRawLongBits(start);
                return Double.longBitsToDouble(bits + ((bits > 0) ? -1L : 1L));
            }
            return -Double.MIN_VALUE;
        } else if (start < direction) {
            long bits = Double.doubleToRawLongBits(start + 0.0d);  // turns -0.0 into +0.0
            return Double.longBitsToDouble(bits + ((bits >= 0) ? 1L : -1L));
        } else if (start == direction) {
            return direction;
        }
        return start + direction;  // a NaN
    }

    public static float nextAfter(float start, double direction) {
        if (start > direction) {
            if (start != 0.0f) {
                int bits = Float.floatToRawIntBits(start);
                return Float.intBitsToFloat(bits + ((bits > 0) ? -1 : 1));
            }
            return -Float.MIN_VALUE;
        } else if (start < direction) {
            int bits = Float.floatToRawIntBits(start + 0.0f);
            return Float.intBitsToFloat(bits + ((bits >= 0) ? 1 : -1));
        } else if (start == direction) {
            return (float) direction;
        }
        return start + (float) direction;
    }

    public static double nextUp(double d) {
        if (d < Double.POSITIVE_INFINITY) {
            d += 0.0d;
            return Double.longBitsToDouble(Double.doubleToRawLongBits(d) + ((d >= 0.0d) ? 1L : -1L));
        }
        return d;  // NaN or +infinity
    }

    public static float nextUp(float f) {
        if (f < Float.POSITIVE_INFINITY) {
            f += 0.0f;
            return Float.intBitsToFloat(Float.floatToRawIntBits(f) + ((f >= 0.0f) ? 1 : -1));
        }
        return f;
    }

    public static double nextDown(double d) {
        if (d != d || d == Double.NEGATIVE_INFINITY) {
            return d;
        }
        if (d == 0.0) {
            return -Double.MIN_VALUE;
        }
        return Double.longBitsToDouble(Double.doubleToRawLongBits(d) + ((d > 0.0d) ? -1L : 1L));
    }

    public static float nextDown(float f) {
        if (f != f || f == Float.NEGATIVE_INFINITY) {
            return f;
        }
        if (f == 0.0f) {
            return -Float.MIN_VALUE;
        }
        return Float.intBitsToFloat(Float.floatToRawIntBits(f) + ((f > 0.0f) ? -1 : 1));
    }

    /** d * 2^scaleFactor rounded once, by multiplying with powers of two in safe steps. */
    public static double scalb(double d, int scaleFactor) {
        final int maxScale = 2 * (Double.MAX_EXPONENT + -Double.MIN_EXPONENT + 52 + 1);
        scaleFactor = max(min(scaleFactor, maxScale), -maxScale);
        // Steps of 2^512 (up) or 2^-512 (down) never round; only the last, smaller step can.
        int step = scaleFactor < 0 ? -512 : 512;
        double stepMultiplier = powerOfTwoD(step);
        int remainder = scaleFactor % 512;
        d *= powerOfTwoD(remainder);
        scaleFactor -= remainder;
        while (scaleFactor != 0) {
            d *= stepMultiplier;
            scaleFactor -= step;
        }
        return d;
    }

    public static float scalb(float f, int scaleFactor) {
        final int maxScale = 2 * (Float.MAX_EXPONENT + -Float.MIN_EXPONENT + 23 + 1);
        scaleFactor = max(min(scaleFactor, maxScale), -maxScale);
        return (float) ((double) f * powerOfTwoD(scaleFactor));
    }

    /** 2^n for n in [MIN_EXPONENT, MAX_EXPONENT]. */
    static double powerOfTwoD(int n) {
        return Double.longBitsToDouble(((long) n + 1023L) << 52);
    }

    static float powerOfTwoF(int n) {
        return Float.intBitsToFloat((n + 127) << 23);
    }
}
