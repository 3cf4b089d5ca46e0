// java.nio.file.FileSystems: the default file system.
package java.nio.file;

/** getDefault: the POSIX file system (jvmlab.internal.UnixPath's). */
public final class FileSystems {
    private FileSystems() {
    }

    public static FileSystem getDefault() {
        return jvmlab.internal.UnixPath.FILE_SYSTEM;
    }
}
