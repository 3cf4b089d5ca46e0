// java.nio.file.AtomicMoveNotSupportedException: move with ATOMIC_MOVE across file systems.
package java.nio.file;

/** See FileSystemException for the message's form. */
public class AtomicMoveNotSupportedException extends FileSystemException {
    public AtomicMoveNotSupportedException(String source, String target, String reason) {
        super(source, target, reason);
    }
}
