// java.io.ObjectStreamException: a serialization failure.
package java.io;

/** Thrown by ObjectOutputStream/ObjectInputStream; the message as the JDK gives it. */
public abstract class ObjectStreamException extends IOException {
    protected ObjectStreamException() {
        super();
    }

    protected ObjectStreamException(String message) {
        super(message);
    }
}
