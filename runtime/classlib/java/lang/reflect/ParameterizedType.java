// java.lang.reflect.ParameterizedType: List<String>, Map.Entry<K, V>.
package java.lang.reflect;

/** A class or interface with type arguments. */
public interface ParameterizedType extends Type {
    Type[] getActualTypeArguments();

    Type getRawType();

    Type getOwnerType();
}
