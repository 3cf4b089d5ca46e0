// java.lang.annotation.Repeatable: marks an annotation type as repeatable.
package java.lang.annotation;

/** The annotated annotation type may be repeated; `value` is its containing type. */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
public @interface Repeatable {
    Class<? extends Annotation> value();
}
