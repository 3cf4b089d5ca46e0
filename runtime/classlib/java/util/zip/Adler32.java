// java.util.zip.Adler32: the Adler-32 checksum of zlib streams (zlib's adler32).
package java.util.zip;

/**
 * Adler-32 (RFC 1950), computed by zlib's adler32 as in JDK 17; starts at 1.
 * Not thread-safe (the JDK's is not either).
 */
public class Adler32 implements Checksum {
    private int crc = 1;

    public Adler32() {
    }

    public void update(int b) {
        crc = updateBytes0(crc, new byte[] {(byte) b}, 0, 1);
    }

    public void update(byte[] b, int off, int len) {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        crc = updateBytes0(crc, b, off, len);
    }

    public void update(byte[] b) {
        update(b, 0, b.length);
    }

    public void reset() {
        crc = 1;
    }

    public long getValue() {
        return (long) crc & 0xffffffffL;
    }

    private static native int updateBytes0(int crc, byte[] b, int off, int len);
}
