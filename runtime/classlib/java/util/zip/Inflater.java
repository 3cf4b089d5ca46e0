// java.util.zip.Inflater: deflate decompression through zlib (JDK 17's Inflater over its natives).
package java.util.zip;

/**
 * JDK 17's Inflater: a zlib inflate stream (zlib or raw "nowrap" format). inflate returns 0 when
 * it needs input, a dictionary, or is finished; corrupt data is DataFormatException with zlib's
 * message ("invalid stored block lengths", "incorrect header check", ...). The z_stream lives
 * outside the heap until end() (no Cleaner here). Thread-safe: operations hold the monitor.
 */
public class Inflater {
    private static final byte[] EMPTY = new byte[0];

    private long address;
    private byte[] input = EMPTY;
    private int inputPos;
    private int inputLim;
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
        if (off < 0 || len < 0 || off > input.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        this.input = input;
        this.inputPos = off;
        this.inputLim = off + len;
    }

    public void setInput(byte[] input) {
        setInput(input, 0, input.length);
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
        return inputLim - inputPos;
    }

    public synchronized boolean needsInput() {
        return inputLim == inputPos;
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
        long result = inflateBytes(address, input, inputPos, inputLim - inputPos, output, off, len);
        int read = (int) (result & 0x7fff_ffffL);
        int written = (int) (result >>> 31 & 0x7fff_ffffL);
        if ((result >>> 62 & 1) != 0) {
            finished = true;
        }
        if ((result >>> 63 & 1) != 0) {
            needDict = true;
        }
        inputPos += read;
        bytesRead += read;
        bytesWritten += written;
        return written;
    }

    public int inflate(byte[] output) throws DataFormatException {
        return inflate(output, 0, output.length);
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
        input = EMPTY;
        inputPos = inputLim = 0;
        finished = false;
        needDict = false;
        bytesRead = bytesWritten = 0;
    }

    public synchronized void end() {
        if (address != 0) {
            end0(address);
            address = 0;
            input = EMPTY;
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
