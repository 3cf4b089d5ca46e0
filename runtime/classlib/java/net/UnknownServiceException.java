// java.net.UnknownServiceException: a URLConnection that cannot do what was asked.
package java.net;

/** Thrown by URLConnection for input or output its protocol does not support. */
public class UnknownServiceException extends java.io.IOException {
    private static final long serialVersionUID = -4169033248853639508L;

    public UnknownServiceException() {
    }

    public UnknownServiceException(String msg) {
        super(msg);
    }
}
