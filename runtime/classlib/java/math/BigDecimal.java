// java.math.BigDecimal: immutable decimal numbers (unscaled BigInteger, 32-bit scale) with JDK 17's
// arithmetic, rounding, preferred scales, string forms and exception texts. Integer work is BigInteger's.
package java.math;

/**
 * {@code value = unscaledValue * 10^-scale}. Two BigDecimals with the same value and different
 * scales (2.0 and 2.00) are {@code compareTo}-equal but not {@code equals}.
 *
 * <pre>
 *   intVal    : the unscaled value (BigInteger; JDK 17 keeps a long when it fits, which
 *               changes nothing observable)
 *   scale     : digits right of the decimal point (negative: trailing zeros left of it)
 *   precision : digits of |intVal| (1 for zero), computed on first use (0 = not yet)
 * </pre>
 *
 * <p>Rounding to a {@link MathContext} ({@code round}) divides the unscaled value by a power of
 * ten with the context's rounding mode, repeatedly until it has at most the context's digits
 * (a carry can add one). Each operation's result scale follows JDK 17: exact results take the
 * operation's preferred scale (add: the larger scale; multiply: the sum; divide: the difference,
 * with trailing zeros stripped only down to it); rounded results have as many digits as the
 * context allows. The less obvious algorithms (exact divide's precision bound, divide with a
 * context, divideToIntegralValue, pow with a context, sqrt's Newton iteration) follow JDK 17
 * step by step, because their result scales are observable. Immutable, hence thread-safe.
 */
public class BigDecimal extends Number implements Comparable<BigDecimal> {
    private static final long serialVersionUID = 6108874887143696463L;

    public static final int ROUND_UP = 0;
    public static final int ROUND_DOWN = 1;
    public static final int ROUND_CEILING = 2;
    public static final int ROUND_FLOOR = 3;
    public static final int ROUND_HALF_UP = 4;
    public static final int ROUND_HALF_DOWN = 5;
    public static final int ROUND_HALF_EVEN = 6;
    public static final int ROUND_UNNECESSARY = 7;

    private final BigInteger intVal;
    private final int scale;
    private transient int precision;

    private static final BigInteger[] TEN_POWERS = new BigInteger[40];

    static {
        TEN_POWERS[0] = BigInteger.ONE;
        for (int i = 1; i < TEN_POWERS.length; i++) TEN_POWERS[i] = TEN_POWERS[i - 1].multiply(BigInteger.TEN);
    }

    public static final BigDecimal ZERO = new BigDecimal(BigInteger.ZERO, 0, 1);
    public static final BigDecimal ONE = new BigDecimal(BigInteger.ONE, 0, 1);
    public static final BigDecimal TEN = new BigDecimal(BigInteger.TEN, 0, 2);
    private static final BigDecimal ONE_TENTH = new BigDecimal(BigInteger.ONE, 1, 1);
    private static final BigDecimal ONE_HALF = new BigDecimal(BigInteger.valueOf(5), 1, 1);

    /** Internal: trusted fields; {@code prec} 0 when unknown. */
    private BigDecimal(BigInteger intVal, int scale, int prec) {
        this.intVal = intVal;
        this.scale = scale;
        this.precision = prec;
    }

    // ---- construction ----

    public BigDecimal(char[] in, int offset, int len) {
        this(in, offset, len, MathContext.UNLIMITED);
    }

    /**
     * Parses {@code [sign] digits [. digits] [e|E [sign] digits]} (Unicode digits allowed), then
     * rounds to {@code mc}. Messages as JDK 17, which depend on whether the part after the sign
     * has at most 18 characters (its "compact" parse) or more.
     */
    public BigDecimal(char[] in, int offset, int len, MathContext mc) {
        if ((in.length | offset | len) < 0 || len > in.length - offset)
            throw new NumberFormatException("Bad offset or len arguments for char[] input.");
        int prec = 0;
        int scl = 0;
        BigInteger value;
        try {
            boolean negative = false;
            if (in[offset] == '-') {
                negative = true;
                offset++;
                len--;
            } else if (in[offset] == '+') {
                offset++;
                len--;
            }
            boolean dot = false;
            long exp = 0;
            StringBuilder digits = new StringBuilder(Math.max(len, 0));
            boolean compact = len <= 18;
            boolean nonZeroSeen = false;
            for (; len > 0; offset++, len--) {
                char c = in[offset];
                boolean isDigit = (c >= '0' && c <= '9') || Character.isDigit(c);
                if (isDigit) {
                    int d = Character.digit(c, 10);
                    if (d == 0) {
                        if (prec == 0) prec = 1;
                        else if (nonZeroSeen) { digits.append('0'); prec++; }
                    } else {
                        if (prec != 1 || nonZeroSeen) prec++;
                        nonZeroSeen = true;
                        digits.append((char) ('0' + d));
                    }
                    if (dot) scl++;
                } else if (c == '.') {
                    if (dot) throw new NumberFormatException("Character array contains more than one decimal point.");
                    dot = true;
                } else if (c == 'e' || c == 'E') {
                    exp = parseExp(in, offset, len);
                    if ((int) exp != exp) throw new NumberFormatException("Exponent overflow.");
                    break;
                } else if (compact) {
                    throw new NumberFormatException("Character " + c
                            + " is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.");
                } else {
                    throw new NumberFormatException("Character array is missing \"e\" notation exponential mark.");
                }
            }
            if (prec == 0) throw new NumberFormatException("No digits found.");
            if (exp != 0) {
                long adjusted = scl - exp;
                if (adjusted > Integer.MAX_VALUE || adjusted < Integer.MIN_VALUE)
                    throw new NumberFormatException("Scale out of range.");
                scl = (int) adjusted;
            }
            value = digits.length() == 0 ? BigInteger.ZERO : new BigInteger(digits.toString());
            if (negative) value = value.negate();
        } catch (ArrayIndexOutOfBoundsException e) {
            NumberFormatException nfe = new NumberFormatException();
            nfe.initCause(e);
            throw nfe;
        }
        BigDecimal r = doRound(new BigDecimal(value, scl, prec), mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
        this.precision = r.precision;
    }

    private static long parseExp(char[] in, int offset, int len) {
        long exp = 0;
        offset++;
        char c = in[offset];
        len--;
        boolean negexp = c == '-';
        if (negexp || c == '+') {
            offset++;
            c = in[offset];
            len--;
        }
        if (len <= 0) throw new NumberFormatException("No exponent digits.");
        while (len > 10 && (c == '0' || Character.digit(c, 10) == 0)) {
            offset++;
            c = in[offset];
            len--;
        }
        if (len > 10) throw new NumberFormatException("Too many nonzero exponent digits.");
        for (;; len--) {
            int v = (c >= '0' && c <= '9') ? c - '0' : Character.digit(c, 10);
            if (v < 0) throw new NumberFormatException("Not a digit.");
            exp = exp * 10 + v;
            if (len == 1) break;
            offset++;
            c = in[offset];
        }
        return negexp ? -exp : exp;
    }

    public BigDecimal(char[] in) {
        this(in, 0, in.length);
    }

    public BigDecimal(char[] in, MathContext mc) {
        this(in, 0, in.length, mc);
    }

    public BigDecimal(String val) {
        this(val.toCharArray(), 0, val.length());
    }

    public BigDecimal(String val, MathContext mc) {
        this(val.toCharArray(), 0, val.length(), mc);
    }

    /** The exact binary value of {@code val}; "Infinite or NaN" for those. */
    public BigDecimal(double val) {
        this(val, MathContext.UNLIMITED);
    }

    public BigDecimal(double val, MathContext mc) {
        if (Double.isInfinite(val) || Double.isNaN(val)) throw new NumberFormatException("Infinite or NaN");
        BigDecimal r;
        long bits = Double.doubleToLongBits(val);
        int sign = (bits >> 63) == 0 ? 1 : -1;
        int exponent = (int) ((bits >> 52) & 0x7ffL);
        long significand = exponent == 0 ? (bits & ((1L << 52) - 1)) << 1 : (bits & ((1L << 52) - 1)) | (1L << 52);
        exponent -= 1075;
        if (significand == 0) {
            r = ZERO;
        } else {
            while ((significand & 1) == 0) {
                significand >>= 1;
                exponent++;
            }
            BigInteger s = BigInteger.valueOf(sign * significand);
            if (exponent == 0) r = new BigDecimal(s, 0, 0);
            else if (exponent < 0) r = new BigDecimal(s.multiply(BigInteger.valueOf(5).pow(-exponent)), -exponent, 0);
            else r = new BigDecimal(s.shiftLeft(exponent), 0, 0);
        }
        r = doRound(r, mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
        this.precision = r.precision;
    }

    public BigDecimal(BigInteger val) {
        this(val, 0, 0);
    }

    public BigDecimal(BigInteger val, MathContext mc) {
        this(val, 0, mc);
    }

    public BigDecimal(BigInteger unscaledVal, int scale) {
        this(unscaledVal, scale, 0);
        if (unscaledVal == null) throw new NullPointerException();
    }

    public BigDecimal(BigInteger unscaledVal, int scale, MathContext mc) {
        BigDecimal r = doRound(new BigDecimal(unscaledVal, scale, 0), mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
        this.precision = r.precision;
    }

    public BigDecimal(int val) {
        this(BigInteger.valueOf(val), 0, 0);
    }

    public BigDecimal(int val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    public BigDecimal(long val) {
        this(BigInteger.valueOf(val), 0, 0);
    }

    public BigDecimal(long val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    public static BigDecimal valueOf(long unscaledVal, int scale) {
        if (scale == 0) return valueOf(unscaledVal);
        return new BigDecimal(BigInteger.valueOf(unscaledVal), scale, 0);
    }

    public static BigDecimal valueOf(long val) {
        if (val == 0) return ZERO;
        if (val == 1) return ONE;
        if (val == 10) return TEN;
        return new BigDecimal(BigInteger.valueOf(val), 0, 0);
    }

    /** {@code new BigDecimal(Double.toString(val))}: the shortest-ish decimal JDK 17 prints. */
    public static BigDecimal valueOf(double val) {
        return new BigDecimal(Double.toString(val));
    }

    // ---- helpers ----

    private static BigInteger tenPow(long n) {
        if (n < TEN_POWERS.length) return TEN_POWERS[(int) n];
        return BigInteger.TEN.pow((int) n);
    }

    private static BigDecimal zeroValueOf(int scale) {
        return scale == 0 ? ZERO : new BigDecimal(BigInteger.ZERO, scale, 1);
    }

    /** Digits of |v|; 1 for zero. */
    private static int digitLength(BigInteger v) {
        if (v.signum == 0) return 1;
        int r = (int) ((((long) v.bitLength() + 1) * 646456993L) >>> 31);
        return Magnitude.compare(v.mag, tenPow(r).mag) < 0 ? r : r + 1;
    }

    private int checkScale(long val) {
        int asInt = (int) val;
        if (asInt != val) {
            asInt = val > Integer.MAX_VALUE ? Integer.MAX_VALUE : Integer.MIN_VALUE;
            if (intVal.signum != 0) throw new ArithmeticException(asInt > 0 ? "Underflow" : "Overflow");
        }
        return asInt;
    }

    private static int checkScaleNonZero(long val) {
        int asInt = (int) val;
        if (asInt != val) throw new ArithmeticException(asInt > 0 ? "Underflow" : "Overflow");
        return asInt;
    }

    private static int saturateLong(long s) {
        int i = (int) s;
        return s == i ? i : (s < 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE);
    }

    /** Whether a non-zero discarded fraction rounds the quotient's magnitude up (JDK 17's rules). */
    private static boolean needIncrement(RoundingMode rm, int qsign, int cmpFracHalf, boolean oddQuot) {
        switch (rm) {
            case UNNECESSARY: throw new ArithmeticException("Rounding necessary");
            case UP: return true;
            case DOWN: return false;
            case CEILING: return qsign > 0;
            case FLOOR: return qsign < 0;
            default:
                if (cmpFracHalf < 0) return false;
                if (cmpFracHalf > 0) return true;
                return rm == RoundingMode.HALF_UP || (rm == RoundingMode.HALF_EVEN && oddQuot);
        }
    }

    /** {@code round(dividend / divisor)} with the rounding mode (divisor non-zero). */
    private static BigInteger divideAndRound(BigInteger dividend, BigInteger divisor, RoundingMode rm) {
        BigInteger[] qr = dividend.divideAndRemainder(divisor);
        if (qr[1].signum == 0) return qr[0];
        int qsign = dividend.signum != divisor.signum ? -1 : 1;
        int cmpFracHalf = Magnitude.compare(Magnitude.shiftLeft(qr[1].mag, 1), divisor.mag);
        if (needIncrement(rm, qsign, cmpFracHalf, qr[0].testBit(0))) qr[0] = qr[0].add(BigInteger.valueOf(qsign));
        return qr[0];
    }

    /**
     * {@code dividend / divisor} rounded to {@code scale}; an exact quotient has trailing zeros
     * stripped down to {@code preferredScale}.
     */
    private static BigDecimal divideAndRound(BigInteger dividend, BigInteger divisor, int scale, RoundingMode rm,
                                             int preferredScale) {
        BigInteger[] qr = dividend.divideAndRemainder(divisor);
        if (qr[1].signum != 0) {
            int qsign = dividend.signum != divisor.signum ? -1 : 1;
            int cmpFracHalf = Magnitude.compare(Magnitude.shiftLeft(qr[1].mag, 1), divisor.mag);
            BigInteger q = qr[0];
            if (needIncrement(rm, qsign, cmpFracHalf, q.testBit(0))) q = q.add(BigInteger.valueOf(qsign));
            return new BigDecimal(q, scale, 0);
        }
        if (preferredScale != scale) return createAndStripZerosToMatchScale(qr[0], scale, preferredScale);
        return new BigDecimal(qr[0], scale, 0);
    }

    /** Drops trailing zero digits while the scale stays above {@code preferredScale}. */
    private static BigDecimal createAndStripZerosToMatchScale(BigInteger intVal, int scale, long preferredScale) {
        while (Magnitude.compare(intVal.mag, BigInteger.TEN.mag) >= 0 && scale > preferredScale) {
            if (intVal.testBit(0)) break;
            BigInteger[] qr = intVal.divideAndRemainder(BigInteger.TEN);
            if (qr[1].signum != 0) break;
            intVal = qr[0];
            scale = checkScaleNonZero((long) scale - 1);
        }
        return new BigDecimal(intVal, scale, 0);
    }

    /** {@code val} rounded to {@code mc.precision} digits (unchanged when it has no more). */
    private static BigDecimal doRound(BigDecimal val, MathContext mc) {
        int mcp = mc.precision;
        if (mcp <= 0) return val;
        int prec = val.precision();
        int drop = prec - mcp;
        if (drop <= 0) return val;
        BigInteger iv = val.intVal;
        int scl = val.scale;
        while (drop > 0) {
            scl = checkScaleNonZero((long) scl - drop);
            iv = divideAndRound(iv, tenPow(drop), mc.roundingMode);
            prec = digitLength(iv);
            drop = prec - mcp;
        }
        return new BigDecimal(iv, scl, prec);
    }

    /** {@code intVal * 10^n} as a BigInteger. */
    private static BigInteger multiplyPowerTen(BigInteger v, long n) {
        if (n <= 0) return v;
        return v.multiply(tenPow(n));
    }

    // ---- arithmetic ----

    /** Exact sum; scale max(this.scale, augend.scale). */
    public BigDecimal add(BigDecimal augend) {
        if (scale == augend.scale) return new BigDecimal(intVal.add(augend.intVal), scale, 0);
        if (scale > augend.scale) {
            return new BigDecimal(intVal.add(multiplyPowerTen(augend.intVal, (long) scale - augend.scale)), scale, 0);
        }
        return new BigDecimal(multiplyPowerTen(intVal, (long) augend.scale - scale).add(augend.intVal), augend.scale, 0);
    }

    /** Sum rounded to {@code mc}; a zero operand keeps as much of the preferred scale as the precision allows. */
    public BigDecimal add(BigDecimal augend, MathContext mc) {
        if (mc.precision == 0) return add(augend);
        BigDecimal lhs = this;
        boolean lhsIsZero = lhs.signum() == 0, augendIsZero = augend.signum() == 0;
        if (lhsIsZero || augendIsZero) {
            int preferredScale = Math.max(lhs.scale, augend.scale);
            if (lhsIsZero && augendIsZero) return zeroValueOf(preferredScale);
            BigDecimal result = lhsIsZero ? doRound(augend, mc) : doRound(lhs, mc);
            if (result.scale == preferredScale) return result;
            if (result.scale > preferredScale) return createAndStripZerosToMatchScale(result.intVal, result.scale, preferredScale);
            int precisionDiff = mc.precision - result.precision();
            int scaleDiff = preferredScale - result.scale;
            if (precisionDiff >= scaleDiff) return result.setScale(preferredScale);
            return result.setScale(result.scale + precisionDiff);
        }
        return doRound(lhs.add(augend), mc);
    }

    public BigDecimal subtract(BigDecimal subtrahend) {
        return add(subtrahend.negate());
    }

    public BigDecimal subtract(BigDecimal subtrahend, MathContext mc) {
        return add(subtrahend.negate(), mc);
    }

    /** Exact product; scale this.scale + multiplicand.scale. */
    public BigDecimal multiply(BigDecimal multiplicand) {
        int productScale = checkScale((long) scale + multiplicand.scale);
        return new BigDecimal(intVal.multiply(multiplicand.intVal), productScale, 0);
    }

    public BigDecimal multiply(BigDecimal multiplicand, MathContext mc) {
        if (mc.precision == 0) return multiply(multiplicand);
        int productScale = checkScale((long) scale + multiplicand.scale);
        return doRound(new BigDecimal(intVal.multiply(multiplicand.intVal), productScale, 0), mc);
    }

    /** Legacy: the rounding mode as a ROUND_* int ("Invalid rounding mode" otherwise). */
    public BigDecimal divide(BigDecimal divisor, int scale, int roundingMode) {
        if (roundingMode < ROUND_UP || roundingMode > ROUND_UNNECESSARY) throw new IllegalArgumentException("Invalid rounding mode");
        return divide(divisor, scale, RoundingMode.valueOf(roundingMode));
    }

    /** {@code this / divisor} rounded to {@code scale} decimal places. */
    public BigDecimal divide(BigDecimal divisor, int scale, RoundingMode roundingMode) {
        if (divisor.signum() == 0) throw divideByZeroAtScale(divisor, scale);
        // this / divisor = (intVal * 10^(scale + divisor.scale - this.scale)) / divisor.intVal at scale `scale`
        long shift = (long) scale + divisor.scale - this.scale;
        BigInteger dividend = intVal, div = divisor.intVal;
        if (shift > 0) dividend = multiplyPowerTen(dividend, shift);
        else if (shift < 0) div = multiplyPowerTen(div, -shift);
        return divideAndRound(dividend, div, scale, roundingMode, scale);
    }

    /**
     * JDK 17 checks no zero divisor in divide-to-scale: the exception is whichever its long or
     * BigInteger division meets. A dividend that fits a long (Long.MIN_VALUE excepted) meets
     * "/ by zero" when it is scaled up by at most 18 digits without overflow, or when the
     * divisor is scaled up by at most 18 digits instead; everything else meets "BigInteger
     * divide by zero".
     */
    private ArithmeticException divideByZeroAtScale(BigDecimal divisor, int scale) {
        boolean compact = intVal.bitLength() <= 63 && !(intVal.longValue() == Long.MIN_VALUE);
        boolean longDivision = false;
        if (compact) {
            long raise = (long) scale + divisor.scale - this.scale;
            if (raise <= 0) {
                longDivision = -raise < 19; // the divisor is scaled up instead
            } else if (raise < 19) {
                long bound = Long.MAX_VALUE / tenPow(raise).longValue();
                longDivision = Math.abs(intVal.longValue()) <= bound;
            }
        }
        return new ArithmeticException(longDivision ? "/ by zero" : "BigInteger divide by zero");
    }

    public BigDecimal divide(BigDecimal divisor, int roundingMode) {
        return divide(divisor, scale, roundingMode);
    }

    public BigDecimal divide(BigDecimal divisor, RoundingMode roundingMode) {
        return divide(divisor, scale, roundingMode);
    }

    /**
     * The exact quotient, at the preferred scale this.scale - divisor.scale when it is
     * representable there; "Non-terminating decimal expansion; no exact representable decimal
     * result." when it has no finite expansion.
     */
    public BigDecimal divide(BigDecimal divisor) {
        if (divisor.signum() == 0) {
            if (signum() == 0) throw new ArithmeticException("Division undefined");
            throw new ArithmeticException("Division by zero");
        }
        int preferredScale = saturateLong((long) scale - divisor.scale);
        if (signum() == 0) return zeroValueOf(preferredScale);
        MathContext mc = new MathContext((int) Math.min(precision() + (long) Math.ceil(10.0 * divisor.precision() / 3.0),
                Integer.MAX_VALUE), RoundingMode.UNNECESSARY);
        BigDecimal quotient;
        try {
            quotient = divide(divisor, mc);
        } catch (ArithmeticException e) {
            throw new ArithmeticException("Non-terminating decimal expansion; no exact representable decimal result.");
        }
        if (preferredScale > quotient.scale) return quotient.setScale(preferredScale, RoundingMode.UNNECESSARY);
        return quotient;
    }

    /**
     * The quotient rounded to {@code mc}: both operands normalized to [0.1, 1) with the dividend
     * not above the divisor, divided to {@code mc.precision} digits (JDK 17's method, so the
     * scale of an exact quotient is the preferred one wherever the digits allow).
     */
    public BigDecimal divide(BigDecimal divisor, MathContext mc) {
        int mcp = mc.precision;
        if (mcp == 0) return divide(divisor);
        long preferredScale = (long) scale - divisor.scale;
        if (divisor.signum() == 0) {
            if (signum() == 0) throw new ArithmeticException("Division undefined");
            throw new ArithmeticException("Division by zero");
        }
        if (signum() == 0) return zeroValueOf(saturateLong(preferredScale));
        int xscale = precision();
        int yscale = divisor.precision();
        BigInteger xs = intVal, ys = divisor.intVal;
        // Normalize so that xs/10^xscale <= ys/10^yscale
        if (compareMagnitudeNormalized(xs, xscale, ys, yscale) > 0) yscale -= 1;
        RoundingMode rm = mc.roundingMode;
        int scl = checkScaleNonZero(preferredScale + yscale - xscale + mcp);
        BigDecimal quotient;
        if (checkScaleNonZero((long) mcp + yscale - xscale) > 0) {
            int raise = checkScaleNonZero((long) mcp + yscale - xscale);
            quotient = divideAndRound(multiplyPowerTen(xs, raise), ys, scl, rm, checkScaleNonZero(preferredScale));
        } else {
            int newScale = checkScaleNonZero((long) xscale - mcp);
            int raise = checkScaleNonZero((long) newScale - yscale);
            quotient = divideAndRound(xs, multiplyPowerTen(ys, raise), scl, rm, checkScaleNonZero(preferredScale));
        }
        return doRound(quotient, mc);
    }

    private static int compareMagnitudeNormalized(BigInteger xs, int xscale, BigInteger ys, int yscale) {
        int sdiff = xscale - yscale;
        if (sdiff < 0) return Magnitude.compare(multiplyPowerTen(xs, -sdiff).mag, ys.mag);
        return Magnitude.compare(xs.mag, multiplyPowerTen(ys, sdiff).mag);
    }

    /** The integer part of the exact quotient, at the preferred scale this.scale - divisor.scale. */
    public BigDecimal divideToIntegralValue(BigDecimal divisor) {
        int preferredScale = saturateLong((long) scale - divisor.scale);
        if (compareMagnitude(divisor) < 0) return zeroValueOf(preferredScale);
        if (signum() == 0 && divisor.signum() != 0) return setScale(preferredScale, RoundingMode.UNNECESSARY);
        int maxDigits = (int) Math.min(precision() + (long) Math.ceil(10.0 * divisor.precision() / 3.0)
                + Math.abs((long) scale - divisor.scale) + 2, Integer.MAX_VALUE);
        BigDecimal quotient = divide(divisor, new MathContext(maxDigits, RoundingMode.DOWN));
        if (quotient.scale > 0) {
            quotient = quotient.setScale(0, RoundingMode.DOWN);
            quotient = createAndStripZerosToMatchScale(quotient.intVal, quotient.scale, preferredScale);
        }
        if (quotient.scale < preferredScale) quotient = quotient.setScale(preferredScale, RoundingMode.UNNECESSARY);
        return quotient;
    }

    /** As above, limited to {@code mc.precision} digits ("Division impossible" beyond). */
    public BigDecimal divideToIntegralValue(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0 || compareMagnitude(divisor) < 0) return divideToIntegralValue(divisor);
        int preferredScale = saturateLong((long) scale - divisor.scale);
        BigDecimal result = divide(divisor, new MathContext(mc.precision, RoundingMode.DOWN));
        if (result.scale < 0) {
            BigDecimal product = result.multiply(divisor);
            if (subtract(product).compareMagnitude(divisor) >= 0) throw new ArithmeticException("Division impossible");
        } else if (result.scale > 0) {
            result = result.setScale(0, RoundingMode.DOWN);
        }
        int precisionDiff;
        if (preferredScale > result.scale && (precisionDiff = mc.precision - result.precision()) > 0) {
            return result.setScale(result.scale + Math.min(precisionDiff, preferredScale - result.scale));
        }
        return createAndStripZerosToMatchScale(result.intVal, result.scale, preferredScale);
    }

    public BigDecimal remainder(BigDecimal divisor) {
        return divideAndRemainder(divisor)[1];
    }

    public BigDecimal remainder(BigDecimal divisor, MathContext mc) {
        return divideAndRemainder(divisor, mc)[1];
    }

    /** {@code {divideToIntegralValue(divisor), this - that * divisor}}. */
    public BigDecimal[] divideAndRemainder(BigDecimal divisor) {
        BigDecimal[] result = new BigDecimal[2];
        result[0] = divideToIntegralValue(divisor);
        result[1] = subtract(result[0].multiply(divisor));
        return result;
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0) return divideAndRemainder(divisor);
        BigDecimal[] result = new BigDecimal[2];
        result[0] = divideToIntegralValue(divisor, mc);
        result[1] = subtract(result[0].multiply(divisor));
        return result;
    }

    /**
     * Square root rounded to {@code mc}, preferred scale this.scale/2: JDK 17's method (Hull and
     * Abrham's Newton iteration from Math.sqrt's 15 digits on the value reduced to [0.1, 10),
     * doubled target precision for the half-way modes, then the fix-ups of the directed modes).
     */
    public BigDecimal sqrt(MathContext mc) {
        int signum = signum();
        if (signum < 0) throw new ArithmeticException("Attempted square root of negative BigDecimal");
        if (signum == 0) return valueOf(0L, scale / 2);
        int preferredScale = scale / 2;
        BigDecimal zeroWithFinalPreferredScale = valueOf(0L, preferredScale);
        BigDecimal stripped = stripTrailingZeros();
        int strippedScale = stripped.scale;
        if (stripped.isPowerOfTen() && strippedScale % 2 == 0) {
            BigDecimal result = valueOf(1L, strippedScale / 2);
            if (result.scale != preferredScale) result = result.add(zeroWithFinalPreferredScale, mc);
            return result;
        }
        // Reduce to working in [0.1, 10) by an even power of ten
        int s = stripped.scale - stripped.precision() + 1;
        int scaleAdjust = s % 2 == 0 ? s : s - 1;
        BigDecimal working = stripped.scaleByPowerOfTen(scaleAdjust);
        BigDecimal guess = new BigDecimal(Math.sqrt(working.doubleValue()));
        int guessPrecision = 15;
        int originalPrecision = mc.precision;
        int targetPrecision;
        if (originalPrecision == 0) {
            targetPrecision = stripped.precision() / 2 + 1;
        } else {
            switch (mc.roundingMode) {
                case HALF_UP:
                case HALF_DOWN:
                case HALF_EVEN:
                    targetPrecision = 2 * originalPrecision;
                    if (targetPrecision < 0) targetPrecision = Integer.MAX_VALUE - 2;
                    break;
                default:
                    targetPrecision = originalPrecision;
            }
        }
        // Newton: approx = (approx + working / approx) / 2, doubling the good digits each time
        BigDecimal approx = guess;
        int workingPrecision = working.precision();
        do {
            int tmpPrecision = Math.max(Math.max(guessPrecision, targetPrecision + 2), workingPrecision);
            MathContext mcTmp = new MathContext(tmpPrecision, RoundingMode.HALF_EVEN);
            approx = ONE_HALF.multiply(approx.add(working.divide(approx, mcTmp), mcTmp));
            guessPrecision *= 2;
        } while (guessPrecision < targetPrecision + 2);
        BigDecimal result;
        RoundingMode targetRm = mc.roundingMode;
        if (targetRm == RoundingMode.UNNECESSARY || originalPrecision == 0) {
            RoundingMode tmpRm = targetRm == RoundingMode.UNNECESSARY ? RoundingMode.DOWN : targetRm;
            MathContext mcTmp = new MathContext(targetPrecision, tmpRm);
            result = approx.scaleByPowerOfTen(-scaleAdjust / 2).round(mcTmp);
            if (subtract(result.multiply(result)).compareTo(ZERO) != 0)
                throw new ArithmeticException("Computed square root not exact.");
        } else {
            result = approx.scaleByPowerOfTen(-scaleAdjust / 2).round(mc);
            switch (targetRm) {
                case DOWN:
                case FLOOR:
                    if (result.multiply(result).compareTo(this) > 0) {
                        BigDecimal ulp = result.ulp();
                        if (approx.compareTo(ONE) == 0) ulp = ulp.multiply(ONE_TENTH);
                        result = result.subtract(ulp);
                    }
                    break;
                case UP:
                case CEILING:
                    if (result.multiply(result).compareTo(this) < 0) result = result.add(result.ulp());
                    break;
                default:
                    break;
            }
        }
        if (result.scale != preferredScale) {
            result = result.stripTrailingZeros().add(zeroWithFinalPreferredScale,
                    new MathContext(originalPrecision, RoundingMode.UNNECESSARY));
        }
        return result;
    }

    private boolean isPowerOfTen() {
        return BigInteger.ONE.equals(intVal);
    }

    /** Exact power, scale this.scale * n; n in [0, 999999999] ("Invalid operation" otherwise). */
    public BigDecimal pow(int n) {
        if (n < 0 || n > 999999999) throw new ArithmeticException("Invalid operation");
        int newScale = checkScale((long) scale * n);
        return new BigDecimal(intVal.pow(n), newScale, 0);
    }

    /** ANSI X3.274's power: binary powering at mc.precision + digits(n) + 1 digits, then rounded. */
    public BigDecimal pow(int n, MathContext mc) {
        if (mc.precision == 0) return pow(n);
        if (n < -999999999 || n > 999999999) throw new ArithmeticException("Invalid operation");
        if (n == 0) return ONE;
        BigDecimal lhs = this;
        MathContext workmc = mc;
        int mag = Math.abs(n);
        if (mc.precision > 0) {
            int elength = Integer.toString(mag).length();
            if (elength > mc.precision) throw new ArithmeticException("Invalid operation");
            workmc = new MathContext(mc.precision + elength + 1, mc.roundingMode);
        }
        BigDecimal acc = ONE;
        boolean seenbit = false;
        for (int i = 1;; i++) {
            mag += mag;
            if (mag < 0) {
                seenbit = true;
                acc = acc.multiply(lhs, workmc);
            }
            if (i == 31) break;
            if (seenbit) acc = acc.multiply(acc, workmc);
        }
        if (n < 0) acc = ONE.divide(acc, workmc);
        return doRound(acc, mc);
    }

    public BigDecimal abs() {
        return signum() < 0 ? negate() : this;
    }

    public BigDecimal abs(MathContext mc) {
        return signum() < 0 ? negate(mc) : plus(mc);
    }

    public BigDecimal negate() {
        return new BigDecimal(intVal.negate(), scale, precision);
    }

    public BigDecimal negate(MathContext mc) {
        return negate().plus(mc);
    }

    public BigDecimal plus() {
        return this;
    }

    public BigDecimal plus(MathContext mc) {
        if (mc.precision == 0) return this;
        return doRound(this, mc);
    }

    public int signum() {
        return intVal.signum;
    }

    public int scale() {
        return scale;
    }

    /** Number of digits of the unscaled value (1 for zero). */
    public int precision() {
        int p = precision;
        if (p == 0) {
            p = digitLength(intVal);
            precision = p;
        }
        return p;
    }

    public BigInteger unscaledValue() {
        return intVal;
    }

    public BigDecimal round(MathContext mc) {
        return plus(mc);
    }

    /** Same value at {@code newScale}, rounding discarded digits with {@code roundingMode}. */
    public BigDecimal setScale(int newScale, RoundingMode roundingMode) {
        int oldScale = scale;
        if (newScale == oldScale) return this;
        if (signum() == 0) return zeroValueOf(newScale);
        if (newScale > oldScale) {
            int raise = checkScale((long) newScale - oldScale);
            return new BigDecimal(multiplyPowerTen(intVal, raise), newScale, 0);
        }
        int drop = checkScale((long) oldScale - newScale);
        return divideAndRound(intVal, tenPow(drop), newScale, roundingMode, newScale);
    }

    public BigDecimal setScale(int newScale, int roundingMode) {
        if (roundingMode < ROUND_UP || roundingMode > ROUND_UNNECESSARY) throw new IllegalArgumentException("Invalid rounding mode");
        return setScale(newScale, RoundingMode.valueOf(roundingMode));
    }

    /** Same value at {@code newScale}; "Rounding necessary" when digits would be lost. */
    public BigDecimal setScale(int newScale) {
        return setScale(newScale, RoundingMode.UNNECESSARY);
    }

    /** {@code this / 10^n}; the result's scale is max(scale + n, 0). */
    public BigDecimal movePointLeft(int n) {
        if (n == 0) return this;
        int newScale = checkScale((long) scale + n);
        BigDecimal num = new BigDecimal(intVal, newScale, 0);
        return num.scale < 0 ? num.setScale(0, RoundingMode.UNNECESSARY) : num;
    }

    /** {@code this * 10^n}; the result's scale is max(scale - n, 0). */
    public BigDecimal movePointRight(int n) {
        if (n == 0) return this;
        int newScale = checkScale((long) scale - n);
        BigDecimal num = new BigDecimal(intVal, newScale, 0);
        return num.scale < 0 ? num.setScale(0, RoundingMode.UNNECESSARY) : num;
    }

    /** {@code this * 10^n} by changing the scale only. */
    public BigDecimal scaleByPowerOfTen(int n) {
        return new BigDecimal(intVal, checkScale((long) scale - n), precision);
    }

    /** Fewest digits for the same value; zero is BigDecimal.ZERO (JDK 8 and later). */
    public BigDecimal stripTrailingZeros() {
        if (intVal.signum == 0) return ZERO;
        return createAndStripZerosToMatchScale(intVal, scale, Long.MIN_VALUE);
    }

    // ---- comparison ----

    /** Numeric order, ignoring scale. */
    public int compareTo(BigDecimal val) {
        if (scale == val.scale) return intVal.compareTo(val.intVal);
        int xsign = signum(), ysign = val.signum();
        if (xsign != ysign) return xsign > ysign ? 1 : -1;
        if (xsign == 0) return 0;
        int cmp = compareMagnitude(val);
        return xsign > 0 ? cmp : -cmp;
    }

    private int compareMagnitude(BigDecimal val) {
        if (val.signum() == 0) return signum() == 0 ? 0 : 1;
        if (signum() == 0) return -1;
        // Compare the adjusted exponents first, then the aligned magnitudes
        long xae = (long) precision() - scale, yae = (long) val.precision() - val.scale;
        if (xae < yae) return -1;
        if (xae > yae) return 1;
        int sdiff = scale - val.scale;
        if (sdiff < 0) return Magnitude.compare(multiplyPowerTen(intVal, -(long) sdiff).mag, val.intVal.mag);
        return Magnitude.compare(intVal.mag, multiplyPowerTen(val.intVal, sdiff).mag);
    }

    /** Equal value and scale. */
    public boolean equals(Object x) {
        if (!(x instanceof BigDecimal)) return false;
        BigDecimal o = (BigDecimal) x;
        if (x == this) return true;
        return scale == o.scale && intVal.equals(o.intVal);
    }

    public BigDecimal min(BigDecimal val) {
        return compareTo(val) <= 0 ? this : val;
    }

    public BigDecimal max(BigDecimal val) {
        return compareTo(val) >= 0 ? this : val;
    }

    /** JDK 17's: {@code 31 * unscaledValue().hashCode() + scale}. */
    public int hashCode() {
        return 31 * intVal.hashCode() + scale;
    }

    // ---- conversion ----

    /** Scientific notation when the scale is negative or the adjusted exponent is below -6. */
    public String toString() {
        return layoutChars(true);
    }

    /** As toString, with exponents that are multiples of three. */
    public String toEngineeringString() {
        return layoutChars(false);
    }

    /** Without an exponent. */
    public String toPlainString() {
        if (scale == 0) return intVal.toString();
        if (scale < 0) {
            if (signum() == 0) return "0";
            int trailingZeros = checkScaleNonZero(-(long) scale);
            StringBuilder sb = new StringBuilder(intVal.toString());
            for (int i = 0; i < trailingZeros; i++) sb.append('0');
            return sb.toString();
        }
        String digits = intVal.abs().toString();
        StringBuilder sb = new StringBuilder();
        if (signum() < 0) sb.append('-');
        int insertionPoint = digits.length() - scale;
        if (insertionPoint == 0) {
            sb.append("0.").append(digits);
        } else if (insertionPoint > 0) {
            sb.append(digits, 0, insertionPoint).append('.').append(digits, insertionPoint, digits.length());
        } else {
            sb.append("0.");
            for (int i = insertionPoint; i < 0; i++) sb.append('0');
            sb.append(digits);
        }
        return sb.toString();
    }

    private String layoutChars(boolean sci) {
        if (scale == 0) return intVal.toString();
        String coeff = intVal.abs().toString();
        int coeffLen = coeff.length();
        StringBuilder buf = new StringBuilder(coeffLen + 14);
        if (signum() < 0) buf.append('-');
        long adjusted = -(long) scale + (coeffLen - 1);
        if (scale >= 0 && adjusted >= -6) {
            int pad = scale - coeffLen;
            if (pad >= 0) {
                buf.append("0.");
                for (; pad > 0; pad--) buf.append('0');
                buf.append(coeff);
            } else {
                buf.append(coeff, 0, -pad).append('.').append(coeff, -pad, coeffLen);
            }
            return buf.toString();
        }
        if (sci) {
            buf.append(coeff.charAt(0));
            if (coeffLen > 1) buf.append('.').append(coeff, 1, coeffLen);
        } else {
            int sig = (int) (adjusted % 3);
            if (sig < 0) sig += 3;
            adjusted -= sig;
            sig++;
            if (signum() == 0) {
                switch (sig) {
                    case 1: buf.append('0'); break;
                    case 2: buf.append("0.00"); adjusted += 3; break;
                    default: buf.append("0.0"); adjusted += 3; break;
                }
            } else if (sig >= coeffLen) {
                buf.append(coeff);
                for (int i = sig - coeffLen; i > 0; i--) buf.append('0');
            } else {
                buf.append(coeff, 0, sig).append('.').append(coeff, sig, coeffLen);
            }
        }
        if (adjusted != 0) {
            buf.append('E');
            if (adjusted > 0) buf.append('+');
            buf.append(adjusted);
        }
        return buf.toString();
    }

    /** The integer part (fraction discarded). */
    public BigInteger toBigInteger() {
        if (scale <= 0) return multiplyPowerTen(intVal, -(long) scale);
        return intVal.divide(tenPow(scale));
    }

    /** The integer value; "Rounding necessary" when there is a non-zero fraction. */
    public BigInteger toBigIntegerExact() {
        return setScale(0, RoundingMode.UNNECESSARY).intVal;
    }

    public long longValue() {
        if (scale == 0) return intVal.longValue();
        // An integer part below 10^-scale... or a multiple of 2^64 beyond: the low 64 bits are 0
        if (signum() == 0 || (long) precision() - scale <= 0) return 0;
        if (scale < 0 && -(long) scale >= 64) return 0; // 10^64 is a multiple of 2^64
        return toBigInteger().longValue();
    }

    /** The value as a long; "Rounding necessary" for a fraction, "Overflow" beyond the range. */
    public long longValueExact() {
        if (scale == 0 && intVal.bitLength() <= 63) return intVal.longValue();
        if (signum() == 0) return 0;
        if ((long) precision() - scale <= 0) throw new ArithmeticException("Rounding necessary");
        if ((long) precision() - scale > 19) throw new ArithmeticException("Overflow");
        BigDecimal num = setScale(0, RoundingMode.UNNECESSARY);
        if (num.intVal.bitLength() > 63) throw new ArithmeticException("Overflow");
        return num.intVal.longValue();
    }

    public int intValue() {
        return (int) longValue();
    }

    public int intValueExact() {
        long num = longValueExact();
        if ((int) num != num) throw new ArithmeticException("Overflow");
        return (int) num;
    }

    public short shortValueExact() {
        long num = longValueExact();
        if ((short) num != num) throw new ArithmeticException("Overflow");
        return (short) num;
    }

    public byte byteValueExact() {
        long num = longValueExact();
        if ((byte) num != num) throw new ArithmeticException("Overflow");
        return (byte) num;
    }

    private static final double[] DOUBLE_10_POW = {
        1.0e0, 1.0e1, 1.0e2, 1.0e3, 1.0e4, 1.0e5, 1.0e6, 1.0e7, 1.0e8, 1.0e9, 1.0e10, 1.0e11,
        1.0e12, 1.0e13, 1.0e14, 1.0e15, 1.0e16, 1.0e17, 1.0e18, 1.0e19, 1.0e20, 1.0e21, 1.0e22};
    private static final float[] FLOAT_10_POW = {
        1.0e0f, 1.0e1f, 1.0e2f, 1.0e3f, 1.0e4f, 1.0e5f, 1.0e6f, 1.0e7f, 1.0e8f, 1.0e9f, 1.0e10f};

    /** Nearest float: exact small cases directly, else Float.parseFloat of toString (as JDK 17). */
    public float floatValue() {
        if (intVal.bitLength() <= 63) {
            long v = intVal.longValue();
            if (scale == 0) return (float) v;
            if (Math.abs(v) < 1L << 22) {
                if (scale > 0 && scale < FLOAT_10_POW.length) return (float) v / FLOAT_10_POW[scale];
                if (scale < 0 && scale > -FLOAT_10_POW.length) return (float) v * FLOAT_10_POW[-scale];
            }
        }
        return Float.parseFloat(toString());
    }

    /** Nearest double: exact small cases directly, else Double.parseDouble of toString (as JDK 17). */
    public double doubleValue() {
        if (intVal.bitLength() <= 63) {
            long v = intVal.longValue();
            if (scale == 0) return (double) v;
            if (Math.abs(v) < 1L << 52) {
                if (scale > 0 && scale < DOUBLE_10_POW.length) return (double) v / DOUBLE_10_POW[scale];
                if (scale < 0 && scale > -DOUBLE_10_POW.length) return (double) v * DOUBLE_10_POW[-scale];
            }
        }
        return Double.parseDouble(toString());
    }

    /** One unit in the last place: 1 at this scale. */
    public BigDecimal ulp() {
        return new BigDecimal(BigInteger.ONE, scale, 1);
    }
}
