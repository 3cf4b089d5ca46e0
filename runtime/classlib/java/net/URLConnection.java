// java.net.URLConnection: a connection to what a URL names; jvmlab implements the file: protocol only.
package java.net;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The JDK's URLConnection shape (connect, streams, length, type) with one implementation,
 * FileURLConnection: a file's bytes through FileInputStream (FileNotFoundException with the
 * JDK's "path (No such file or directory)"), a directory's sorted names one per line, as the JDK's
 * sun.net.www.protocol.file.FileURLConnection. Not thread-safe.
 */
public abstract class URLConnection {
    protected URL url;
    protected boolean connected = false;
    protected boolean doInput = true;
    protected boolean doOutput = false;

    protected URLConnection(URL url) {
        this.url = url;
    }

    public abstract void connect() throws IOException;

    public URL getURL() {
        return url;
    }

    public InputStream getInputStream() throws IOException {
        throw new UnknownServiceException("protocol doesn't support input");
    }

    public OutputStream getOutputStream() throws IOException {
        throw new UnknownServiceException("protocol doesn't support output");
    }

    public int getContentLength() {
        long l = getContentLengthLong();
        return l > Integer.MAX_VALUE ? -1 : (int) l;
    }

    public long getContentLengthLong() {
        return -1;
    }

    public String getContentType() {
        return null;
    }

    public long getLastModified() {
        return 0;
    }

    public Object getContent() throws IOException {
        return getInputStream();
    }

    public boolean getDoInput() {
        return doInput;
    }

    public void setDoInput(boolean doinput) {
        doInput = doinput;
    }

    public boolean getDoOutput() {
        return doOutput;
    }

    public void setDoOutput(boolean dooutput) {
        doOutput = dooutput;
    }

    public void setConnectTimeout(int timeout) {
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout can not be negative");
        }
    }

    public void setReadTimeout(int timeout) {
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout can not be negative");
        }
    }

    public void setRequestProperty(String key, String value) {
        if (key == null) {
            throw new NullPointerException("key is null");
        }
    }

    public String getHeaderField(String name) {
        return null;
    }

    public String toString() {
        return getClass().getName() + ":" + url;
    }

    /** file: URLs. */
    static final class FileURLConnection extends URLConnection {
        private final File file;
        private InputStream is;

        FileURLConnection(URL u) {
            super(u);
            this.file = new File(URLDecoderHelper.decodePath(u.getPath()));
        }

        public void connect() throws IOException {
            if (connected) {
                return;
            }
            if (file.isDirectory()) {
                String[] names = file.list();
                if (names == null) {
                    throw new FileNotFoundException(file.getPath() + " exists, but is not accessible");
                }
                Arrays.sort(names);
                StringBuilder sb = new StringBuilder();
                for (String n : names) {
                    sb.append(n).append('\n');
                }
                is = new ByteArrayInputStream(sb.toString().getBytes(StandardCharsets.UTF_8));
            } else {
                is = new java.io.BufferedInputStream(new FileInputStream(file.getPath()));
            }
            connected = true;
        }

        public InputStream getInputStream() throws IOException {
            connect();
            return is;
        }

        public long getContentLengthLong() {
            return file.exists() ? file.length() : -1;
        }

        public long getLastModified() {
            return file.lastModified();
        }
    }

    /** %XX decoding of a file URL's path (UTF-8), as the JDK's ParseUtil.decode. */
    static final class URLDecoderHelper {
        static String decodePath(String s) {
            if (s.indexOf('%') < 0) {
                return s;
            }
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            StringBuilder sb = new StringBuilder();
            int i = 0;
            while (i < s.length()) {
                char c = s.charAt(i);
                if (c == '%' && i + 2 < s.length()) {
                    out.reset();
                    while (i + 2 < s.length() && s.charAt(i) == '%') {
                        int v = Character.digit(s.charAt(i + 1), 16) * 16 + Character.digit(s.charAt(i + 2), 16);
                        if (Character.digit(s.charAt(i + 1), 16) < 0 || Character.digit(s.charAt(i + 2), 16) < 0) {
                            throw new IllegalArgumentException("Malformed escape pair");
                        }
                        out.write(v);
                        i += 3;
                    }
                    sb.append(new String(out.toByteArray(), StandardCharsets.UTF_8));
                } else {
                    sb.append(c);
                    i++;
                }
            }
            return sb.toString();
        }
    }
}
