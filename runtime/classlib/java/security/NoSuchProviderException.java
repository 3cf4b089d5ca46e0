// java.security.NoSuchProviderException: a requested provider is not available.
package java.security;

/** JDK 17's NoSuchProviderException: a requested provider is not available. */
public class NoSuchProviderException extends GeneralSecurityException {
    private static final long serialVersionUID = 1L;

    public NoSuchProviderException() {
        super();
    }

    public NoSuchProviderException(String msg) {
        super(msg);
    }

}
