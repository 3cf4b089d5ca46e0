// java.io.FileDescriptor: a handle to an open file, as FileInputStream.getFD returns it.
package java.io;

/** Wraps a POSIX descriptor; in, out and err are 0, 1 and 2. Not thread-safe beyond the JDK's. */
public final class FileDescriptor {
    int fd;

    public FileDescriptor() {
        this.fd = -1;
    }

    FileDescriptor(int fd) {
        this.fd = fd;
    }

    public static final FileDescriptor in = new FileDescriptor(0);
    public static final FileDescriptor out = new FileDescriptor(1);
    public static final FileDescriptor err = new FileDescriptor(2);

    public boolean valid() {
        return fd != -1;
    }

    /** fsync(2); SyncFailedException("sync failed") when it fails, as the JDK says it. */
    public void sync() throws SyncFailedException {
        if (fd < 0 || jvmlab.internal.Posix.fsync(fd) != 0) {
            throw new SyncFailedException("sync failed");
        }
    }
}
