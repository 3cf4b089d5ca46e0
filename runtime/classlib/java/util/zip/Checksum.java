// java.util.zip.Checksum: a running checksum over bytes.
package java.util.zip;

/** JDK 17's Checksum interface (update, getValue, reset; the array overloads as defaults). */
public interface Checksum {
    void update(int b);

    default void update(byte[] b) {
        update(b, 0, b.length);
    }

    void update(byte[] b, int off, int len);

    long getValue();

    void reset();
}
