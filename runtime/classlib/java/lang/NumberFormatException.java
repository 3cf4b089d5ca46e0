// java.lang.NumberFormatException: a string is not a number in the expected format.
package java.lang;

/** Thrown by the parse/valueOf/decode methods of the numeric wrappers. */
public class NumberFormatException extends IllegalArgumentException {
    public NumberFormatException() {
        super();
    }

    public NumberFormatException(String s) {
        super(s);
    }

    /** 'For input string: "s"' plus ' under radix R' when R is not 10 (JDK wording). */
    static NumberFormatException forInputString(String s, int radix) {
        return new NumberFormatException("For input string: \"" + s + "\""
                + (radix == 10 ? "" : " under radix " + radix));
    }

    /** Message for the CharSequence range parsers (JDK 17 wording). */
    static NumberFormatException forCharSequence(CharSequence s, int beginIndex, int endIndex, int errorIndex) {
        return new NumberFormatException("Error at index " + (errorIndex - beginIndex) + " in: \""
                + s.subSequence(beginIndex, endIndex) + "\"");
    }
}
