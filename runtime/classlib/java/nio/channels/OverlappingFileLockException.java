// java.nio.channels.OverlappingFileLockException: a lock overlapping one this VM already holds on the file.
package java.nio.channels;

/** a lock overlapping one this VM already holds on the file. (JDK 17's type). */
public class OverlappingFileLockException extends IllegalStateException {
    private static final long serialVersionUID = 2047812138163068433L;

    public OverlappingFileLockException() {}
}
