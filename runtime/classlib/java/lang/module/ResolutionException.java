// java.lang.module.ResolutionException: resolution failed a consistency check.
package java.lang.module;

/** Thrown when resolving a configuration fails a check (JDK 17's class). */
public class ResolutionException extends RuntimeException {
    private static final long serialVersionUID = -1031186845316729450L;

    public ResolutionException() {}

    public ResolutionException(String msg) { super(msg); }

    public ResolutionException(Throwable cause) { super(cause); }

    public ResolutionException(String msg, Throwable cause) { super(msg, cause); }
}
