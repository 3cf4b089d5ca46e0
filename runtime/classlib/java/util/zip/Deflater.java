// java.util.zip.Deflater: deflate compression through zlib (JDK 17's Deflater over its natives).
package java.util.zip;

/**
 * JDK 17's Deflater: a zlib deflate stream (zlib or raw "nowrap" format) fed with setInput and
 * drained with deflate; level and strategy changes apply at the next deflate call through
 * deflateParams, as the JDK does, so output bytes equal java's. The z_stream lives outside the
 * heap until end() (no Cleaner here: a Deflater that is never ended leaks its zlib state).
 * Thread-safe as the JDK's: every operation holds the object's monitor.
 */
public class Deflater {
    public static final int DEFLATED = 8;
    public static final int NO_COMPRESSION = 0;
    public static final int BEST_SPEED = 1;
    public static final int BEST_COMPRESSION = 9;
    public static final int DEFAULT_COMPRESSION = -1;
    public static final int FILTERED = 1;
    public static final int HUFFMAN_ONLY = 2;
    public static final int DEFAULT_STRATEGY = 0;
    public static final int NO_FLUSH = 0;
    public static final int SYNC_FLUSH = 2;
    public static final int FULL_FLUSH = 3;
    private static final int FINISH = 4;
    private long address;
    private final ZipInput input = new ZipInput();
    private int level;
    private int strategy;
    private boolean setParams;
    private boolean finish;
    private boolean finished;
    private long bytesRead;
    private long bytesWritten;

    public Deflater(int level, boolean nowrap) {
        this.level = level;
        this.strategy = DEFAULT_STRATEGY;
        this.address = init(level, DEFAULT_STRATEGY, nowrap);
    }

    public Deflater(int level) {
        this(level, false);
    }

    public Deflater() {
        this(DEFAULT_COMPRESSION, false);
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
    }

    public void setDictionary(byte[] dictionary) {
        setDictionary(dictionary, 0, dictionary.length);
    }

    public synchronized void setStrategy(int strategy) {
        switch (strategy) {
            case DEFAULT_STRATEGY:
            case FILTERED:
            case HUFFMAN_ONLY:
                break;
            default:
                throw new IllegalArgumentException();
        }
        if (this.strategy != strategy) {
            this.strategy = strategy;
            setParams = true;
        }
    }

    public synchronized void setLevel(int level) {
        if ((level < 0 || level > 9) && level != DEFAULT_COMPRESSION) {
            throw new IllegalArgumentException("invalid compression level");
        }
        if (this.level != level) {
            this.level = level;
            setParams = true;
        }
    }

    public synchronized boolean needsInput() {
        return input.length() == 0;
    }

    public synchronized void finish() {
        finish = true;
    }

    public synchronized boolean finished() {
        return finished;
    }

    public int deflate(byte[] output, int off, int len) {
        return deflate(output, off, len, NO_FLUSH);
    }

    public int deflate(byte[] output) {
        return deflate(output, 0, output.length, NO_FLUSH);
    }

    public synchronized int deflate(byte[] output, int off, int len, int flush) {
        if (off < 0 || len < 0 || off > output.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        if (flush != NO_FLUSH && flush != SYNC_FLUSH && flush != FULL_FLUSH) {
            throw new IllegalArgumentException();
        }
        ensureOpen();
        int params = setParams ? 1 | strategy << 1 | level << 3 : 0;
        byte[] in = input.array();
        long result = deflateBytes(address, in, input.offset(in), input.length(), output, off, len,
            finish ? FINISH : flush, params);
        int read = (int) (result & 0x7fff_ffffL);
        int written = (int) (result >>> 31 & 0x7fff_ffffL);
        if ((result >>> 62 & 1) != 0) {
            finished = true;
        }
        if (params != 0 && (result >>> 63 & 1) == 0) {
            setParams = false;
        }
        input.consumed(read);
        bytesRead += read;
        bytesWritten += written;
        return written;
    }

    public int deflate(byte[] output, int flush) {
        return deflate(output, 0, output.length, flush);
    }

    /** deflate(output, NO_FLUSH). */
    public int deflate(java.nio.ByteBuffer output) {
        return deflate(output, NO_FLUSH);
    }

    /**
     * Deflates into `output`'s remaining space (JDK 11+), advancing its position by the bytes
     * written. ReadOnlyBufferException for a read-only buffer; IllegalArgumentException for an
     * unknown flush mode, as the array forms.
     */
    public synchronized int deflate(java.nio.ByteBuffer output, int flush) {
        if (output.isReadOnly()) {
            throw new java.nio.ReadOnlyBufferException();
        }
        int n;
        if (output.hasArray()) {
            n = deflate(output.array(), output.arrayOffset() + output.position(), output.remaining(), flush);
            output.position(output.position() + n);
        } else {
            byte[] tmp = new byte[output.remaining()];
            n = deflate(tmp, 0, tmp.length, flush);
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
        finish = false;
        finished = false;
        input.clear();
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
            throw new NullPointerException("Deflater has been closed");
        }
    }

    private static native long init(int level, int strategy, boolean nowrap);

    private static native long deflateBytes(long addr, byte[] in, int inOff, int inLen, byte[] out, int outOff,
        int outLen, int flush, int params);

    private static native int getAdler0(long addr);

    private static native void reset0(long addr);

    private static native void end0(long addr);

    private static native void setDictionary0(long addr, byte[] b, int off, int len);
}
