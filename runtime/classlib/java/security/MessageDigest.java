// java.security.MessageDigest: MD5, SHA-1 and the SHA-2 family, written in Java.
package java.security;

/**
 * JDK 17's MessageDigest API over jvmlab's own digests (no providers): "MD5", "SHA-1" (also
 * "SHA", "SHA1"), "SHA-224", "SHA-256", "SHA-384", "SHA-512" (also without the dash), case
 * insensitive as the JDK's lookup; anything else is NoSuchAlgorithmException("X MessageDigest not
 * available"). The algorithms are the FIPS 180-4 / RFC 1321 ones (block buffering, big-endian
 * lengths for SHA, little-endian for MD5). Instances are not thread-safe; clone() copies state.
 */
public abstract class MessageDigest {
    private final String algorithm;
    private boolean initialized;

    protected MessageDigest(String algorithm) {
        this.algorithm = algorithm;
    }

    public static MessageDigest getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        String a = algorithm.toUpperCase();
        switch (a) {
            case "MD5":
                return new Digests.MD5(algorithm);
            case "SHA-1":
            case "SHA1":
            case "SHA":
                return new Digests.SHA1(algorithm);
            case "SHA-224":
            case "SHA224":
                return new Digests.SHA256(algorithm, true);
            case "SHA-256":
            case "SHA256":
                return new Digests.SHA256(algorithm, false);
            case "SHA-384":
            case "SHA384":
                return new Digests.SHA512(algorithm, 48);
            case "SHA-512":
            case "SHA512":
                return new Digests.SHA512(algorithm, 64);
            default:
                throw new NoSuchAlgorithmException(algorithm + " MessageDigest not available");
        }
    }

    public static MessageDigest getInstance(String algorithm, String provider)
        throws NoSuchAlgorithmException, NoSuchProviderException {
        if (provider == null || provider.isEmpty()) {
            throw new IllegalArgumentException("missing provider");
        }
        if (!provider.equals("SUN")) {
            throw new NoSuchProviderException("no such provider: " + provider);
        }
        return getInstance(algorithm);
    }

    public void update(byte input) {
        engineUpdate(input);
        initialized = true;
    }

    public void update(byte[] input, int offset, int len) {
        if (input == null) {
            throw new IllegalArgumentException("No input buffer given");
        }
        if (input.length - offset < len) {
            throw new IllegalArgumentException("Input buffer too short");
        }
        engineUpdate(input, offset, len);
        initialized = true;
    }

    public void update(byte[] input) {
        engineUpdate(input, 0, input.length);
        initialized = true;
    }

    public byte[] digest() {
        byte[] result = engineDigest();
        initialized = false;
        return result;
    }

    public int digest(byte[] buf, int offset, int len) throws DigestException {
        if (buf == null) {
            throw new IllegalArgumentException("No output buffer given");
        }
        if (buf.length - offset < len) {
            throw new IllegalArgumentException("Output buffer too small for specified offset and length");
        }
        int n = getDigestLength();
        if (len < n) {
            throw new DigestException("Length must be at least " + n + " for " + algorithm + "digests");
        }
        byte[] d = digest();
        System.arraycopy(d, 0, buf, offset, n);
        return n;
    }

    public byte[] digest(byte[] input) {
        update(input);
        return digest();
    }

    public String toString() {
        return algorithm + " Message Digest from SUN, " + (initialized ? "<in progress>" : "<initialized>") + "\n";
    }

    public static boolean isEqual(byte[] digesta, byte[] digestb) {
        if (digesta == digestb) {
            return true;
        }
        if (digesta == null || digestb == null) {
            return false;
        }
        int lenA = digesta.length;
        int lenB = digestb.length;
        if (lenB == 0) {
            return lenA == 0;
        }
        int result = 0;
        result |= lenA - lenB;
        for (int i = 0; i < lenA; i++) {
            int indexB = ((i - lenB) >>> 31) * i;
            result |= digesta[i] ^ digestb[indexB];
        }
        return result == 0;
    }

    public void reset() {
        engineReset();
        initialized = false;
    }

    public final String getAlgorithm() {
        return algorithm;
    }

    public final int getDigestLength() {
        return engineGetDigestLength();
    }

    public Object clone() throws CloneNotSupportedException {
        return super.clone();
    }

    protected abstract int engineGetDigestLength();

    protected abstract void engineUpdate(byte input);

    protected abstract void engineUpdate(byte[] input, int offset, int len);

    protected abstract byte[] engineDigest();

    protected abstract void engineReset();
}
