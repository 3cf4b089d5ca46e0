// java.lang.invoke.StringConcatException: StringConcatFactory's linkage failures.
package java.lang.invoke;

/** Thrown by StringConcatFactory when a recipe, its constants or the concat type are invalid. */
public class StringConcatException extends Exception {
    private static final long serialVersionUID = 292L + 9L;

    public StringConcatException(String msg) {
        super(msg);
    }

    public StringConcatException(String msg, Throwable cause) {
        super(msg, cause);
    }
}
