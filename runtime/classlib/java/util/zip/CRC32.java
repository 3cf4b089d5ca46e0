// java.util.zip.CRC32: the CRC-32 of ZIP and GZIP (zlib's crc32 through a native).
package java.util.zip;

/**
 * CRC-32 (polynomial 0xEDB88320, as ZIP/GZIP/PNG), computed by zlib's crc32 as in JDK 17.
 * Not thread-safe (the JDK's is not either).
 */
public class CRC32 implements Checksum {
    private int crc;

    public CRC32() {
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
        crc = 0;
    }

    public long getValue() {
        return (long) crc & 0xffffffffL;
    }

    private static native int updateBytes0(int crc, byte[] b, int off, int len);
}
