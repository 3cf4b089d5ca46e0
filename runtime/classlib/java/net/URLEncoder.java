// java.net.URLEncoder: application/x-www-form-urlencoded encoding (HTML forms), as JDK 17's.
package java.net;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;

/**
 * Encodes a string for a form: letters, digits and ".-*_" stay, a space becomes '+', every other
 * character becomes the %XX escapes (upper-case hex) of its bytes in the charset. Stateless.
 */
public class URLEncoder {
    private URLEncoder() {
    }

    /** With the default charset (deprecated in the JDK). */
    @Deprecated
    public static String encode(String s) {
        return encode(s, Charset.defaultCharset());
    }

    /** UnsupportedEncodingException naming `enc` when no such charset exists. */
    public static String encode(String s, String enc) throws UnsupportedEncodingException {
        if (enc == null) {
            throw new NullPointerException("charsetName");
        }
        Charset charset;
        try {
            charset = Charset.forName(enc);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            throw new UnsupportedEncodingException(enc);
        }
        return encode(s, charset);
    }

    public static String encode(String s, Charset charset) {
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        boolean needToChange = false;
        StringBuilder out = new StringBuilder(s.length());
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (dontNeedEncoding(c)) {
                if (c == ' ') {
                    c = '+';
                    needToChange = true;
                }
                out.append(c);
                i++;
            } else {
                // The run of characters that need encoding, surrogate pairs kept together.
                int start = i;
                do {
                    i++;
                } while (i < s.length() && !dontNeedEncoding(s.charAt(i)));
                byte[] ba = s.substring(start, i).getBytes(charset);
                for (int j = 0; j < ba.length; j++) {
                    out.append('%');
                    out.append(Character.toUpperCase(Character.forDigit((ba[j] >> 4) & 0xF, 16)));
                    out.append(Character.toUpperCase(Character.forDigit(ba[j] & 0xF, 16)));
                }
                needToChange = true;
            }
        }
        return needToChange ? out.toString() : s;
    }

    private static boolean dontNeedEncoding(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == ' ' || c == '-' || c == '_' || c == '.' || c == '*';
    }
}
