// java.io.SyncFailedException: FileDescriptor.sync failed.
package java.io;

/** Thrown by FileDescriptor.sync. */
public class SyncFailedException extends IOException {
    public SyncFailedException(String desc) {
        super(desc);
    }
}
