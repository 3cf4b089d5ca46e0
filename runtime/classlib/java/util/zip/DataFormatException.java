// java.util.zip.DataFormatException: corrupt compressed data.
package java.util.zip;

/** Thrown by Inflater for corrupt deflate data; the message is zlib's. */
public class DataFormatException extends Exception {
    private static final long serialVersionUID = 2219632870893641452L;

    public DataFormatException() {
        super();
    }

    public DataFormatException(String s) {
        super(s);
    }
}
