// java.net.URLDecoder: decodes application/x-www-form-urlencoded strings, as JDK 17's.
package java.net;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;

/**
 * '+' becomes a space and each run of %XX escapes the characters its bytes decode to in the
 * charset; a bad escape is IllegalArgumentException with JDK 17's text ("URLDecoder: Illegal hex
 * characters in escape (%) pattern - ..." or "... Incomplete trailing escape (%) pattern"). Stateless.
 */
public class URLDecoder {
    private URLDecoder() {
    }

    @Deprecated
    public static String decode(String s) {
        return decode(s, Charset.defaultCharset());
    }

    public static String decode(String s, String enc) throws UnsupportedEncodingException {
        if (enc.isEmpty()) {
            throw new UnsupportedEncodingException("URLDecoder: empty string enc parameter");
        }
        try {
            return decode(s, Charset.forName(enc));
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            throw new UnsupportedEncodingException(enc);
        }
    }

    public static String decode(String s, Charset charset) {
        if (charset == null) {
            throw new NullPointerException("Charset");
        }
        boolean needToChange = false;
        int numChars = s.length();
        StringBuilder sb = new StringBuilder(numChars > 500 ? numChars / 2 : numChars);
        int i = 0;
        char c;
        byte[] bytes = null;
        while (i < numChars) {
            c = s.charAt(i);
            switch (c) {
                case '+':
                    sb.append(' ');
                    i++;
                    needToChange = true;
                    break;
                case '%':
                    try {
                        if (bytes == null) {
                            bytes = new byte[(numChars - i) / 3];
                        }
                        int pos = 0;
                        while (((i + 2) < numChars) && (c == '%')) {
                            int v = Integer.parseInt(s, i + 1, i + 3, 16);
                            if (v < 0) {
                                throw new IllegalArgumentException(
                                        "URLDecoder: Illegal hex characters in escape (%) pattern - negative value");
                            }
                            bytes[pos++] = (byte) v;
                            i += 3;
                            if (i < numChars) {
                                c = s.charAt(i);
                            }
                        }
                        if ((i < numChars) && (c == '%')) {
                            throw new IllegalArgumentException("URLDecoder: Incomplete trailing escape (%) pattern");
                        }
                        sb.append(new String(bytes, 0, pos, charset));
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException(
                                "URLDecoder: Illegal hex characters in escape (%) pattern - " + e.getMessage());
                    }
                    needToChange = true;
                    break;
                default:
                    sb.append(c);
                    i++;
                    break;
            }
        }
        return needToChange ? sb.toString() : s;
    }
}
