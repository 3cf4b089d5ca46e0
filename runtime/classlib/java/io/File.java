// java.io.File: an abstract pathname and the file-system queries on it, as JDK 17's File over
// UnixFileSystem (normalization, resolution, canonicalization); calls go to jvmlab.internal.Posix.
package java.io;

import jvmlab.internal.Posix;

/**
 * A Unix pathname: normalized on construction (repeated and trailing '/' removed), absolute when
 * it starts with '/'. Queries answer false, 0 or null on failure as in the JDK; createNewFile and
 * createTempFile throw IOException with the C library's text. Immutable; thread-safe.
 */
public class File implements Serializable, Comparable<File> {
    private static final long serialVersionUID = 301077366599181567L;

    public static final char separatorChar = '/';
    public static final String separator = "/";
    public static final char pathSeparatorChar = ':';
    public static final String pathSeparator = ":";

    private final String path;

    private File(String normalizedPath, boolean internal) {
        this.path = normalizedPath;
    }

    public File(String pathname) {
        if (pathname == null) {
            throw new NullPointerException();
        }
        this.path = normalize(pathname);
    }

    public File(String parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent != null) {
            if (parent.isEmpty()) {
                this.path = resolve("/", normalize(child));
            } else {
                this.path = resolve(normalize(parent), normalize(child));
            }
        } else {
            this.path = normalize(child);
        }
    }

    public File(File parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent != null) {
            if (parent.path.isEmpty()) {
                this.path = resolve("/", normalize(child));
            } else {
                this.path = resolve(parent.path, normalize(child));
            }
        } else {
            this.path = normalize(child);
        }
    }

    /** UnixFileSystem.normalize: no repeated '/', no trailing '/' except for the root. */
    static String normalize(String p) {
        int n = p.length();
        StringBuilder sb = null;
        char prev = 0;
        for (int i = 0; i < n; i++) {
            char c = p.charAt(i);
            if (c == '/' && prev == '/') {
                if (sb == null) {
                    sb = new StringBuilder(n);
                    sb.append(p, 0, i);
                }
            } else if (sb != null) {
                sb.append(c);
            }
            prev = c;
        }
        String s = sb == null ? p : sb.toString();
        if (s.length() > 1 && s.charAt(s.length() - 1) == '/') {
            s = s.substring(0, s.length() - 1);
        }
        return s;
    }

    /** UnixFileSystem.resolve(parent, child), both normalized. */
    static String resolve(String parent, String child) {
        if (child.isEmpty()) {
            return parent;
        }
        if (child.charAt(0) == '/') {
            if (parent.equals("/")) {
                return child;
            }
            return parent + child;
        }
        if (parent.equals("/")) {
            return parent + child;
        }
        return parent + '/' + child;
    }

    final boolean isInvalid() {
        return path.indexOf('\0') >= 0;
    }

    public String getName() {
        int index = path.lastIndexOf(separatorChar);
        if (index < prefixLength()) {
            return path.substring(prefixLength());
        }
        return path.substring(index + 1);
    }

    private int prefixLength() {
        return path.length() > 0 && path.charAt(0) == '/' ? 1 : 0;
    }

    public String getParent() {
        int index = path.lastIndexOf(separatorChar);
        int prefix = prefixLength();
        if (index < prefix) {
            if (prefix > 0 && path.length() > prefix) {
                return path.substring(0, prefix);
            }
            return null;
        }
        return path.substring(0, index);
    }

    public File getParentFile() {
        String p = getParent();
        return p == null ? null : new File(p, true);
    }

    public String getPath() {
        return path;
    }

    public boolean isAbsolute() {
        return prefixLength() == 1;
    }

    public String getAbsolutePath() {
        if (isAbsolute()) {
            return path;
        }
        return resolve(normalize(System.getProperty("user.dir")), path);
    }

    public File getAbsoluteFile() {
        return new File(getAbsolutePath(), true);
    }

    /**
     * The JDK's canonicalize: realpath of the whole path, else of the longest prefix that
     * exists with the rest appended; then "." and ".." are collapsed by name.
     */
    public String getCanonicalPath() throws IOException {
        if (isInvalid()) {
            throw new IOException("Invalid file path");
        }
        String abs = getAbsolutePath();
        String real = Posix.realpath(abs);
        if (real != null) {
            return real;
        }
        String head = abs;
        String tail = "";
        while (true) {
            int slash = head.lastIndexOf('/');
            if (slash <= 0) {
                break;
            }
            tail = head.substring(slash) + tail;
            head = head.substring(0, slash);
            real = Posix.realpath(head);
            if (real != null) {
                return collapse(real.equals("/") ? tail : real + tail);
            }
        }
        return collapse(abs);
    }

    /** Removes "." names and a ".." with the name before it (canonicalize_md.c's collapse). */
    private static String collapse(String p) {
        String[] parts = p.split("/");
        String[] out = new String[parts.length];
        int n = 0;
        for (String s : parts) {
            if (s.isEmpty() || s.equals(".")) {
                continue;
            }
            if (s.equals("..")) {
                if (n > 0) {
                    n--;
                }
                continue;
            }
            out[n++] = s;
        }
        if (n == 0) {
            return "/";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append('/').append(out[i]);
        }
        return sb.toString();
    }

    public File getCanonicalFile() throws IOException {
        return new File(getCanonicalPath(), true);
    }

    /** The path String as Files and Path see it (java.nio.file). */
    public java.nio.file.Path toPath() {
        if (isInvalid()) {
            throw new java.nio.file.InvalidPathException(path, "Nul character not allowed");
        }
        return java.nio.file.Paths.get(path);
    }

    private long[] stat() {
        if (isInvalid()) {
            return null;
        }
        long[] st = new long[8];
        return Posix.stat(path, true, st) == 0 ? st : null;
    }

    private int type() {
        long[] st = stat();
        return st == null ? 0 : (int) st[Posix.ST_MODE] & Posix.S_IFMT;
    }

    public boolean exists() {
        return stat() != null;
    }

    public boolean isFile() {
        return type() == Posix.S_IFREG;
    }

    public boolean isDirectory() {
        return type() == Posix.S_IFDIR;
    }

    public boolean isHidden() {
        return getName().startsWith(".");
    }

    public long length() {
        long[] st = stat();
        return st == null ? 0L : st[Posix.ST_SIZE];
    }

    public long lastModified() {
        long[] st = stat();
        return st == null ? 0L : st[Posix.ST_MTIME];
    }

    public boolean canRead() {
        return !isInvalid() && Posix.access(path, 4) == 0;
    }

    public boolean canWrite() {
        return !isInvalid() && Posix.access(path, 2) == 0;
    }

    public boolean canExecute() {
        return !isInvalid() && Posix.access(path, 1) == 0;
    }

    public boolean createNewFile() throws IOException {
        if (isInvalid()) {
            throw new IOException("Invalid file path");
        }
        int fd = Posix.open(path, Posix.WRITE | Posix.CREATE | Posix.EXCLUSIVE, 0666);
        if (fd < 0) {
            if (-fd == Posix.EEXIST) {
                return false;
            }
            throw new IOException(Posix.strerror(-fd));
        }
        Posix.close(fd);
        return true;
    }

    public boolean delete() {
        return !isInvalid() && Posix.remove(path) == 0;
    }

    private static java.util.ArrayList<String> deleteOnExitPaths;

    /** Deletes the file when the VM ends normally, last registered first (DeleteOnExitHook). */
    public void deleteOnExit() {
        if (isInvalid()) {
            return;
        }
        synchronized (File.class) {
            if (deleteOnExitPaths == null) {
                deleteOnExitPaths = new java.util.ArrayList<>();
                Runtime.getRuntime().addShutdownHook(new Thread() {
                    public void run() {
                        synchronized (File.class) {
                            for (int i = deleteOnExitPaths.size() - 1; i >= 0; i--) {
                                Posix.remove(deleteOnExitPaths.get(i));
                            }
                        }
                    }
                });
            }
            if (!deleteOnExitPaths.contains(path)) {
                deleteOnExitPaths.add(path);
            }
        }
    }

    public String[] list() {
        if (isInvalid()) {
            return null;
        }
        return Posix.listNames(path, new int[1]);
    }

    public String[] list(FilenameFilter filter) {
        String[] names = list();
        if (names == null || filter == null) {
            return names;
        }
        java.util.ArrayList<String> v = new java.util.ArrayList<>();
        for (String name : names) {
            if (filter.accept(this, name)) {
                v.add(name);
            }
        }
        return v.toArray(new String[0]);
    }

    public File[] listFiles() {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        File[] fs = new File[ss.length];
        for (int i = 0; i < ss.length; i++) {
            fs[i] = new File(this, ss[i]);
        }
        return fs;
    }

    public File[] listFiles(FilenameFilter filter) {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        java.util.ArrayList<File> files = new java.util.ArrayList<>();
        for (String s : ss) {
            if (filter == null || filter.accept(this, s)) {
                files.add(new File(this, s));
            }
        }
        return files.toArray(new File[0]);
    }

    public File[] listFiles(FileFilter filter) {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        java.util.ArrayList<File> files = new java.util.ArrayList<>();
        for (String s : ss) {
            File f = new File(this, s);
            if (filter == null || filter.accept(f)) {
                files.add(f);
            }
        }
        return files.toArray(new File[0]);
    }

    public boolean mkdir() {
        return !isInvalid() && Posix.mkdir(path, 0777) == 0;
    }

    /** JDK 17's mkdirs: the canonical parent's mkdirs, then this one. */
    public boolean mkdirs() {
        if (exists()) {
            return false;
        }
        if (mkdir()) {
            return true;
        }
        File canonFile;
        try {
            canonFile = getCanonicalFile();
        } catch (IOException e) {
            return false;
        }
        File parent = canonFile.getParentFile();
        return parent != null && (parent.mkdirs() || parent.exists()) && canonFile.mkdir();
    }

    public boolean renameTo(File dest) {
        if (dest == null) {
            throw new NullPointerException();
        }
        if (isInvalid() || dest.isInvalid()) {
            return false;
        }
        return Posix.rename(path, dest.path) == 0;
    }

    public boolean setLastModified(long time) {
        if (time < 0) {
            throw new IllegalArgumentException("Negative time");
        }
        return !isInvalid() && Posix.setMtime(path, time) == 0;
    }

    private boolean setPermission(int bits, boolean enable, boolean ownerOnly) {
        long[] st = stat();
        if (st == null) {
            return false;
        }
        int mode = (int) st[Posix.ST_MODE] & 07777;
        int mask = ownerOnly ? (bits << 6) : (bits << 6) | (bits << 3) | bits;
        mode = enable ? mode | mask : mode & ~mask;
        return Posix.chmod(path, mode) == 0;
    }

    public boolean setReadOnly() {
        return setPermission(2, false, false);
    }

    public boolean setWritable(boolean writable, boolean ownerOnly) {
        return setPermission(2, writable, ownerOnly);
    }

    public boolean setWritable(boolean writable) {
        return setWritable(writable, true);
    }

    public boolean setReadable(boolean readable, boolean ownerOnly) {
        return setPermission(4, readable, ownerOnly);
    }

    public boolean setReadable(boolean readable) {
        return setReadable(readable, true);
    }

    public boolean setExecutable(boolean executable, boolean ownerOnly) {
        return setPermission(1, executable, ownerOnly);
    }

    public boolean setExecutable(boolean executable) {
        return setExecutable(executable, true);
    }

    public static File[] listRoots() {
        return new File[] {new File("/")};
    }

    private static java.util.Random tempRandom;

    /** JDK 17's TempDirectory.generateFile: prefix, an unsigned random long, suffix. */
    public static File createTempFile(String prefix, String suffix, File directory) throws IOException {
        if (prefix.length() < 3) {
            throw new IllegalArgumentException("Prefix string \"" + prefix + "\" too short: length must be at least 3");
        }
        if (suffix == null) {
            suffix = ".tmp";
        }
        File tmpdir = directory != null ? directory : new File(System.getProperty("java.io.tmpdir"));
        synchronized (File.class) {
            if (tempRandom == null) {
                tempRandom = new java.util.Random();
            }
        }
        while (true) {
            long n;
            synchronized (File.class) {
                n = tempRandom.nextLong();
            }
            String name = prefix + Long.toUnsignedString(n) + suffix;
            File f = new File(tmpdir, name);
            if (!name.equals(f.getName()) || f.isInvalid()) {
                throw new IOException("Unable to create temporary file, " + f);
            }
            int fd = Posix.open(f.path, Posix.WRITE | Posix.CREATE | Posix.EXCLUSIVE, 0600);
            if (fd >= 0) {
                Posix.close(fd);
                return f;
            }
            if (-fd != Posix.EEXIST) {
                if (directory != null && !directory.isDirectory()) {
                    throw new IOException(Posix.strerror(-fd));
                }
                throw new IOException("Unable to create temporary file, " + f);
            }
        }
    }

    public static File createTempFile(String prefix, String suffix) throws IOException {
        return createTempFile(prefix, suffix, null);
    }

    public long getTotalSpace() {
        return 0L;
    }

    public long getFreeSpace() {
        return 0L;
    }

    public long getUsableSpace() {
        return 0L;
    }

    public int compareTo(File pathname) {
        return path.compareTo(pathname.path);
    }

    public boolean equals(Object obj) {
        return obj instanceof File && compareTo((File) obj) == 0;
    }

    public int hashCode() {
        return path.hashCode() ^ 1234321;
    }

    public String toString() {
        return path;
    }
}
