public class Sudoku {
    static int[][] g = new int[9][9]; static long nodes;
    static boolean ok(int r, int c, int v) { for (int i = 0; i < 9; i++) if (g[r][i] == v || g[i][c] == v || g[r / 3 * 3 + i / 3][c / 3 * 3 + i % 3] == v) return false; return true; }
    static boolean solve() { for (int r = 0; r < 9; r++) for (int c = 0; c < 9; c++) if (g[r][c] == 0) { for (int v = 1; v <= 9; v++) { nodes++; if (ok(r, c, v)) { g[r][c] = v; if (solve()) return true; g[r][c] = 0; } } return false; } return true; }
    public static void main(String[] args) {
        String puzzle = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
        for (int i = 0; i < 81; i++) g[i / 9][i % 9] = puzzle.charAt(i) - '0';
        System.out.println(solve() + " nodes=" + nodes);
        for (int[] row : g) { StringBuilder sb = new StringBuilder(); for (int v : row) sb.append(v); System.out.println(sb); }
    }
}
