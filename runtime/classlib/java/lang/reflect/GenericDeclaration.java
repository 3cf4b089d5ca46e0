// java.lang.reflect.GenericDeclaration: what declares type variables (classes, methods, constructors).
package java.lang.reflect;

/** A declaration of type variables. */
public interface GenericDeclaration extends AnnotatedElement {
    TypeVariable<?>[] getTypeParameters();
}
