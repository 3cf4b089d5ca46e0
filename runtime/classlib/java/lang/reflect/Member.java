// java.lang.reflect.Member: a field, method or constructor.
package java.lang.reflect;

/** What fields, methods and constructors have in common. */
public interface Member {
    int PUBLIC = 0;
    int DECLARED = 1;

    Class<?> getDeclaringClass();

    String getName();

    int getModifiers();

    boolean isSynthetic();
}
