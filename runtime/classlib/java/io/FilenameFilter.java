// java.io.FilenameFilter: a test on a directory and a name, for File.list and listFiles.
package java.io;

/** Accepts or rejects the name `name` in directory `dir`. */
@FunctionalInterface
public interface FilenameFilter {
    boolean accept(File dir, String name);
}
