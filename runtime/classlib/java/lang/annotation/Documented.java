// java.lang.annotation.Documented: marks annotations that belong in generated documentation.
package java.lang.annotation;

/** Annotations of the annotated type appear in documentation. */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Documented {
}
