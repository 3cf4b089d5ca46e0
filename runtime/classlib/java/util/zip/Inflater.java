// java.util.zip.Inflater: deflate decompression through zlib (JDK 17's Inflater over its natives).
package java.util.zip;

/**
 * JDK 17's Inflater: a zlib inflate stream (zlib or raw "nowrap" format). inflate returns 0 when
 * it needs input, a dictionary, or is finished; corrupt data is DataFormatException with zlib's
 * message ("invalid stored block lengths", "incorrect header check", ...). The z_stream lives
 * outside the heap until end() (no Cleaner here). Thread-safe: operations hold the monitor.
 */
public class Inflater {
    private long address;
    private final ZipInput input = new ZipInput();
    private boolean finished;
    private boolean needDict;
    private long bytesRead;
    private long bytesWritten;

    public Inflater(boolean nowrap) {
        this.address = init(nowrap);
    }

    public Inflater() {
        this(false);
    }

    public synchronized void setInput(byte[] input, int off, int len) {
        this.input.set(input, off, len);
    }

    public void setInput(byte[] input) {
        setInput(input, 0, input.length);
    }

    /**
     * Takes input from `input`'s remaining bytes (JDK 11+); its position advances by the bytes
     * each call consumes (ZipInput).
     */
    public synchronized void setInput(java.nio.ByteBuffer input) {
        this.input.set(input);
    }

    public synchronized void setDictionary(byte[] dictionary, int off, int len) {
        if (off < 0 || len < 0 || off > dictionary.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        ensureOpen();
        setDictionary0(address, dictionary, off, len);
        needDict = false;
    }

    public void setDictionary(byte[] dictionary) {
        setDictionary(dictionary, 0, dictionary.length);
    }

    public synchronized int getRemaining() {
        return input.length();
    }

    public synchronized boolean needsInput() {
        return input.length() == 0;
    }

    public synchronized boolean needsDictionary() {
        return needDict;
    }

    public synchronized boolean finished() {
        return finished;
    }

    public synchronized int inflate(byte[] output, int off, int len) throws DataFormatException {
        if (off < 0 || len < 0 || off > output.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        ensureOpen();
        byte[] in = input.array();
        long result = inflateBytes(address, in, input.offset(in), input.length(), output, off, len);
        int read = (int) (result & 0x7fff_ffffL);
        int written = (int) (result >>> 31 & 0x7fff_ffffL);
        if ((result >>> 62 & 1) != 0) {
            finished = true;
        }
        if ((result >>> 63 & 1) != 0) {
            needDict = true;
        }
        input.consumed(read);
        bytesRead += read;
        bytesWritten += written;
        return written;
    }

    public int inflate(byte[] output) throws DataFormatException {
        return inflate(output, 0, output.length);
    }

    /**
     * Inflates into `output`'s remaining space (JDK 11+), advancing its position by the bytes
     * written. ReadOnlyBufferException for a read-only buffer.
     */
    public synchronized int inflate(java.nio.ByteBuffer output) throws DataFormatException {
        if (output.isReadOnly()) {
            throw new java.nio.ReadOnlyBufferException();
        }
        int n;
        if (output.hasArray()) {
            n = inflate(output.array(), output.arrayOffset() + output.position(), output.remaining());
            output.position(output.position() + n);
        } else {
            byte[] tmp = new byte[output.remaining()];
            n = inflate(tmp, 0, tmp.length);
            output.put(tmp, 0, n);
        }
        return n;
    }

    public synchronized int getAdler() {
        ensureOpen();
        return getAdler0(address);
    }

    public int getTotalIn() {
        return (int) getBytesRead();
    }

    public synchronized long getBytesRead() {
        ensureOpen();
        return bytesRead;
    }

    public int getTotalOut() {
        return (int) getBytesWritten();
    }

    public synchronized long getBytesWritten() {
        ensureOpen();
        return bytesWritten;
    }

    public synchronized void reset() {
        ensureOpen();
        reset0(address);
        input.clear();
        finished = false;
        needDict = false;
        bytesRead = bytesWritten = 0;
    }

    public synchronized void end() {
        if (address != 0) {
            end0(address);
            address = 0;
            input.clear();
        }
    }

    private void ensureOpen() {
        if (address == 0) {
            throw new NullPointerException("Inflater has been closed");
        }
    }

    private static native long init(boolean nowrap);

    private static native long inflateBytes(long addr, byte[] in, int inOff, int inLen, byte[] out, int outOff, int outLen);

    private static native int getAdler0(long addr);

    private static native void reset0(long addr);

    private static native void end0(long addr);

    private static native void setDictionary0(long addr, byte[] b, int off, int len);
}
