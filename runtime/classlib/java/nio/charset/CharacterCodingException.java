// java.nio.charset.CharacterCodingException: an encoding or decoding error.
package java.nio.charset;

/** Thrown when a coder meets input it cannot code. */
public class CharacterCodingException extends java.io.IOException {
    public CharacterCodingException() {
    }
}
