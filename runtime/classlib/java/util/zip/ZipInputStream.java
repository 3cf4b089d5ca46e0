// java.util.zip.ZipInputStream: reads a ZIP stream entry by entry from its local headers.
package java.util.zip;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * JDK 17's ZipInputStream: each {@link #getNextEntry} reads a local header (null at the first
 * bytes that are not one, such as the central directory, or at the end); a DEFLATED entry's data
 * is inflated (raw deflate) and its sizes and CRC-32 checked against the header or the data
 * descriptor after it; a STORED entry's bytes are read as they are and their CRC-32 checked at
 * the end. Names are UTF-8 when the header's bit 11 says so, else in the stream's charset.
 * Checks and texts are JDK 17's ("encrypted ZIP entry not supported", "only DEFLATED entries can
 * have EXT descriptor", "invalid entry size (expected n but got m bytes)", "invalid entry CRC
 * (expected 0x.. but got 0x..)", "Stream closed"). No ZIP64. Not thread-safe.
 */
public class ZipInputStream extends InflaterInputStream implements ZipConstants {
    private static final int STORED = ZipEntry.STORED;
    private static final int DEFLATED = ZipEntry.DEFLATED;
    private static final int USE_UTF8 = 0x800;

    private ZipEntry entry;
    private int flag;
    private final CRC32 crc = new CRC32();
    private long remaining;
    private final byte[] tmpbuf = new byte[512];
    private boolean closed = false;
    private boolean entryEOF = false;
    private final Charset charset;
    private byte[] b = new byte[256];

    public ZipInputStream(InputStream in) {
        this(in, StandardCharsets.UTF_8);
    }

    public ZipInputStream(InputStream in, Charset charset) {
        super(new PushbackInputStream(in, 512), new Inflater(true), 512);
        usesDefaultInflater = true;
        if (in == null) {
            throw new NullPointerException("in is null");
        }
        if (charset == null) {
            throw new NullPointerException("charset is null");
        }
        this.charset = charset;
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public ZipEntry getNextEntry() throws IOException {
        ensureOpen();
        if (entry != null) {
            closeEntry();
        }
        crc.reset();
        inf.reset();
        if ((entry = readLOC()) == null) {
            return null;
        }
        if (entry.method == STORED) {
            remaining = entry.size;
        }
        entryEOF = false;
        return entry;
    }

    public void closeEntry() throws IOException {
        ensureOpen();
        while (read(tmpbuf, 0, tmpbuf.length) != -1) {
            // drain
        }
        entryEOF = true;
    }

    public int available() throws IOException {
        ensureOpen();
        return entryEOF ? 0 : 1;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        } else if (len == 0) {
            return 0;
        }
        if (entry == null) {
            return -1;
        }
        switch (entry.method) {
            case DEFLATED:
                len = super.read(b, off, len);
                if (len == -1) {
                    readEnd(entry);
                    entryEOF = true;
                    entry = null;
                } else {
                    crc.update(b, off, len);
                }
                return len;
            case STORED:
                if (remaining <= 0) {
                    entryEOF = true;
                    entry = null;
                    return -1;
                }
                if (len > remaining) {
                    len = (int) remaining;
                }
                len = in.read(b, off, len);
                if (len == -1) {
                    throw new ZipException("unexpected EOF");
                }
                crc.update(b, off, len);
                remaining -= len;
                if (remaining == 0 && entry.crc != crc.getValue()) {
                    throw new ZipException("invalid entry CRC (expected 0x" + Long.toHexString(entry.crc)
                            + " but got 0x" + Long.toHexString(crc.getValue()) + ")");
                }
                return len;
            default:
                throw new ZipException("invalid compression method");
        }
    }

    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("negative skip length");
        }
        ensureOpen();
        int max = (int) Math.min(n, Integer.MAX_VALUE);
        int total = 0;
        while (total < max) {
            int len = max - total;
            if (len > tmpbuf.length) {
                len = tmpbuf.length;
            }
            len = read(tmpbuf, 0, len);
            if (len == -1) {
                entryEOF = true;
                break;
            }
            total += len;
        }
        return total;
    }

    public void close() throws IOException {
        if (!closed) {
            super.close();
            closed = true;
        }
    }

    private ZipEntry readLOC() throws IOException {
        try {
            readFully(tmpbuf, 0, LOCHDR);
        } catch (EOFException e) {
            return null;
        }
        if (ZipUtils.get32(tmpbuf, 0) != LOCSIG) {
            return null;
        }
        flag = ZipUtils.get16(tmpbuf, LOCFLG);
        int len = ZipUtils.get16(tmpbuf, LOCNAM);
        int blen = b.length;
        if (len > blen) {
            do {
                blen = blen * 2;
            } while (len > blen);
            b = new byte[blen];
        }
        readFully(b, 0, len);
        ZipEntry e = createZipEntry((flag & USE_UTF8) != 0
                ? new String(b, 0, len, StandardCharsets.UTF_8) : new String(b, 0, len, charset));
        if ((flag & 1) == 1) {
            throw new ZipException("encrypted ZIP entry not supported");
        }
        e.method = ZipUtils.get16(tmpbuf, LOCHOW);
        e.xdostime = ZipUtils.get32(tmpbuf, LOCTIM);
        if ((flag & 8) == 8) {
            if (e.method != DEFLATED) {
                throw new ZipException("only DEFLATED entries can have EXT descriptor");
            }
        } else {
            e.crc = ZipUtils.get32(tmpbuf, LOCCRC);
            e.csize = ZipUtils.get32(tmpbuf, LOCSIZ);
            e.size = ZipUtils.get32(tmpbuf, LOCLEN);
        }
        len = ZipUtils.get16(tmpbuf, LOCEXT);
        if (len > 0) {
            byte[] extra = new byte[len];
            readFully(extra, 0, len);
            e.setExtra0(extra, e.csize == 0xFFFFFFFFL || e.size == 0xFFFFFFFFL, true);
        }
        return e;
    }

    protected ZipEntry createZipEntry(String name) {
        return new ZipEntry(name);
    }

    private void readEnd(ZipEntry e) throws IOException {
        int n = inf.getRemaining();
        if (n > 0) {
            ((PushbackInputStream) in).unread(buf, len - n, n);
        }
        if ((flag & 8) == 8) {
            readFully(tmpbuf, 0, EXTHDR);
            long sig = ZipUtils.get32(tmpbuf, 0);
            if (sig != EXTSIG) {
                e.crc = sig;
                e.csize = ZipUtils.get32(tmpbuf, EXTSIZ - EXTCRC);
                e.size = ZipUtils.get32(tmpbuf, EXTLEN - EXTCRC);
                ((PushbackInputStream) in).unread(tmpbuf, EXTHDR - EXTCRC, EXTCRC);
            } else {
                e.crc = ZipUtils.get32(tmpbuf, EXTCRC);
                e.csize = ZipUtils.get32(tmpbuf, EXTSIZ);
                e.size = ZipUtils.get32(tmpbuf, EXTLEN);
            }
        }
        if (e.size != inf.getBytesWritten()) {
            throw new ZipException("invalid entry size (expected " + e.size + " but got "
                    + inf.getBytesWritten() + " bytes)");
        }
        if (e.csize != inf.getBytesRead()) {
            throw new ZipException("invalid entry compressed size (expected " + e.csize + " but got "
                    + inf.getBytesRead() + " bytes)");
        }
        if (e.crc != crc.getValue()) {
            throw new ZipException("invalid entry CRC (expected 0x" + Long.toHexString(e.crc)
                    + " but got 0x" + Long.toHexString(crc.getValue()) + ")");
        }
    }

    private void readFully(byte[] b, int off, int len) throws IOException {
        while (len > 0) {
            int n = in.read(b, off, len);
            if (n == -1) {
                throw new EOFException();
            }
            off += n;
            len -= n;
        }
    }
}
