// java.security.DigestException: a digest operation failed.
package java.security;

/** JDK 17's DigestException: a digest operation failed. */
public class DigestException extends GeneralSecurityException {
    private static final long serialVersionUID = 1L;

    public DigestException() {
        super();
    }

    public DigestException(String msg) {
        super(msg);
    }

    public DigestException(String message, Throwable cause) {
        super(message, cause);
    }

    public DigestException(Throwable cause) {
        super(cause);
    }
}
