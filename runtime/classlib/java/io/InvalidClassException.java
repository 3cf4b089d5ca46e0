// java.io.InvalidClassException: a class that cannot be serialized or deserialized as described.
package java.io;

/** getMessage is "classname; reason", as the JDK's. */
public class InvalidClassException extends ObjectStreamException {
    public String classname;

    public InvalidClassException(String reason) {
        super(reason);
    }

    public InvalidClassException(String cname, String reason) {
        super(reason);
        classname = cname;
    }

    public String getMessage() {
        if (classname == null) {
            return super.getMessage();
        }
        return classname + "; " + super.getMessage();
    }
}
