// jvmlab.internal.UnixPath: the Path of jvmlab's only file system, as JDK 17's sun.nio.fs.UnixPath
// (normalization on construction, names by offsets, resolve/relativize/normalize by name).
package jvmlab.internal;

import java.io.IOException;
import java.nio.file.FileSystem;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * A POSIX path: a String without repeated or trailing '/' (except the root "/"), absolute when it
 * starts with '/'. The empty path has one empty name. Immutable; thread-safe.
 */
public final class UnixPath implements Path {
    /** The default file system. */
    public static final FileSystem FILE_SYSTEM = new FileSystem() {
        public Path getPath(String first, String... more) {
            String path;
            if (more.length == 0) {
                path = first;
            } else {
                StringBuilder sb = new StringBuilder();
                sb.append(first);
                for (String segment : more) {
                    if (!segment.isEmpty()) {
                        if (sb.length() > 0) {
                            sb.append('/');
                        }
                        sb.append(segment);
                    }
                }
                path = sb.toString();
            }
            return new UnixPath(normalizeAndCheck(path));
        }

        public String getSeparator() {
            return "/";
        }

        public Iterable<Path> getRootDirectories() {
            return java.util.Collections.singletonList((Path) new UnixPath("/"));
        }

        public boolean isOpen() {
            return true;
        }

        public boolean isReadOnly() {
            return false;
        }

        public void close() {
            throw new UnsupportedOperationException();
        }

        public String toString() {
            return "sun.nio.fs.LinuxFileSystem";
        }
    };

    private final String path;
    private volatile int[] offsets;

    private UnixPath(String normalized) {
        this.path = normalized;
    }

    public static UnixPath of(String s) {
        return new UnixPath(normalizeAndCheck(s));
    }

    static String normalizeAndCheck(String input) {
        int n = input.length();
        char prevChar = 0;
        for (int i = 0; i < n; i++) {
            char c = input.charAt(i);
            if ((c == '/') && (prevChar == '/')) {
                return normalize(input, n, i - 1);
            }
            if (c == '\u0000') {
                throw new java.nio.file.InvalidPathException(input, "Nul character not allowed");
            }
            prevChar = c;
        }
        if (prevChar == '/' && n > 1) {
            return normalize(input, n, n - 1);
        }
        return input;
    }

    private static String normalize(String input, int len, int off) {
        if (len == 0) {
            return input;
        }
        int n = len;
        while ((n > 0) && (input.charAt(n - 1) == '/')) {
            n--;
        }
        if (n == 0) {
            return "/";
        }
        StringBuilder sb = new StringBuilder(input.length());
        if (off > 0) {
            sb.append(input.substring(0, off));
        }
        char prevChar = 0;
        for (int i = off; i < n; i++) {
            char c = input.charAt(i);
            if ((c == '/') && (prevChar == '/')) {
                continue;
            }
            if (c == '\u0000') {
                throw new java.nio.file.InvalidPathException(input, "Nul character not allowed");
            }
            sb.append(c);
            prevChar = c;
        }
        return sb.toString();
    }

    /** The path as a String for Posix calls ("" is the current directory). */
    public String file() {
        return path.isEmpty() ? "." : path;
    }

    private int[] offsets() {
        int[] o = offsets;
        if (o == null) {
            int count = 0;
            int index = 0;
            if (path.isEmpty()) {
                count = 1;
            } else {
                while (index < path.length()) {
                    char c = path.charAt(index++);
                    if (c != '/') {
                        count++;
                        while (index < path.length() && path.charAt(index) != '/') {
                            index++;
                        }
                    }
                }
            }
            o = new int[count];
            count = 0;
            index = 0;
            while (index < path.length()) {
                char c = path.charAt(index);
                if (c == '/') {
                    index++;
                } else {
                    o[count++] = index++;
                    while (index < path.length() && path.charAt(index) != '/') {
                        index++;
                    }
                }
            }
            offsets = o;
        }
        return o;
    }

    private boolean isEmpty() {
        return path.isEmpty();
    }

    public FileSystem getFileSystem() {
        return FILE_SYSTEM;
    }

    public boolean isAbsolute() {
        return path.length() > 0 && path.charAt(0) == '/';
    }

    public Path getRoot() {
        return isAbsolute() ? new UnixPath("/") : null;
    }

    public Path getFileName() {
        int count = getNameCount();
        if (count == 0) {
            return null;
        }
        if (count == 1 && path.length() > 0 && path.charAt(0) != '/') {
            return this;
        }
        int lastOffset = offsets()[count - 1];
        return new UnixPath(path.substring(lastOffset));
    }

    public Path getParent() {
        int count = getNameCount();
        if (count == 0) {
            return null;
        }
        int len = offsets()[count - 1] - 1;
        if (len <= 0) {
            return getRoot();
        }
        return new UnixPath(path.substring(0, len));
    }

    public int getNameCount() {
        return offsets().length;
    }

    private String name(int i) {
        int[] o = offsets();
        int begin = o[i];
        int end = (i == o.length - 1) ? path.length() : o[i + 1] - 1;
        return path.substring(begin, end);
    }

    public Path getName(int index) {
        if (index < 0) {
            throw new IllegalArgumentException();
        }
        if (index >= offsets().length) {
            throw new IllegalArgumentException();
        }
        return new UnixPath(name(index));
    }

    public Path subpath(int beginIndex, int endIndex) {
        int[] o = offsets();
        if (beginIndex < 0 || beginIndex >= o.length || endIndex > o.length || beginIndex >= endIndex) {
            throw new IllegalArgumentException();
        }
        int begin = o[beginIndex];
        int end = (endIndex == o.length) ? path.length() : o[endIndex] - 1;
        return new UnixPath(path.substring(begin, end));
    }

    private static UnixPath toUnixPath(Path obj) {
        if (obj == null) {
            throw new NullPointerException();
        }
        if (!(obj instanceof UnixPath)) {
            throw new java.nio.file.ProviderMismatchException();
        }
        return (UnixPath) obj;
    }

    public boolean startsWith(Path other) {
        if (!(java.util.Objects.requireNonNull(other) instanceof UnixPath)) {
            return false;
        }
        UnixPath that = (UnixPath) other;
        if (that.path.length() > path.length()) {
            return false;
        }
        int thisCount = getNameCount();
        int thatCount = that.getNameCount();
        if (thatCount == 0 && this.isAbsolute()) {
            return !that.isEmpty();
        }
        if (thatCount > thisCount) {
            return false;
        }
        if ((thatCount == thisCount) && (path.length() != that.path.length())) {
            return false;
        }
        if (this.isAbsolute() != that.isAbsolute()) {
            return false;
        }
        if (that.isEmpty()) {
            return this.isEmpty();
        }
        for (int i = 0; i < thatCount; i++) {
            if (!name(i).equals(that.name(i))) {
                return false;
            }
        }
        return true;
    }

    public boolean endsWith(Path other) {
        if (!(java.util.Objects.requireNonNull(other) instanceof UnixPath)) {
            return false;
        }
        UnixPath that = (UnixPath) other;
        int thisLen = path.length();
        int thatLen = that.path.length();
        if (thatLen > thisLen) {
            return false;
        }
        if (thisLen > 0 && thatLen == 0) {
            return false;
        }
        if (that.isAbsolute() && !this.isAbsolute()) {
            return false;
        }
        int thisCount = getNameCount();
        int thatCount = that.getNameCount();
        if (thatCount > thisCount) {
            return false;
        }
        if (thatCount == thisCount) {
            if (thisCount == 0) {
                return true;
            }
            int expectedLen = thisLen;
            if (this.isAbsolute() && !that.isAbsolute()) {
                expectedLen--;
            }
            if (thatLen != expectedLen) {
                return false;
            }
        } else {
            if (that.isAbsolute()) {
                return false;
            }
        }
        for (int i = 0; i < thatCount; i++) {
            if (!name(thisCount - thatCount + i).equals(that.name(i))) {
                return false;
            }
        }
        return true;
    }

    /** "." names dropped, a ".." with the name before it (none past the root of an absolute path). */
    public Path normalize() {
        int count = getNameCount();
        if (count == 0 || isEmpty()) {
            return this;
        }
        String[] out = new String[count];
        int n = 0;
        boolean abs = isAbsolute();
        boolean changed = false;
        for (int i = 0; i < count; i++) {
            String s = name(i);
            if (s.equals(".")) {
                changed = true;
                continue;
            }
            if (s.equals("..")) {
                if (n > 0 && !out[n - 1].equals("..")) {
                    n--;
                    changed = true;
                    continue;
                }
                if (abs) {
                    changed = true;
                    continue;
                }
            }
            out[n++] = s;
        }
        if (!changed) {
            return this;
        }
        StringBuilder sb = new StringBuilder();
        if (abs) {
            sb.append('/');
        }
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sb.append('/');
            }
            sb.append(out[i]);
        }
        return new UnixPath(sb.toString());
    }

    public Path resolve(Path obj) {
        UnixPath other = toUnixPath(obj);
        if (other.path.length() > 0 && other.path.charAt(0) == '/') {
            return other;
        }
        if (other.isEmpty()) {
            return this;
        }
        if (isEmpty()) {
            return other;
        }
        if (path.equals("/")) {
            return new UnixPath("/" + other.path);
        }
        return new UnixPath(path + "/" + other.path);
    }

    private boolean hasDotOrDotDot() {
        int n = getNameCount();
        for (int i = 0; i < n; i++) {
            String s = name(i);
            if (s.equals(".") || s.equals("..")) {
                return true;
            }
        }
        return false;
    }

    public Path relativize(Path obj) {
        UnixPath other = toUnixPath(obj);
        if (other.equals(this)) {
            return new UnixPath("");
        }
        if (this.isAbsolute() != other.isAbsolute()) {
            throw new IllegalArgumentException("'other' is different type of Path");
        }
        if (this.isEmpty()) {
            return other;
        }
        UnixPath base = this;
        if (base.hasDotOrDotDot() || other.hasDotOrDotDot()) {
            base = (UnixPath) base.normalize();
            other = (UnixPath) other.normalize();
        }
        int baseCount = base.isEmpty() ? 0 : base.getNameCount();
        int targetCount = other.isEmpty() ? 0 : other.getNameCount();
        int n = Math.min(baseCount, targetCount);
        int i = 0;
        while (i < n && base.name(i).equals(other.name(i))) {
            i++;
        }
        StringBuilder sb = new StringBuilder();
        for (int j = i; j < baseCount; j++) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append("..");
        }
        for (int j = i; j < targetCount; j++) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append(other.name(j));
        }
        return new UnixPath(sb.toString());
    }

    public Path toAbsolutePath() {
        if (isAbsolute()) {
            return this;
        }
        return of(System.getProperty("user.dir")).resolve(this);
    }

    public Path toRealPath(LinkOption... options) throws IOException {
        String abs = toAbsolutePath().toString();
        String real = Posix.realpath(abs);
        if (real == null) {
            throw new NoSuchFileException(path);
        }
        return new UnixPath(real);
    }

    public int compareTo(Path other) {
        return path.compareTo(((UnixPath) other).path);
    }

    public boolean equals(Object ob) {
        return (ob instanceof UnixPath) && ((UnixPath) ob).path.equals(path);
    }

    public int hashCode() {
        return path.hashCode();
    }

    public String toString() {
        return path;
    }
}
