// Table-driven CRC-32, Adler-32 and FNV-1a written in plain Java: unsigned shifts, masks, int/long mixing over byte data.
public class Checksums {
    static int[] table = new int[256];

    static {
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
            table[n] = c;
        }
    }

    static int crc32(byte[] data) {
        int c = 0xFFFFFFFF;
        for (byte b : data) c = table[(c ^ b) & 0xFF] ^ (c >>> 8);
        return ~c;
    }

    static long adler32(byte[] data) {
        long a = 1, b = 0;
        for (byte x : data) { a = (a + (x & 0xFF)) % 65521; b = (b + a) % 65521; }
        return (b << 16) | a;
    }

    static long fnv1a64(byte[] data) {
        long h = 0xcbf29ce484222325L;
        for (byte x : data) { h ^= x & 0xFF; h *= 0x100000001b3L; }
        return h;
    }

    static byte[] ascii(String s) {
        byte[] out = new byte[s.length()];
        for (int i = 0; i < s.length(); i++) out[i] = (byte) s.charAt(i);
        return out;
    }

    public static void main(String[] args) {
        String[] inputs = {"", "a", "abc", "The quick brown fox jumps over the lazy dog", "123456789"};
        for (String s : inputs) {
            byte[] d = ascii(s);
            System.out.println("\"" + s + "\" crc32=" + Integer.toHexString(crc32(d)) + " adler32=" + Long.toHexString(adler32(d)) + " fnv1a=" + Long.toHexString(fnv1a64(d)));
        }
        byte[] big = new byte[50000];
        for (int i = 0; i < big.length; i++) big[i] = (byte) (i * 7 + (i >> 8));
        System.out.println("big crc32=" + Integer.toUnsignedString(crc32(big)) + " adler32=" + adler32(big) + " fnv1a=" + Long.toUnsignedString(fnv1a64(big)));
    }
}
