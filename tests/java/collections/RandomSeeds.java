// java.util.Random with fixed seeds: the JDK's LCG for nextInt/nextInt(bound)/nextLong/nextDouble/nextFloat/nextBoolean/nextGaussian/nextBytes.
import java.util.Random;

public class RandomSeeds {
    public static void main(String[] args) {
        long[] seeds = {0L, 1L, 42L, -1L, 123456789L, Long.MIN_VALUE, 0x5DEECE66DL};
        for (long seed : seeds) {
            Random r = new Random(seed);
            StringBuilder sb = new StringBuilder("seed " + seed + ":");
            for (int i = 0; i < 3; i++) sb.append(' ').append(r.nextInt());
            sb.append(" |");
            int[] bounds = {1, 2, 3, 10, 16, 100, 1 << 30, (1 << 30) + 1, Integer.MAX_VALUE};
            for (int b : bounds) sb.append(' ').append(r.nextInt(b));
            sb.append(" | ").append(r.nextLong()).append(' ').append(r.nextDouble()).append(' ').append(r.nextFloat())
                .append(' ').append(r.nextBoolean()).append(' ').append(r.nextBoolean()).append(' ').append(r.nextGaussian()).append(' ').append(r.nextGaussian())
                .append(' ').append(r.nextGaussian());
            System.out.println(sb);
        }
        Random r = new Random(7);
        byte[] bytes = new byte[13];
        r.nextBytes(bytes);
        StringBuilder sb = new StringBuilder("bytes:");
        for (byte b : bytes) sb.append(' ').append(b);
        System.out.println(sb);
        r.setSeed(7);
        System.out.println("reseeded " + r.nextInt() + " " + new Random(7).nextInt());
        try {
            r.nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(0): " + e.getMessage());
        }
        try {
            r.nextInt(-5);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(-5): " + e.getMessage());
        }
        Random dice = new Random(2023);
        int[] counts = new int[6];
        for (int i = 0; i < 6000; i++) counts[dice.nextInt(6)]++;
        System.out.println("dice " + java.util.Arrays.toString(counts));
        Random g = new Random(99);
        double sum = 0, sq = 0;
        for (int i = 0; i < 1000; i++) { double x = g.nextGaussian(); sum += x; sq += x * x; }
        System.out.println("gaussian sum " + sum + " sumsq " + sq);
        Random lr = new Random(31337);
        long acc = 0;
        for (int i = 0; i < 1000; i++) acc ^= lr.nextLong() * (i + 1);
        System.out.println("long acc " + acc);
        Random dr = new Random(-31337);
        double dsum = 0;
        float fsum = 0;
        for (int i = 0; i < 1000; i++) { dsum += dr.nextDouble(); fsum += dr.nextFloat(); }
        System.out.println("double sum " + dsum + " float sum " + fsum);
    }
}
