// java.lang.annotation.ElementType: where an annotation may appear.
package java.lang.annotation;

/** Program elements an annotation may be applied to (JLS 9.6.4.1). */
public enum ElementType {
    TYPE, FIELD, METHOD, PARAMETER, CONSTRUCTOR, LOCAL_VARIABLE, ANNOTATION_TYPE, PACKAGE,
    TYPE_PARAMETER, TYPE_USE, MODULE, RECORD_COMPONENT
}
