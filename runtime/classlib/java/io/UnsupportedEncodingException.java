// java.io.UnsupportedEncodingException: thrown for a character encoding that is not supported.
package java.io;

/** Thrown for a character encoding that is not supported. */
public class UnsupportedEncodingException extends IOException {
    public UnsupportedEncodingException() {
        super();
    }

    public UnsupportedEncodingException(String message) {
        super(message);
    }
}
