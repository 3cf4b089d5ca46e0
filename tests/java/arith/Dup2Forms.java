// Expressions that make javac emit dup2, dup2_x1, dup2_x2, dup_x1, dup_x2 and pop2 on longs and doubles.
public class Dup2Forms {
    long lf;
    double df;
    int inf;
    static long slf;
    static double sdf;

    static long sideEffects;

    static long ret(long v) { sideEffects += v; return v; }

    static double retd(double v) { return v * 2; }

    public static void main(String[] args) {
        long[] la = new long[4];
        double[] da = new double[4];
        int[] ia = new int[4];
        Dup2Forms o = new Dup2Forms();
        long x, y = 77;
        double dx, dy = 1.5;

        la[1] = x = y;                       // dup2_x2 (value under array ref + index)
        System.out.println("a[i]=x=y: " + la[1] + " " + x);
        da[2] = dx = dy;
        System.out.println("da[i]=dx=dy: " + da[2] + " " + dx);
        x = la[0] = la[1] = -9;              // chained array stores
        System.out.println("chain: " + x + " " + la[0] + " " + la[1]);
        x = o.lf = 123456789012L;            // dup2_x1 (value under object ref)
        dx = o.df = -3.25;
        System.out.println("x=o.f=v: " + x + " " + o.lf + " " + dx + " " + o.df);
        x = slf = 5;                         // dup2 (static)
        dx = sdf = 0.75;
        System.out.println("x=s=v: " + x + " " + slf + " " + dx + " " + sdf);

        la[3] = 10;
        long post = la[3]++;                  // dup2_x2 on long array element
        long pre = ++la[3];
        System.out.println("la post/pre: " + post + " " + pre + " " + la[3]);
        da[3] = 1.0;
        double dpost = da[3]--;
        double dpre = --da[3];
        System.out.println("da post/pre: " + dpost + " " + dpre + " " + da[3]);
        o.lf = 100;
        long fpost = o.lf++;                 // dup2_x1 on long field
        long fpre = --o.lf;
        System.out.println("field post/pre: " + fpost + " " + fpre + " " + o.lf);
        o.df = 0.5;
        double dfpost = o.df++;
        System.out.println("dfield post: " + dfpost + " " + o.df);
        slf = 1;
        long spost = slf++;
        long spre = ++slf;
        System.out.println("static post/pre: " + spost + " " + spre + " " + slf);
        ia[0] = 5;
        int ipost = ia[0]++;                 // dup_x2 on int array
        o.inf = 7;
        int ifpost = o.inf++;                // dup_x1 on int field
        System.out.println("int forms: " + ipost + " " + ia[0] + " " + ifpost + " " + o.inf);

        la[2] = 3;
        la[2] += 4;                          // compound on long array element
        la[2] <<= 10;
        la[2] ^= -1L;
        o.lf *= 3;
        o.lf >>>= 1;
        slf -= 100;
        da[1] = 2;
        da[1] *= 1.5;
        da[1] /= 4;
        o.df %= 0.4;
        sdf += 1e10;
        System.out.println("compound: " + la[2] + " " + o.lf + " " + slf + " " + da[1] + " " + o.df + " " + sdf);

        long r = (la[0] += 5) * (o.lf -= 1);
        System.out.println("compound value: " + r + " " + la[0] + " " + o.lf);

        ret(11);                              // pop2 of long result
        retd(2.0);                            // pop2 of double result
        ret(31);
        System.out.println("sideEffects=" + sideEffects);

        int idx = 0;
        la[idx++] = la[idx++] + 1;            // evaluation order
        System.out.println("order: " + idx + " " + la[0] + " " + la[1]);

        long[][] grid = new long[2][3];
        grid[1][2] = 40;
        long g = grid[1][2]++ + grid[1][2]--;
        grid[0][1] += grid[1][2] *= 2;
        System.out.println("grid: " + g + " " + grid[1][2] + " " + grid[0][1]);
        double[] stack = {1, 2, 3};
        double s = stack[0] = stack[1] = stack[2] = stack[0] + stack[1] + stack[2];
        System.out.println("stack: " + s + " " + stack[0] + " " + stack[1] + " " + stack[2]);
    }
}
