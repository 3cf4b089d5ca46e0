// java.lang.annotation.Retention: meta-annotation giving an annotation's retention.
package java.lang.annotation;

/** Says how long annotations of the annotated type are kept. */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Retention {
    RetentionPolicy value();
}
