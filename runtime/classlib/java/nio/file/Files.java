// java.nio.file.Files: file operations on Paths, as JDK 17's Files over its Unix provider
// (exceptions as UnixException.translateToIOException makes them); calls go to jvmlab.internal.Posix.
package java.nio.file;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import jvmlab.internal.FdInputStream;
import jvmlab.internal.FdOutputStream;
import jvmlab.internal.Posix;
import jvmlab.internal.StdCharset;
import jvmlab.internal.UnixPath;

/**
 * Static file operations. Failures are the JDK's exceptions: NoSuchFileException,
 * FileAlreadyExistsException, AccessDeniedException, DirectoryNotEmptyException,
 * NotDirectoryException, otherwise FileSystemException with the C library's text.
 */
public final class Files {
    private Files() {
    }

    private static String file(Path p) {
        if (!(java.util.Objects.requireNonNull(p) instanceof UnixPath)) {
            throw new ProviderMismatchException();
        }
        return ((UnixPath) p).file();
    }

    /** UnixException.translateToIOException. */
    static IOException translate(int errno, String file, String other) {
        switch (errno) {
            case Posix.EACCES:
                return new AccessDeniedException(file, other, null);
            case Posix.ENOENT:
                return new NoSuchFileException(file, other, null);
            case Posix.EEXIST:
                return new FileAlreadyExistsException(file, other, null);
            case Posix.ELOOP:
                return new FileSystemException(file, other,
                        Posix.strerror(errno) + " or unable to access attributes of symbolic link");
            default:
                return new FileSystemException(file, other, Posix.strerror(errno));
        }
    }

    private static IOException translate(int errno, Path p) {
        return translate(errno, p.toString(), null);
    }

    private static boolean followLinks(LinkOption... options) {
        for (LinkOption o : options) {
            if (o == LinkOption.NOFOLLOW_LINKS) {
                return false;
            }
            if (o == null) {
                throw new NullPointerException();
            }
        }
        return true;
    }

    private static long[] statOrNull(Path p, boolean follow) {
        long[] st = new long[8];
        return Posix.stat(file(p), follow, st) == 0 ? st : null;
    }

    private static long[] statOrThrow(Path p, boolean follow) throws IOException {
        long[] st = new long[8];
        int r = Posix.stat(file(p), follow, st);
        if (r != 0) {
            throw translate(-r, p);
        }
        return st;
    }

    private static int type(long[] st) {
        return st == null ? 0 : (int) st[Posix.ST_MODE] & Posix.S_IFMT;
    }

    // ---- opening ------------------------------------------------------------------------------

    /** Posix open flags for OpenOptions, JDK 17's checks and messages. */
    private static int openFlags(boolean forWrite, OpenOption[] options) {
        boolean read = false, write = false, append = false, truncate = false, create = false, createNew = false;
        boolean noFollow = false;
        for (OpenOption o : options) {
            if (o == StandardOpenOption.READ) {
                read = true;
            } else if (o == StandardOpenOption.WRITE) {
                write = true;
            } else if (o == StandardOpenOption.APPEND) {
                append = true;
            } else if (o == StandardOpenOption.TRUNCATE_EXISTING) {
                truncate = true;
            } else if (o == StandardOpenOption.CREATE) {
                create = true;
            } else if (o == StandardOpenOption.CREATE_NEW) {
                createNew = true;
            } else if (o == LinkOption.NOFOLLOW_LINKS) {
                noFollow = true;
            } else if (o == null) {
                throw new NullPointerException();
            } else if (!(o instanceof StandardOpenOption)) {
                throw new UnsupportedOperationException(o + " not supported");
            }
        }
        if (forWrite) {
            if (options.length == 0) {
                write = true;
                create = true;
                truncate = true;
            } else {
                if (read) {
                    throw new IllegalArgumentException("READ not allowed");
                }
                write = true;
            }
        }
        if (read && append) {
            throw new IllegalArgumentException("READ + APPEND not allowed");
        }
        if (append && truncate) {
            throw new IllegalArgumentException("APPEND + TRUNCATE_EXISTING not allowed");
        }
        if (append) {
            write = true;
        }
        int flags = 0;
        if (read || !write) {
            flags |= Posix.READ;
        }
        if (write) {
            flags |= Posix.WRITE;
            if (createNew) {
                flags |= Posix.CREATE | Posix.EXCLUSIVE;
            } else if (create) {
                flags |= Posix.CREATE;
            }
            if (truncate) {
                flags |= Posix.TRUNCATE;
            }
            if (append) {
                flags |= Posix.APPEND;
            }
        }
        if (noFollow || createNew) {
            flags |= Posix.NO_FOLLOW;
        }
        return flags;
    }

    private static int open(Path path, int flags) throws IOException {
        int fd = Posix.open(file(path), flags, 0666);
        if (fd < 0) {
            throw translate(-fd, path);
        }
        return fd;
    }

    /**
     * A seekable channel on the file (a sun.nio.ch.FileChannelImpl, as JDK 17's default file
     * system gives): READ unless WRITE or APPEND is given; CREATE, CREATE_NEW and
     * TRUNCATE_EXISTING only with writing; the file attributes are ignored.
     */
    public static java.nio.channels.SeekableByteChannel newByteChannel(Path path, java.util.Set<? extends OpenOption> options,
            java.nio.file.attribute.FileAttribute<?>... attrs) throws IOException {
        int flags = openFlags(false, options.toArray(new OpenOption[0]));
        int fd = open(path, flags);
        return sun.nio.ch.FileChannelImpl.ofDescriptor(fd, (flags & Posix.READ) != 0, (flags & Posix.WRITE) != 0,
                                                      (flags & Posix.APPEND) != 0);
    }

    public static java.nio.channels.SeekableByteChannel newByteChannel(Path path, OpenOption... options) throws IOException {
        return newByteChannel(path, new java.util.HashSet<OpenOption>(java.util.Arrays.asList(options)));
    }

    public static InputStream newInputStream(Path path, OpenOption... options) throws IOException {
        for (OpenOption o : options) {
            if (o == StandardOpenOption.APPEND || o == StandardOpenOption.WRITE) {
                throw new UnsupportedOperationException("'" + o + "' not allowed");
            }
        }
        return new FdInputStream(open(path, openFlags(false, options)));
    }

    public static OutputStream newOutputStream(Path path, OpenOption... options) throws IOException {
        return new FdOutputStream(open(path, openFlags(true, options)));
    }

    public static BufferedReader newBufferedReader(Path path, Charset cs) throws IOException {
        return new BufferedReader(new InputStreamReader(newInputStream(path), cs));
    }

    public static BufferedReader newBufferedReader(Path path) throws IOException {
        return newBufferedReader(path, StandardCharsets.UTF_8);
    }

    public static BufferedWriter newBufferedWriter(Path path, Charset cs, OpenOption... options) throws IOException {
        return new BufferedWriter(new OutputStreamWriter(newOutputStream(path, options), cs));
    }

    public static BufferedWriter newBufferedWriter(Path path, OpenOption... options) throws IOException {
        return newBufferedWriter(path, StandardCharsets.UTF_8, options);
    }

    // ---- reading and writing whole files -------------------------------------------------------

    public static byte[] readAllBytes(Path path) throws IOException {
        int fd = open(path, Posix.READ);
        try {
            long size = Posix.fsize(fd);
            if (size > Integer.MAX_VALUE - 8) {
                throw new OutOfMemoryError("Required array size too large");
            }
            byte[] buf = new byte[size > 0 ? (int) size : 8192];
            int n = 0;
            while (true) {
                if (n == buf.length) {
                    byte[] grown = new byte[Math.max(buf.length * 2, 8192)];
                    System.arraycopy(buf, 0, grown, 0, n);
                    buf = grown;
                }
                int r = Posix.read(fd, buf, n, buf.length - n);
                if (r < 0) {
                    break;
                }
                n += r;
            }
            if (n == buf.length) {
                return buf;
            }
            byte[] result = new byte[n];
            System.arraycopy(buf, 0, result, 0, n);
            return result;
        } finally {
            Posix.close(fd);
        }
    }

    /** Strict decoding: MalformedInputException "Input length = 1" on malformed input, as the JDK. */
    private static String decodeStrict(byte[] b, Charset cs) throws java.nio.charset.CharacterCodingException {
        int bad = StdCharset.malformedLength(cs, b, 0, b.length);
        if (bad > 0) {
            throw new java.nio.charset.MalformedInputException(bad);
        }
        return new String(b, cs);
    }

    public static String readString(Path path) throws IOException {
        return readString(path, StandardCharsets.UTF_8);
    }

    public static String readString(Path path, Charset cs) throws IOException {
        java.util.Objects.requireNonNull(cs);
        return decodeStrict(readAllBytes(path), cs);
    }

    public static List<String> readAllLines(Path path, Charset cs) throws IOException {
        String s = decodeStrict(readAllBytes(path), cs);
        List<String> result = new ArrayList<>();
        int start = 0;
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c == '\n' || c == '\r') {
                result.add(s.substring(start, i));
                if (c == '\r' && i + 1 < n && s.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        if (start < n) {
            result.add(s.substring(start));
        }
        return result;
    }

    public static List<String> readAllLines(Path path) throws IOException {
        return readAllLines(path, StandardCharsets.UTF_8);
    }

    public static Stream<String> lines(Path path, Charset cs) throws IOException {
        final BufferedReader br = newBufferedReader(path, cs);
        return br.lines().onClose(new Runnable() {
            public void run() {
                try {
                    br.close();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        });
    }

    public static Stream<String> lines(Path path) throws IOException {
        return lines(path, StandardCharsets.UTF_8);
    }

    public static Path write(Path path, byte[] bytes, OpenOption... options) throws IOException {
        java.util.Objects.requireNonNull(bytes);
        int fd = open(path, openFlags(true, options));
        try {
            Posix.write(fd, bytes, 0, bytes.length);
        } finally {
            Posix.close(fd);
        }
        return path;
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, Charset cs, OpenOption... options)
            throws IOException {
        java.util.Objects.requireNonNull(lines);
        StringBuilder sb = new StringBuilder();
        String sep = System.lineSeparator();
        for (CharSequence line : lines) {
            sb.append(line).append(sep);
        }
        return write(path, sb.toString().getBytes(cs), options);
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, OpenOption... options)
            throws IOException {
        return write(path, lines, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, OpenOption... options) throws IOException {
        return writeString(path, csq, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, Charset cs, OpenOption... options)
            throws IOException {
        java.util.Objects.requireNonNull(path);
        java.util.Objects.requireNonNull(csq);
        java.util.Objects.requireNonNull(cs);
        return write(path, String.valueOf(csq).getBytes(cs), options);
    }

    // ---- queries ------------------------------------------------------------------------------

    public static boolean exists(Path path, LinkOption... options) {
        return statOrNull(path, followLinks(options)) != null;
    }

    public static boolean notExists(Path path, LinkOption... options) {
        long[] st = new long[8];
        int r = Posix.stat(file(path), followLinks(options), st);
        return r == -Posix.ENOENT;
    }

    public static boolean isDirectory(Path path, LinkOption... options) {
        return type(statOrNull(path, followLinks(options))) == Posix.S_IFDIR;
    }

    public static boolean isRegularFile(Path path, LinkOption... options) {
        return type(statOrNull(path, followLinks(options))) == Posix.S_IFREG;
    }

    public static boolean isSymbolicLink(Path path) {
        return type(statOrNull(path, false)) == Posix.S_IFLNK;
    }

    public static boolean isReadable(Path path) {
        return Posix.access(file(path), 4) == 0;
    }

    public static boolean isWritable(Path path) {
        return Posix.access(file(path), 2) == 0;
    }

    public static boolean isExecutable(Path path) {
        return Posix.access(file(path), 1) == 0;
    }

    public static boolean isHidden(Path path) throws IOException {
        Path name = path.getFileName();
        return name != null && name.toString().startsWith(".");
    }

    public static boolean isSameFile(Path path, Path path2) throws IOException {
        if (path.equals(path2)) {
            return true;
        }
        long[] a = statOrThrow(path, true);
        long[] b = statOrThrow(path2, true);
        return a[Posix.ST_INO] == b[Posix.ST_INO] && a[Posix.ST_DEV] == b[Posix.ST_DEV];
    }

    public static long size(Path path) throws IOException {
        return statOrThrow(path, true)[Posix.ST_SIZE];
    }

    public static FileTime getLastModifiedTime(Path path, LinkOption... options) throws IOException {
        return FileTime.fromMillis(statOrThrow(path, followLinks(options))[Posix.ST_MTIME]);
    }

    public static Path setLastModifiedTime(Path path, FileTime time) throws IOException {
        java.util.Objects.requireNonNull(time);
        int r = Posix.setMtime(file(path), time.toMillis());
        if (r != 0) {
            throw translate(-r, path);
        }
        return path;
    }

    /** BasicFileAttributes (or a subtype jvmlab lacks: UnsupportedOperationException). */
    @SuppressWarnings("unchecked")
    public static <A extends BasicFileAttributes> A readAttributes(Path path, Class<A> type, LinkOption... options)
            throws IOException {
        if (type != BasicFileAttributes.class) {
            throw new UnsupportedOperationException();
        }
        return (A) attributes(statOrThrow(path, followLinks(options)));
    }

    private static BasicFileAttributes attributes(final long[] st) {
        return new BasicFileAttributes() {
            public FileTime lastModifiedTime() {
                return FileTime.fromMillis(st[Posix.ST_MTIME]);
            }

            public FileTime lastAccessTime() {
                return FileTime.fromMillis(st[Posix.ST_ATIME]);
            }

            public FileTime creationTime() {
                return FileTime.fromMillis(st[Posix.ST_MTIME]);
            }

            public boolean isRegularFile() {
                return type(st) == Posix.S_IFREG;
            }

            public boolean isDirectory() {
                return type(st) == Posix.S_IFDIR;
            }

            public boolean isSymbolicLink() {
                return type(st) == Posix.S_IFLNK;
            }

            public boolean isOther() {
                int t = type(st);
                return t != Posix.S_IFREG && t != Posix.S_IFDIR && t != Posix.S_IFLNK;
            }

            public long size() {
                return st[Posix.ST_SIZE];
            }

            public Object fileKey() {
                return "(dev=" + Long.toHexString(st[Posix.ST_DEV]) + ",ino=" + st[Posix.ST_INO] + ")";
            }
        };
    }

    // ---- creating and deleting ------------------------------------------------------------------

    public static Path createFile(Path path, FileAttribute<?>... attrs) throws IOException {
        int fd = open(path, Posix.WRITE | Posix.CREATE | Posix.EXCLUSIVE | Posix.NO_FOLLOW);
        Posix.close(fd);
        return path;
    }

    public static Path createDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
        int r = Posix.mkdir(file(dir), 0777);
        if (r != 0) {
            throw translate(-r, dir);
        }
        return dir;
    }

    /** JDK 17's createDirectories: from the first existing ancestor down. */
    public static Path createDirectories(Path dir, FileAttribute<?>... attrs) throws IOException {
        try {
            createAndCheckIsDirectory(dir);
            return dir;
        } catch (FileAlreadyExistsException x) {
            throw x;
        } catch (IOException x) {
            // parent may not exist or other reason
        }
        dir = dir.toAbsolutePath();
        Path parent = dir.getParent();
        while (parent != null) {
            if (statOrNull(parent, true) != null) {
                break;
            }
            parent = parent.getParent();
        }
        if (parent == null) {
            throw new FileSystemException(dir.toString(), null, "Unable to determine if root directory exists");
        }
        Path child = parent;
        for (Path name : parent.relativize(dir)) {
            child = child.resolve(name);
            createAndCheckIsDirectory(child);
        }
        return dir;
    }

    private static void createAndCheckIsDirectory(Path dir) throws IOException {
        try {
            createDirectory(dir);
        } catch (FileAlreadyExistsException x) {
            if (!isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
                throw x;
            }
        }
    }

    private static java.util.Random tempRandom;

    private static synchronized long nextRandom() {
        if (tempRandom == null) {
            tempRandom = new java.util.Random();
        }
        return tempRandom.nextLong();
    }

    private static Path tempPath(Path dir, String prefix, String suffix, boolean directory) {
        if (prefix == null) {
            prefix = "";
        }
        if (suffix == null) {
            suffix = directory ? "" : ".tmp";
        }
        String name = prefix + Long.toUnsignedString(nextRandom()) + suffix;
        Path name0 = UnixPath.of(name);
        if (name0.getParent() != null) {
            throw new IllegalArgumentException("Invalid prefix or suffix");
        }
        return dir.resolve(name0);
    }

    private static Path tempDir(Path dir) {
        return dir != null ? dir : UnixPath.of(System.getProperty("java.io.tmpdir"));
    }

    public static Path createTempFile(Path dir, String prefix, String suffix, FileAttribute<?>... attrs)
            throws IOException {
        java.util.Objects.requireNonNull(dir);
        return createTemp(dir, prefix, suffix, false);
    }

    public static Path createTempFile(String prefix, String suffix, FileAttribute<?>... attrs) throws IOException {
        return createTemp(null, prefix, suffix, false);
    }

    public static Path createTempDirectory(Path dir, String prefix, FileAttribute<?>... attrs) throws IOException {
        java.util.Objects.requireNonNull(dir);
        return createTemp(dir, prefix, null, true);
    }

    public static Path createTempDirectory(String prefix, FileAttribute<?>... attrs) throws IOException {
        return createTemp(null, prefix, null, true);
    }

    private static Path createTemp(Path dir, String prefix, String suffix, boolean directory) throws IOException {
        Path d = tempDir(dir);
        while (true) {
            Path p = tempPath(d, prefix, suffix, directory);
            int r;
            if (directory) {
                r = Posix.mkdir(file(p), 0700);
            } else {
                r = Posix.open(file(p), Posix.WRITE | Posix.CREATE | Posix.EXCLUSIVE | Posix.NO_FOLLOW, 0600);
                if (r >= 0) {
                    Posix.close(r);
                    r = 0;
                }
            }
            if (r == 0) {
                return p;
            }
            if (-r != Posix.EEXIST) {
                throw translate(-r, p);
            }
        }
    }

    /** unlink, or rmdir for a directory: NoSuchFileException, DirectoryNotEmptyException. */
    public static void delete(Path path) throws IOException {
        String f = file(path);
        long[] st = new long[8];
        int r = Posix.stat(f, false, st);
        if (r != 0) {
            throw translate(-r, path);
        }
        if (type(st) == Posix.S_IFDIR) {
            r = Posix.rmdir(f);
            if (r == -Posix.EEXIST || r == -Posix.ENOTEMPTY) {
                throw new DirectoryNotEmptyException(path.toString());
            }
        } else {
            r = Posix.unlink(f);
        }
        if (r != 0) {
            throw translate(-r, path);
        }
    }

    public static boolean deleteIfExists(Path path) throws IOException {
        try {
            delete(path);
            return true;
        } catch (NoSuchFileException e) {
            return false;
        }
    }

    // ---- copying and moving --------------------------------------------------------------------

    public static Path copy(Path source, Path target, CopyOption... options) throws IOException {
        boolean replace = false;
        boolean follow = true;
        for (CopyOption o : options) {
            if (o == StandardCopyOption.REPLACE_EXISTING) {
                replace = true;
            } else if (o == LinkOption.NOFOLLOW_LINKS) {
                follow = false;
            } else if (o == StandardCopyOption.COPY_ATTRIBUTES) {
                // times are copied below
            } else if (o == null) {
                throw new NullPointerException();
            } else {
                throw new UnsupportedOperationException("Unsupported copy option");
            }
        }
        long[] st = statOrThrow(source, follow);
        long[] tst = statOrNull(target, false);
        if (tst != null) {
            if (st[Posix.ST_INO] == tst[Posix.ST_INO] && st[Posix.ST_DEV] == tst[Posix.ST_DEV]) {
                return target;
            }
            if (!replace) {
                throw new FileAlreadyExistsException(target.toString());
            }
            try {
                delete(target);
            } catch (DirectoryNotEmptyException e) {
                throw new DirectoryNotEmptyException(target.toString());
            }
        }
        if (type(st) == Posix.S_IFDIR) {
            int r = Posix.mkdir(file(target), (int) st[Posix.ST_MODE] & 07777);
            if (r != 0) {
                throw translate(-r, target);
            }
            return target;
        }
        if (type(st) == Posix.S_IFLNK) {
            String link = Posix.readlink(file(source));
            int r = Posix.symlink(link, file(target));
            if (r != 0) {
                throw translate(-r, target);
            }
            return target;
        }
        int in = open(source, Posix.READ);
        try {
            int fdOut = Posix.open(file(target), Posix.WRITE | Posix.CREATE | Posix.EXCLUSIVE,
                    (int) st[Posix.ST_MODE] & 0777);
            if (fdOut < 0) {
                throw translate(-fdOut, target);
            }
            try {
                byte[] buf = new byte[65536];
                int n;
                while ((n = Posix.read(in, buf, 0, buf.length)) > 0) {
                    Posix.write(fdOut, buf, 0, n);
                }
            } finally {
                Posix.close(fdOut);
            }
        } finally {
            Posix.close(in);
        }
        return target;
    }

    public static long copy(InputStream in, Path target, CopyOption... options) throws IOException {
        java.util.Objects.requireNonNull(in);
        boolean replace = false;
        for (CopyOption o : options) {
            if (o == StandardCopyOption.REPLACE_EXISTING) {
                replace = true;
            } else if (o == null) {
                throw new NullPointerException("options contains 'null'");
            } else {
                throw new UnsupportedOperationException(o + " not supported");
            }
        }
        if (replace) {
            deleteIfExists(target);
        } else if (exists(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileAlreadyExistsException(target.toString());
        }
        try (OutputStream out = newOutputStream(target, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            return in.transferTo(out);
        }
    }

    public static long copy(Path source, OutputStream out) throws IOException {
        java.util.Objects.requireNonNull(out);
        try (InputStream in = newInputStream(source)) {
            return in.transferTo(out);
        }
    }

    public static Path move(Path source, Path target, CopyOption... options) throws IOException {
        boolean replace = false;
        boolean atomic = false;
        for (CopyOption o : options) {
            if (o == StandardCopyOption.REPLACE_EXISTING) {
                replace = true;
            } else if (o == StandardCopyOption.ATOMIC_MOVE) {
                atomic = true;
            } else if (o == LinkOption.NOFOLLOW_LINKS || o == StandardCopyOption.COPY_ATTRIBUTES) {
                // links are moved as themselves; rename keeps attributes
            } else if (o == null) {
                throw new NullPointerException();
            } else {
                throw new UnsupportedOperationException("Unsupported copy option");
            }
        }
        String from = file(source);
        String to = file(target);
        if (atomic) {
            int r = Posix.rename(from, to);
            if (r == -Posix.EXDEV) {
                throw new AtomicMoveNotSupportedException(source.toString(), target.toString(),
                        Posix.strerror(Posix.EXDEV));
            }
            if (r != 0) {
                throw translate(-r, source.toString(), target.toString());
            }
            return target;
        }
        long[] st = statOrThrow(source, false);
        long[] tst = statOrNull(target, false);
        if (tst != null) {
            if (st[Posix.ST_INO] == tst[Posix.ST_INO] && st[Posix.ST_DEV] == tst[Posix.ST_DEV]) {
                return target;
            }
            if (!replace) {
                throw new FileAlreadyExistsException(target.toString());
            }
            try {
                delete(target);
            } catch (DirectoryNotEmptyException e) {
                throw new DirectoryNotEmptyException(target.toString());
            }
        }
        int r = Posix.rename(from, to);
        if (r == 0) {
            return target;
        }
        if (r != -Posix.EXDEV) {
            throw translate(-r, source.toString(), target.toString());
        }
        if (type(st) == Posix.S_IFDIR) {
            String[] names = Posix.listNames(from, new int[1]);
            if (names != null && names.length > 0) {
                throw new DirectoryNotEmptyException(source.toString());
            }
        }
        copy(source, target, LinkOption.NOFOLLOW_LINKS);
        delete(source);
        return target;
    }

    // ---- directories ----------------------------------------------------------------------------

    private static String[] listOrThrow(Path dir) throws IOException {
        int[] err = new int[1];
        String[] names = Posix.listNames(file(dir), err);
        if (names == null) {
            if (err[0] == Posix.ENOTDIR) {
                throw new NotDirectoryException(dir.toString());
            }
            throw translate(err[0], dir);
        }
        return names;
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir) throws IOException {
        return newDirectoryStream(dir, (DirectoryStream.Filter<Path>) null);
    }

    public static DirectoryStream<Path> newDirectoryStream(final Path dir, final DirectoryStream.Filter<? super Path> filter)
            throws IOException {
        final String[] names = listOrThrow(dir);
        return new DirectoryStream<Path>() {
            private boolean used;
            private boolean closed;

            public Iterator<Path> iterator() {
                if (closed) {
                    throw new IllegalStateException("Directory stream is closed");
                }
                if (used) {
                    throw new IllegalStateException("Iterator already obtained");
                }
                used = true;
                List<Path> l = new ArrayList<>();
                for (String n : names) {
                    Path p = dir.resolve(n);
                    try {
                        if (filter == null || filter.accept(p)) {
                            l.add(p);
                        }
                    } catch (IOException e) {
                        throw new DirectoryIteratorException(e);
                    }
                }
                final Iterator<Path> it = l.iterator();
                return new Iterator<Path>() {
                    public boolean hasNext() {
                        return !closed && it.hasNext();
                    }

                    public Path next() {
                        if (closed) {
                            throw new java.util.NoSuchElementException();
                        }
                        return it.next();
                    }
                };
            }

            public void close() {
                closed = true;
            }
        };
    }

    /** The entries whose file name matches the glob (FileSystem.getPathMatcher's rules), as JDK 17. */
    public static DirectoryStream<Path> newDirectoryStream(Path dir, String glob) throws IOException {
        if (glob.equals("*")) {
            return newDirectoryStream(dir);
        }
        final PathMatcher matcher = dir.getFileSystem().getPathMatcher("glob:" + glob);
        return newDirectoryStream(dir, new DirectoryStream.Filter<Path>() {
            public boolean accept(Path entry) {
                return matcher.matches(entry.getFileName());
            }
        });
    }

    /** The entries of a directory, lazily closed with the stream. */
    public static Stream<Path> list(Path dir) throws IOException {
        String[] names = listOrThrow(dir);
        List<Path> l = new ArrayList<>(names.length);
        for (String n : names) {
            l.add(dir.resolve(n));
        }
        return l.stream();
    }

    public static Stream<Path> walk(Path start, FileVisitOption... options) throws IOException {
        return walk(start, Integer.MAX_VALUE, options);
    }

    /** Depth first, each directory before its entries, to maxDepth levels below start. */
    public static Stream<Path> walk(Path start, int maxDepth, FileVisitOption... options) throws IOException {
        if (maxDepth < 0) {
            throw new IllegalArgumentException("'maxDepth' is negative");
        }
        boolean follow = false;
        for (FileVisitOption o : options) {
            if (o == FileVisitOption.FOLLOW_LINKS) {
                follow = true;
            }
        }
        statOrThrow(start, follow);
        List<Path> out = new ArrayList<>();
        walkInto(start, 0, maxDepth, follow, out);
        return out.stream();
    }

    /**
     * The paths of {@link #walk} (same order, depth and link rule) whose attributes, read without
     * following links unless FOLLOW_LINKS is given (as JDK 17's FileTreeWalker), the matcher
     * accepts. A file that vanishes mid-walk throws UncheckedIOException, as the JDK's stream.
     */
    public static Stream<Path> find(Path start, int maxDepth,
            java.util.function.BiPredicate<Path, BasicFileAttributes> matcher, FileVisitOption... options)
            throws IOException {
        boolean follow = false;
        for (FileVisitOption o : options) {
            if (o == FileVisitOption.FOLLOW_LINKS) {
                follow = true;
            }
        }
        List<Path> out = new ArrayList<>();
        for (Iterator<Path> it = walk(start, maxDepth, options).iterator(); it.hasNext(); ) {
            Path p = it.next();
            BasicFileAttributes attrs;
            try {
                attrs = follow ? readAttributes(p, BasicFileAttributes.class)
                        : readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (matcher.test(p, attrs)) {
                out.add(p);
            }
        }
        return out.stream();
    }

    private static void walkInto(Path p, int depth, int maxDepth, boolean follow, List<Path> out) throws IOException {
        out.add(p);
        if (depth >= maxDepth) {
            return;
        }
        long[] st = statOrNull(p, follow);
        if (type(st) != Posix.S_IFDIR) {
            return;
        }
        String[] names;
        try {
            names = listOrThrow(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (String n : names) {
            walkInto(p.resolve(n), depth + 1, maxDepth, follow, out);
        }
    }

    public static Path walkFileTree(Path start, FileVisitor<? super Path> visitor) throws IOException {
        return walkFileTree(start, java.util.EnumSet.noneOf(FileVisitOption.class), Integer.MAX_VALUE, visitor);
    }

    public static Path walkFileTree(Path start, Set<FileVisitOption> options, int maxDepth,
            FileVisitor<? super Path> visitor) throws IOException {
        if (maxDepth < 0) {
            throw new IllegalArgumentException("'maxDepth' is negative");
        }
        visit(start, options.contains(FileVisitOption.FOLLOW_LINKS), 0, maxDepth, visitor);
        return start;
    }

    /** One step of walkFileTree; the result tells the caller whether to stop. */
    private static FileVisitResult visit(Path p, boolean follow, int depth, int maxDepth,
            FileVisitor<? super Path> visitor) throws IOException {
        long[] st = new long[8];
        int r = Posix.stat(file(p), follow, st);
        if (r != 0 && follow) {
            r = Posix.stat(file(p), false, st);
        }
        if (r != 0) {
            return visitor.visitFileFailed(p, translate(-r, p));
        }
        BasicFileAttributes attrs = attributes(st);
        if (depth >= maxDepth || type(st) != Posix.S_IFDIR) {
            return visitor.visitFile(p, attrs);
        }
        String[] names;
        try {
            names = listOrThrow(p);
        } catch (IOException e) {
            return visitor.visitFileFailed(p, e);
        }
        FileVisitResult result = visitor.preVisitDirectory(p, attrs);
        if (result != FileVisitResult.CONTINUE) {
            return result == FileVisitResult.SKIP_SUBTREE ? FileVisitResult.CONTINUE : result;
        }
        for (String n : names) {
            result = visit(p.resolve(n), follow, depth + 1, maxDepth, visitor);
            if (result == FileVisitResult.TERMINATE) {
                return result;
            }
            if (result == FileVisitResult.SKIP_SIBLINGS) {
                break;
            }
        }
        return visitor.postVisitDirectory(p, null);
    }

    // ---- links -------------------------------------------------------------------------------

    public static Path createSymbolicLink(Path link, Path target, FileAttribute<?>... attrs) throws IOException {
        int r = Posix.symlink(target.toString(), file(link));
        if (r != 0) {
            throw translate(-r, link);
        }
        return link;
    }

    public static Path readSymbolicLink(Path link) throws IOException {
        String s = Posix.readlink(file(link));
        if (s == null) {
            long[] st = statOrThrow(link, false);
            throw new NotLinkException(link.toString());
        }
        return UnixPath.of(s);
    }

    public static long mismatch(Path path, Path path2) throws IOException {
        if (isSameFile(path, path2)) {
            return -1;
        }
        byte[] a = readAllBytes(path);
        byte[] b = readAllBytes(path2);
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : n;
    }
}
