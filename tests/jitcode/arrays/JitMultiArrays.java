// Tier-1 multianewarray: two and three dimensions, partly given dimensions (new int[3][4][]),
// element types of every kind (primitive, String, a class first loaded here), zero lengths, and
// NegativeArraySizeException with its count whichever dimension is negative (the class is
// resolved first, every count checked before anything is allocated).
public class JitMultiArrays {
  static class Cell { int v; Cell(int v) { this.v = v; } }

  static int[][] grid(int a, int b) { return new int[a][b]; }
  static long[][][] cube(int a, int b, int c) { return new long[a][b][c]; }
  static double[][][] partial(int a, int b) { return new double[a][b][]; }
  static String[][] strings(int a, int b) { return new String[a][b]; }
  static Cell[][] cells(int a, int b) { return new Cell[a][b]; }
  static boolean[][][][] four(int a, int b, int c, int d) { return new boolean[a][b][c][d]; }

  static String tryGrid(int a, int b) {
    try {
      int[][] g = grid(a, b);
      return "ok " + g.length + (g.length > 0 ? "x" + g[0].length : "");
    } catch (NegativeArraySizeException e) {
      return "NASE " + e.getMessage();
    }
  }

  static String tryCube(int a, int b, int c) {
    try {
      long[][][] x = cube(a, b, c);
      return "ok " + x.length;
    } catch (NegativeArraySizeException e) {
      return "NASE " + e.getMessage();
    }
  }

  public static void main(String[] args) {
    int[][] g = grid(3, 4);
    for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) g[i][j] = i * 10 + j;
    long s = 0;
    for (int[] row : g) for (int v : row) s += v;
    System.out.println("grid " + g.length + "x" + g[0].length + " sum " + s + " distinct rows " + (g[0] != g[1]));

    long[][][] c = cube(2, 3, 5);
    c[1][2][4] = 42;
    System.out.println("cube " + c.length + " " + c[0].length + " " + c[1][2].length + " " + c[1][2][4] + " " + c[0][0][0]);

    double[][][] p = partial(3, 2);
    System.out.println("partial " + p.length + " " + p[2].length + " " + (p[2][1] == null));

    String[][] st = strings(2, 2);
    st[1][0] = "x";
    System.out.println("strings " + st[0][0] + " " + st[1][0] + " " + st.getClass().getName() + " " + st[0].getClass().getName());

    Cell[][] cl = cells(2, 3);
    cl[1][2] = new Cell(7);
    System.out.println("cells " + cl[1].length + " " + cl[1][2].v + " " + cl.getClass().getComponentType().getName());

    boolean[][][][] f = four(2, 1, 2, 3);
    f[1][0][1][2] = true;
    System.out.println("four " + f[1][0][1].length + " " + f[1][0][1][2] + " " + f[0][0][0][0]);

    System.out.println(tryGrid(0, 5) + " | " + tryGrid(5, 0) + " | " + tryGrid(-1, 5) + " | " + tryGrid(5, -2)
        + " | " + tryGrid(-3, -4));
    System.out.println(tryCube(0, -1, 3) + " | " + tryCube(2, 2, -7) + " | " + tryCube(-5, 2, 2));

    // Many small ones, so that the collector runs in between under stress.
    long total = 0;
    for (int k = 0; k < 2000; k++) {
      int[][] m = grid(k % 7, 3);
      total += m.length * 3;
      if (m.length > 0) m[m.length - 1][2] = k;
      if (m.length > 0) total += m[m.length - 1][2];
    }
    System.out.println("total " + total);
  }
}
