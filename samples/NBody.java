// NBody: simulates the Sun and the four gas giants with a simple symplectic integrator.
// Exercises double arithmetic, Math.sqrt, field access on a small object array, tight loops.
// Written for jvmlab after the Benchmarks Game task description; usage: NBody [steps]
public class NBody {
    private static final double PI = 3.141592653589793;
    private static final double SOLAR_MASS = 4 * PI * PI;
    private static final double DAYS_PER_YEAR = 365.24;
    /** Integration time step, in years. */
    private static final double DT = 0.01;

    /** One body: position (AU), velocity (AU/year) and mass (solar masses times 4*pi^2). */
    static final class Body {
        double x, y, z;
        double vx, vy, vz;
        final double mass;

        Body(double x, double y, double z, double vx, double vy, double vz, double mass) {
            this.x = x;
            this.y = y;
            this.z = z;
            this.vx = vx * DAYS_PER_YEAR;
            this.vy = vy * DAYS_PER_YEAR;
            this.vz = vz * DAYS_PER_YEAR;
            this.mass = mass * SOLAR_MASS;
        }
    }

    /** The initial state of the system (orbital data from the benchmark's task description). */
    static Body[] solarSystem() {
        Body sun = new Body(0, 0, 0, 0, 0, 0, 1);
        Body jupiter = new Body(
                4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
                1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05,
                9.54791938424326609e-04);
        Body saturn = new Body(
                8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
                -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05,
                2.85885980666130812e-04);
        Body uranus = new Body(
                1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
                2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05,
                4.36624404335156298e-05);
        Body neptune = new Body(
                1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
                2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05,
                5.15138902046611451e-05);
        return new Body[] {sun, jupiter, saturn, uranus, neptune};
    }

    /** Gives the Sun the velocity that makes the system's total momentum zero. */
    static void offsetMomentum(Body[] bodies) {
        double px = 0, py = 0, pz = 0;
        for (Body b : bodies) {
            px += b.vx * b.mass;
            py += b.vy * b.mass;
            pz += b.vz * b.mass;
        }
        Body sun = bodies[0];
        sun.vx = -px / SOLAR_MASS;
        sun.vy = -py / SOLAR_MASS;
        sun.vz = -pz / SOLAR_MASS;
    }

    /** Total energy: kinetic energy of each body minus the potential of each pair. */
    static double energy(Body[] bodies) {
        double e = 0;
        for (int i = 0; i < bodies.length; i++) {
            Body a = bodies[i];
            e += 0.5 * a.mass * (a.vx * a.vx + a.vy * a.vy + a.vz * a.vz);
            for (int j = i + 1; j < bodies.length; j++) {
                Body b = bodies[j];
                double dx = a.x - b.x;
                double dy = a.y - b.y;
                double dz = a.z - b.z;
                e -= a.mass * b.mass / Math.sqrt(dx * dx + dy * dy + dz * dz);
            }
        }
        return e;
    }

    /** One step: update every velocity from every pair's attraction, then move every body. */
    static void advance(Body[] bodies, double dt) {
        int n = bodies.length;
        for (int i = 0; i < n; i++) {
            Body a = bodies[i];
            for (int j = i + 1; j < n; j++) {
                Body b = bodies[j];
                double dx = a.x - b.x;
                double dy = a.y - b.y;
                double dz = a.z - b.z;
                double d2 = dx * dx + dy * dy + dz * dz;
                double scale = dt / (d2 * Math.sqrt(d2));
                double am = a.mass * scale;
                double bm = b.mass * scale;
                a.vx -= dx * bm;
                a.vy -= dy * bm;
                a.vz -= dz * bm;
                b.vx += dx * am;
                b.vy += dy * am;
                b.vz += dz * am;
            }
        }
        for (int i = 0; i < n; i++) {
            Body b = bodies[i];
            b.x += dt * b.vx;
            b.y += dt * b.vy;
            b.z += dt * b.vz;
        }
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
        int steps = args.length > 0 ? Integer.parseInt(args[0]) : 1000000;
        Body[] bodies = solarSystem();
        offsetMomentum(bodies);
        System.out.println(fixed9(energy(bodies)));
        for (int i = 0; i < steps; i++) {
            advance(bodies, DT);
        }
        System.out.println(fixed9(energy(bodies)));
    }
}
