import java.net.URI;
import java.net.URISyntaxException;

/** java.net.URI: components of many references, normalize/resolve/relativize, built URIs, syntax errors. */
public class UriParts {
    static void parts(String s) {
        try {
            URI u = new URI(s);
            out(s + " -> scheme=" + u.getScheme() + " ssp=" + u.getRawSchemeSpecificPart()
                    + " auth=" + u.getRawAuthority() + " user=" + u.getRawUserInfo() + " host=" + u.getHost()
                    + " port=" + u.getPort() + " path=" + u.getRawPath() + " query=" + u.getRawQuery()
                    + " frag=" + u.getRawFragment() + " abs=" + u.isAbsolute() + " opaque=" + u.isOpaque()
                    + " decodedPath=" + u.getPath() + " decodedQuery=" + u.getQuery());
        } catch (URISyntaxException e) {
            out(s + " -> URISyntaxException: " + e.getMessage() + " [reason=" + e.getReason()
                    + " index=" + e.getIndex() + "]");
        }
    }

    /** Prints with non-ASCII characters as \\uXXXX, so the output does not depend on the host's encoding. */
    static void out(Object o) {
        String s = String.valueOf(o);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 128) {
                sb.append(c);
            } else {
                sb.append(String.format("\\u%04x", (int) c));
            }
        }
        System.out.println(sb);
    }

    public static void main(String[] args) throws Exception {
        String[] refs = {
            "http://java.sun.com/j2se/1.3/", "https://user:pw@example.com:8443/a/b?x=1&y=2#frag",
            "mailto:java-net@www.example.com", "news:comp.lang.java", "urn:isbn:096139210x",
            "file:///tmp/some%20file.txt", "file:/etc/hosts", "docs/guide/collections/designfaq.html#28",
            "../../../demo/jfc/SwingSet2/src/SwingSet2.java", "//host.example/path", "?query", "#frag", "",
            "http://[::1]:8080/ipv6", "http://192.168.0.1/x", "http://host/%E2%82%AC?q=%41%42",
            "http://reg_name_host/x", "http://a b/", "http://host/a b", "http://host/%zz", ":nope", "1abc:x",
            "http:", "http://host:99999999999/", "http://host:80x/", "http://-bad.example/", "http://[::1/",
            "s3://bucket/key", "jdbc:mysql://localhost:3306/db", "tel:+1-816-555-1212",
            "http://h/p?q#f#g", "http://example.com:/empty-port", "http://example.com./trailing-dot",
        };
        for (String r : refs) {
            parts(r);
        }
        // normalize
        String[] norm = {"a/b/../c/./d", "/a/./b/../../c", "../a/../b", "a/..", "a/../..", "/../x", "./a:b/c",
            "a/b/.", "a/b/..", "http://h/a/b/../c", "x//y/../z", "/a/b/c/../../../.."};
        for (String n : norm) {
            out("normalize " + n + " -> " + URI.create(n).normalize());
        }
        // resolve (RFC 2396 appendix C examples)
        URI base = URI.create("http://a/b/c/d;p?q");
        String[] rel = {"g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x",
            "", ".", "./", "..", "../", "../g", "../..", "../../", "../../g", "../../../g", "/./g", "/../g",
            "g.", ".g", "g..", "..g", "./../g", "./g/.", "g/./h", "g/../h"};
        for (String r : rel) {
            out("resolve " + r + " -> " + base.resolve(r));
        }
        out(URI.create("http://h/x#a").resolve("#a") + " " + URI.create("http://h").resolve("p"));
        out(URI.create("mailto:a@b").resolve("x") + " " + URI.create("x/y").resolve("z"));
        // relativize
        URI b = URI.create("http://example.com/docs/");
        out(b.relativize(URI.create("http://example.com/docs/guide/index.html?x#y")));
        out(b.relativize(URI.create("http://example.com/other/index.html")));
        out(b.relativize(URI.create("https://example.com/docs/a")));
        out(URI.create("/a/b").relativize(URI.create("/a/b/c")));
        out(URI.create("/a/b").relativize(URI.create("/a/b")) + "|");
        // built from components: quoting
        out(new URI("http", "user name", "example.com", 8080, "/a path/\u00e9x", "q=a b&c", "frag ment").toASCIIString());
        out(new URI("http", "example.com", "/p q", "f"));
        out(new URI("file", null, "/tmp/x y", null, null));
        out(new URI("mailto", "a b@example.com", null));
        out(new URI("http", "h", "/x%y", null).getRawPath());
        try {
            new URI("http", "h", "relative", null);
        } catch (URISyntaxException e) {
            out(e.getMessage());
        }
        try {
            new URI("http", null, "h_x", -1, "/", null, null);
        } catch (URISyntaxException e) {
            out(e.getMessage());
        }
        // equality, ordering, create, server authority
        out(URI.create("HTTP://Example.COM/a%2f").equals(URI.create("http://example.com/a%2F")) + " "
                + URI.create("http://h/a").equals(URI.create("http://h/A")) + " "
                + URI.create("http://h/a").compareTo(URI.create("http://h/b")) + " "
                + (URI.create("HTTP://X.com/a%2f").hashCode() == URI.create("http://x.COM/a%2F").hashCode()));
        try {
            URI.create("http://bad host/");
        } catch (IllegalArgumentException e) {
            out("IllegalArgumentException: " + e.getMessage() + " / cause " + e.getCause().getClass().getName());
        }
        try {
            URI.create("http://reg_name/").parseServerAuthority();
        } catch (URISyntaxException e) {
            out(e.getMessage());
        }
        out(URI.create("http://h:81/x").parseServerAuthority().getPort());
        out(URI.create("http://example.com/a?b#c").toURL());
        try {
            URI.create("relative/path").toURL();
        } catch (IllegalArgumentException e) {
            out(e.getMessage());
        }
    }
}
