// java.io.InvalidObjectException: a serialization failure.
package java.io;

/** Thrown by ObjectOutputStream/ObjectInputStream; the message as the JDK gives it. */
public class InvalidObjectException extends ObjectStreamException {
    public InvalidObjectException() {
        super();
    }

    public InvalidObjectException(String message) {
        super(message);
    }
}
