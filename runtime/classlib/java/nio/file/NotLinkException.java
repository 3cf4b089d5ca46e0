// java.nio.file.NotLinkException: the file is not a symbolic link.
package java.nio.file;

/** See FileSystemException for the message's form. */
public class NotLinkException extends FileSystemException {
    public NotLinkException(String file) {
        super(file);
    }

    public NotLinkException(String file, String other, String reason) {
        super(file, other, reason);
    }
}
