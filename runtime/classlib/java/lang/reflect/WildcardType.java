// java.lang.reflect.WildcardType: ?, ? extends T, ? super T.
package java.lang.reflect;

/** A wildcard type argument. */
public interface WildcardType extends Type {
    Type[] getUpperBounds();

    Type[] getLowerBounds();
}
