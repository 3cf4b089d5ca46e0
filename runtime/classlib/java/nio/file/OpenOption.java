// java.nio.file.OpenOption: an option for Files' open, copy and move calls.
package java.nio.file;

/** Marker for OpenOptions (StandardOpenOption, StandardCopyOption, LinkOption). */
public interface OpenOption {
}
