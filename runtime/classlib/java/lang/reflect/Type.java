// java.lang.reflect.Type: the common interface of Class and the generic type forms.
package java.lang.reflect;

/** A type of the Java language: a class, a parameterized type, a type variable, a wildcard or an array. */
public interface Type {
    default String getTypeName() {
        return toString();
    }
}
