public class MatrixDoubles {
    static double[][] mul(double[][] a, double[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        double[][] c = new double[n][m];
        for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) { double s = 0; for (int t = 0; t < k; t++) s += a[i][t] * b[t][j]; c[i][j] = s; }
        return c;
    }
    static double det(double[][] m) {
        int n = m.length; double[][] a = new double[n][]; for (int i = 0; i < n; i++) a[i] = m[i].clone();
        double d = 1;
        for (int col = 0; col < n; col++) {
            int piv = col;
            for (int r = col + 1; r < n; r++) if (Math.abs(a[r][col]) > Math.abs(a[piv][col])) piv = r;
            if (a[piv][col] == 0) return 0;
            if (piv != col) { double[] t = a[piv]; a[piv] = a[col]; a[col] = t; d = -d; }
            d *= a[col][col];
            for (int r = col + 1; r < n; r++) { double f = a[r][col] / a[col][col]; for (int c = col; c < n; c++) a[r][c] -= f * a[col][c]; }
        }
        return d;
    }
    public static void main(String[] args) {
        double[][] a = {{1, 2, 3}, {4, 5, 6}, {7, 8, 10}};
        double[][] b = {{0.5, -1.25, 2}, {1e-3, 3.14159, -7}, {100, 0.1, 0.2}};
        double[][] c = mul(a, b);
        for (double[] row : c) System.out.println(java.util.Arrays.toString(row));
        System.out.println(det(a) + " " + det(b) + " " + det(c));
        double x = 0; for (int i = 0; i < 10; i++) x += 0.1;
        System.out.println(x + " " + (x == 1.0) + " " + (float) x + " " + 1.0 / 3 + " " + 2.0f / 3);
        System.out.println(Math.sqrt(2) + " " + Math.cbrt(27.5) + " " + Math.pow(2, 0.5) + " " + Math.exp(1) + " " + Math.log(10) + " " + Math.log10(12345));
        System.out.println(Math.sin(1) + " " + Math.cos(1) + " " + Math.tan(1) + " " + Math.atan2(1, 2) + " " + Math.hypot(3, 4) + " " + Math.toDegrees(1));
        System.out.println(Math.floor(-2.5) + " " + Math.ceil(-2.5) + " " + Math.round(-2.5) + " " + Math.round(2.5) + " " + Math.rint(2.5) + " " + Math.round(-2.5f) + " " + Math.floorDiv(-7, 2) + " " + Math.floorMod(-7, 2));
        System.out.println(1e7 + " " + 1e-3 + " " + 1.0e-4 + " " + 123456789.0 + " " + 1e21 + " " + 1e20 + " " + 100.0f + " " + 1.0E7f + " " + Double.MIN_VALUE + " " + Float.MAX_VALUE);
        System.out.println(0.1 + 0.2 + " " + (0.1f + 0.2f) + " " + -0.0 + " " + (0.0 == -0.0) + " " + Double.valueOf(0.0).equals(-0.0) + " " + Double.compare(0.0, -0.0) + " " + Math.min(0.0, -0.0));
        System.out.println(Double.toString(Math.PI * 1e10) + " " + Math.E / 1e5 + " " + (double) Long.MAX_VALUE + " " + (long) 1e19 + " " + (int) Double.NaN + " " + Double.isNaN(0.0 / 0) + " " + 1 / 0.0);
        double sum = 0; for (int i = 1; i <= 1000; i++) sum += 1.0 / ((double) i * i);
        System.out.println(sum + " " + Math.sqrt(sum * 6));
        System.out.println(Double.parseDouble("3.25e2") + " " + Double.valueOf("-0.001") + " " + Float.parseFloat("1.1") + " " + Double.toString(4.35) + " " + 4.35 * 100);
    }
}
