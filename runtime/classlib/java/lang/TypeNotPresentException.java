// java.lang.TypeNotPresentException: a named type that cannot be found.
package java.lang;

/** Thrown when code refers by name to a type that cannot be found. */
public class TypeNotPresentException extends RuntimeException {
    private final String typeName;

    public TypeNotPresentException(String typeName, Throwable cause) {
        super("Type " + typeName + " not present", cause);
        this.typeName = typeName;
    }

    public String typeName() {
        return typeName;
    }
}
