// java.lang.InstantiationException: thrown for instantiating an abstract class or interface reflectively.
package java.lang;

/** Thrown for instantiating an abstract class or interface reflectively. */
public class InstantiationException extends ReflectiveOperationException {
    public InstantiationException() {
        super();
    }

    public InstantiationException(String message) {
        super(message);
    }
}
