// java.nio.charset.UnsupportedCharsetException: thrown by Charset.forName and friends.
package java.nio.charset;

/** Carries the charset name; the message is the name. */
public class UnsupportedCharsetException extends IllegalArgumentException {
    private final String charsetName;

    public UnsupportedCharsetException(String charsetName) {
        super(String.valueOf(charsetName));
        this.charsetName = charsetName;
    }

    public String getCharsetName() {
        return charsetName;
    }
}
