// java.io.NotActiveException: a serialization failure.
package java.io;

/** Thrown by ObjectOutputStream/ObjectInputStream; the message as the JDK gives it. */
public class NotActiveException extends ObjectStreamException {
    public NotActiveException() {
        super();
    }

    public NotActiveException(String message) {
        super(message);
    }
}
