// java.util.UUID: 128-bit identifiers (random version 4, MD5 name-based version 3), JDK 17's texts.
package java.util;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;

/**
 * JDK 17's UUID: randomUUID from SecureRandom (getrandom), nameUUIDFromBytes over MD5, fromString
 * with JDK 17's checks and messages ("UUID string too large", "Invalid UUID string: x", and
 * NumberFormatException for a bad hex field), toString, hashCode, signed compareTo, version,
 * variant and the time-based accessors. Immutable and thread-safe.
 */
public final class UUID implements java.io.Serializable, Comparable<UUID> {
    private static final long serialVersionUID = -4856846361193249489L;

    private final long mostSigBits;
    private final long leastSigBits;

    private static final class Holder {
        static final SecureRandom numberGenerator = new SecureRandom();
    }

    private UUID(byte[] data) {
        long msb = 0;
        long lsb = 0;
        for (int i = 0; i < 8; i++) {
            msb = (msb << 8) | (data[i] & 0xff);
        }
        for (int i = 8; i < 16; i++) {
            lsb = (lsb << 8) | (data[i] & 0xff);
        }
        this.mostSigBits = msb;
        this.leastSigBits = lsb;
    }

    public UUID(long mostSigBits, long leastSigBits) {
        this.mostSigBits = mostSigBits;
        this.leastSigBits = leastSigBits;
    }

    public static UUID randomUUID() {
        byte[] randomBytes = new byte[16];
        Holder.numberGenerator.nextBytes(randomBytes);
        randomBytes[6] &= 0x0f;
        randomBytes[6] |= 0x40;
        randomBytes[8] &= 0x3f;
        randomBytes[8] |= (byte) 0x80;
        return new UUID(randomBytes);
    }

    public static UUID nameUUIDFromBytes(byte[] name) {
        MessageDigest md;
        try {
            md = MessageDigest.getInstance("MD5");
        } catch (NoSuchAlgorithmException nsae) {
            throw new InternalError("MD5 not supported", nsae);
        }
        byte[] md5Bytes = md.digest(name);
        md5Bytes[6] &= 0x0f;
        md5Bytes[6] |= 0x30;
        md5Bytes[8] &= 0x3f;
        md5Bytes[8] |= (byte) 0x80;
        return new UUID(md5Bytes);
    }

    public static UUID fromString(String name) {
        int len = name.length();
        if (len > 36) {
            throw new IllegalArgumentException("UUID string too large");
        }
        int dash1 = name.indexOf('-', 0);
        int dash2 = name.indexOf('-', dash1 + 1);
        int dash3 = name.indexOf('-', dash2 + 1);
        int dash4 = name.indexOf('-', dash3 + 1);
        int dash5 = name.indexOf('-', dash4 + 1);
        if (dash4 < 0 || dash5 >= 0) {
            throw new IllegalArgumentException("Invalid UUID string: " + name);
        }
        long mostSigBits = parseHex(name, 0, dash1) & 0xffffffffL;
        mostSigBits <<= 16;
        mostSigBits |= parseHex(name, dash1 + 1, dash2) & 0xffffL;
        mostSigBits <<= 16;
        mostSigBits |= parseHex(name, dash2 + 1, dash3) & 0xffffL;
        long leastSigBits = parseHex(name, dash3 + 1, dash4) & 0xffffL;
        leastSigBits <<= 48;
        leastSigBits |= parseHex(name, dash4 + 1, len) & 0xffffffffffffL;
        return new UUID(mostSigBits, leastSigBits);
    }

    /** Long.parseLong(CharSequence, begin, end, 16) with its messages. */
    private static long parseHex(String s, int begin, int end) {
        if (begin == end) {
            throw new NumberFormatException("");
        }
        int i = begin;
        boolean negative = false;
        char first = s.charAt(i);
        if (first == '-' || first == '+') {
            negative = first == '-';
            i++;
            if (i == end) {
                throw new NumberFormatException("");
            }
        }
        long result = 0;
        while (i < end) {
            int digit = Character.digit(s.charAt(i), 16);
            if (digit < 0 || result > (Long.MAX_VALUE >> 4) + (negative ? 1 : 0)) {
                throw new NumberFormatException("Error at index " + (i - begin) + " in: \"" + s.substring(begin, end) + "\"");
            }
            result = result * 16 + digit;
            i++;
        }
        return negative ? -result : result;
    }

    public long getLeastSignificantBits() {
        return leastSigBits;
    }

    public long getMostSignificantBits() {
        return mostSigBits;
    }

    public int version() {
        return (int) ((mostSigBits >> 12) & 0x0f);
    }

    public int variant() {
        return (int) ((leastSigBits >>> (64 - (leastSigBits >>> 62))) & (leastSigBits >> 63));
    }

    public long timestamp() {
        if (version() != 1) {
            throw new UnsupportedOperationException("Not a time-based UUID");
        }
        return (mostSigBits & 0x0FFFL) << 48 | ((mostSigBits >> 16) & 0x0FFFFL) << 32 | mostSigBits >>> 32;
    }

    public int clockSequence() {
        if (version() != 1) {
            throw new UnsupportedOperationException("Not a time-based UUID");
        }
        return (int) ((leastSigBits & 0x3FFF000000000000L) >>> 48);
    }

    public long node() {
        if (version() != 1) {
            throw new UnsupportedOperationException("Not a time-based UUID");
        }
        return leastSigBits & 0x0000FFFFFFFFFFFFL;
    }

    private static String hex(long v, int digits) {
        String s = Long.toHexString(v);
        StringBuilder sb = new StringBuilder(digits);
        for (int i = s.length(); i < digits; i++) {
            sb.append('0');
        }
        return sb.append(s.length() > digits ? s.substring(s.length() - digits) : s).toString();
    }

    public String toString() {
        return hex(mostSigBits >>> 32, 8) + "-" + hex((mostSigBits >>> 16) & 0xffff, 4) + "-" + hex(mostSigBits & 0xffff, 4)
            + "-" + hex(leastSigBits >>> 48, 4) + "-" + hex(leastSigBits & 0xffffffffffffL, 12);
    }

    public int hashCode() {
        long hilo = mostSigBits ^ leastSigBits;
        return ((int) (hilo >> 32)) ^ (int) hilo;
    }

    public boolean equals(Object obj) {
        if ((null == obj) || (obj.getClass() != UUID.class)) {
            return false;
        }
        UUID id = (UUID) obj;
        return (mostSigBits == id.mostSigBits && leastSigBits == id.leastSigBits);
    }

    public int compareTo(UUID val) {
        int mostSigBits = Long.compare(this.mostSigBits, val.mostSigBits);
        return mostSigBits != 0 ? mostSigBits : Long.compare(this.leastSigBits, val.leastSigBits);
    }
}
