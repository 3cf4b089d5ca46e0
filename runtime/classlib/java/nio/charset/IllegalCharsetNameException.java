// java.nio.charset.IllegalCharsetNameException: thrown by Charset.forName and friends.
package java.nio.charset;

/** Carries the charset name; the message is the name. */
public class IllegalCharsetNameException extends IllegalArgumentException {
    private final String charsetName;

    public IllegalCharsetNameException(String charsetName) {
        super(String.valueOf(charsetName));
        this.charsetName = charsetName;
    }

    public String getCharsetName() {
        return charsetName;
    }
}
