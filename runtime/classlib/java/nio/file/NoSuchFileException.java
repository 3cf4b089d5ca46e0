// java.nio.file.NoSuchFileException: a FileSystemException for one cause.
package java.nio.file;

/** See FileSystemException for the message's form. */
public class NoSuchFileException extends FileSystemException {
    public NoSuchFileException(String file) {
        super(file);
    }

    public NoSuchFileException(String file, String other, String reason) {
        super(file, other, reason);
    }
}
