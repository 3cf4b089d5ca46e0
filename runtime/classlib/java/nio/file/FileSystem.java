// java.nio.file.FileSystem: the factory of Paths (jvmlab has one, the default: POSIX).
package java.nio.file;

/** The parts of JDK 17's FileSystem that programs use without a provider. */
public abstract class FileSystem implements java.io.Closeable {
    protected FileSystem() {
    }

    public abstract Path getPath(String first, String... more);

    /**
     * A matcher of "glob:pattern" (JDK 17's Unix glob rules, see Globs) or "regex:pattern"
     * (java.util.regex) against a path's string form; IllegalArgumentException without a
     * syntax, UnsupportedOperationException "Syntax 'x' not recognized", PatternSyntaxException
     * for a bad pattern. Abstract in JDK 17; jvmlab's one file system is the default one.
     */
    public PathMatcher getPathMatcher(String syntaxAndPattern) {
        return Globs.matcher(syntaxAndPattern);
    }

    public abstract String getSeparator();

    public abstract Iterable<Path> getRootDirectories();

    public abstract boolean isOpen();

    public abstract boolean isReadOnly();

    public abstract void close() throws java.io.IOException;
}
