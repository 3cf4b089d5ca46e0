// java.net.URI: RFC 2396 references parsed, built, normalized, resolved and relativized as JDK 17 does.
package java.net;

import java.nio.charset.StandardCharsets;

/**
 * A URI reference (RFC 2396 with the JDK's deviations: an empty authority before a path, IPv6
 * literals in brackets, unescaped non-ASCII "other" characters). Parsing is the JDK's parser:
 * scheme, then an opaque part or a hierarchical one (//authority, path, ?query), then #fragment;
 * a server authority (user-info@host:port) when it parses as one, else a registry authority.
 * URISyntaxException texts and indices are the JDK's ("Illegal character in path at index 4: ...").
 * The raw getters return the text as written, the others decode %XX escapes as UTF-8.
 * Immutable and thread-safe. Not here: IPv6 address validation beyond brackets and hex digits.
 */
public final class URI implements Comparable<URI>, java.io.Serializable {
    private static final long serialVersionUID = -6052424284110960213L;

    private transient String scheme;
    private transient String fragment;
    private transient String authority;
    private transient String userInfo;
    private transient String host;
    private transient int port = -1;
    private transient String path;
    private transient String query;
    private transient String schemeSpecificPart;
    private transient int hash;
    private volatile String string;

    private URI() {
    }

    /** Parses `str` (URISyntaxException for a malformed reference). */
    public URI(String str) throws URISyntaxException {
        new Parser(str).parse(false);
    }

    public URI(String scheme, String userInfo, String host, int port, String path, String query, String fragment)
            throws URISyntaxException {
        String s = toString(scheme, null, null, userInfo, host, port, path, query, fragment);
        checkPath(s, scheme, path);
        new Parser(s).parse(true);
    }

    public URI(String scheme, String authority, String path, String query, String fragment) throws URISyntaxException {
        String s = toString(scheme, null, authority, null, null, -1, path, query, fragment);
        checkPath(s, scheme, path);
        new Parser(s).parse(false);
    }

    public URI(String scheme, String host, String path, String fragment) throws URISyntaxException {
        this(scheme, null, host, -1, path, null, fragment);
    }

    public URI(String scheme, String ssp, String fragment) throws URISyntaxException {
        new Parser(toString(scheme, ssp, null, null, null, -1, null, null, fragment)).parse(false);
    }

    /** new URI(str) with a URISyntaxException turned into IllegalArgumentException. */
    public static URI create(String str) {
        try {
            return new URI(str);
        } catch (URISyntaxException x) {
            throw new IllegalArgumentException(x.getMessage(), x);
        }
    }

    /** This URI with its authority parsed as a server (URISyntaxException when it is not one). */
    public URI parseServerAuthority() throws URISyntaxException {
        if ((host != null) || (authority == null)) {
            return this;
        }
        new Parser(toString()).parse(true);
        return this;
    }

    public URI normalize() {
        return normalize(this);
    }

    public URI resolve(URI uri) {
        return resolve(this, uri);
    }

    public URI resolve(String str) {
        return resolve(URI.create(str));
    }

    public URI relativize(URI uri) {
        return relativize(this, uri);
    }

    /** URL of this URI (IllegalArgumentException "URI is not absolute"). */
    public URL toURL() throws MalformedURLException {
        if (!isAbsolute()) {
            throw new IllegalArgumentException("URI is not absolute");
        }
        return new URL(toString());
    }

    public String getScheme() {
        return scheme;
    }

    public boolean isAbsolute() {
        return scheme != null;
    }

    public boolean isOpaque() {
        return path == null;
    }

    public String getRawSchemeSpecificPart() {
        String part = schemeSpecificPart;
        if (part != null) {
            return part;
        }
        String s = string;
        if (s != null) {
            int start = 0;
            int end = s.length();
            if (scheme != null) {
                start = scheme.length() + 1;
            }
            if (fragment != null) {
                end -= fragment.length() + 1;
            }
            if (path != null && path.length() == end - start) {
                part = path;
            } else {
                part = s.substring(start, end);
            }
        } else {
            StringBuilder sb = new StringBuilder();
            appendSchemeSpecificPart(sb, null, getAuthority(), getUserInfo(), host, port, getPath(), getQuery());
            part = sb.toString();
        }
        return schemeSpecificPart = part;
    }

    public String getSchemeSpecificPart() {
        return decode(getRawSchemeSpecificPart());
    }

    public String getRawAuthority() {
        return authority;
    }

    public String getAuthority() {
        return decode(authority);
    }

    public String getRawUserInfo() {
        return userInfo;
    }

    public String getUserInfo() {
        return decode(userInfo);
    }

    public String getHost() {
        return host;
    }

    public int getPort() {
        return port;
    }

    public String getRawPath() {
        return path;
    }

    public String getPath() {
        return decode(path);
    }

    public String getRawQuery() {
        return query;
    }

    public String getQuery() {
        return decode(query);
    }

    public String getRawFragment() {
        return fragment;
    }

    public String getFragment() {
        return decode(fragment);
    }

    // ---- equality, hashing, ordering ------------------------------------------------------------

    /** Equal components: scheme and host ignoring case, %XX escapes ignoring hex case. */
    public boolean equals(Object ob) {
        if (ob == this) {
            return true;
        }
        if (!(ob instanceof URI)) {
            return false;
        }
        URI that = (URI) ob;
        if (this.isOpaque() != that.isOpaque()) {
            return false;
        }
        if (!equalIgnoringCase(this.scheme, that.scheme)) {
            return false;
        }
        if (!equal(this.fragment, that.fragment)) {
            return false;
        }
        if (this.isOpaque()) {
            return equal(this.schemeSpecificPart, that.schemeSpecificPart);
        }
        if (!equal(this.path, that.path)) {
            return false;
        }
        if (!equal(this.query, that.query)) {
            return false;
        }
        if (this.authority == that.authority) {
            return true;
        }
        if (this.host != null) {
            if (!equal(this.userInfo, that.userInfo)) {
                return false;
            }
            if (!equalIgnoringCase(this.host, that.host)) {
                return false;
            }
            if (this.port != that.port) {
                return false;
            }
        } else if (this.authority != null) {
            if (!equal(this.authority, that.authority)) {
                return false;
            }
        } else if (this.authority != that.authority) {
            return false;
        }
        return true;
    }

    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = hashIgnoringCase(0, scheme);
            h = hash(h, fragment);
            if (isOpaque()) {
                h = hash(h, schemeSpecificPart);
            } else {
                h = hash(h, path);
                h = hash(h, query);
                if (host != null) {
                    h = hash(h, userInfo);
                    h = hashIgnoringCase(h, host);
                    h += 1949 * port;
                } else {
                    h = hash(h, authority);
                }
            }
            if (h != 0) {
                hash = h;
            }
        }
        return h;
    }

    public int compareTo(URI that) {
        int c;
        if ((c = compareIgnoringCase(this.scheme, that.scheme)) != 0) {
            return c;
        }
        if (this.isOpaque()) {
            if (that.isOpaque()) {
                if ((c = compare(this.schemeSpecificPart, that.schemeSpecificPart)) != 0) {
                    return c;
                }
                return compare(this.fragment, that.fragment);
            }
            return +1;
        } else if (that.isOpaque()) {
            return -1;
        }
        if ((this.host != null) && (that.host != null)) {
            if ((c = compare(this.userInfo, that.userInfo)) != 0) {
                return c;
            }
            if ((c = compareIgnoringCase(this.host, that.host)) != 0) {
                return c;
            }
            if ((c = this.port - that.port) != 0) {
                return c;
            }
        } else {
            if ((c = compare(this.authority, that.authority)) != 0) {
                return c;
            }
        }
        if ((c = compare(this.path, that.path)) != 0) {
            return c;
        }
        if ((c = compare(this.query, that.query)) != 0) {
            return c;
        }
        return compare(this.fragment, that.fragment);
    }

    public String toString() {
        String s = string;
        if (s == null) {
            s = defineString();
        }
        return s;
    }

    /** toString with every non-ASCII character %-encoded as UTF-8. */
    public String toASCIIString() {
        return encode(toString());
    }

    private String defineString() {
        StringBuilder sb = new StringBuilder();
        if (scheme != null) {
            sb.append(scheme);
            sb.append(':');
        }
        if (isOpaque()) {
            sb.append(schemeSpecificPart);
        } else {
            if (host != null) {
                sb.append("//");
                if (userInfo != null) {
                    sb.append(userInfo);
                    sb.append('@');
                }
                boolean needBrackets = (host.indexOf(':') >= 0) && !host.startsWith("[") && !host.endsWith("]");
                if (needBrackets) {
                    sb.append('[');
                }
                sb.append(host);
                if (needBrackets) {
                    sb.append(']');
                }
                if (port != -1) {
                    sb.append(':');
                    sb.append(port);
                }
            } else if (authority != null) {
                sb.append("//");
                sb.append(authority);
            }
            if (path != null) {
                sb.append(path);
            }
            if (query != null) {
                sb.append('?');
                sb.append(query);
            }
        }
        if (fragment != null) {
            sb.append('#');
            sb.append(fragment);
        }
        return string = sb.toString();
    }

    // ---- comparison helpers ---------------------------------------------------------------------

    private static int toLower(char c) {
        return (c >= 'A') && (c <= 'Z') ? c + ('a' - 'A') : c;
    }

    private static int toUpper(char c) {
        return (c >= 'a') && (c <= 'z') ? c - ('a' - 'A') : c;
    }

    /** Equal, with %XX escapes compared ignoring the case of their hex digits. */
    private static boolean equal(String s, String t) {
        if (s == t) {
            return true;
        }
        if ((s == null) || (t == null)) {
            return false;
        }
        if (s.length() != t.length()) {
            return false;
        }
        if (s.indexOf('%') < 0) {
            return s.equals(t);
        }
        int n = s.length();
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            char d = t.charAt(i);
            if (c != '%') {
                if (c != d) {
                    return false;
                }
                i++;
                continue;
            }
            if (d != '%') {
                return false;
            }
            i++;
            if (i + 1 >= n + 1) {
                return false;
            }
            if (toLower(s.charAt(i)) != toLower(t.charAt(i))) {
                return false;
            }
            i++;
            if (toLower(s.charAt(i)) != toLower(t.charAt(i))) {
                return false;
            }
            i++;
        }
        return true;
    }

    private static boolean equalIgnoringCase(String s, String t) {
        if (s == t) {
            return true;
        }
        if ((s != null) && (t != null)) {
            int n = s.length();
            if (t.length() != n) {
                return false;
            }
            for (int i = 0; i < n; i++) {
                if (toLower(s.charAt(i)) != toLower(t.charAt(i))) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    private static int hash(int hash, String s) {
        if (s == null) {
            return hash;
        }
        return s.indexOf('%') < 0 ? hash * 127 + s.hashCode() : normalizedHash(hash, s);
    }

    private static int normalizedHash(int hash, String s) {
        int h = 0;
        for (int index = 0; index < s.length(); index++) {
            char ch = s.charAt(index);
            h = 31 * h + ch;
            if (ch == '%') {
                for (int i = index + 1; i < index + 3 && i < s.length(); i++) {
                    h = 31 * h + toUpper(s.charAt(i));
                }
                index += 2;
            }
        }
        return hash * 127 + h;
    }

    private static int hashIgnoringCase(int hash, String s) {
        if (s == null) {
            return hash;
        }
        int h = hash;
        int n = s.length();
        for (int i = 0; i < n; i++) {
            h = 31 * h + toLower(s.charAt(i));
        }
        return h;
    }

    private static int compare(String s, String t) {
        if (s == t) {
            return 0;
        }
        if (s != null) {
            return t != null ? s.compareTo(t) : +1;
        }
        return -1;
    }

    private static int compareIgnoringCase(String s, String t) {
        if (s == t) {
            return 0;
        }
        if (s != null) {
            if (t != null) {
                int sn = s.length();
                int tn = t.length();
                int n = sn < tn ? sn : tn;
                for (int i = 0; i < n; i++) {
                    int c = toLower(s.charAt(i)) - toLower(t.charAt(i));
                    if (c != 0) {
                        return c;
                    }
                }
                return sn - tn;
            }
            return +1;
        }
        return -1;
    }

    // ---- building from components ---------------------------------------------------------------

    private static void checkPath(String s, String scheme, String path) throws URISyntaxException {
        if (scheme != null) {
            if (path != null && !path.isEmpty() && path.charAt(0) != '/') {
                throw new URISyntaxException(s, "Relative path in absolute URI");
            }
        }
    }

    private void appendAuthority(StringBuilder sb, String authority, String userInfo, String host, int port) {
        if (host != null) {
            sb.append("//");
            if (userInfo != null) {
                sb.append(quote(userInfo, L_USERINFO, H_USERINFO));
                sb.append('@');
            }
            boolean needBrackets = (host.indexOf(':') >= 0) && !host.startsWith("[") && !host.endsWith("]");
            if (needBrackets) {
                sb.append('[');
            }
            sb.append(host);
            if (needBrackets) {
                sb.append(']');
            }
            if (port != -1) {
                sb.append(':');
                sb.append(port);
            }
        } else if (authority != null) {
            sb.append("//");
            if (authority.startsWith("[")) {
                int end = authority.indexOf(']');
                String doquote = authority;
                String dontquote = "";
                if (end != -1 && authority.indexOf(':') != -1) {
                    if (end == authority.length()) {
                        dontquote = authority;
                        doquote = "";
                    } else {
                        dontquote = authority.substring(0, end + 1);
                        doquote = authority.substring(end + 1);
                    }
                }
                sb.append(dontquote);
                sb.append(quote(doquote, L_REG_NAME | L_SERVER, H_REG_NAME | H_SERVER));
            } else {
                sb.append(quote(authority, L_REG_NAME | L_SERVER, H_REG_NAME | H_SERVER));
            }
        }
    }

    private void appendSchemeSpecificPart(StringBuilder sb, String opaquePart, String authority, String userInfo,
            String host, int port, String path, String query) {
        if (opaquePart != null) {
            if (opaquePart.startsWith("//[")) {
                int end = opaquePart.indexOf(']');
                if (end != -1 && opaquePart.indexOf(':') != -1) {
                    String doquote;
                    String dontquote;
                    if (end == opaquePart.length()) {
                        dontquote = opaquePart;
                        doquote = "";
                    } else {
                        dontquote = opaquePart.substring(0, end + 1);
                        doquote = opaquePart.substring(end + 1);
                    }
                    sb.append(dontquote);
                    sb.append(quote(doquote, L_URIC, H_URIC));
                }
            } else {
                sb.append(quote(opaquePart, L_URIC, H_URIC));
            }
        } else {
            appendAuthority(sb, authority, userInfo, host, port);
            if (path != null) {
                sb.append(quote(path, L_PATH, H_PATH));
            }
            if (query != null) {
                sb.append('?');
                sb.append(quote(query, L_URIC, H_URIC));
            }
        }
    }

    private void appendFragment(StringBuilder sb, String fragment) {
        if (fragment != null) {
            sb.append('#');
            sb.append(quote(fragment, L_URIC, H_URIC));
        }
    }

    private String toString(String scheme, String opaquePart, String authority, String userInfo, String host, int port,
            String path, String query, String fragment) {
        StringBuilder sb = new StringBuilder();
        if (scheme != null) {
            sb.append(scheme);
            sb.append(':');
        }
        appendSchemeSpecificPart(sb, opaquePart, authority, userInfo, host, port, path, query);
        appendFragment(sb, fragment);
        return sb.toString();
    }

    // ---- normalization, resolution, relativization ----------------------------------------------

    private static URI resolve(URI base, URI child) {
        if (child.isOpaque() || base.isOpaque()) {
            return child;
        }
        // 5.2 (2): a lone fragment refers to the current document
        if ((child.scheme == null) && (child.authority == null) && child.path.isEmpty() && (child.fragment != null)
                && (child.query == null)) {
            if ((base.fragment != null) && child.fragment.equals(base.fragment)) {
                return base;
            }
            URI ru = new URI();
            ru.scheme = base.scheme;
            ru.authority = base.authority;
            ru.userInfo = base.userInfo;
            ru.host = base.host;
            ru.port = base.port;
            ru.path = base.path;
            ru.fragment = child.fragment;
            ru.query = base.query;
            return ru;
        }
        // 5.2 (3): an absolute child
        if (child.scheme != null) {
            return child;
        }
        URI ru = new URI();
        ru.scheme = base.scheme;
        ru.query = child.query;
        ru.fragment = child.fragment;
        // 5.2 (4): authority
        if (child.authority == null) {
            ru.authority = base.authority;
            ru.host = base.host;
            ru.userInfo = base.userInfo;
            ru.port = base.port;
            String cp = child.path == null ? "" : child.path;
            if (!cp.isEmpty() && cp.charAt(0) == '/') {
                ru.path = child.path;  // 5.2 (5): an absolute path
            } else {
                ru.path = resolvePath(base.path, cp, base.isAbsolute());  // 5.2 (6)
            }
        } else {
            ru.authority = child.authority;
            ru.host = child.host;
            ru.userInfo = child.userInfo;
            ru.port = child.port;
            ru.path = child.path;
        }
        return ru;
    }

    private static String resolvePath(String base, String child, boolean absolute) {
        int i = base.lastIndexOf('/');
        int cn = child.length();
        String path = "";
        if (cn == 0) {
            if (i >= 0) {
                path = base.substring(0, i + 1);
            }
        } else {
            if (i >= 0 || !absolute) {
                path = base.substring(0, i + 1).concat(child);
            } else {
                path = "/".concat(child);
            }
        }
        return normalize(path);
    }

    private static URI normalize(URI u) {
        if (u.isOpaque() || u.path == null || u.path.isEmpty()) {
            return u;
        }
        String np = normalize(u.path);
        if (np.equals(u.path)) {
            return u;
        }
        URI v = new URI();
        v.scheme = u.scheme;
        v.fragment = u.fragment;
        v.authority = u.authority;
        v.userInfo = u.userInfo;
        v.host = u.host;
        v.port = u.port;
        v.path = np;
        v.query = u.query;
        return v;
    }

    /**
     * Removes "." segments and "seg/.." pairs (a leading ".." stays, as the JDK keeps it), and
     * puts "./" before a relative path whose first segment has a ':'.
     */
    private static String normalize(String ps) {
        int len = ps.length();
        boolean absolute = len > 0 && ps.charAt(0) == '/';
        // Split into segments; ends[i] tells whether a '/' followed segment i.
        java.util.ArrayList<String> segs = new java.util.ArrayList<>();
        java.util.ArrayList<Boolean> slash = new java.util.ArrayList<>();
        int p = absolute ? 1 : 0;
        while (p < len) {
            while (p < len && ps.charAt(p) == '/') {
                p++;  // runs of slashes count as one, as the JDK's split does
            }
            if (p >= len) {
                break;
            }
            int q = ps.indexOf('/', p);
            if (q < 0) {
                segs.add(ps.substring(p));
                slash.add(Boolean.FALSE);
                p = len;
            } else {
                segs.add(ps.substring(p, q));
                slash.add(Boolean.TRUE);
                p = q + 1;
            }
        }
        int ns = segs.size();
        boolean[] removed = new boolean[ns];
        boolean changed = false;
        for (int i = 0; i < ns; i++) {
            String s = segs.get(i);
            if (s.equals(".")) {
                removed[i] = true;
                changed = true;
            } else if (s.equals("..")) {
                int j = i - 1;
                while (j >= 0 && removed[j]) {
                    j--;
                }
                if (j >= 0 && !segs.get(j).equals("..")) {
                    removed[i] = true;
                    removed[j] = true;
                    changed = true;
                }
            }
        }
        if (!changed && ps.indexOf("//") < 0) {
            if (absolute || ns == 0 || segs.get(0).indexOf(':') < 0) {
                return ps;
            }
        }
        StringBuilder sb = new StringBuilder(len);
        if (absolute) {
            sb.append('/');
        }
        int firstKept = -1;
        for (int i = 0; i < ns; i++) {
            if (removed[i]) {
                continue;
            }
            if (firstKept < 0) {
                firstKept = i;
            }
            sb.append(segs.get(i));
            if (slash.get(i)) {
                sb.append('/');
            }
        }
        // A path whose last kept segment was followed by removed ones ends with the kept segment's slash.
        if (!absolute && firstKept >= 0 && segs.get(firstKept).indexOf(':') >= 0) {
            sb.insert(0, "./");
        }
        return sb.toString();
    }

    private static URI relativize(URI base, URI child) {
        if (child.isOpaque() || base.isOpaque()) {
            return child;
        }
        if (!equalIgnoringCase(base.scheme, child.scheme) || !equal(base.authority, child.authority)) {
            return child;
        }
        String bp = normalize(base.path);
        String cp = normalize(child.path);
        if (!bp.equals(cp)) {
            if (!bp.endsWith("/")) {
                bp = bp + "/";
            }
            if (!cp.startsWith(bp)) {
                return child;
            }
        }
        URI v = new URI();
        v.path = cp.substring(bp.length());
        v.query = child.query;
        v.fragment = child.fragment;
        return v;
    }

    // ---- character classes (RFC 2396 2.2-2.4, 3.1-3.3, as 128-bit masks) -------------------------

    private static long lowMask(String chars) {
        int n = chars.length();
        long m = 0;
        for (int i = 0; i < n; i++) {
            char c = chars.charAt(i);
            if (c < 64) {
                m |= (1L << c);
            }
        }
        return m;
    }

    private static long highMask(String chars) {
        int n = chars.length();
        long m = 0;
        for (int i = 0; i < n; i++) {
            char c = chars.charAt(i);
            if ((c >= 64) && (c < 128)) {
                m |= (1L << (c - 64));
            }
        }
        return m;
    }

    private static long lowMask(char first, char last) {
        long m = 0;
        int f = Math.max(Math.min(first, 63), 0);
        int l = Math.max(Math.min(last, 63), 0);
        for (int i = f; i <= l; i++) {
            m |= 1L << i;
        }
        return m;
    }

    private static long highMask(char first, char last) {
        long m = 0;
        int f = Math.max(Math.min(first, 127), 64) - 64;
        int l = Math.max(Math.min(last, 127), 64) - 64;
        for (int i = f; i <= l; i++) {
            m |= 1L << i;
        }
        return m;
    }

    private static boolean match(char c, long lowMask, long highMask) {
        if (c == 0) {
            return false;  // 0 doesn't have a slot in the mask, so it never matches
        }
        if (c < 64) {
            return ((1L << c) & lowMask) != 0;
        }
        if (c < 128) {
            return ((1L << (c - 64)) & highMask) != 0;
        }
        return false;
    }

    private static final long L_DIGIT = lowMask('0', '9');
    private static final long H_DIGIT = 0L;
    private static final long L_UPALPHA = 0L;
    private static final long H_UPALPHA = highMask('A', 'Z');
    private static final long L_LOWALPHA = 0L;
    private static final long H_LOWALPHA = highMask('a', 'z');
    private static final long L_ALPHA = L_LOWALPHA | L_UPALPHA;
    private static final long H_ALPHA = H_LOWALPHA | H_UPALPHA;
    private static final long L_ALPHANUM = L_DIGIT | L_ALPHA;
    private static final long H_ALPHANUM = H_DIGIT | H_ALPHA;
    private static final long L_HEX = L_DIGIT;
    private static final long H_HEX = highMask('A', 'F') | highMask('a', 'f');
    private static final long L_MARK = lowMask("-_.!~*'()");
    private static final long H_MARK = highMask("-_.!~*'()");
    private static final long L_UNRESERVED = L_ALPHANUM | L_MARK;
    private static final long H_UNRESERVED = H_ALPHANUM | H_MARK;
    private static final long L_RESERVED = lowMask(";/?:@&=+$,[]");
    private static final long H_RESERVED = highMask(";/?:@&=+$,[]");
    /** Bit 0 marks "escapes allowed" (the character 0 never matches). */
    private static final long L_ESCAPED = 1L;
    private static final long H_ESCAPED = 0L;
    private static final long L_URIC = L_RESERVED | L_UNRESERVED | L_ESCAPED;
    private static final long H_URIC = H_RESERVED | H_UNRESERVED | H_ESCAPED;
    private static final long L_PCHAR = L_UNRESERVED | L_ESCAPED | lowMask(":@&=+$,");
    private static final long H_PCHAR = H_UNRESERVED | H_ESCAPED | highMask(":@&=+$,");
    private static final long L_PATH = L_PCHAR | lowMask(";/");
    private static final long H_PATH = H_PCHAR | highMask(";/");
    private static final long L_DASH = lowMask("-");
    private static final long H_DASH = highMask("-");
    private static final long L_USERINFO = L_UNRESERVED | L_ESCAPED | lowMask(";:&=+$,");
    private static final long H_USERINFO = H_UNRESERVED | H_ESCAPED | highMask(";:&=+$,");
    private static final long L_REG_NAME = L_UNRESERVED | L_ESCAPED | lowMask("$,;:@&=+");
    private static final long H_REG_NAME = H_UNRESERVED | H_ESCAPED | highMask("$,;:@&=+");
    private static final long L_SERVER = L_USERINFO | L_ALPHANUM | L_DASH | lowMask(".:@[]");
    private static final long H_SERVER = H_USERINFO | H_ALPHANUM | H_DASH | highMask(".:@[]");
    private static final long L_SERVER_PERCENT = L_SERVER | lowMask("%");
    private static final long H_SERVER_PERCENT = H_SERVER | highMask("%");
    private static final long L_SCHEME = L_ALPHA | L_DIGIT | lowMask("+-.");
    private static final long H_SCHEME = H_ALPHA | H_DIGIT | highMask("+-.");

    // ---- escaping ---------------------------------------------------------------------------------

    private static final char[] HEX_DIGITS = {'0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'};

    private static void appendEscape(StringBuilder sb, byte b) {
        sb.append('%');
        sb.append(HEX_DIGITS[(b >> 4) & 0x0f]);
        sb.append(HEX_DIGITS[(b >> 0) & 0x0f]);
    }

    private static void appendEncoded(StringBuilder sb, char c) {
        byte[] bytes = String.valueOf(c).getBytes(StandardCharsets.UTF_8);
        for (byte b : bytes) {
            appendEscape(sb, b);
        }
    }

    /** `s` with characters outside the masks %-escaped (UTF-8); visible non-ASCII "other" characters stay. */
    private static String quote(String s, long lowMask, long highMask) {
        StringBuilder sb = null;
        boolean allowNonASCII = (lowMask & L_ESCAPED) != 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '\u0080') {
                if (!match(c, lowMask, highMask)) {
                    if (sb == null) {
                        sb = new StringBuilder();
                        sb.append(s, 0, i);
                    }
                    appendEscape(sb, (byte) c);
                } else if (sb != null) {
                    sb.append(c);
                }
            } else if (allowNonASCII && (Character.isSpaceChar(c) || Character.isISOControl(c))) {
                if (sb == null) {
                    sb = new StringBuilder();
                    sb.append(s, 0, i);
                }
                appendEncoded(sb, c);
            } else if (sb != null) {
                sb.append(c);
            }
        }
        return sb == null ? s : sb.toString();
    }

    /** Every non-ASCII character %-escaped as UTF-8. */
    private static String encode(String s) {
        int n = s.length();
        if (n == 0) {
            return s;
        }
        for (int i = 0;;) {
            if (s.charAt(i) >= '\u0080') {
                break;
            }
            if (++i >= n) {
                return s;
            }
        }
        byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
        StringBuilder sb = new StringBuilder();
        for (byte b : bytes) {
            if (b >= 0) {
                sb.append((char) b);
            } else {
                appendEscape(sb, b);
            }
        }
        return sb.toString();
    }

    private static int decodeHex(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }

    /** %XX escapes decoded as UTF-8 (malformed sequences become U+FFFD); null stays null. */
    private static String decode(String s) {
        if (s == null) {
            return s;
        }
        int n = s.length();
        if (n == 0 || s.indexOf('%') < 0) {
            return s;
        }
        StringBuilder sb = new StringBuilder(n);
        java.io.ByteArrayOutputStream bb = new java.io.ByteArrayOutputStream();
        int i = 0;
        boolean betweenBrackets = false;
        while (i < n) {
            char c = s.charAt(i);
            if (c == '[') {
                betweenBrackets = true;
            } else if (betweenBrackets && c == ']') {
                betweenBrackets = false;
            }
            if (c != '%' || betweenBrackets) {
                sb.append(c);
                i++;
                continue;
            }
            bb.reset();
            while (i + 3 <= n && s.charAt(i) == '%') {
                int hi = decodeHex(s.charAt(i + 1));
                int lo = decodeHex(s.charAt(i + 2));
                if (hi < 0 || lo < 0) {
                    break;
                }
                bb.write((hi << 4) | lo);
                i += 3;
            }
            if (bb.size() == 0) {
                sb.append(c);
                i++;
                continue;
            }
            sb.append(new String(bb.toByteArray(), StandardCharsets.UTF_8));
        }
        return sb.toString();
    }

    // ---- parser -----------------------------------------------------------------------------------

    /** RFC 2396's grammar over one input string, filling the enclosing URI's fields. */
    private class Parser {
        private final String input;
        private boolean requireServerAuthority = false;

        Parser(String s) {
            input = s;
            string = s;
        }

        private void fail(String reason) throws URISyntaxException {
            throw new URISyntaxException(input, reason);
        }

        private void fail(String reason, int p) throws URISyntaxException {
            throw new URISyntaxException(input, reason, p);
        }

        private void failExpecting(String expected, int p) throws URISyntaxException {
            fail("Expected " + expected, p);
        }

        private String substring(int start, int end) {
            return input.substring(start, end);
        }

        private char charAt(int p) {
            return input.charAt(p);
        }

        private boolean at(int start, int end, char c) {
            return (start < end) && (charAt(start) == c);
        }

        private boolean at(int start, int end, String s) {
            int p = start;
            int sn = s.length();
            if (sn > end - p) {
                return false;
            }
            int i = 0;
            while (i < sn) {
                if (charAt(p++) != s.charAt(i)) {
                    break;
                }
                i++;
            }
            return i == sn;
        }

        /** The index after `c` at start, else start. */
        private int scan(int start, int end, char c) {
            if ((start < end) && (charAt(start) == c)) {
                return start + 1;
            }
            return start;
        }

        /** The index of the first of `stop` at or after start (or of `err`'s chars first: that index), else end. */
        private int scan(int start, int end, String err, String stop) {
            int p = start;
            while (p < end) {
                char c = charAt(p);
                if (err.indexOf(c) >= 0) {
                    return -1;
                }
                if (stop.indexOf(c) >= 0) {
                    break;
                }
                p++;
            }
            return p;
        }

        private int scanEscape(int start, int n, char first) throws URISyntaxException {
            int p = start;
            char c = first;
            if (c == '%') {
                if ((p + 3 <= n) && match(charAt(p + 1), L_HEX, H_HEX) && match(charAt(p + 2), L_HEX, H_HEX)) {
                    return p + 3;
                }
                fail("Malformed escape pair", p);
            } else if ((c > 128) && !Character.isSpaceChar(c) && !Character.isISOControl(c)) {
                return p + 1;  // an unescaped, visible non-US-ASCII character
            }
            return p;
        }

        private int scan(int start, int n, long lowMask, long highMask) throws URISyntaxException {
            int p = start;
            while (p < n) {
                char c = charAt(p);
                if (match(c, lowMask, highMask)) {
                    p++;
                    continue;
                }
                if ((lowMask & L_ESCAPED) != 0) {
                    int q = scanEscape(p, n, c);
                    if (q > p) {
                        p = q;
                        continue;
                    }
                }
                break;
            }
            return p;
        }

        private void checkChars(int start, int end, long lowMask, long highMask, String what) throws URISyntaxException {
            int p = scan(start, end, lowMask, highMask);
            if (p < end) {
                fail("Illegal character in " + what, p);
            }
        }

        private void checkChar(int p, long lowMask, long highMask, String what) throws URISyntaxException {
            checkChars(p, p + 1, lowMask, highMask, what);
        }

        void parse(boolean rsa) throws URISyntaxException {
            requireServerAuthority = rsa;
            int n = input.length();
            int p = scan(0, n, "/?#", ":");
            if ((p >= 0) && at(p, n, ':')) {
                if (p == 0) {
                    failExpecting("scheme name", 0);
                }
                checkChar(0, L_ALPHA, H_ALPHA, "scheme name");
                checkChars(1, p, L_SCHEME, H_SCHEME, "scheme name");
                scheme = substring(0, p);
                p++;
                if (at(p, n, '/')) {
                    p = parseHierarchical(p, n);
                } else {
                    int q = scan(p, n, "", "#");
                    if (q <= p) {
                        failExpecting("scheme-specific part", p);
                    }
                    checkChars(p, q, L_URIC, H_URIC, "opaque part");
                    p = q;
                }
            } else {
                p = parseHierarchical(0, n);
            }
            if (at(p, n, '#')) {
                checkChars(p + 1, n, L_URIC, H_URIC, "fragment");
                fragment = substring(p + 1, n);
                p = n;
            }
            if (p < n) {
                fail("end of URI", p);
            }
        }

        private int parseHierarchical(int start, int n) throws URISyntaxException {
            int p = start;
            if (at(p, n, '/') && at(p + 1, n, '/')) {
                p += 2;
                int q = scan(p, n, "", "/?#");
                if (q > p) {
                    p = parseAuthority(p, q);
                } else if (q < n) {
                    // An empty authority before a non-empty path, query or fragment is allowed.
                } else {
                    failExpecting("authority", p);
                }
            }
            int q = scan(p, n, "", "?#");
            checkChars(p, q, L_PATH, H_PATH, "path");
            path = substring(p, q);
            p = q;
            if (at(p, n, '?')) {
                p++;
                q = scan(p, n, "", "#");
                checkChars(p, q, L_URIC, H_URIC, "query");
                query = substring(p, q);
                p = q;
            }
            return p;
        }

        private int parseAuthority(int start, int n) throws URISyntaxException {
            int p = start;
            int q = p;
            URISyntaxException ex = null;
            boolean serverChars;
            boolean regChars;
            if (scan(p, n, "", "]") > p) {
                serverChars = scan(p, n, L_SERVER_PERCENT, H_SERVER_PERCENT) == n;
            } else {
                serverChars = scan(p, n, L_SERVER, H_SERVER) == n;
            }
            regChars = scan(p, n, L_REG_NAME, H_REG_NAME) == n;
            if (regChars && !serverChars) {
                authority = substring(p, n);  // a registry-based authority
                return n;
            }
            if (serverChars) {
                try {
                    q = parseServer(p, n);
                    if (q < n) {
                        failExpecting("end of authority", q);
                    }
                    authority = substring(p, n);
                } catch (URISyntaxException x) {
                    userInfo = null;
                    host = null;
                    port = -1;
                    if (requireServerAuthority) {
                        throw x;
                    }
                    ex = x;
                    q = p;
                }
            }
            if (q < n) {
                if (regChars) {
                    authority = substring(p, n);
                } else if (ex != null) {
                    throw ex;
                } else {
                    fail("Illegal character in authority", q);
                }
            }
            return n;
        }

        private int parseServer(int start, int n) throws URISyntaxException {
            int p = start;
            int q;
            // userinfo
            q = scan(p, n, "/?#", "@");
            if ((q >= p) && at(q, n, '@')) {
                checkChars(p, q, L_USERINFO, H_USERINFO, "user info");
                userInfo = substring(p, q);
                p = q + 1;
            }
            // hostname, IPv4 address, or IPv6 address
            if (at(p, n, '[')) {
                p++;
                q = scan(p, n, "/?#", "]");
                if ((q > p) && at(q, n, ']')) {
                    int r = scan(p, q, L_HEX | lowMask(":."), H_HEX | highMask(":."));
                    if (r < q) {
                        fail("Malformed IPv6 address", r);
                    }
                    host = substring(p - 1, q + 1);
                    p = q + 1;
                } else {
                    failExpecting("closing bracket for IPv6 address", q);
                }
            } else {
                q = parseIPv4Address(p, n);
                if (q <= p) {
                    q = parseHostname(p, n);
                }
                p = q;
            }
            // port
            if (at(p, n, ':')) {
                p++;
                q = scan(p, n, L_DIGIT, H_DIGIT);
                if (q > p) {
                    checkChars(p, q, L_DIGIT, H_DIGIT, "port number");
                    try {
                        port = Integer.parseInt(input, p, q, 10);
                    } catch (NumberFormatException x) {
                        fail("Malformed port number", p);
                    }
                    p = q;
                }
            }
            if (p < n) {
                failExpecting("port number", p);
            }
            return p;
        }

        /** A dotted-quad IPv4 address followed by the authority's end or ':'; else -1. */
        private int parseIPv4Address(int start, int n) {
            int p = start;
            for (int k = 0; k < 4; k++) {
                int q = p;
                int v = 0;
                while (q < n && charAt(q) >= '0' && charAt(q) <= '9' && q - p < 3) {
                    v = v * 10 + (charAt(q) - '0');
                    q++;
                }
                if (q == p || v > 255 || (q < n && charAt(q) >= '0' && charAt(q) <= '9')) {
                    return -1;
                }
                p = q;
                if (k < 3) {
                    if (!at(p, n, '.')) {
                        return -1;
                    }
                    p++;
                }
            }
            if (p < n && charAt(p) != ':') {
                return -1;
            }
            host = substring(start, p);
            return p;
        }

        private int parseHostname(int start, int n) throws URISyntaxException {
            int p = start;
            int q;
            int l = -1;  // start of the last label
            do {
                // domainlabel = alphanum [ *( alphanum | "-" ) alphanum ]
                q = scan(p, n, L_ALPHANUM, H_ALPHANUM);
                if (q <= p) {
                    break;
                }
                l = p;
                p = q;
                q = scan(p, n, L_ALPHANUM | L_DASH, H_ALPHANUM | H_DASH);
                if (q > p) {
                    if (charAt(q - 1) == '-') {
                        fail("Illegal character in hostname", q - 1);
                    }
                    p = q;
                }
                q = scan(p, n, '.');
                if (q <= p) {
                    break;
                }
                p = q;
            } while (p < n);
            if ((p < n) && !at(p, n, ':')) {
                fail("Illegal character in hostname", p);
            }
            if (l < 0) {
                failExpecting("hostname", start);
            }
            // The rightmost label of a fully qualified name starts with a letter.
            if (l > start && !match(charAt(l), L_ALPHA, H_ALPHA)) {
                fail("Illegal character in hostname", l);
            }
            host = substring(start, p);
            return p;
        }
    }
}
