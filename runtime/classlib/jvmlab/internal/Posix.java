// jvmlab.internal.Posix: the POSIX calls behind java.io's files and java.nio.file (natives in
// runtime/natives/file_natives.cpp). Thin: errors are -errno; the JDK's messages are made here.
package jvmlab.internal;

import java.io.FileNotFoundException;
import java.io.IOException;

/**
 * open/read/write/lseek/stat/readdir/mkdir/unlink/rename/realpath over paths given as Strings
 * (UTF-8 on the way down). Every int or long result below zero is -errno. Not for user code.
 */
public final class Posix {
    private Posix() {}

    // open flags (file_natives.cpp maps them to O_ values)
    public static final int READ = 1, WRITE = 2, CREATE = 4, TRUNCATE = 8, APPEND = 16, EXCLUSIVE = 32,
            REJECT_DIRECTORY = 64, NO_FOLLOW = 128;

    // errno values of Linux that the library tells apart
    public static final int ENOENT = 2, EIO = 5, EBADF = 9, EACCES = 13, EEXIST = 17, EXDEV = 18,
            ENOTDIR = 20, EISDIR = 21, EINVAL = 22, ENOSPC = 28, EROFS = 30, ELOOP = 40, ENOTEMPTY = 39, EPERM = 1;

    // st_mode file types
    public static final int S_IFMT = 0170000, S_IFDIR = 0040000, S_IFREG = 0100000, S_IFLNK = 0120000;

    // indexes into stat's long[8]
    public static final int ST_MODE = 0, ST_SIZE = 1, ST_MTIME = 2, ST_ATIME = 3, ST_CTIME = 4, ST_INO = 5,
            ST_DEV = 6, ST_NLINK = 7;

    public static native int open(String path, int flags, int mode);
    /** Count read, -1 at end of file; IOException with the C library's text on an error. */
    public static native int read(int fd, byte[] b, int off, int len) throws IOException;
    /** Writes all len bytes; IOException with the C library's text on an error. */
    public static native void write(int fd, byte[] b, int off, int len) throws IOException;
    public static native int close(int fd);
    /** whence 0 SET, 1 CUR, 2 END. */
    public static native long lseek(int fd, long offset, int whence);
    public static native long fsize(int fd);
    public static native int available(int fd);
    public static native int ftruncate(int fd, long length);
    public static native int fsync(int fd);
    /** out: long[8] (ST_MODE ...); follow false reads a link itself. */
    public static native int stat(String path, boolean follow, long[] out);
    /** Names each followed by '\0', or null with err[0] = errno. */
    public static native String list(String path, int[] err);
    public static native int mkdir(String path, int mode);
    public static native int unlink(String path);
    public static native int rmdir(String path);
    public static native int remove(String path);
    public static native int rename(String from, String to);
    /** Null when some component does not exist. */
    public static native String realpath(String path);
    /** mode bits 4 read, 2 write, 1 execute, 0 existence. */
    public static native int access(String path, int mode);
    public static native int chmod(String path, int mode);
    public static native int setMtime(String path, long millis);
    public static native int symlink(String target, String link);
    public static native String readlink(String path);
    public static native String strerror(int errno);

    /** The directory's names split from list's form, or null with err[0] = errno. */
    public static String[] listNames(String path, int[] err) {
        String all = list(path, err);
        if (all == null) {
            return null;
        }
        int n = 0;
        for (int i = 0; i < all.length(); i++) {
            if (all.charAt(i) == '\0') {
                n++;
            }
        }
        String[] names = new String[n];
        int start = 0;
        int k = 0;
        for (int i = 0; i < all.length(); i++) {
            if (all.charAt(i) == '\0') {
                names[k++] = all.substring(start, i);
                start = i + 1;
            }
        }
        return names;
    }

    /** stat's file type, or 0 when it fails. */
    public static int fileType(String path, boolean follow) {
        long[] st = new long[8];
        if (stat(path, follow, st) != 0) {
            return 0;
        }
        return (int) st[ST_MODE] & S_IFMT;
    }

    /**
     * Opens for java.io (FileInputStream, FileOutputStream, RandomAccessFile): the descriptor, or
     * FileNotFoundException "path (strerror)" as the JDK's fileOpen says it.
     */
    public static int openOrThrow(String path, int flags) throws FileNotFoundException {
        if (path.indexOf('\0') >= 0) {
            throw new FileNotFoundException("Invalid file path");
        }
        int fd = open(path, flags, 0666);
        if (fd < 0) {
            throw new FileNotFoundException(path + " (" + strerror(-fd) + ")");
        }
        return fd;
    }

    /** IOException "Stream Closed" when fd is closed (-1), as the JDK's io_util says it. */
    public static void checkOpen(int fd) throws IOException {
        if (fd < 0) {
            throw new IOException("Stream Closed");
        }
    }
}
