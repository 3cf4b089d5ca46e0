import java.util.*;
public class Simulation {
    static class Particle { double x, y, vx, vy; Particle(Random r) { x = r.nextDouble() * 10; y = r.nextDouble() * 10; vx = r.nextGaussian(); vy = r.nextGaussian(); } }
    public static void main(String[] args) {
        Random r = new Random(12345L);
        System.out.println(r.nextInt() + " " + r.nextInt(1000) + " " + r.nextLong() + " " + r.nextBoolean() + " " + r.nextFloat() + " " + r.nextDouble() + " " + r.nextGaussian());
        int[] hist = new int[10];
        for (int i = 0; i < 10000; i++) hist[r.nextInt(10)]++;
        System.out.println(Arrays.toString(hist));
        byte[] bytes = new byte[7]; r.nextBytes(bytes); System.out.println(Arrays.toString(bytes));
        List<Particle> ps = new ArrayList<>();
        for (int i = 0; i < 50; i++) ps.add(new Particle(r));
        for (int step = 0; step < 100; step++) {
            for (Particle p : ps) {
                p.x += p.vx * 0.1; p.y += p.vy * 0.1;
                if (p.x < 0 || p.x > 10) p.vx = -p.vx;
                if (p.y < 0 || p.y > 10) p.vy = -p.vy;
            }
        }
        double cx = 0, cy = 0; for (Particle p : ps) { cx += p.x; cy += p.y; }
        System.out.println("centroid " + cx / ps.size() + " " + cy / ps.size());
        // game of life
        boolean[][] g = new boolean[16][16];
        Random r2 = new Random(1);
        for (int i = 0; i < 16; i++) for (int j = 0; j < 16; j++) g[i][j] = r2.nextInt(3) == 0;
        for (int gen = 0; gen < 20; gen++) {
            boolean[][] ng = new boolean[16][16];
            for (int i = 0; i < 16; i++) for (int j = 0; j < 16; j++) {
                int n = 0;
                for (int di = -1; di <= 1; di++) for (int dj = -1; dj <= 1; dj++) if ((di != 0 || dj != 0) && g[(i + di + 16) % 16][(j + dj + 16) % 16]) n++;
                ng[i][j] = g[i][j] ? (n == 2 || n == 3) : n == 3;
            }
            g = ng;
        }
        for (boolean[] row : g) { StringBuilder sb = new StringBuilder(); for (boolean b : row) sb.append(b ? '#' : '.'); System.out.println(sb); }
        Random r3 = new Random(-7);
        long acc = 0; for (int i = 0; i < 1000; i++) acc += r3.nextInt(1 << 20) ^ r3.nextLong();
        System.out.println(acc + " " + new Random(0).nextInt(7) + " " + new Random(Long.MIN_VALUE).nextDouble());
        try { r3.nextInt(0); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        // monte carlo pi
        Random mc = new Random(99); int in = 0; for (int i = 0; i < 20000; i++) { double x = mc.nextDouble(), y = mc.nextDouble(); if (x * x + y * y <= 1) in++; }
        System.out.println("pi ~ " + 4.0 * in / 20000);
    }
}
