// java.io.DataOutputStream: Java primitives in big-endian order onto another stream.
package java.io;

/** Counts what it wrote (size()); writeUTF is modified UTF-8 with a 2-byte length. */
public class DataOutputStream extends FilterOutputStream implements DataOutput {
    protected int written;
    private final byte[] writeBuffer = new byte[8];

    public DataOutputStream(OutputStream out) {
        super(out);
    }

    private void incCount(int value) {
        int temp = written + value;
        if (temp < 0) {
            temp = Integer.MAX_VALUE;
        }
        written = temp;
    }

    public synchronized void write(int b) throws IOException {
        out.write(b);
        incCount(1);
    }

    public synchronized void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        incCount(len);
    }

    public void flush() throws IOException {
        out.flush();
    }

    public final void writeBoolean(boolean v) throws IOException {
        out.write(v ? 1 : 0);
        incCount(1);
    }

    public final void writeByte(int v) throws IOException {
        out.write(v);
        incCount(1);
    }

    public final void writeShort(int v) throws IOException {
        writeBuffer[0] = (byte) (v >>> 8);
        writeBuffer[1] = (byte) v;
        out.write(writeBuffer, 0, 2);
        incCount(2);
    }

    public final void writeChar(int v) throws IOException {
        writeShort(v);
    }

    public final void writeInt(int v) throws IOException {
        writeBuffer[0] = (byte) (v >>> 24);
        writeBuffer[1] = (byte) (v >>> 16);
        writeBuffer[2] = (byte) (v >>> 8);
        writeBuffer[3] = (byte) v;
        out.write(writeBuffer, 0, 4);
        incCount(4);
    }

    public final void writeLong(long v) throws IOException {
        for (int i = 0; i < 8; i++) {
            writeBuffer[i] = (byte) (v >>> (56 - 8 * i));
        }
        out.write(writeBuffer, 0, 8);
        incCount(8);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    public final void writeBytes(String s) throws IOException {
        int len = s.length();
        for (int i = 0; i < len; i++) {
            out.write((byte) s.charAt(i));
        }
        incCount(len);
    }

    public final void writeChars(String s) throws IOException {
        int len = s.length();
        for (int i = 0; i < len; i++) {
            int v = s.charAt(i);
            out.write((v >>> 8) & 0xFF);
            out.write(v & 0xFF);
        }
        incCount(len * 2);
    }

    public final void writeUTF(String str) throws IOException {
        byte[] b = utf(str);
        out.write(b, 0, b.length);
        incCount(b.length);
    }

    /** The modified UTF-8 form with its 2-byte length; UTFDataFormatException past 65535 bytes. */
    static byte[] utf(String str) throws UTFDataFormatException {
        int strlen = str.length();
        long utflen = strlen;
        for (int i = 0; i < strlen; i++) {
            int c = str.charAt(i);
            if (c >= 0x80 || c == 0) {
                utflen += (c >= 0x800) ? 2 : 1;
            }
        }
        if (utflen > 65535) {
            throw new UTFDataFormatException(tooLongMsg(str, utflen));
        }
        byte[] b = new byte[(int) utflen + 2];
        int count = 0;
        b[count++] = (byte) ((utflen >>> 8) & 0xFF);
        b[count++] = (byte) (utflen & 0xFF);
        for (int i = 0; i < strlen; i++) {
            int c = str.charAt(i);
            if (c < 0x80 && c != 0) {
                b[count++] = (byte) c;
            } else if (c >= 0x800) {
                b[count++] = (byte) (0xE0 | ((c >> 12) & 0x0F));
                b[count++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                b[count++] = (byte) (0x80 | (c & 0x3F));
            } else {
                b[count++] = (byte) (0xC0 | ((c >> 6) & 0x1F));
                b[count++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        return b;
    }

    private static String tooLongMsg(String s, long bits32) {
        int slen = s.length();
        String head = s.substring(0, 8);
        String tail = s.substring(slen - 8, slen);
        long actualLength = (long) slen + Integer.toUnsignedLong((int) (bits32 - slen));
        return "encoded string (" + head + "..." + tail + ") too long: " + actualLength + " bytes";
    }

    public final int size() {
        return written;
    }
}
