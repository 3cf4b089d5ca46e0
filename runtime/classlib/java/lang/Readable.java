package java.lang;

import java.io.IOException;

/** A source of characters read into a CharBuffer (java.lang.Readable; Reader implements it). */
public interface Readable {
    /** Reads chars into the buffer's remaining space; the count read, or -1 at end of stream. */
    int read(java.nio.CharBuffer cb) throws IOException;
}
