// java.io.NotSerializableException: a serialization failure.
package java.io;

/** Thrown by ObjectOutputStream/ObjectInputStream; the message as the JDK gives it. */
public class NotSerializableException extends ObjectStreamException {
    public NotSerializableException() {
        super();
    }

    public NotSerializableException(String message) {
        super(message);
    }
}
