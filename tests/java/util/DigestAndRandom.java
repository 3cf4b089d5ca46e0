import java.security.*;
import java.util.Arrays;
import java.util.HexFormat;

public class DigestAndRandom {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        String[] algs = {"MD5", "SHA-1", "SHA-224", "SHA-256", "SHA-384", "SHA-512", "sha", "Sha256"};
        String[] inputs = {"", "abc", "The quick brown fox jumps over the lazy dog",
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "0123456789012345678901234567890123456789012345678901234"};
        for (String alg : algs) {
            MessageDigest md = MessageDigest.getInstance(alg);
            System.out.println(md.getAlgorithm() + " length " + md.getDigestLength());
            for (String in : inputs) {
                System.out.println("  " + hex(md.digest(in.getBytes("UTF-8"))));
            }
        }
        // Incremental updates of odd sizes equal one update.
        byte[] big = new byte[100_003];
        for (int i = 0; i < big.length; i++) {
            big[i] = (byte) (i * 31 + (i >> 7));
        }
        for (String alg : new String[] {"MD5", "SHA-1", "SHA-256", "SHA-512"}) {
            MessageDigest one = MessageDigest.getInstance(alg);
            MessageDigest parts = MessageDigest.getInstance(alg);
            byte[] whole = one.digest(big);
            int off = 0;
            int step = 1;
            while (off < big.length) {
                int n = Math.min(step, big.length - off);
                if (n == 1) {
                    parts.update(big[off]);
                } else {
                    parts.update(big, off, n);
                }
                off += n;
                step = step * 3 % 257 + 1;
            }
            byte[] p = parts.digest();
            System.out.println(alg + " big " + hex(whole) + " same " + MessageDigest.isEqual(whole, p));
        }
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        md.update("partial".getBytes("UTF-8"));
        MessageDigest copy = (MessageDigest) md.clone();
        System.out.println(md.toString().trim());
        md.update(" more".getBytes("UTF-8"));
        System.out.println(hex(md.digest()) + " " + hex(copy.digest()));
        md.update("x".getBytes("UTF-8"));
        md.reset();
        System.out.println("after reset " + hex(md.digest()).substring(0, 16) + " " + md);
        byte[] out = new byte[40];
        System.out.println("into buffer " + md.digest(out, 4, 32) + " " + HexFormat.of().formatHex(out, 0, 8));
        try {
            md.digest(out, 0, 10);
        } catch (DigestException e) {
            System.out.println("DigestException: " + e.getMessage());
        }
        // A password hash as applications write it.
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        sha.update("salt".getBytes("UTF-8"));
        byte[] h = sha.digest("password".getBytes("UTF-8"));
        for (int i = 0; i < 1000; i++) {
            sha.reset();
            h = sha.digest(h);
        }
        System.out.println("stretched " + hex(h));
        try {
            MessageDigest.getInstance("SHA-3000");
        } catch (NoSuchAlgorithmException e) {
            System.out.println("NoSuchAlgorithmException: " + e.getMessage());
        }
        try {
            MessageDigest.getInstance("MD5", "NOPE");
        } catch (NoSuchProviderException e) {
            System.out.println("NoSuchProviderException: " + e.getMessage());
        }

        SecureRandom sr = new SecureRandom();
        byte[] a = new byte[32];
        byte[] b = new byte[32];
        sr.nextBytes(a);
        sr.nextBytes(b);
        System.out.println("two draws differ " + !Arrays.equals(a, b));
        boolean inRange = true;
        int[] counts = new int[10];
        for (int i = 0; i < 10000; i++) {
            int v = sr.nextInt(10);
            inRange &= v >= 0 && v < 10;
            counts[v]++;
            double d = sr.nextDouble();
            inRange &= d >= 0 && d < 1;
        }
        boolean spread = true;
        for (int c : counts) {
            spread &= c > 800 && c < 1200;
        }
        System.out.println("in range " + inRange + " spread " + spread);
        SecureRandom seeded1 = new SecureRandom(new byte[] {1, 2, 3});
        SecureRandom seeded2 = new SecureRandom(new byte[] {1, 2, 3});
        System.out.println("seeded native differs " + (seeded1.nextLong() != seeded2.nextLong()));
        System.out.println(SecureRandom.getInstance("SHA1PRNG").getAlgorithm() + " " + new SecureRandom().getAlgorithm()
            + " seed " + sr.generateSeed(16).length);
        try {
            SecureRandom.getInstance("Dice");
        } catch (NoSuchAlgorithmException e) {
            System.out.println("NoSuchAlgorithmException: " + e.getMessage());
        }
    }
}
