// multianewarray with full and partial dimensions, jagged arrays, default values, zero-length dimensions.
import java.util.Arrays;

public class MultiArrays {
    public static void main(String[] args) {
        int[][] a = new int[3][4];
        a[2][3] = 7;
        System.out.println(a.length + " " + a[0].length + " " + Arrays.deepToString(a) + " " + a.getClass().getName() + " " + a[0].getClass().getName());
        long[][][] b = new long[2][3][];
        System.out.println(b[1][2] + " " + b[0].length + " " + b.getClass().getName());
        b[1][2] = new long[] {5L};
        System.out.println(Arrays.deepToString(b));
        String[][][] s = new String[2][2][2];
        s[1][1][1] = "deep";
        System.out.println(Arrays.deepToString(s));
        double[][] zero = new double[0][5];
        char[][] zero2 = new char[3][0];
        boolean[][][] zero3 = new boolean[2][0][9];
        System.out.println(zero.length + " " + zero2[2].length + " " + zero3[1].length + " " + Arrays.deepToString(zero3));
        int[][] jag = new int[4][];
        for (int i = 0; i < jag.length; i++) {
            jag[i] = new int[i + 1];
            for (int j = 0; j <= i; j++) jag[i][j] = (i == 0 || j == 0 || j == i) ? 1 : jag[i - 1][j - 1] + jag[i - 1][j];
        }
        System.out.println(Arrays.deepToString(jag));
        Object[][] objs = new Object[2][3];
        objs[0][0] = new int[2][2];
        System.out.println(Arrays.deepToString(objs));
        byte[][] bytes = {{1, -1}, {127, -128}};
        short[][] shorts = new short[2][2];
        float[][][][] f4 = new float[1][1][1][1];
        f4[0][0][0][0] = 1.5f;
        System.out.println(Arrays.deepToString(bytes) + " " + Arrays.deepToString(shorts) + " " + Arrays.deepToString(f4) + " " + f4.getClass().getName());
        int[][][] cube = new int[3][3][3];
        int n = 0;
        for (int[][] plane : cube) for (int[] row : plane) for (int k = 0; k < row.length; k++) row[k] = n++;
        long sum = 0;
        for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) sum += cube[i][j][2 - i] * (long) (j + 1);
        System.out.println("cube " + sum + " " + cube[2][1][0]);
        int size = 2;
        Integer[][] boxed = new Integer[size][size + 1];
        System.out.println(Arrays.deepToString(boxed) + " " + boxed.getClass().getName());
        int[][] copy = a.clone();
        copy[0] = new int[] {9};
        System.out.println(a[0].length + " " + copy[0].length + " " + (copy[1] == a[1]));
        try {
            int[][][] bad = new int[1][2][-3];
            System.out.println(bad.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("NASE " + e.getMessage());
        }
    }
}
