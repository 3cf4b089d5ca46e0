// Dense double matrices: multiplication, Gaussian elimination with partial pivoting, determinant; exercises daload/dastore/dmul.
public class MatrixMath {
    static double[][] multiply(double[][] a, double[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        double[][] c = new double[n][m];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                double s = 0;
                for (int t = 0; t < k; t++) s += a[i][t] * b[t][j];
                c[i][j] = s;
            }
        return c;
    }

    static double determinant(double[][] in) {
        int n = in.length;
        double[][] a = new double[n][];
        for (int i = 0; i < n; i++) a[i] = in[i].clone();
        double det = 1;
        for (int col = 0; col < n; col++) {
            int piv = col;
            for (int r = col + 1; r < n; r++) if (Math.abs(a[r][col]) > Math.abs(a[piv][col])) piv = r;
            if (a[piv][col] == 0) return 0;
            if (piv != col) { double[] t = a[piv]; a[piv] = a[col]; a[col] = t; det = -det; }
            det *= a[col][col];
            for (int r = col + 1; r < n; r++) {
                double f = a[r][col] / a[col][col];
                for (int c = col; c < n; c++) a[r][c] -= f * a[col][c];
            }
        }
        return det;
    }

    public static void main(String[] args) {
        int n = 24;
        double[][] a = new double[n][n], b = new double[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                a[i][j] = ((i * 31 + j * 17) % 19) / 7.0 - 1.0;
                b[i][j] = (i == j ? 2.0 : 0.0) + ((i + 2 * j) % 5) * 0.125;
            }
        double[][] c = multiply(a, b);
        double trace = 0, total = 0;
        for (int i = 0; i < n; i++) { trace += c[i][i]; for (int j = 0; j < n; j++) total += c[i][j]; }
        System.out.println("trace " + trace + " total " + total + " c[3][7] " + c[3][7]);
        System.out.println("det(a) " + determinant(a) + " det(b) " + determinant(b));
        double[][] hilbert = new double[6][6];
        for (int i = 0; i < 6; i++) for (int j = 0; j < 6; j++) hilbert[i][j] = 1.0 / (i + j + 1);
        System.out.println("det(hilbert6) " + determinant(hilbert));
        double[][] sing = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
        System.out.println("det(singular) " + determinant(sing));
        float[] fv = new float[100];
        for (int i = 0; i < fv.length; i++) fv[i] = (float) Math.sqrt(i) / 3f;
        float fdot = 0;
        for (float f : fv) fdot += f * f;
        System.out.println("float dot " + fdot);
    }
}
