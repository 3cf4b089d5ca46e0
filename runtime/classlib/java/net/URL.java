// java.net.URL: parsed URLs of the JDK's built-in protocols; file: URLs open as files, no network.
package java.net;

import java.io.IOException;
import java.io.InputStream;

/**
 * A URL as JDK 17 parses it (java.net.URL plus URLStreamHandler.parseURL): a protocol the JDK
 * has a handler for (http, https, ftp, file, jar, mailto, jrt), an optional //authority split
 * into user-info, host and port, a path resolved against a context URL, ?query and #ref.
 * MalformedURLException texts are the JDK's ("no protocol: x", "unknown protocol: x").
 * equals/hashCode compare host names ignoring case and never resolve them (the JDK asks DNS).
 * openStream/openConnection work for file: URLs (a FileInputStream; a directory lists its
 * names); other protocols throw IOException, jvmlab having no sockets. Immutable.
 */
public final class URL implements java.io.Serializable {
    private static final long serialVersionUID = -7627629688361524110L;

    private String protocol;
    private String host;
    private int port = -1;
    private String file;
    private transient String query;
    private String authority;
    private transient String path;
    private transient String userInfo;
    private String ref;
    private int hashCode = -1;

    public URL(String protocol, String host, int port, String file) throws MalformedURLException {
        protocol = protocol.toLowerCase();
        this.protocol = protocol;
        if (host != null) {
            if (host.indexOf(':') >= 0 && !host.startsWith("[")) {
                host = "[" + host + "]";
            }
            this.host = host;
            if (port < -1) {
                throw new MalformedURLException("Invalid port number :" + port);
            }
            this.port = port;
            authority = (port == -1) ? host : host + ":" + port;
        }
        int index = file.indexOf('#');
        this.ref = index < 0 ? null : file.substring(index + 1);
        file = index < 0 ? file : file.substring(0, index);
        int q = file.lastIndexOf('?');
        if (q != -1) {
            this.query = file.substring(q + 1);
            this.path = file.substring(0, q);
            this.file = path + "?" + query;
        } else {
            this.path = file;
            this.file = path;
        }
        if (!isKnownProtocol(protocol)) {
            throw new MalformedURLException("unknown protocol: " + protocol);
        }
    }

    public URL(String protocol, String host, String file) throws MalformedURLException {
        this(protocol, host, -1, file);
    }

    public URL(String spec) throws MalformedURLException {
        this(null, spec);
    }

    /** `spec` resolved against `context` when it is relative (RFC 2396 5.2, the JDK's way). */
    public URL(URL context, String spec) throws MalformedURLException {
        String original = spec;
        int i;
        int limit;
        int c;
        int start = 0;
        String newProtocol = null;
        boolean aRef = false;
        boolean isRelative = false;
        try {
            limit = spec.length();
            while ((limit > 0) && (spec.charAt(limit - 1) <= ' ')) {
                limit--;
            }
            while ((start < limit) && (spec.charAt(start) <= ' ')) {
                start++;
            }
            if (spec.regionMatches(true, start, "url:", 0, 4)) {
                start += 4;
            }
            if (start < spec.length() && spec.charAt(start) == '#') {
                aRef = true;
            }
            for (i = start; !aRef && (i < limit) && ((c = spec.charAt(i)) != '/'); i++) {
                if (c == ':') {
                    String s = spec.substring(start, i).toLowerCase();
                    if (isValidProtocol(s)) {
                        newProtocol = s;
                        start = i + 1;
                    }
                    break;
                }
            }
            protocol = newProtocol;
            if ((context != null) && ((newProtocol == null) || newProtocol.equalsIgnoreCase(context.protocol))) {
                // A relative URL inherits the context's parts.
                if (context.path != null && context.path.startsWith("/")) {
                    newProtocol = null;
                }
                if (newProtocol == null) {
                    protocol = context.protocol;
                    authority = context.authority;
                    userInfo = context.userInfo;
                    host = context.host;
                    port = context.port;
                    file = context.file;
                    path = context.path;
                    isRelative = true;
                }
            }
            if (protocol == null) {
                throw new MalformedURLException("no protocol: " + original);
            }
            if (!isKnownProtocol(protocol)) {
                throw new MalformedURLException("unknown protocol: " + protocol);
            }
            i = spec.indexOf('#', start);
            if (i >= 0) {
                ref = spec.substring(i + 1, limit);
                limit = i;
            }
            if (isRelative && start == limit) {
                query = context.query;
                if (ref == null) {
                    ref = context.ref;
                }
            }
            parseURL(spec, start, limit);
        } catch (MalformedURLException e) {
            throw e;
        } catch (Exception e) {
            MalformedURLException exception = new MalformedURLException(e.getMessage());
            exception.initCause(e);
            throw exception;
        }
    }

    private static boolean isValidProtocol(String protocol) {
        int len = protocol.length();
        if (len < 1) {
            return false;
        }
        char c = protocol.charAt(0);
        if (!Character.isLetter(c)) {
            return false;
        }
        for (int i = 1; i < len; i++) {
            c = protocol.charAt(i);
            if (!Character.isLetterOrDigit(c) && c != '.' && c != '+' && c != '-') {
                return false;
            }
        }
        return true;
    }

    private static boolean isKnownProtocol(String p) {
        return p.equals("http") || p.equals("https") || p.equals("ftp") || p.equals("file") || p.equals("jar")
                || p.equals("mailto") || p.equals("jrt");
    }

    /** URLStreamHandler.parseURL: authority, path (relative ones merged and cleaned), query. */
    private void parseURL(String spec, int start, int limit) {
        String authority = this.authority;
        String userInfo = this.userInfo;
        String host = this.host;
        int port = this.port;
        String path = this.path;
        String query = this.query;
        boolean isRelPath = false;
        boolean queryOnly = false;
        if (start < limit) {
            int queryStart = spec.indexOf('?');
            queryOnly = queryStart == start;
            if ((queryStart != -1) && (queryStart < limit)) {
                query = spec.substring(queryStart + 1, limit);
                if (limit > queryStart) {
                    limit = queryStart;
                }
                spec = spec.substring(0, queryStart);
            }
        }
        int i = 0;
        boolean isUNCName = (start <= limit - 4) && (spec.charAt(start) == '/') && (spec.charAt(start + 1) == '/')
                && (spec.charAt(start + 2) == '/') && (spec.charAt(start + 3) == '/');
        if (!isUNCName && (start <= limit - 2) && (spec.charAt(start) == '/') && (spec.charAt(start + 1) == '/')) {
            start += 2;
            i = spec.indexOf('/', start);
            if (i < 0 || i > limit) {
                i = spec.indexOf('?', start);
                if (i < 0 || i > limit) {
                    i = limit;
                }
            }
            host = authority = spec.substring(start, i);
            int ind = authority.indexOf('@');
            if (ind != -1) {
                if (ind != authority.lastIndexOf('@')) {
                    userInfo = null;  // more than one '@': not server-based
                    host = null;
                } else {
                    userInfo = authority.substring(0, ind);
                    host = authority.substring(ind + 1);
                }
            } else {
                userInfo = null;
            }
            if (host != null) {
                if (host.length() > 0 && (host.charAt(0) == '[')) {
                    if ((ind = host.indexOf(']')) > 2) {
                        String nhost = host;
                        host = nhost.substring(0, ind + 1);
                        port = -1;
                        if (nhost.length() > ind + 1) {
                            if (nhost.charAt(ind + 1) == ':') {
                                ++ind;
                                if (nhost.length() > (ind + 1)) {
                                    port = Integer.parseInt(nhost, ind + 1, nhost.length(), 10);
                                }
                            } else {
                                throw new IllegalArgumentException("Invalid authority field: " + authority);
                            }
                        }
                    } else {
                        throw new IllegalArgumentException("Invalid authority field: " + authority);
                    }
                } else {
                    ind = host.indexOf(':');
                    port = -1;
                    if (ind >= 0) {
                        if (host.length() > (ind + 1)) {
                            port = Integer.parseInt(host, ind + 1, host.length(), 10);
                        }
                        host = host.substring(0, ind);
                    }
                }
            } else {
                host = "";
            }
            if (port < -1) {
                throw new IllegalArgumentException("Invalid port number :" + port);
            }
            start = i;
            if (authority != null && !authority.isEmpty()) {
                path = "";
            }
        }
        if (host == null) {
            host = "";
        }
        if (start < limit) {
            if (spec.charAt(start) == '/') {
                path = spec.substring(start, limit);
            } else if (path != null && !path.isEmpty()) {
                isRelPath = true;
                int ind = path.lastIndexOf('/');
                String separator = "";
                if (ind == -1 && authority != null) {
                    separator = "/";
                }
                path = path.substring(0, ind + 1) + separator + spec.substring(start, limit);
            } else {
                path = spec.substring(start, limit);
                path = (authority != null) ? "/" + path : path;
            }
        } else if (queryOnly && path != null) {
            int ind = path.lastIndexOf('/');
            if (ind < 0) {
                ind = 0;
            }
            path = path.substring(0, ind) + "/";
        }
        if (path == null) {
            path = "";
        }
        if (isRelPath) {
            while ((i = path.indexOf("/./")) >= 0) {
                path = path.substring(0, i) + path.substring(i + 2);
            }
            i = 0;
            while ((i = path.indexOf("/../", i)) >= 0) {
                if (i > 0 && (limit = path.lastIndexOf('/', i - 1)) >= 0 && (path.indexOf("/../", limit) != 0)) {
                    path = path.substring(0, limit) + path.substring(i + 3);
                    i = 0;
                } else {
                    i = i + 3;
                }
            }
            while (path.endsWith("/..")) {
                i = path.indexOf("/..");
                if ((limit = path.lastIndexOf('/', i - 1)) >= 0) {
                    path = path.substring(0, limit + 1);
                } else {
                    break;
                }
            }
            if (path.startsWith("./") && path.length() > 2) {
                path = path.substring(2);
            }
            if (path.endsWith("/.")) {
                path = path.substring(0, path.length() - 1);
            }
        }
        this.host = host;
        this.port = port;
        this.authority = authority;
        this.userInfo = userInfo;
        this.path = path;
        this.query = query;
        this.file = query == null ? path : path + "?" + query;
    }

    public String getQuery() {
        return query;
    }

    public String getPath() {
        return path;
    }

    public String getUserInfo() {
        return userInfo;
    }

    public String getAuthority() {
        return authority;
    }

    public int getPort() {
        return port;
    }

    /** The protocol's default port: http 80, https 443, ftp 21, else -1. */
    public int getDefaultPort() {
        switch (protocol) {
            case "http": return 80;
            case "https": return 443;
            case "ftp": return 21;
            default: return -1;
        }
    }

    public String getProtocol() {
        return protocol;
    }

    public String getHost() {
        return host;
    }

    public String getFile() {
        return file;
    }

    public String getRef() {
        return ref;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof URL)) {
            return false;
        }
        URL u2 = (URL) obj;
        return (ref == null ? u2.ref == null : ref.equals(u2.ref)) && sameFile(u2);
    }

    public int hashCode() {
        if (hashCode != -1) {
            return hashCode;
        }
        int h = 0;
        if (protocol != null) {
            h += protocol.hashCode();
        }
        if (host != null) {
            h += host.toLowerCase().hashCode();
        }
        if (file != null) {
            h += file.hashCode();
        }
        h += port == -1 ? getDefaultPort() : port;
        if (ref != null) {
            h += ref.hashCode();
        }
        hashCode = h;
        return h;
    }

    /** Equal but for the ref: protocol, host (ignoring case, no DNS), port (default filled in), file. */
    public boolean sameFile(URL other) {
        if (!((protocol == other.protocol) || (protocol != null && protocol.equalsIgnoreCase(other.protocol)))) {
            return false;
        }
        if (!(file == other.file || (file != null && file.equals(other.file)))) {
            return false;
        }
        int port1 = (port != -1) ? port : getDefaultPort();
        int port2 = (other.port != -1) ? other.port : other.getDefaultPort();
        if (port1 != port2) {
            return false;
        }
        String h1 = host == null ? "" : host;
        String h2 = other.host == null ? "" : other.host;
        return h1.equalsIgnoreCase(h2);
    }

    public String toString() {
        return toExternalForm();
    }

    public String toExternalForm() {
        String s;
        return protocol + ':'
                + ((s = authority) != null && !s.isEmpty() ? "//" + s : "")
                + ((s = path) != null ? s : "")
                + ((s = query) != null ? '?' + s : "")
                + ((s = ref) != null ? '#' + s : "");
    }

    public URI toURI() throws URISyntaxException {
        return new URI(toString());
    }

    public URLConnection openConnection() throws IOException {
        if (protocol.equals("file")) {
            return new URLConnection.FileURLConnection(this);
        }
        throw new IOException("jvmlab has no network support: cannot open " + toExternalForm());
    }

    public final InputStream openStream() throws IOException {
        return openConnection().getInputStream();
    }

    public final Object getContent() throws IOException {
        return openConnection().getContent();
    }
}
