// java.lang.annotation.AnnotationFormatError: an annotation attribute that does not parse.
package java.lang.annotation;

/** Thrown when the annotations of a class file are malformed. */
public class AnnotationFormatError extends Error {
    public AnnotationFormatError(String message) {
        super(message);
    }

    public AnnotationFormatError(String message, Throwable cause) {
        super(message, cause);
    }

    public AnnotationFormatError(Throwable cause) {
        super(cause);
    }
}
