// java.util.zip.ZipFile: random access to a ZIP file's entries through its central directory.
package java.util.zip;

import java.io.ByteArrayInputStream;
import java.io.Closeable;
import java.io.EOFException;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.NoSuchElementException;
import java.util.stream.Stream;

/**
 * JDK 17's ZipFile over a copy of the file read at open: the end record is found by scanning back
 * from the end (over an archive comment, and past trailing bytes when the offsets it gives still
 * lead to a central directory and a local header, as JDK 17's findEND), then the central
 * directory's entries, in their order, for {@link #entries}, {@link #stream} and name lookup
 * ({@link #getEntry} also tries "name/"). {@link #getInputStream} reads a STORED entry's bytes as
 * they are and inflates a DEFLATED one (raw deflate; available() is the uncompressed bytes left,
 * as JDK 17). Errors as JDK 17: NoSuchFileException for a missing file, FileNotFoundException
 * "(Is a directory)", "zip file is empty", "zip END header not found", "invalid CEN header
 * (...)", IllegalStateException "zip file closed". Names are UTF-8 when an entry's bit 11 says so,
 * else in the ZipFile's charset. No ZIP64, no OPEN_DELETE, and the file's later changes are not
 * seen (JDK 17 reads it while open). Thread-safe for lookups and reads of distinct streams
 * (synchronized on the ZipFile).
 */
public class ZipFile implements ZipConstants, Closeable {
    public static final int OPEN_READ = 0x1;
    public static final int OPEN_DELETE = 0x4;

    private static final int USE_UTF8 = 0x800;

    private final String name;
    private final Charset charset;
    private byte[] data;
    private long locpos;
    private final ArrayList<Integer> cenPositions = new ArrayList<>();
    private final HashMap<String, Integer> byName = new HashMap<>();
    private final ArrayList<InputStream> streams = new ArrayList<>();
    private String comment;
    private volatile boolean closed;

    public ZipFile(String name) throws IOException {
        this(new File(name), OPEN_READ);
    }

    public ZipFile(File file, int mode) throws IOException {
        this(file, mode, StandardCharsets.UTF_8);
    }

    public ZipFile(File file) throws ZipException, IOException {
        this(file, OPEN_READ);
    }

    public ZipFile(String name, Charset charset) throws IOException {
        this(new File(name), OPEN_READ, charset);
    }

    public ZipFile(File file, Charset charset) throws IOException {
        this(file, OPEN_READ, charset);
    }

    public ZipFile(File file, int mode, Charset charset) throws IOException {
        if (((mode & OPEN_READ) == 0) || ((mode & ~(OPEN_READ | OPEN_DELETE)) != 0)) {
            throw new IllegalArgumentException("Illegal mode: 0x" + Integer.toHexString(mode));
        }
        String name = file.getPath();
        if (charset == null) {
            throw new NullPointerException("charset is null");
        }
        this.name = name;
        this.charset = charset;
        if (file.isDirectory()) {
            throw new FileNotFoundException(name + " (Is a directory)");
        }
        data = Files.readAllBytes(file.toPath());
        if (data.length == 0) {
            throw new ZipException("zip file is empty");
        }
        initCEN();
    }

    private static void zerror(String msg) throws ZipException {
        throw new ZipException(msg);
    }

    private boolean isSig(long pos, long sig) {
        return pos >= 0 && pos + 4 <= data.length && ZipUtils.get32(data, (int) pos) == sig;
    }

    private void initCEN() throws IOException {
        int len = data.length;
        int endpos = -1;
        int centot = 0;
        long cenlen = 0;
        long cenoff = 0;
        int minPos = Math.max(0, len - ENDHDR - 0xFFFF);
        for (int i = len - ENDHDR; i >= minPos; i--) {
            if (data[i] == 'P' && data[i + 1] == 'K' && data[i + 2] == 5 && data[i + 3] == 6) {
                int comlen = ZipUtils.get16(data, i + ENDCOM);
                long tot = ZipUtils.get16(data, i + ENDTOT);
                long clen = ZipUtils.get32(data, i + ENDSIZ);
                long coff = ZipUtils.get32(data, i + ENDOFF);
                if (i + ENDHDR + comlen != len) {
                    long cenpos = i - clen;
                    long lp = cenpos - coff;
                    if (cenpos < 0 || lp < 0 || !isSig(cenpos, CENSIG) || !isSig(lp, LOCSIG)) {
                        continue;
                    }
                }
                if (comlen > 0 && i + ENDHDR + comlen <= len) {
                    comment = new String(data, i + ENDHDR, comlen, charset);
                }
                endpos = i;
                centot = (int) tot;
                cenlen = clen;
                cenoff = coff;
                break;
            }
        }
        if (endpos < 0) {
            zerror("zip END header not found");
        }
        if (endpos == 0) {
            locpos = 0;
            return;
        }
        if (cenlen > endpos) {
            zerror("invalid END header (bad central directory size)");
        }
        long cenpos = endpos - cenlen;
        locpos = cenpos - cenoff;
        if (locpos < 0) {
            zerror("invalid END header (bad central directory offset)");
        }
        int pos = (int) cenpos;
        int limit = endpos;
        int count = 0;
        while (pos + CENHDR <= limit) {
            if (ZipUtils.get32(data, pos) != CENSIG) {
                zerror("invalid CEN header (bad signature)");
            }
            int method = ZipUtils.get16(data, pos + CENHOW);
            int flag = ZipUtils.get16(data, pos + CENFLG);
            int nlen = ZipUtils.get16(data, pos + CENNAM);
            int elen = ZipUtils.get16(data, pos + CENEXT);
            int clen = ZipUtils.get16(data, pos + CENCOM);
            if ((flag & 1) != 0) {
                zerror("invalid CEN header (encrypted entry)");
            }
            if (method != ZipEntry.STORED && method != ZipEntry.DEFLATED) {
                zerror("invalid CEN header (bad compression method: " + method + ")");
            }
            if (pos + CENHDR + nlen > limit) {
                zerror("invalid CEN header (bad header size)");
            }
            String entryName = entryString(pos + CENHDR, nlen, flag);
            if (!byName.containsKey(entryName)) {
                byName.put(entryName, pos);
            }
            cenPositions.add(pos);
            pos += CENHDR + nlen + elen + clen;
            count++;
        }
        if (count != centot) {
            zerror("invalid CEN header (bad entry count)");
        }
    }

    private String entryString(int off, int len, int flag) {
        return (flag & USE_UTF8) != 0 ? new String(data, off, len, StandardCharsets.UTF_8)
                : new String(data, off, len, charset);
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("zip file closed");
        }
    }

    private ZipEntry entryAt(int pos) {
        int flag = ZipUtils.get16(data, pos + CENFLG);
        int nlen = ZipUtils.get16(data, pos + CENNAM);
        int elen = ZipUtils.get16(data, pos + CENEXT);
        int clen = ZipUtils.get16(data, pos + CENCOM);
        ZipEntry e = new ZipEntry(entryString(pos + CENHDR, nlen, flag));
        e.flag = flag;
        e.xdostime = ZipUtils.get32(data, pos + CENTIM);
        e.crc = ZipUtils.get32(data, pos + CENCRC);
        e.size = ZipUtils.get32(data, pos + CENLEN);
        e.csize = ZipUtils.get32(data, pos + CENSIZ);
        e.method = ZipUtils.get16(data, pos + CENHOW);
        if (elen != 0) {
            int start = pos + CENHDR + nlen;
            byte[] extra = new byte[elen];
            System.arraycopy(data, start, extra, 0, elen);
            e.setExtra0(extra, e.size == 0xFFFFFFFFL || e.csize == 0xFFFFFFFFL, false);
        }
        if (clen != 0) {
            e.comment = entryString(pos + CENHDR + nlen + elen, clen, flag);
        }
        return e;
    }

    public ZipEntry getEntry(String name) {
        java.util.Objects.requireNonNull(name, "name");
        synchronized (this) {
            ensureOpen();
            Integer pos = byName.get(name);
            if (pos == null && !name.endsWith("/")) {
                pos = byName.get(name + "/");
            }
            return pos == null ? null : entryAt(pos);
        }
    }

    public InputStream getInputStream(ZipEntry entry) throws IOException {
        java.util.Objects.requireNonNull(entry, "entry");
        synchronized (this) {
            ensureOpen();
            Integer cen = byName.get(entry.name);
            if (cen == null) {
                return null;
            }
            int pos = cen;
            long loc = locpos + ZipUtils.get32(data, pos + CENOFF);
            if (!isSig(loc, LOCSIG) || loc + LOCHDR > data.length) {
                throw new ZipException("invalid LOC header (bad signature)");
            }
            int start = (int) (loc + LOCHDR + ZipUtils.get16(data, (int) loc + LOCNAM)
                    + ZipUtils.get16(data, (int) loc + LOCEXT));
            long csize = ZipUtils.get32(data, pos + CENSIZ);
            long size = ZipUtils.get32(data, pos + CENLEN);
            if (start + csize > data.length) {
                throw new ZipException("invalid LOC header (bad entry size)");
            }
            InputStream raw = new ByteArrayInputStream(data, start, (int) csize);
            InputStream result;
            if (ZipUtils.get16(data, pos + CENHOW) == ZipEntry.STORED) {
                result = new EntryStream(raw);
            } else {
                result = new EntryInflaterStream(raw, size);
            }
            streams.add(result);
            return result;
        }
    }

    // A STORED entry's bytes; read after close is "Stream closed".
    private final class EntryStream extends java.io.FilterInputStream {
        private boolean streamClosed;

        EntryStream(InputStream in) {
            super(in);
        }

        private void check() throws IOException {
            if (streamClosed || closed) {
                throw new IOException("Stream closed");
            }
        }

        public int read() throws IOException {
            check();
            return in.read();
        }

        public int read(byte[] b, int off, int len) throws IOException {
            check();
            return in.read(b, off, len);
        }

        public int available() throws IOException {
            return streamClosed || closed ? 0 : in.available();
        }

        public void close() {
            streamClosed = true;
        }
    }

    // A DEFLATED entry's inflated bytes (JDK 17's ZipFileInflaterInputStream: one dummy byte at
    // the end of the compressed data, available() from the entry's size).
    private final class EntryInflaterStream extends InflaterInputStream {
        private final long size;
        private boolean eof;
        private boolean streamClosed;

        EntryInflaterStream(InputStream in, long size) {
            super(in, new Inflater(true), (int) Math.max(64, Math.min(size + 2, 8192)));
            this.size = size;
        }

        public int read(byte[] b, int off, int len) throws IOException {
            if (streamClosed || closed) {
                throw new IOException("Stream closed");
            }
            return super.read(b, off, len);
        }

        protected void fill() throws IOException {
            if (eof) {
                throw new EOFException("Unexpected end of ZLIB input stream");
            }
            len = in.read(buf, 0, buf.length);
            if (len == -1) {
                buf[0] = 0;
                len = 1;
                eof = true;
            }
            inf.setInput(buf, 0, len);
        }

        public int available() throws IOException {
            if (streamClosed || closed) {
                return 0;
            }
            long avail = size - inf.getBytesWritten();
            return avail > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) avail;
        }

        public void close() throws IOException {
            if (!streamClosed) {
                streamClosed = true;
                inf.end();
            }
        }
    }

    public String getName() {
        return name;
    }

    public String getComment() {
        synchronized (this) {
            ensureOpen();
            return comment;
        }
    }

    public Enumeration<? extends ZipEntry> entries() {
        synchronized (this) {
            ensureOpen();
            return new Enumeration<ZipEntry>() {
                private int i = 0;

                public boolean hasMoreElements() {
                    synchronized (ZipFile.this) {
                        ensureOpen();
                        return i < cenPositions.size();
                    }
                }

                public ZipEntry nextElement() {
                    synchronized (ZipFile.this) {
                        ensureOpen();
                        if (i >= cenPositions.size()) {
                            throw new NoSuchElementException();
                        }
                        return entryAt(cenPositions.get(i++));
                    }
                }
            };
        }
    }

    public Stream<? extends ZipEntry> stream() {
        synchronized (this) {
            ensureOpen();
            ArrayList<ZipEntry> list = new ArrayList<>();
            for (int pos : cenPositions) {
                list.add(entryAt(pos));
            }
            return list.stream();
        }
    }

    public int size() {
        synchronized (this) {
            ensureOpen();
            return cenPositions.size();
        }
    }

    public void close() throws IOException {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            for (InputStream s : streams) {
                try {
                    s.close();
                } catch (IOException e) {
                    // closing a stream of a closed file cannot fail usefully
                }
            }
            streams.clear();
            data = null;
        }
    }
}
