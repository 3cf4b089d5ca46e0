// java.util.zip.ZipException: a ZIP/GZIP format error.
package java.util.zip;

/** Thrown for malformed ZIP or GZIP data (an IOException). */
public class ZipException extends java.io.IOException {
    private static final long serialVersionUID = 8000196834066748623L;

    public ZipException() {
        super();
    }

    public ZipException(String s) {
        super(s);
    }
}
