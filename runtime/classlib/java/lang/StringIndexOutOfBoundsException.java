// java.lang.StringIndexOutOfBoundsException: a string index outside its range.
package java.lang;

/** Thrown by String and StringBuilder methods for an index out of range. */
public class StringIndexOutOfBoundsException extends IndexOutOfBoundsException {
    public StringIndexOutOfBoundsException() {
        super();
    }

    public StringIndexOutOfBoundsException(String s) {
        super(s);
    }

    /** Message "String index out of range: " + index. */
    public StringIndexOutOfBoundsException(int index) {
        super("String index out of range: " + index);
    }
}
