// java.lang.reflect.AnnotatedElement: what can carry annotations (classes, members, parameters,
// record components, packages), with the JDK's default methods for repeatable annotations.
package java.lang.reflect;

import java.lang.annotation.Annotation;

/**
 * An element with run-time visible annotations. The defaults follow the JDK: "present" means
 * directly present or inherited (getAnnotation), "declared" means directly present; the ByType
 * methods also look inside the containers of repeatable annotations (JLS §9.6.3).
 */
public interface AnnotatedElement {
    default boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    <T extends Annotation> T getAnnotation(Class<T> annotationClass);

    Annotation[] getAnnotations();

    Annotation[] getDeclaredAnnotations();

    default <T extends Annotation> T getDeclaredAnnotation(Class<T> annotationClass) {
        if (annotationClass == null) {
            throw new NullPointerException();
        }
        for (Annotation a : getDeclaredAnnotations()) {
            if (annotationClass.equals(a.annotationType())) {
                return annotationClass.cast(a);
            }
        }
        return null;
    }

    default <T extends Annotation> T[] getDeclaredAnnotationsByType(Class<T> annotationClass) {
        return jvmlab.internal.reflect.AnnotationSupport.byType(getDeclaredAnnotations(), annotationClass);
    }

    default <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        return jvmlab.internal.reflect.AnnotationSupport.byType(getAnnotations(), annotationClass);
    }
}
