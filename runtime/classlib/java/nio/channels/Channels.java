// java.nio.channels.Channels: streams over channels and channels over streams.
package java.nio.channels;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.util.Objects;

/**
 * JDK 17's adapters between java.io streams and channels: each stream call is one channel call
 * through a buffer wrapping the caller's array; channels over streams copy through a small array.
 * Readers and writers decode and encode through InputStreamReader/OutputStreamWriter.
 */
public final class Channels {
    private Channels() {}

    public static InputStream newInputStream(final ReadableByteChannel ch) {
        Objects.requireNonNull(ch, "ch");
        return new InputStream() {
            public int read() throws IOException {
                byte[] one = new byte[1];
                int n = read(one, 0, 1);
                return n <= 0 ? -1 : one[0] & 0xff;
            }

            public int read(byte[] b, int off, int len) throws IOException {
                Objects.checkFromIndexSize(off, len, b.length);
                if (len == 0) {
                    return 0;
                }
                ByteBuffer bb = ByteBuffer.wrap(b, off, len);
                int n;
                do {
                    n = ch.read(bb);
                } while (n == 0);
                return n;
            }

            public void close() throws IOException {
                ch.close();
            }
        };
    }

    public static OutputStream newOutputStream(final WritableByteChannel ch) {
        Objects.requireNonNull(ch, "ch");
        return new OutputStream() {
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            public void write(byte[] b, int off, int len) throws IOException {
                Objects.checkFromIndexSize(off, len, b.length);
                ByteBuffer bb = ByteBuffer.wrap(b, off, len);
                while (bb.hasRemaining()) {
                    ch.write(bb);
                }
            }

            public void close() throws IOException {
                ch.close();
            }
        };
    }

    public static ReadableByteChannel newChannel(final InputStream in) {
        Objects.requireNonNull(in, "in");
        return new ReadableByteChannel() {
            private boolean open = true;

            public synchronized int read(ByteBuffer dst) throws IOException {
                if (!open) {
                    throw new ClosedChannelException();
                }
                int len = dst.remaining();
                if (len == 0) {
                    return 0;
                }
                byte[] buf = new byte[Math.min(len, 8192)];
                int n = in.read(buf, 0, buf.length);
                if (n > 0) {
                    dst.put(buf, 0, n);
                }
                return n;
            }

            public synchronized boolean isOpen() {
                return open;
            }

            public synchronized void close() throws IOException {
                if (open) {
                    open = false;
                    in.close();
                }
            }
        };
    }

    public static WritableByteChannel newChannel(final OutputStream out) {
        Objects.requireNonNull(out, "out");
        return new WritableByteChannel() {
            private boolean open = true;

            public synchronized int write(ByteBuffer src) throws IOException {
                if (!open) {
                    throw new ClosedChannelException();
                }
                int len = src.remaining();
                byte[] buf = new byte[len];
                src.get(buf);
                out.write(buf, 0, len);
                return len;
            }

            public synchronized boolean isOpen() {
                return open;
            }

            public synchronized void close() throws IOException {
                if (open) {
                    open = false;
                    out.close();
                }
            }
        };
    }

    public static Reader newReader(ReadableByteChannel ch, String csName) {
        Objects.requireNonNull(csName, "csName");
        return newReader(ch, Charset.forName(csName));
    }

    public static Reader newReader(ReadableByteChannel ch, Charset charset) {
        Objects.requireNonNull(charset, "charset");
        return new java.io.InputStreamReader(newInputStream(ch), charset);
    }

    public static Writer newWriter(WritableByteChannel ch, String csName) {
        Objects.requireNonNull(csName, "csName");
        return newWriter(ch, Charset.forName(csName));
    }

    public static Writer newWriter(WritableByteChannel ch, Charset charset) {
        Objects.requireNonNull(charset, "charset");
        return new java.io.OutputStreamWriter(newOutputStream(ch), charset);
    }
}
