// java.lang.annotation.Inherited: marks class annotations inherited by subclasses.
package java.lang.annotation;

/** The annotated annotation type is inherited by subclasses. */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Inherited {
}
