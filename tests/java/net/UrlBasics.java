import java.io.BufferedReader;
import java.io.File;
import java.io.FileWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/** java.net.URL parsing and resolution, file: URLs read through openStream, URLEncoder/URLDecoder. */
public class UrlBasics {
    static void show(URL u) {
        System.out.println(u + " protocol=" + u.getProtocol() + " host=" + u.getHost() + " port=" + u.getPort()
                + " default=" + u.getDefaultPort() + " auth=" + u.getAuthority() + " user=" + u.getUserInfo()
                + " path=" + u.getPath() + " query=" + u.getQuery() + " file=" + u.getFile() + " ref=" + u.getRef());
    }

    static void tryUrl(String spec) {
        try {
            show(new URL(spec));
        } catch (MalformedURLException e) {
            System.out.println(spec + " -> MalformedURLException: " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        String[] specs = {"http://www.example.com/docs/resource1.html", "https://user:secret@host.example:8443/p/q?x=1#top",
            "ftp://ftp.example.org/pub/file.tar.gz", "file:/tmp/data.txt", "file:///tmp/data.txt", "file://server/share/x",
            "jar:file:/tmp/app.jar!/META-INF/MANIFEST.MF", "mailto:someone@example.com", "HTTP://UPPER.example/X",
            "  http://trimmed.example/  ", "url:http://prefixed.example/", "http://host:/emptyport", "http://h?q",
            "http://h#r", "www.example.com", "foo://bar", "", "http://h:abc/", "http://[::1]:9090/v6"};
        for (String s : specs) {
            tryUrl(s);
        }
        URL base = new URL("http://example.com/a/b/c.html?x=1#s");
        String[] rel = {"d.html", "../d.html", "../../../d.html", "/root.html", "//other.example/x", "?y=2", "#t",
            "", "./e/./f/../g.html", "https://secure.example/", "http:relative.html", "sub/"};
        for (String r : rel) {
            show(new URL(base, r));
        }
        show(new URL("http", "example.com", 8080, "/index.html?a=b#c"));
        show(new URL("https", "example.com", "/x"));
        show(new URL("http", "::1", 80, "/v6"));
        try {
            new URL("gopher", "h", "/x");
        } catch (MalformedURLException e) {
            System.out.println(e.getMessage());
        }
        URL a = new URL("http://Example.COM:80/x");
        URL b = new URL("http://example.com/x");
        System.out.println(a.equals(b) + " " + a.sameFile(new URL("http://example.com:80/x#frag")) + " "
                + a.equals(new URL("http://example.com/y")) + " " + new URL("http://h/a#x").equals(new URL("http://h/a#y")));
        try {
            new URL("http://example.com/a b").toURI();
        } catch (java.net.URISyntaxException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(new URL("http://example.com/p?q#f").toURI().getFragment());
        // file: URLs open through FileInputStream
        File f = new File("url-basics-data.txt");
        try (FileWriter w = new FileWriter(f)) {
            w.write("first line\nsecond line\n");
        }
        URL fileUrl = new URL("file:" + f.getAbsolutePath());
        try (BufferedReader r = new BufferedReader(new InputStreamReader(fileUrl.openStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                System.out.println("read: " + line);
            }
        }
        System.out.println(fileUrl.openConnection().getContentLength());
        f.delete();
        try (InputStream in = new URL("file:/nonexistent/dir/file.txt").openStream()) {
            System.out.println("opened?");
        } catch (IOException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        // URLEncoder / URLDecoder
        String[] raw = {"hello world", "a+b=c&d", "caf\u00e9 \u20ac", "safe-._*", "~!'()", "\ud83d\ude00", "/path?q#f"};
        for (String s : raw) {
            String enc = URLEncoder.encode(s, "UTF-8");
            System.out.println(enc + " <- " + (URLDecoder.decode(enc, StandardCharsets.UTF_8).equals(s)));
        }
        System.out.println(URLEncoder.encode("caf\u00e9", "ISO-8859-1") + " " + URLEncoder.encode("x y", StandardCharsets.UTF_8));
        System.out.println(URLDecoder.decode("a%20b+c%2Bd", "UTF-8") + " " + URLDecoder.decode("plain", StandardCharsets.UTF_8));
        String[] bad = {"%", "abc%2", "%zz", "%-1", "100%"};
        for (String s : bad) {
            try {
                System.out.println(URLDecoder.decode(s, "UTF-8"));
            } catch (IllegalArgumentException e) {
                System.out.println("IllegalArgumentException: " + e.getMessage());
            }
        }
        try {
            URLEncoder.encode("x", "NO-SUCH-CHARSET");
        } catch (java.io.UnsupportedEncodingException e) {
            System.out.println("UnsupportedEncodingException: " + e.getMessage());
        }
    }
}
