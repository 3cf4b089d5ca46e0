// java.security.CodeSource: where a class's code came from.
package java.security;

import java.net.URL;
import java.util.Objects;

/**
 * The location of code (JDK 17's class, without certificates or code signers: jvmlab verifies
 * no signatures, so a class path entry's code source has none). Immutable.
 */
public class CodeSource implements java.io.Serializable {
    private static final long serialVersionUID = 4977541819976013951L;

    private final URL location;

    /** The code source of `url`; jvmlab keeps no signer certificates. */
    CodeSource(URL url) {
        this.location = url;
    }

    public final URL getLocation() {
        return location;
    }

    public int hashCode() {
        return location == null ? 0 : location.hashCode();
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        return obj instanceof CodeSource && Objects.equals(location, ((CodeSource) obj).location);
    }

    /** "(file:/dir/ <no signer certificates>)" as JDK 17. */
    public String toString() {
        return "(" + location + " <no signer certificates>)";
    }
}
