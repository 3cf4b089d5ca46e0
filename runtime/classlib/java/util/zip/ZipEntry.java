// java.util.zip.ZipEntry: one entry of a ZIP file (name, sizes, CRC-32, method, time, extra, comment).
package java.util.zip;

import java.nio.file.attribute.FileTime;
import java.util.concurrent.TimeUnit;

/**
 * A ZIP entry as JDK 17's ZipEntry: every field unset (-1 or null) until set or read from a
 * header; the setters' checks and texts ("entry name too long", "invalid entry size",
 * "invalid entry crc-32", "invalid compression method", "invalid extra field length"). The time
 * is kept as an extended DOS time of the default time zone (ZipUtils), with a FileTime beside it
 * for times a DOS time cannot hold (before 1980, after 2099) and for {@link #setLastModifiedTime};
 * extra data read from headers gives its Info-ZIP extended timestamp's modification time, as
 * JDK 17. The NTFS time field is not read; no java.time (no getTimeLocal/setTimeLocal). Not
 * thread-safe.
 */
public class ZipEntry implements ZipConstants, Cloneable {
    public static final int STORED = 0;
    public static final int DEFLATED = 8;

    static final int EXTID_ZIP64 = 0x0001;
    static final int EXTID_NTFS = 0x000a;
    static final int EXTID_EXTT = 0x5455;

    String name;
    long xdostime = -1;
    FileTime mtime;
    FileTime atime;
    FileTime ctime;
    long crc = -1;
    long size = -1;
    long csize = -1;
    boolean csizeSet;
    int method = -1;
    int flag = 0;
    byte[] extra;
    String comment;

    public ZipEntry(String name) {
        if (name == null) {
            throw new NullPointerException("name");
        }
        if (name.length() > 0xFFFF) {
            throw new IllegalArgumentException("entry name too long");
        }
        this.name = name;
    }

    public ZipEntry(ZipEntry e) {
        if (e == null) {
            throw new NullPointerException("entry");
        }
        name = e.name;
        xdostime = e.xdostime;
        mtime = e.mtime;
        atime = e.atime;
        ctime = e.ctime;
        crc = e.crc;
        size = e.size;
        csize = e.csize;
        csizeSet = e.csizeSet;
        method = e.method;
        flag = e.flag;
        extra = e.extra;
        comment = e.comment;
    }

    ZipEntry() {
    }

    public String getName() {
        return name;
    }

    public void setTime(long time) {
        this.xdostime = ZipUtils.javaToExtendedDosTime(time);
        if (this.xdostime != ZipUtils.DOSTIME_BEFORE_1980 && time <= ZipUtils.UPPER_DOSTIME_BOUND) {
            this.mtime = null;
        } else {
            int localYear = ZipUtils.localYear(time);
            if (localYear >= 1980 && localYear <= 2099) {
                this.mtime = null;
            } else {
                this.mtime = FileTime.from(time, TimeUnit.MILLISECONDS);
            }
        }
    }

    public long getTime() {
        if (mtime != null) {
            return mtime.toMillis();
        }
        return xdostime != -1 ? ZipUtils.extendedDosToJavaTime(xdostime) : -1;
    }

    public ZipEntry setLastModifiedTime(FileTime time) {
        this.mtime = java.util.Objects.requireNonNull(time, "lastModifiedTime");
        this.xdostime = ZipUtils.javaToExtendedDosTime(time.to(TimeUnit.MILLISECONDS));
        return this;
    }

    public FileTime getLastModifiedTime() {
        if (mtime != null) {
            return mtime;
        }
        if (xdostime == -1) {
            return null;
        }
        return FileTime.from(getTime(), TimeUnit.MILLISECONDS);
    }

    public ZipEntry setLastAccessTime(FileTime time) {
        this.atime = java.util.Objects.requireNonNull(time, "lastAccessTime");
        return this;
    }

    public FileTime getLastAccessTime() {
        return atime;
    }

    public ZipEntry setCreationTime(FileTime time) {
        this.ctime = java.util.Objects.requireNonNull(time, "creationTime");
        return this;
    }

    public FileTime getCreationTime() {
        return ctime;
    }

    public void setSize(long size) {
        if (size < 0) {
            throw new IllegalArgumentException("invalid entry size");
        }
        this.size = size;
    }

    public long getSize() {
        return size;
    }

    public long getCompressedSize() {
        return csize;
    }

    public void setCompressedSize(long csize) {
        this.csize = csize;
        this.csizeSet = true;
    }

    public void setCrc(long crc) {
        if (crc < 0 || crc > 0xFFFFFFFFL) {
            throw new IllegalArgumentException("invalid entry crc-32");
        }
        this.crc = crc;
    }

    public long getCrc() {
        return crc;
    }

    public void setMethod(int method) {
        if (method != STORED && method != DEFLATED) {
            throw new IllegalArgumentException("invalid compression method");
        }
        this.method = method;
    }

    public int getMethod() {
        return method;
    }

    public void setExtra(byte[] extra) {
        setExtra0(extra, false, true);
    }

    // Keeps the extra data; reads its ZIP64 sizes (when doZIP64) and its extended timestamp.
    void setExtra0(byte[] extra, boolean doZIP64, boolean isLOC) {
        if (extra != null) {
            if (extra.length > 0xFFFF) {
                throw new IllegalArgumentException("invalid extra field length");
            }
            int off = 0;
            int len = extra.length;
            while (off + 4 < len) {
                int tag = ZipUtils.get16(extra, off);
                int sz = ZipUtils.get16(extra, off + 2);
                off += 4;
                if (off + sz > len) {
                    break;
                }
                if (tag == EXTID_ZIP64 && doZIP64) {
                    if (sz >= 16) {
                        size = ZipUtils.get64(extra, off);
                        csize = ZipUtils.get64(extra, off + 8);
                    }
                } else if (tag == EXTID_EXTT && sz > 0) {
                    int flagExtt = extra[off] & 0xff;
                    int sz0 = 1;
                    if ((flagExtt & 0x1) != 0 && sz0 + 4 <= sz) {
                        mtime = FileTime.from(ZipUtils.get32S(extra, off + sz0), TimeUnit.SECONDS);
                        sz0 += 4;
                    }
                    if (isLOC) {
                        if ((flagExtt & 0x2) != 0 && sz0 + 4 <= sz) {
                            atime = FileTime.from(ZipUtils.get32S(extra, off + sz0), TimeUnit.SECONDS);
                            sz0 += 4;
                        }
                        if ((flagExtt & 0x4) != 0 && sz0 + 4 <= sz) {
                            ctime = FileTime.from(ZipUtils.get32S(extra, off + sz0), TimeUnit.SECONDS);
                        }
                    }
                }
                off += sz;
            }
        }
        this.extra = extra;
    }

    public byte[] getExtra() {
        return extra;
    }

    public void setComment(String comment) {
        this.comment = comment;
    }

    public String getComment() {
        return comment;
    }

    public boolean isDirectory() {
        return name.endsWith("/");
    }

    public String toString() {
        return getName();
    }

    public int hashCode() {
        return name.hashCode();
    }

    public Object clone() {
        try {
            ZipEntry e = (ZipEntry) super.clone();
            e.extra = (extra == null) ? null : extra.clone();
            return e;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
