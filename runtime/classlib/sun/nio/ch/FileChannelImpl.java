// sun.nio.ch.FileChannelImpl: FileChannel over a POSIX file descriptor.
package sun.nio.ch;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.NonReadableChannelException;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.OverlappingFileLockException;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntSupplier;
import jvmlab.internal.Posix;

/**
 * A FileChannel over a file descriptor (jvmlab.internal.Posix: read, write, lseek, fstat,
 * ftruncate, fsync). A stream's channel shares the stream's descriptor, so their positions move
 * together and closing either closes both, as in JDK 17. Positional reads and writes save and
 * restore the file offset under this channel's lock (so they do not race with this channel's other
 * operations; a stream using the same descriptor at the same moment can). Locks are kept in a
 * table per file (device and inode) inside this VM: an overlapping request through any channel is
 * OverlappingFileLockException and a disjoint one succeeds, as java decides inside one process;
 * no fcntl lock is taken, so other processes do not see them. Thread-safe.
 */
public final class FileChannelImpl extends FileChannel {
    private final IntSupplier fd;
    private final Closeable parent;
    private final boolean readable;
    private final boolean writable;
    private final boolean append;
    private final Object lock = new Object();
    private final List<Lock> myLocks = new ArrayList<>();

    /** Locks held in this VM, by "dev:ino" of their file. */
    private static final Map<String, List<Lock>> LOCKS = new HashMap<>();

    /**
     * A channel over the descriptor `fd` reads (-1 once the owner closed it); closing the channel
     * closes `parent` (the stream), or the descriptor itself when `parent` is null.
     */
    public FileChannelImpl(IntSupplier fd, Closeable parent, boolean readable, boolean writable, boolean append) {
        this.fd = fd;
        this.parent = parent;
        this.readable = readable;
        this.writable = writable;
        this.append = append;
    }

    /** A channel that owns descriptor `desc` (Files.newByteChannel, FileChannel.open): closing it closes `desc`. */
    /** Whether the channel was opened for reading (AsynchronousFileChannel checks it up front). */
    public boolean isReadable() {
        return readable;
    }

    /** Whether the channel was opened for writing. */
    public boolean isWritable() {
        return writable;
    }

    public static FileChannelImpl ofDescriptor(int desc, boolean readable, boolean writable, boolean append) {
        final int[] holder = {desc};
        IntSupplier s = new IntSupplier() {
            public int getAsInt() {
                return holder[0];
            }
        };
        Closeable closer = new Closeable() {
            public void close() {
                int f = holder[0];
                holder[0] = -1;
                if (f >= 0) {
                    Posix.close(f);
                }
            }
        };
        return new FileChannelImpl(s, closer, readable, writable, append);
    }

    private int fd() throws IOException {
        int f = fd.getAsInt();
        if (f < 0 || !isOpen()) {
            throw new ClosedChannelException();
        }
        return f;
    }

    public boolean isOpen() {
        return super.isOpen() && fd.getAsInt() >= 0;
    }

    protected void implCloseChannel() throws IOException {
        synchronized (LOCKS) {
            for (Lock l : new ArrayList<>(myLocks)) {
                l.invalidate();
            }
        }
        if (parent != null) {
            parent.close();
        }
    }

    private static IOException ioe(long err) {
        return new IOException(Posix.strerror((int) -err));
    }

    private int readInto(int f, ByteBuffer dst) throws IOException {
        int rem = dst.remaining();
        if (rem == 0) {
            return 0;
        }
        if (dst.hasArray()) {
            int n = Posix.read(f, dst.array(), dst.arrayOffset() + dst.position(), rem);
            if (n > 0) {
                dst.position(dst.position() + n);
            }
            return n;
        }
        byte[] tmp = new byte[Math.min(rem, 65536)];
        int n = Posix.read(f, tmp, 0, tmp.length);
        if (n > 0) {
            dst.put(tmp, 0, n);
        }
        return n;
    }

    private int writeFrom(int f, ByteBuffer src) throws IOException {
        int rem = src.remaining();
        if (rem == 0) {
            return 0;
        }
        if (src.hasArray()) {
            Posix.write(f, src.array(), src.arrayOffset() + src.position(), rem);
            src.position(src.position() + rem);
        } else {
            byte[] tmp = new byte[rem];
            src.get(tmp);
            Posix.write(f, tmp, 0, rem);
        }
        return rem;
    }

    public int read(ByteBuffer dst) throws IOException {
        java.util.Objects.requireNonNull(dst);
        synchronized (lock) {
            int f = fd();
            if (!readable) {
                throw new NonReadableChannelException();
            }
            return readInto(f, dst);
        }
    }

    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        if (offset < 0 || length < 0 || offset > dsts.length - length) {
            throw new IndexOutOfBoundsException();
        }
        synchronized (lock) {
            int f = fd();
            if (!readable) {
                throw new NonReadableChannelException();
            }
            long total = 0;
            for (int i = offset; i < offset + length; i++) {
                ByteBuffer b = dsts[i];
                int want = b.remaining();
                int n = readInto(f, b);
                if (n < 0) {
                    return total == 0 ? -1 : total;
                }
                total += n;
                if (n < want) {
                    break;
                }
            }
            return total;
        }
    }

    public int write(ByteBuffer src) throws IOException {
        java.util.Objects.requireNonNull(src);
        synchronized (lock) {
            int f = fd();
            if (!writable) {
                throw new NonWritableChannelException();
            }
            return writeFrom(f, src);
        }
    }

    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        if (offset < 0 || length < 0 || offset > srcs.length - length) {
            throw new IndexOutOfBoundsException();
        }
        synchronized (lock) {
            int f = fd();
            if (!writable) {
                throw new NonWritableChannelException();
            }
            long total = 0;
            for (int i = offset; i < offset + length; i++) {
                total += writeFrom(f, srcs[i]);
            }
            return total;
        }
    }

    public long position() throws IOException {
        synchronized (lock) {
            int f = fd();
            long r = append ? Posix.fsize(f) : Posix.lseek(f, 0, 1);
            if (r < 0) {
                throw ioe(r);
            }
            return r;
        }
    }

    public FileChannel position(long newPosition) throws IOException {
        synchronized (lock) {
            int f = fd();
            if (newPosition < 0) {
                throw new IllegalArgumentException();
            }
            long r = Posix.lseek(f, newPosition, 0);
            if (r < 0) {
                throw ioe(r);
            }
            return this;
        }
    }

    public long size() throws IOException {
        synchronized (lock) {
            long r = Posix.fsize(fd());
            if (r < 0) {
                throw ioe(r);
            }
            return r;
        }
    }

    public FileChannel truncate(long newSize) throws IOException {
        synchronized (lock) {
            int f = fd();
            if (newSize < 0) {
                throw new IllegalArgumentException("Negative size");
            }
            if (!writable) {
                throw new NonWritableChannelException();
            }
            long pos = Posix.lseek(f, 0, 1);
            long size = Posix.fsize(f);
            if (newSize < size) {
                int r = Posix.ftruncate(f, newSize);
                if (r < 0) {
                    throw ioe(r);
                }
            }
            if (pos > newSize) {
                Posix.lseek(f, newSize, 0);
            }
            return this;
        }
    }

    public void force(boolean metaData) throws IOException {
        synchronized (lock) {
            int r = Posix.fsync(fd());
            if (r < 0) {
                throw ioe(r);
            }
        }
    }

    public long transferTo(long position, long count, WritableByteChannel target) throws IOException {
        if (position < 0 || count < 0) {
            throw new IllegalArgumentException();
        }
        if (!target.isOpen()) {
            throw new ClosedChannelException();
        }
        long done = 0;
        ByteBuffer buf = ByteBuffer.allocate(8192);
        while (done < count) {
            buf.clear();
            if (count - done < buf.capacity()) {
                buf.limit((int) (count - done));
            }
            int n = read(buf, position + done);
            if (n <= 0) {
                break;
            }
            buf.flip();
            while (buf.hasRemaining()) {
                target.write(buf);
            }
            done += n;
        }
        return done;
    }

    public long transferFrom(ReadableByteChannel src, long position, long count) throws IOException {
        if (position < 0 || count < 0) {
            throw new IllegalArgumentException();
        }
        if (!src.isOpen()) {
            throw new ClosedChannelException();
        }
        if (position > size()) {
            return 0;
        }
        long done = 0;
        ByteBuffer buf = ByteBuffer.allocate(8192);
        while (done < count) {
            buf.clear();
            if (count - done < buf.capacity()) {
                buf.limit((int) (count - done));
            }
            int n = src.read(buf);
            if (n <= 0) {
                break;
            }
            buf.flip();
            write(buf, position + done);
            done += n;
        }
        return done;
    }

    public int read(ByteBuffer dst, long position) throws IOException {
        java.util.Objects.requireNonNull(dst);
        if (position < 0) {
            throw new IllegalArgumentException("Negative position");
        }
        synchronized (lock) {
            int f = fd();
            if (!readable) {
                throw new NonReadableChannelException();
            }
            long saved = Posix.lseek(f, 0, 1);
            try {
                Posix.lseek(f, position, 0);
                return readInto(f, dst);
            } finally {
                Posix.lseek(f, saved, 0);
            }
        }
    }

    public int write(ByteBuffer src, long position) throws IOException {
        java.util.Objects.requireNonNull(src);
        if (position < 0) {
            throw new IllegalArgumentException("Negative position");
        }
        synchronized (lock) {
            int f = fd();
            if (!writable) {
                throw new NonWritableChannelException();
            }
            long saved = Posix.lseek(f, 0, 1);
            try {
                Posix.lseek(f, position, 0);
                return writeFrom(f, src);
            } finally {
                Posix.lseek(f, saved, 0);
            }
        }
    }

    /**
     * The region read into a buffer (java.nio.MappedByteBuffer explains what force() writes
     * back); a READ_WRITE mapping past the end grows the file to position + size, as mmap's
     * caller in the JDK does.
     */
    public MappedByteBuffer map(MapMode mode, long position, long size) throws IOException {
        fd();
        if (mode == null) {
            throw new NullPointerException("Mode is null");
        }
        if (position < 0L) {
            throw new IllegalArgumentException("Negative position");
        }
        if (size < 0L) {
            throw new IllegalArgumentException("Negative size");
        }
        if (position + size < 0) {
            throw new IllegalArgumentException("Position + size overflow");
        }
        if (size > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("Size exceeds Integer.MAX_VALUE");
        }
        if (mode != MapMode.READ_ONLY && !writable) {
            throw new NonWritableChannelException();
        }
        if (!readable) {
            throw new NonReadableChannelException();
        }
        synchronized (lock) {
            int f = fd();
            if (mode == MapMode.READ_WRITE && Posix.fsize(f) < position + size) {
                int r = Posix.ftruncate(f, position + size);
                if (r < 0) {
                    throw ioe(r);
                }
            }
        }
        byte[] bytes = new byte[(int) size];
        ByteBuffer b = ByteBuffer.wrap(bytes);
        while (b.hasRemaining()) {
            if (read(b, position + b.position()) <= 0) {
                break;
            }
        }
        try {
            java.lang.reflect.Method m = MappedByteBuffer.class.getDeclaredMethod("mapped", byte[].class, boolean.class,
                FileChannel.class, long.class);
            m.setAccessible(true);
            return (MappedByteBuffer) m.invoke(null, bytes, mode == MapMode.READ_ONLY, mode == MapMode.READ_WRITE ? this : null,
                                               position);
        } catch (ReflectiveOperationException e) {
            throw new InternalError(e);
        }
    }

    private String fileKey(int f) throws IOException {
        // the file behind the descriptor, by device and inode (through /proc, no extra native)
        String target = Posix.readlink("/proc/self/fd/" + f);
        long[] st = new long[8];
        if (target == null || Posix.stat(target, true, st) < 0) {
            return "fd:" + f;
        }
        return st[Posix.ST_DEV] + ":" + st[Posix.ST_INO];
    }

    private FileLock lock0(long position, long size, boolean shared, boolean trying) throws IOException {
        if (position < 0) {
            throw new IllegalArgumentException("Negative position");
        }
        if (size < 0) {
            throw new IllegalArgumentException("Negative size");
        }
        if (position + size < 0) {
            throw new IllegalArgumentException("Negative position + size");
        }
        int f = fd();
        if (shared && !readable) {
            throw new NonReadableChannelException();
        }
        if (!shared && !writable) {
            throw new NonWritableChannelException();
        }
        String key = fileKey(f);
        synchronized (LOCKS) {
            List<Lock> held = LOCKS.get(key);
            if (held == null) {
                held = new ArrayList<>();
                LOCKS.put(key, held);
            }
            for (Lock l : held) {
                if (l.overlaps(position, size)) {
                    throw new OverlappingFileLockException();
                }
            }
            Lock l = new Lock(this, key, position, size, shared);
            held.add(l);
            myLocks.add(l);
            return l;
        }
    }

    public FileLock lock(long position, long size, boolean shared) throws IOException {
        return lock0(position, size, shared, false);
    }

    public FileLock tryLock(long position, long size, boolean shared) throws IOException {
        return lock0(position, size, shared, true);
    }

    /** sun.nio.ch.FileLockImpl's role: a lock in this VM's table. */
    static final class Lock extends FileLock {
        private final String key;
        private boolean valid = true;

        Lock(FileChannelImpl ch, String key, long position, long size, boolean shared) {
            super(ch, position, size, shared);
            this.key = key;
        }

        public boolean isValid() {
            synchronized (LOCKS) {
                return valid;
            }
        }

        void invalidate() {
            synchronized (LOCKS) {
                if (valid) {
                    valid = false;
                    List<Lock> held = LOCKS.get(key);
                    if (held != null) {
                        held.remove(this);
                    }
                    ((FileChannelImpl) channel()).myLocks.remove(this);
                }
            }
        }

        public void release() throws IOException {
            if (!channel().isOpen()) {
                throw new ClosedChannelException();
            }
            invalidate();
        }
    }
}
