// java.io.StreamCorruptedException: a serialization failure.
package java.io;

/** Thrown by ObjectOutputStream/ObjectInputStream; the message as the JDK gives it. */
public class StreamCorruptedException extends ObjectStreamException {
    public StreamCorruptedException() {
        super();
    }

    public StreamCorruptedException(String message) {
        super(message);
    }
}
