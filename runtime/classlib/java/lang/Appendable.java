// java.lang.Appendable: something chars can be appended to.
package java.lang;

import java.io.IOException;

/** A target for char sequences and chars (StringBuilder, PrintStream, Writer). */
public interface Appendable {
    Appendable append(CharSequence csq) throws IOException;
    Appendable append(CharSequence csq, int start, int end) throws IOException;
    Appendable append(char c) throws IOException;
}
