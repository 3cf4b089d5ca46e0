// java.io.FileFilter: a test on a File, for File.listFiles.
package java.io;

/** Accepts or rejects a pathname. */
@FunctionalInterface
public interface FileFilter {
    boolean accept(File pathname);
}
