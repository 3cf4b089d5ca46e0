// java.text.ParseException: text a Format could not parse, with where it failed.
package java.text;

/** A parse failure ("Unparseable date: \"x\""), with the offset of the error. */
public class ParseException extends Exception {
    private static final long serialVersionUID = 2703218443322787634L;

    private final int errorOffset;

    public ParseException(String s, int errorOffset) {
        super(s);
        this.errorOffset = errorOffset;
    }

    public int getErrorOffset() {
        return errorOffset;
    }
}
