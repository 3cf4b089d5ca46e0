// java.io.OptionalDataException: primitive data where readObject expected an object.
package java.io;

/** eof: the end of a block of custom data; length: the primitive bytes waiting. */
public class OptionalDataException extends ObjectStreamException {
    public int length;
    public boolean eof;

    OptionalDataException(int len) {
        eof = false;
        length = len;
    }

    OptionalDataException(boolean end) {
        length = 0;
        eof = end;
    }
}
