// java.nio.file.AccessDeniedException: a FileSystemException for one cause.
package java.nio.file;

/** See FileSystemException for the message's form. */
public class AccessDeniedException extends FileSystemException {
    public AccessDeniedException(String file) {
        super(file);
    }

    public AccessDeniedException(String file, String other, String reason) {
        super(file, other, reason);
    }
}
