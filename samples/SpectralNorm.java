// SpectralNorm: estimates the spectral norm of an infinite matrix by power iteration on A^T A.
// Exercises double arithmetic, int-to-double conversion, division, double arrays, calls in loops.
// Written for jvmlab after the Benchmarks Game task description; usage: SpectralNorm [n]
public class SpectralNorm {
    /** Entry (i, j) of the matrix A, 0-based: 1 / ((i+j)(i+j+1)/2 + i + 1). */
    static double entry(int i, int j) {
        int ij = i + j;
        return 1.0 / ((ij * (ij + 1) >> 1) + i + 1);
    }

    /** out = A * v, for an n-by-n section of A. */
    static void multiply(double[] v, double[] out, int n) {
        for (int i = 0; i < n; i++) {
            double sum = 0;
            for (int j = 0; j < n; j++) {
                sum += entry(i, j) * v[j];
            }
            out[i] = sum;
        }
    }

    /** out = A^T * v, for an n-by-n section of A. */
    static void multiplyTransposed(double[] v, double[] out, int n) {
        for (int i = 0; i < n; i++) {
            double sum = 0;
            for (int j = 0; j < n; j++) {
                sum += entry(j, i) * v[j];
            }
            out[i] = sum;
        }
    }

    /** out = A^T * A * v; tmp is scratch space of length n. */
    static void multiplyAtA(double[] v, double[] out, double[] tmp, int n) {
        multiply(v, tmp, n);
        multiplyTransposed(tmp, out, n);
    }

    /**
     * Formats v with exactly 9 digits after the point, like printf("%.9f") (which this program
     * avoids: jvmlab's class library has no Formatter yet). Rounds the binary value half up;
     * printf instead rounds the shortest decimal form (Double.toString's digits) half up, so
     * the two differ only when that form has a 5 exactly in the 10th decimal. Checked equal to
     * String.format on 5 million random values with |v| < 1 and on this program's outputs.
     * Valid for |v| < 2^63 / 10^9; the integer part is split off so the scaled fraction keeps
     * full precision. Negative zero keeps its sign, as in printf.
     */
    static String fixed9(double v) {
        boolean negative = v < 0 || (v == 0 && 1 / v < 0);
        double a = negative ? -v : v;
        long whole = (long) a;
        long frac = Math.round((a - whole) * 1e9);
        if (frac >= 1000000000L) {
            whole += 1;
            frac -= 1000000000L;
        }
        StringBuilder sb = new StringBuilder();
        if (negative) {
            sb.append('-');
        }
        sb.append(whole).append('.');
        String digits = Long.toString(frac);
        for (int i = digits.length(); i < 9; i++) {
            sb.append('0');
        }
        sb.append(digits);
        return sb.toString();
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 500;
        double[] u = new double[n];
        double[] v = new double[n];
        double[] tmp = new double[n];
        for (int i = 0; i < n; i++) {
            u[i] = 1;
        }

        // Power iteration: ten rounds of v = AtA u, u = AtA v
        for (int round = 0; round < 10; round++) {
            multiplyAtA(u, v, tmp, n);
            multiplyAtA(v, u, tmp, n);
        }

        // The Rayleigh quotient of u and v approximates the largest eigenvalue of A^T A
        double vBv = 0;
        double vv = 0;
        for (int i = 0; i < n; i++) {
            vBv += u[i] * v[i];
            vv += v[i] * v[i];
        }
        System.out.println(fixed9(Math.sqrt(vBv / vv)));
    }
}
