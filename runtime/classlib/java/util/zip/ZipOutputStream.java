// java.util.zip.ZipOutputStream: writes a ZIP file entry by entry (APPNOTE.TXT's local headers,
// data, data descriptors, central directory and end record).
package java.util.zip;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.concurrent.TimeUnit;

/**
 * JDK 17's ZipOutputStream, byte for byte: for each entry a local header (version 20 for
 * DEFLATED, 10 for STORED; flag bit 3 and a data descriptor after the data for a DEFLATED entry
 * whose size, CRC-32 or explicitly set compressed size is unknown; bit 11 for UTF-8 names; an
 * Info-ZIP extended timestamp first when the entry carries a FileTime), the data (raw deflate at
 * the stream's level, or stored), then at {@link #finish} the central directory and the end
 * record with the archive comment. An entry without a time gets the current time, as in JDK 17.
 * Checks and texts are JDK 17's ("duplicate entry: x", "no current ZIP entry", "STORED entry
 * missing size, compressed size, or crc-32", "invalid entry size (expected n but got m bytes)",
 * "Stream closed"...). No ZIP64 (entries and archives up to 4 GB and 65535 entries). Not
 * thread-safe beyond the JDK's synchronized write.
 */
public class ZipOutputStream extends DeflaterOutputStream implements ZipConstants {
    public static final int STORED = ZipEntry.STORED;
    public static final int DEFLATED = ZipEntry.DEFLATED;

    private static final int USE_UTF8 = 0x800;
    private static final int EXTT_FLAG_LMT = 0x1;
    private static final int EXTT_FLAG_LAT = 0x2;
    private static final int EXTT_FLAG_LCT = 0x4;

    private static final class XEntry {
        final ZipEntry entry;
        final long offset;

        XEntry(ZipEntry entry, long offset) {
            this.entry = entry;
            this.offset = offset;
        }
    }

    private XEntry current;
    private final ArrayList<XEntry> xentries = new ArrayList<>();
    private final HashSet<String> names = new HashSet<>();
    private final CRC32 crc = new CRC32();
    private long written = 0;
    private long locoff = 0;
    private byte[] comment;
    private int method = DEFLATED;
    private boolean finished;
    private boolean closed = false;
    private final Charset charset;
    private final byte[] scratch = new byte[8];

    public ZipOutputStream(OutputStream out) {
        this(out, StandardCharsets.UTF_8);
    }

    public ZipOutputStream(OutputStream out, Charset charset) {
        super(out, out != null ? new Deflater(Deflater.DEFAULT_COMPRESSION, true) : null);
        if (charset == null) {
            throw new NullPointerException("charset is null");
        }
        this.charset = charset;
        usesDefaultDeflater = true;
    }

    private boolean isUTF8() {
        return charset.equals(StandardCharsets.UTF_8);
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public void setComment(String comment) {
        if (comment != null) {
            this.comment = comment.getBytes(charset);
            if (this.comment.length > 0xffff) {
                throw new IllegalArgumentException("ZIP file comment too long");
            }
        }
    }

    public void setMethod(int method) {
        if (method != DEFLATED && method != STORED) {
            throw new IllegalArgumentException("invalid compression method");
        }
        this.method = method;
    }

    public void setLevel(int level) {
        def.setLevel(level);
    }

    public void putNextEntry(ZipEntry e) throws IOException {
        ensureOpen();
        if (current != null) {
            closeEntry();
        }
        if (e.xdostime == -1) {
            e.setTime(System.currentTimeMillis());
        }
        if (e.method == -1) {
            e.method = method;
        }
        e.flag = 0;
        switch (e.method) {
            case DEFLATED:
                if (e.size == -1 || e.csize == -1 || e.crc == -1 || !e.csizeSet) {
                    e.flag = 8;
                }
                break;
            case STORED:
                if (e.size == -1) {
                    e.size = e.csize;
                } else if (e.csize == -1) {
                    e.csize = e.size;
                } else if (e.size != e.csize) {
                    throw new ZipException("STORED entry where compressed != uncompressed size");
                }
                if (e.size == -1 || e.crc == -1) {
                    throw new ZipException("STORED entry missing size, compressed size, or crc-32");
                }
                break;
            default:
                throw new ZipException("unsupported compression method");
        }
        if (!names.add(e.name)) {
            throw new ZipException("duplicate entry: " + e.name);
        }
        if (isUTF8()) {
            e.flag |= USE_UTF8;
        }
        current = new XEntry(e, written);
        xentries.add(current);
        writeLOC(current);
    }

    public void closeEntry() throws IOException {
        ensureOpen();
        if (current != null) {
            ZipEntry e = current.entry;
            switch (e.method) {
                case DEFLATED:
                    def.finish();
                    while (!def.finished()) {
                        deflate();
                    }
                    if ((e.flag & 8) == 0) {
                        if (e.size != def.getBytesRead()) {
                            throw new ZipException("invalid entry size (expected " + e.size + " but got "
                                    + def.getBytesRead() + " bytes)");
                        }
                        if (e.csize != def.getBytesWritten()) {
                            throw new ZipException("invalid entry compressed size (expected " + e.csize
                                    + " but got " + def.getBytesWritten() + " bytes)");
                        }
                        if (e.crc != crc.getValue()) {
                            throw new ZipException("invalid entry CRC-32 (expected 0x" + Long.toHexString(e.crc)
                                    + " but got 0x" + Long.toHexString(crc.getValue()) + ")");
                        }
                    } else {
                        e.size = def.getBytesRead();
                        e.csize = def.getBytesWritten();
                        e.crc = crc.getValue();
                        writeEXT(e);
                    }
                    def.reset();
                    written += e.csize;
                    break;
                case STORED:
                    if (e.size != written - locoff) {
                        throw new ZipException("invalid entry size (expected " + e.size + " but got "
                                + (written - locoff) + " bytes)");
                    }
                    if (e.crc != crc.getValue()) {
                        throw new ZipException("invalid entry crc-32 (expected 0x" + Long.toHexString(e.crc)
                                + " but got 0x" + Long.toHexString(crc.getValue()) + ")");
                    }
                    break;
                default:
                    throw new ZipException("invalid compression method");
            }
            crc.reset();
            current = null;
        }
    }

    public synchronized void write(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        } else if (len == 0) {
            return;
        }
        if (current == null) {
            throw new ZipException("no current ZIP entry");
        }
        ZipEntry entry = current.entry;
        switch (entry.method) {
            case DEFLATED:
                super.write(b, off, len);
                break;
            case STORED:
                written += len;
                if (written - locoff > entry.size) {
                    throw new ZipException("attempt to write past end of STORED entry");
                }
                out.write(b, off, len);
                break;
            default:
                throw new ZipException("invalid compression method");
        }
        crc.update(b, off, len);
    }

    public void finish() throws IOException {
        ensureOpen();
        if (finished) {
            return;
        }
        if (current != null) {
            closeEntry();
        }
        long off = written;
        for (XEntry xentry : xentries) {
            writeCEN(xentry);
        }
        writeEND(off, written - off);
        finished = true;
    }

    public void close() throws IOException {
        if (!closed) {
            super.close();
            closed = true;
        }
    }

    private static int version(ZipEntry e) throws ZipException {
        switch (e.method) {
            case DEFLATED: return 20;
            case STORED: return 10;
            default: throw new ZipException("unsupported compression method");
        }
    }

    private static long unixTime(java.nio.file.attribute.FileTime t) {
        return t.to(TimeUnit.SECONDS);
    }

    private void writeLOC(XEntry xentry) throws IOException {
        ZipEntry e = xentry.entry;
        int flag = e.flag;
        int elen = getExtraLen(e.extra);
        writeInt(LOCSIG);
        writeShort(version(e));
        writeShort(flag);
        writeShort(e.method);
        writeInt(e.xdostime);
        if ((flag & 8) == 8) {
            writeInt(0);
            writeInt(0);
            writeInt(0);
        } else {
            writeInt(e.crc);
            writeInt(e.csize);
            writeInt(e.size);
        }
        byte[] nameBytes = e.name.getBytes(charset);
        writeShort(nameBytes.length);
        int elenEXTT = 0;
        int flagEXTT = 0;
        if (e.mtime != null) {
            elenEXTT += 4;
            flagEXTT |= EXTT_FLAG_LMT;
        }
        if (e.atime != null) {
            elenEXTT += 4;
            flagEXTT |= EXTT_FLAG_LAT;
        }
        if (e.ctime != null) {
            elenEXTT += 4;
            flagEXTT |= EXTT_FLAG_LCT;
        }
        if (flagEXTT != 0) {
            elenEXTT += 5;
        }
        writeShort(elen + elenEXTT);
        writeBytes(nameBytes, 0, nameBytes.length);
        if (flagEXTT != 0) {
            writeShort(ZipEntry.EXTID_EXTT);
            writeShort(elenEXTT - 4);
            writeByte(flagEXTT);
            if (e.mtime != null) {
                writeInt(unixTime(e.mtime));
            }
            if (e.atime != null) {
                writeInt(unixTime(e.atime));
            }
            if (e.ctime != null) {
                writeInt(unixTime(e.ctime));
            }
        }
        writeExtra(e.extra);
        locoff = written;
    }

    private void writeEXT(ZipEntry e) throws IOException {
        writeInt(EXTSIG);
        writeInt(e.crc);
        writeInt(e.csize);
        writeInt(e.size);
    }

    private void writeCEN(XEntry xentry) throws IOException {
        ZipEntry e = xentry.entry;
        int flag = e.flag;
        int version = version(e);
        writeInt(CENSIG);
        writeShort(version);
        writeShort(version);
        writeShort(flag);
        writeShort(e.method);
        writeInt(e.xdostime);
        writeInt(e.crc);
        writeInt(e.csize);
        writeInt(e.size);
        byte[] nameBytes = e.name.getBytes(charset);
        writeShort(nameBytes.length);
        int elen = getExtraLen(e.extra);
        int flagEXTT = 0;
        if (e.mtime != null) {
            elen += 4;
            flagEXTT |= EXTT_FLAG_LMT;
        }
        if (e.atime != null) {
            flagEXTT |= EXTT_FLAG_LAT;
        }
        if (e.ctime != null) {
            flagEXTT |= EXTT_FLAG_LCT;
        }
        if (flagEXTT != 0) {
            elen += 5;
        }
        writeShort(elen);
        byte[] commentBytes;
        if (e.comment != null) {
            commentBytes = e.comment.getBytes(charset);
            writeShort(Math.min(commentBytes.length, 0xffff));
        } else {
            commentBytes = null;
            writeShort(0);
        }
        writeShort(0);          // starting disk number
        writeShort(0);          // internal file attributes
        writeInt(0);            // external file attributes
        writeInt(xentry.offset);
        writeBytes(nameBytes, 0, nameBytes.length);
        if (flagEXTT != 0) {
            writeShort(ZipEntry.EXTID_EXTT);
            if (e.mtime != null) {
                writeShort(5);
                writeByte(flagEXTT);
                writeInt(unixTime(e.mtime));
            } else {
                writeShort(1);
                writeByte(flagEXTT);
            }
        }
        writeExtra(e.extra);
        if (commentBytes != null) {
            writeBytes(commentBytes, 0, Math.min(commentBytes.length, 0xffff));
        }
    }

    private void writeEND(long off, long len) throws IOException {
        int count = xentries.size();
        writeInt(ENDSIG);
        writeShort(0);
        writeShort(0);
        writeShort(count);
        writeShort(count);
        writeInt(len);
        writeInt(off);
        if (comment != null) {
            writeShort(comment.length);
            writeBytes(comment, 0, comment.length);
        } else {
            writeShort(0);
        }
    }

    // The length of the extra data without its ZIP64 and extended timestamp fields (written by
    // this class itself), as JDK 17.
    private static int getExtraLen(byte[] extra) {
        if (extra == null) {
            return 0;
        }
        int skipped = 0;
        int len = extra.length;
        int off = 0;
        while (off + 4 <= len) {
            int tag = ZipUtils.get16(extra, off);
            int sz = ZipUtils.get16(extra, off + 2);
            if (sz < 0 || (off + 4 + sz) > len) {
                break;
            }
            if (tag == ZipEntry.EXTID_EXTT || tag == ZipEntry.EXTID_ZIP64) {
                skipped += (sz + 4);
            }
            off += (sz + 4);
        }
        return len - skipped;
    }

    private void writeExtra(byte[] extra) throws IOException {
        if (extra != null) {
            int len = extra.length;
            int off = 0;
            while (off + 4 <= len) {
                int tag = ZipUtils.get16(extra, off);
                int sz = ZipUtils.get16(extra, off + 2);
                if (sz < 0 || (off + 4 + sz) > len) {
                    writeBytes(extra, off, len - off);
                    return;
                }
                if (tag != ZipEntry.EXTID_EXTT && tag != ZipEntry.EXTID_ZIP64) {
                    writeBytes(extra, off, sz + 4);
                }
                off += (sz + 4);
            }
            if (off < len) {
                writeBytes(extra, off, len - off);
            }
        }
    }

    private void writeByte(int v) throws IOException {
        out.write(v & 0xff);
        written += 1;
    }

    private void writeShort(int v) throws IOException {
        scratch[0] = (byte) v;
        scratch[1] = (byte) (v >>> 8);
        out.write(scratch, 0, 2);
        written += 2;
    }

    private void writeInt(long v) throws IOException {
        scratch[0] = (byte) v;
        scratch[1] = (byte) (v >>> 8);
        scratch[2] = (byte) (v >>> 16);
        scratch[3] = (byte) (v >>> 24);
        out.write(scratch, 0, 4);
        written += 4;
    }

    private void writeBytes(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        written += len;
    }
}
