// java.lang.reflect.GenericArrayType: T[], List<String>[].
package java.lang.reflect;

/** An array whose component type is a parameterized type or a type variable. */
public interface GenericArrayType extends Type {
    Type getGenericComponentType();
}
