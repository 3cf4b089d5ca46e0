// java.io.UTFDataFormatException: malformed modified UTF-8 in DataInput.readUTF.
package java.io;

/** Thrown for malformed modified UTF-8, or a string too long for writeUTF. */
public class UTFDataFormatException extends IOException {
    public UTFDataFormatException() {
        super();
    }

    public UTFDataFormatException(String s) {
        super(s);
    }
}
