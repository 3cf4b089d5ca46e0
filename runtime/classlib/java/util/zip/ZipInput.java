// java.util.zip.ZipInput: the input an Inflater or Deflater reads, as an array range or a buffer.
package java.util.zip;

/**
 * What setInput gave an Inflater or Deflater: an array range, or (JDK 11+) a ByteBuffer's
 * remaining bytes, whose position advances by the bytes each inflate/deflate consumes. A buffer
 * without an accessible array (direct or read-only) is copied at each call, so very long direct
 * inputs cost one copy of the rest per call. Not thread-safe: its owner's monitor guards it.
 */
final class ZipInput {
    private static final byte[] EMPTY = new byte[0];

    private byte[] array = EMPTY;
    private int pos;
    private int lim;
    /** Input set by set(ByteBuffer), else null. */
    private java.nio.ByteBuffer buffer;

    /** Input from input[off, off + len); ArrayIndexOutOfBoundsException if that is not inside it. */
    void set(byte[] input, int off, int len) {
        if (off < 0 || len < 0 || off > input.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        array = input;
        pos = off;
        lim = off + len;
        buffer = null;
    }

    /** Input from `input`'s remaining bytes (NullPointerException for null). */
    void set(java.nio.ByteBuffer input) {
        java.util.Objects.requireNonNull(input);
        buffer = input;
        clearArray();
    }

    /** No input (reset, end). */
    void clear() {
        clearArray();
        buffer = null;
    }

    private void clearArray() {
        array = EMPTY;
        pos = lim = 0;
    }

    /** The array for the next native call: the buffer's own, a copy of its rest, or the array. */
    byte[] array() {
        java.nio.ByteBuffer b = buffer;
        if (b == null) {
            return array;
        }
        if (b.hasArray()) {
            return b.array();
        }
        byte[] copy = new byte[b.remaining()];
        b.duplicate().get(copy);
        return copy;
    }

    /** Where the input starts in `in`, the array() of the same call. */
    int offset(byte[] in) {
        java.nio.ByteBuffer b = buffer;
        if (b == null) {
            return pos;
        }
        return b.hasArray() ? b.arrayOffset() + b.position() : 0;
    }

    /** Bytes of input not yet consumed. */
    int length() {
        return buffer == null ? lim - pos : buffer.remaining();
    }

    /** Records that a native call consumed `read` bytes. */
    void consumed(int read) {
        if (buffer == null) {
            pos += read;
        } else {
            buffer.position(buffer.position() + read);
        }
    }
}
