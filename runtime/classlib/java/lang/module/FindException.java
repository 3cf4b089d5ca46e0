// java.lang.module.FindException: a module finder failed, or a needed module was not found.
package java.lang.module;

/** Thrown by Configuration's resolution when a module cannot be found (JDK 17's texts). */
public class FindException extends RuntimeException {
    private static final long serialVersionUID = -5817081036963388391L;

    public FindException() {}

    public FindException(String msg) { super(msg); }

    public FindException(Throwable cause) { super(cause); }

    public FindException(String msg, Throwable cause) { super(msg, cause); }
}
