// java.lang.annotation.Annotation: the common superinterface of all annotation interfaces.
package java.lang.annotation;

/** Implemented by every annotation interface (JLS 9.6). jvmlab has no reflection on annotations. */
public interface Annotation {
    boolean equals(Object obj);
    int hashCode();
    String toString();
    Class<? extends Annotation> annotationType();
}
