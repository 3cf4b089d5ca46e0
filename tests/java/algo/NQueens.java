// N-queens by backtracking with int bitmasks, plus the first solution found for n=8 printed as a board.
public class NQueens {
    static int solutions;
    static int[] first;

    static void solve(int n, int row, int cols, int d1, int d2, int[] pos) {
        if (row == n) {
            if (solutions++ == 0) first = pos.clone();
            return;
        }
        int avail = ~(cols | d1 | d2) & ((1 << n) - 1);
        while (avail != 0) {
            int bit = avail & -avail;
            avail -= bit;
            pos[row] = Integer.numberOfTrailingZeros(bit);
            solve(n, row + 1, cols | bit, (d1 | bit) << 1, (d2 | bit) >>> 1, pos);
        }
    }

    public static void main(String[] args) {
        for (int n = 1; n <= 9; n++) {
            solutions = 0;
            solve(n, 0, 0, 0, 0, new int[n]);
            System.out.println(n + " queens: " + solutions);
        }
        solutions = 0;
        solve(8, 0, 0, 0, 0, new int[8]);
        for (int r = 0; r < 8; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < 8; c++) sb.append(first[r] == c ? 'Q' : '.');
            System.out.println(sb);
        }
    }
}
