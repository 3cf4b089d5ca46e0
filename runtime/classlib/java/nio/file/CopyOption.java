// java.nio.file.CopyOption: an option for Files' open, copy and move calls.
package java.nio.file;

/** Marker for CopyOptions (StandardOpenOption, StandardCopyOption, LinkOption). */
public interface CopyOption {
}
