// java.nio.charset.MalformedInputException: input that is not legal in its charset.
package java.nio.charset;

/** The message is "Input length = n", as the JDK's. */
public class MalformedInputException extends CharacterCodingException {
    private final int inputLength;

    public MalformedInputException(int inputLength) {
        this.inputLength = inputLength;
    }

    public int getInputLength() {
        return inputLength;
    }

    public String getMessage() {
        return "Input length = " + inputLength;
    }
}
