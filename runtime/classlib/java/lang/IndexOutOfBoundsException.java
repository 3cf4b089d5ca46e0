// java.lang.IndexOutOfBoundsException: an index outside a sequence's range.
package java.lang;

/** Thrown for an index (into an array, string, list, ...) out of range. */
public class IndexOutOfBoundsException extends RuntimeException {
    public IndexOutOfBoundsException() {
        super();
    }

    public IndexOutOfBoundsException(String s) {
        super(s);
    }

    /** Message "Index out of range: " + index. */
    public IndexOutOfBoundsException(int index) {
        super("Index out of range: " + index);
    }

    public IndexOutOfBoundsException(long index) {
        super("Index out of range: " + index);
    }
}
