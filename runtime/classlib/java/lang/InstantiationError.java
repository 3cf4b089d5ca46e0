// java.lang.InstantiationError: thrown for new of an abstract class or interface at link time.
package java.lang;

/** Thrown for new of an abstract class or interface at link time. */
public class InstantiationError extends IncompatibleClassChangeError {
    public InstantiationError() {
        super();
    }

    public InstantiationError(String message) {
        super(message);
    }
}
