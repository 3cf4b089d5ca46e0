// java.security.SecureRandom: random numbers from the kernel's CSPRNG (getrandom(2)).
package java.security;

import java.util.Random;

/**
 * A cryptographically strong Random: every draw reads the kernel's generator through getrandom(2),
 * as JDK 17's default NativePRNG reads /dev/urandom on Linux. Seeds given by setSeed are mixed in
 * by the kernel nowhere (they are ignored, which NativePRNG's output cannot reveal either).
 * getInstance accepts "NativePRNG", "NativePRNGBlocking", "NativePRNGNonBlocking", "SHA1PRNG" and
 * "DRBG" (all this same generator); others are NoSuchAlgorithmException. Thread-safe.
 */
public class SecureRandom extends Random {
    private static final long serialVersionUID = 4940670005562187L;

    private final String algorithm;

    public SecureRandom() {
        super(0);
        this.algorithm = "NativePRNG";
    }

    public SecureRandom(byte[] seed) {
        this();
    }

    private SecureRandom(String algorithm) {
        super(0);
        this.algorithm = algorithm;
    }

    public static SecureRandom getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        switch (algorithm) {
            case "NativePRNG":
            case "NativePRNGBlocking":
            case "NativePRNGNonBlocking":
            case "SHA1PRNG":
            case "DRBG":
                return new SecureRandom(algorithm);
            default:
                throw new NoSuchAlgorithmException(algorithm + " SecureRandom not available");
        }
    }

    public static SecureRandom getInstance(String algorithm, String provider)
        throws NoSuchAlgorithmException, NoSuchProviderException {
        if (provider == null || provider.isEmpty()) {
            throw new IllegalArgumentException("missing provider");
        }
        if (!provider.equals("SUN")) {
            throw new NoSuchProviderException("no such provider: " + provider);
        }
        return getInstance(algorithm);
    }

    public static SecureRandom getInstanceStrong() throws NoSuchAlgorithmException {
        return new SecureRandom("NativePRNGBlocking");
    }

    public String getAlgorithm() {
        return algorithm;
    }

    public void setSeed(byte[] seed) {
    }

    @Override
    public void setSeed(long seed) {
    }

    @Override
    public void nextBytes(byte[] bytes) {
        fill(bytes);
    }

    public byte[] generateSeed(int numBytes) {
        if (numBytes < 0) {
            throw new IllegalArgumentException("numBytes cannot be negative");
        }
        byte[] b = new byte[numBytes];
        fill(b);
        return b;
    }

    public static byte[] getSeed(int numBytes) {
        return new SecureRandom().generateSeed(numBytes);
    }

    @Override
    protected final int next(int numBits) {
        int numBytes = (numBits + 7) / 8;
        byte[] b = new byte[numBytes];
        int next = 0;
        nextBytes(b);
        for (int i = 0; i < numBytes; i++) {
            next = (next << 8) + (b[i] & 0xFF);
        }
        return next >>> (numBytes * 8 - numBits);
    }

    @Override
    public String toString() {
        return algorithm;
    }

    private static native void fill(byte[] b);
}
