// java.lang.ArrayIndexOutOfBoundsException: an array index outside [0, length).
package java.lang;

/** Thrown for an array access out of range; the VM supplies "Index 5 out of bounds for length 3". */
public class ArrayIndexOutOfBoundsException extends IndexOutOfBoundsException {
    public ArrayIndexOutOfBoundsException() {
        super();
    }

    public ArrayIndexOutOfBoundsException(String s) {
        super(s);
    }

    /** Message "Array index out of range: " + index. */
    public ArrayIndexOutOfBoundsException(int index) {
        super("Array index out of range: " + index);
    }
}
