// java.net.MalformedURLException: a URL string with no or an unknown protocol, or a bad part.
package java.net;

/** Thrown by URL's constructors ("no protocol: x", "unknown protocol: x"). */
public class MalformedURLException extends java.io.IOException {
    private static final long serialVersionUID = -182787522200415866L;

    public MalformedURLException() {
    }

    public MalformedURLException(String msg) {
        super(msg);
    }
}
