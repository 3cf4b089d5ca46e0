// java.lang.annotation.Target: meta-annotation giving where an annotation applies.
package java.lang.annotation;

/** The contexts in which the annotated annotation type is applicable. */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Target {
    ElementType[] value();
}
