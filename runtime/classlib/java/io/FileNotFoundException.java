// java.io.FileNotFoundException: thrown for a file that cannot be opened.
package java.io;

/** Thrown for a file that cannot be opened. */
public class FileNotFoundException extends IOException {
    public FileNotFoundException() {
        super();
    }

    public FileNotFoundException(String message) {
        super(message);
    }
}
