// java.lang.reflect.AccessibleObject: the superclass of Field, Method and Constructor (the
// accessible flag, and the AnnotatedElement methods they share).
package java.lang.reflect;

import java.lang.annotation.Annotation;

/**
 * The accessible flag of a reflected member. jvmlab enforces no access control beyond final
 * fields (Field reads the flag), so setAccessible always succeeds. Annotations are the
 * subclasses' (declared ones only: members inherit none).
 */
public class AccessibleObject implements AnnotatedElement {
    /** Set by setAccessible. */
    boolean override;

    protected AccessibleObject() {
    }

    public void setAccessible(boolean flag) {
        override = flag;
    }

    /** Sets the flag of each of `array`. */
    public static void setAccessible(AccessibleObject[] array, boolean flag) {
        for (AccessibleObject ao : array) {
            ao.setAccessible(flag);
        }
    }

    public final boolean trySetAccessible() {
        setAccessible(true);
        return true;
    }

    @Deprecated
    public boolean isAccessible() {
        return override;
    }

    /** Always true: jvmlab does not check reflective access. */
    public boolean canAccess(Object obj) {
        return true;
    }

    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        throw new AssertionError("All subclasses should override this method");
    }

    public boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    public <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        throw new AssertionError("All subclasses should override this method");
    }

    public Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }

    public <T extends Annotation> T getDeclaredAnnotation(Class<T> annotationClass) {
        return getAnnotation(annotationClass);
    }

    public <T extends Annotation> T[] getDeclaredAnnotationsByType(Class<T> annotationClass) {
        return getAnnotationsByType(annotationClass);
    }

    public Annotation[] getDeclaredAnnotations() {
        throw new AssertionError("All subclasses should override this method");
    }
}
