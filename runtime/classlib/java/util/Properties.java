// java.util.Properties: string key-value settings, loaded from and stored to the .properties format.
package java.util;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * JDK 17's Properties: a Hashtable whose entries live, as in JDK 9 and later, in an internal
 * ConcurrentHashMap (so iteration, toString and store list entries in that map's order), with
 * defaults consulted by getProperty. load reads the .properties syntax as JDK 17's LineReader and
 * loadConvert do (comments '#'/'!', continuation lines, '=' ':' or white space separators,
 * \\uXXXX and \\t \\n \\r \\f escapes; "Malformed \\uxxxx encoding."); store writes JDK 17's
 * escapes (saveConvert, \\uXXXX for non-Latin-1 comment chars and, to a byte stream, for anything
 * beyond 0x7e) after the comment and the date line. Thread-safe as the JDK's.
 */
public class Properties extends Hashtable<Object, Object> {
    private static final long serialVersionUID = 4112578634029874840L;

    protected volatile Properties defaults;
    private transient volatile ConcurrentHashMap<Object, Object> map;

    public Properties() {
        this(null, 8);
    }

    public Properties(int initialCapacity) {
        this(null, initialCapacity);
    }

    public Properties(Properties defaults) {
        this(defaults, 8);
    }

    private Properties(Properties defaults, int initialCapacity) {
        super((Void) null);
        map = new ConcurrentHashMap<>(initialCapacity);
        this.defaults = defaults;
    }

    public synchronized Object setProperty(String key, String value) {
        return put(key, value);
    }

    public String getProperty(String key) {
        Object oval = map.get(key);
        String sval = (oval instanceof String) ? (String) oval : null;
        Properties defaults;
        return ((sval == null) && ((defaults = this.defaults) != null)) ? defaults.getProperty(key) : sval;
    }

    public String getProperty(String key, String defaultValue) {
        String val = getProperty(key);
        return (val == null) ? defaultValue : val;
    }

    // ---- load ---------------------------------------------------------------------------------

    public synchronized void load(Reader reader) throws IOException {
        Objects.requireNonNull(reader, "reader parameter is null");
        StringBuilder sb = new StringBuilder();
        char[] b = new char[8192];
        int n;
        while ((n = reader.read(b, 0, b.length)) > 0) {
            sb.append(b, 0, n);
        }
        load0(sb);
    }

    public synchronized void load(InputStream inStream) throws IOException {
        Objects.requireNonNull(inStream, "inStream parameter is null");
        StringBuilder sb = new StringBuilder();
        byte[] b = new byte[8192];
        int n;
        while ((n = inStream.read(b, 0, b.length)) > 0) {
            for (int i = 0; i < n; i++) {
                sb.append((char) (b[i] & 0xff));
            }
        }
        load0(sb);
    }

    private static boolean isWhite(char c) {
        return c == ' ' || c == '\t' || c == '\f';
    }

    /** Splits the text into logical lines as JDK 17's LineReader, then each into key and value. */
    private void load0(CharSequence in) {
        int n = in.length();
        int i = 0;
        StringBuilder line = new StringBuilder();
        while (i < n) {
            // Start of a natural line that may begin a logical line.
            while (i < n && isWhite(in.charAt(i))) {
                i++;
            }
            if (i >= n) {
                break;
            }
            char c = in.charAt(i);
            if (c == '\n' || c == '\r') {
                i++;
                continue;
            }
            if (c == '#' || c == '!') {
                while (i < n && in.charAt(i) != '\n' && in.charAt(i) != '\r') {
                    i++;
                }
                continue;
            }
            line.setLength(0);
            while (true) {
                int start = i;
                while (i < n && in.charAt(i) != '\n' && in.charAt(i) != '\r') {
                    i++;
                }
                line.append(in, start, i);
                int backslashes = 0;
                for (int k = line.length() - 1; k >= 0 && line.charAt(k) == '\\'; k--) {
                    backslashes++;
                }
                boolean continued = (backslashes & 1) == 1;
                if (continued) {
                    line.setLength(line.length() - 1);
                }
                if (i < n) {
                    if (in.charAt(i) == '\r' && i + 1 < n && in.charAt(i + 1) == '\n') {
                        i++;
                    }
                    i++;
                }
                if (!continued || i >= n) {
                    break;
                }
                while (i < n && isWhite(in.charAt(i))) {
                    i++;
                }
            }
            parseLine(line);
        }
    }

    private void parseLine(StringBuilder lineBuf) {
        int limit = lineBuf.length();
        int keyLen = 0;
        int valueStart = limit;
        boolean hasSep = false;
        boolean precedingBackslash = false;
        while (keyLen < limit) {
            char c = lineBuf.charAt(keyLen);
            if ((c == '=' || c == ':') && !precedingBackslash) {
                valueStart = keyLen + 1;
                hasSep = true;
                break;
            } else if (isWhite(c) && !precedingBackslash) {
                valueStart = keyLen + 1;
                break;
            }
            if (c == '\\') {
                precedingBackslash = !precedingBackslash;
            } else {
                precedingBackslash = false;
            }
            keyLen++;
        }
        while (valueStart < limit) {
            char c = lineBuf.charAt(valueStart);
            if (!isWhite(c)) {
                if (!hasSep && (c == '=' || c == ':')) {
                    hasSep = true;
                } else {
                    break;
                }
            }
            valueStart++;
        }
        String key = loadConvert(lineBuf, 0, keyLen);
        String value = loadConvert(lineBuf, valueStart, limit);
        put(key, value);
    }

    private static String loadConvert(CharSequence in, int off, int end) {
        StringBuilder out = new StringBuilder(end - off);
        while (off < end) {
            char aChar = in.charAt(off++);
            if (aChar == '\\') {
                if (off >= end) {
                    break;
                }
                aChar = in.charAt(off++);
                if (aChar == 'u') {
                    if (off > end - 4) {
                        throw new IllegalArgumentException("Malformed \\uxxxx encoding.");
                    }
                    int value = 0;
                    for (int i = 0; i < 4; i++) {
                        int d = Character.digit(in.charAt(off++), 16);
                        if (d < 0 || in.charAt(off - 1) > 'f') {
                            throw new IllegalArgumentException("Malformed \\uxxxx encoding.");
                        }
                        value = (value << 4) | d;
                    }
                    out.append((char) value);
                } else {
                    if (aChar == 't') {
                        aChar = '\t';
                    } else if (aChar == 'r') {
                        aChar = '\r';
                    } else if (aChar == 'n') {
                        aChar = '\n';
                    } else if (aChar == 'f') {
                        aChar = '\f';
                    }
                    out.append(aChar);
                }
            } else {
                out.append(aChar);
            }
        }
        return out.toString();
    }

    // ---- store --------------------------------------------------------------------------------

    private static String saveConvert(String theString, boolean escapeSpace, boolean escapeUnicode) {
        int len = theString.length();
        StringBuilder outBuffer = new StringBuilder(len * 2);
        HexFormat hex = HexFormat.of().withUpperCase();
        for (int x = 0; x < len; x++) {
            char aChar = theString.charAt(x);
            if ((aChar > 61) && (aChar < 127)) {
                if (aChar == '\\') {
                    outBuffer.append('\\');
                    outBuffer.append('\\');
                    continue;
                }
                outBuffer.append(aChar);
                continue;
            }
            switch (aChar) {
                case ' ':
                    if (x == 0 || escapeSpace) {
                        outBuffer.append('\\');
                    }
                    outBuffer.append(' ');
                    break;
                case '\t':
                    outBuffer.append("\\t");
                    break;
                case '\n':
                    outBuffer.append("\\n");
                    break;
                case '\r':
                    outBuffer.append("\\r");
                    break;
                case '\f':
                    outBuffer.append("\\f");
                    break;
                case '=':
                case ':':
                case '#':
                case '!':
                    outBuffer.append('\\');
                    outBuffer.append(aChar);
                    break;
                default:
                    if (((aChar < 0x0020) || (aChar > 0x007e)) & escapeUnicode) {
                        outBuffer.append("\\u");
                        outBuffer.append(hex.toHexDigits(aChar));
                    } else {
                        outBuffer.append(aChar);
                    }
            }
        }
        return outBuffer.toString();
    }

    private static void writeComments(StringBuilder bw, String comments) {
        HexFormat hex = HexFormat.of().withUpperCase();
        String nl = System.lineSeparator();
        bw.append('#');
        int len = comments.length();
        int current = 0;
        int last = 0;
        while (current < len) {
            char c = comments.charAt(current);
            if (c > '\u00ff' || c == '\n' || c == '\r') {
                if (last != current) {
                    bw.append(comments, last, current);
                }
                if (c > '\u00ff') {
                    bw.append("\\u").append(hex.toHexDigits(c));
                } else {
                    bw.append(nl);
                    if (c == '\r' && current != len - 1 && comments.charAt(current + 1) == '\n') {
                        current++;
                    }
                    if (current == len - 1 || (comments.charAt(current + 1) != '#' && comments.charAt(current + 1) != '!')) {
                        bw.append('#');
                    }
                }
                last = current + 1;
            }
            current++;
        }
        if (last != current) {
            bw.append(comments, last, current);
        }
        bw.append(nl);
    }

    private String storeText(String comments, boolean escUnicode) {
        StringBuilder bw = new StringBuilder();
        String nl = System.lineSeparator();
        if (comments != null) {
            writeComments(bw, comments);
        }
        bw.append('#').append(new Date().toString()).append(nl);
        synchronized (this) {
            for (Map.Entry<Object, Object> e : entrySet()) {
                String key = (String) e.getKey();
                String val = (String) e.getValue();
                bw.append(saveConvert(key, true, escUnicode)).append('=').append(saveConvert(val, false, escUnicode)).append(nl);
            }
        }
        return bw.toString();
    }

    public void store(Writer writer, String comments) throws IOException {
        writer.write(storeText(comments, false));
        writer.flush();
    }

    public void store(OutputStream out, String comments) throws IOException {
        String s = storeText(comments, true);
        byte[] b = new byte[s.length()];
        for (int i = 0; i < b.length; i++) {
            char c = s.charAt(i);
            b[i] = (byte) (c <= 0xff ? c : '?');
        }
        out.write(b);
        out.flush();
    }

    @Deprecated
    public void save(OutputStream out, String comments) {
        try {
            store(out, comments);
        } catch (IOException e) {
        }
    }

    // ---- names and listing --------------------------------------------------------------------

    public Enumeration<?> propertyNames() {
        Hashtable<String, Object> h = new Hashtable<>();
        enumerate(h);
        return h.keys();
    }

    public Set<String> stringPropertyNames() {
        Map<String, String> h = new HashMap<>();
        enumerateStringProperties(h);
        return Collections.unmodifiableSet(h.keySet());
    }

    public void list(PrintStream out) {
        out.println("-- listing properties --");
        Map<String, Object> h = new HashMap<>();
        enumerate(h);
        for (Map.Entry<String, Object> e : h.entrySet()) {
            String key = e.getKey();
            String val = (String) e.getValue();
            if (val.length() > 40) {
                val = val.substring(0, 37) + "...";
            }
            out.println(key + "=" + val);
        }
    }

    public void list(PrintWriter out) {
        out.println("-- listing properties --");
        Map<String, Object> h = new HashMap<>();
        enumerate(h);
        for (Map.Entry<String, Object> e : h.entrySet()) {
            String key = e.getKey();
            String val = (String) e.getValue();
            if (val.length() > 40) {
                val = val.substring(0, 37) + "...";
            }
            out.println(key + "=" + val);
        }
    }

    private void enumerate(Map<String, Object> h) {
        if (defaults != null) {
            defaults.enumerate(h);
        }
        for (Map.Entry<Object, Object> e : entrySet()) {
            String key = (String) e.getKey();
            h.put(key, e.getValue());
        }
    }

    private void enumerateStringProperties(Map<String, String> h) {
        if (defaults != null) {
            defaults.enumerateStringProperties(h);
        }
        for (Map.Entry<Object, Object> e : entrySet()) {
            Object k = e.getKey();
            Object v = e.getValue();
            if (k instanceof String && v instanceof String) {
                h.put((String) k, (String) v);
            }
        }
    }

    // ---- Hashtable's methods, on the map --------------------------------------------------------

    public int size() {
        return map.size();
    }

    public boolean isEmpty() {
        return map.isEmpty();
    }

    public Enumeration<Object> keys() {
        return Collections.enumeration(map.keySet());
    }

    public Enumeration<Object> elements() {
        return Collections.enumeration(map.values());
    }

    public boolean contains(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        return map.containsValue(value);
    }

    public boolean containsValue(Object value) {
        return map.containsValue(value);
    }

    public boolean containsKey(Object key) {
        return map.containsKey(key);
    }

    public Object get(Object key) {
        return map.get(key);
    }

    public synchronized Object put(Object key, Object value) {
        return map.put(key, value);
    }

    public synchronized Object remove(Object key) {
        return map.remove(key);
    }

    public synchronized void putAll(Map<?, ?> t) {
        map.putAll(t);
    }

    public synchronized void clear() {
        map.clear();
    }

    public synchronized String toString() {
        return map.toString();
    }

    public Set<Object> keySet() {
        return new View<Object>(0);
    }

    public Collection<Object> values() {
        return new ValueView();
    }

    public Set<Map.Entry<Object, Object>> entrySet() {
        return new View<Map.Entry<Object, Object>>(2);
    }

    /** keySet (0) or entrySet (2) of the map, writing through to it. */
    private final class View<E> extends AbstractSet<E> {
        private final int kind;

        View(int kind) {
            this.kind = kind;
        }

        @SuppressWarnings("unchecked")
        public Iterator<E> iterator() {
            final Iterator<Map.Entry<Object, Object>> it = map.entrySet().iterator();
            return new Iterator<E>() {
                Map.Entry<Object, Object> last;

                public boolean hasNext() {
                    return it.hasNext();
                }

                public E next() {
                    last = it.next();
                    return kind == 0 ? (E) last.getKey() : (E) new PropEntry(last.getKey(), last.getValue());
                }

                public void remove() {
                    if (last == null) {
                        throw new IllegalStateException();
                    }
                    map.remove(last.getKey());
                    last = null;
                }
            };
        }

        public int size() {
            return map.size();
        }

        public boolean contains(Object o) {
            if (kind == 0) {
                return map.containsKey(o);
            }
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Object v = map.get(e.getKey());
            return v != null && v.equals(e.getValue());
        }

        public boolean remove(Object o) {
            if (kind == 0) {
                return map.remove(o) != null;
            }
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return map.remove(e.getKey(), e.getValue());
        }

        public void clear() {
            map.clear();
        }
    }

    private final class ValueView extends AbstractCollection<Object> {
        public Iterator<Object> iterator() {
            final Iterator<Object> keys = new View<Object>(0).iterator();
            return new Iterator<Object>() {
                public boolean hasNext() {
                    return keys.hasNext();
                }

                public Object next() {
                    return map.get(keys.next());
                }

                public void remove() {
                    keys.remove();
                }
            };
        }

        public int size() {
            return map.size();
        }

        public boolean contains(Object o) {
            return map.containsValue(o);
        }

        public void clear() {
            map.clear();
        }
    }

    /** An entry whose setValue writes to the map. */
    private final class PropEntry implements Map.Entry<Object, Object> {
        private final Object key;
        private Object value;

        PropEntry(Object key, Object value) {
            this.key = key;
            this.value = value;
        }

        public Object getKey() {
            return key;
        }

        public Object getValue() {
            return value;
        }

        public Object setValue(Object v) {
            Object old = value;
            map.put(key, Objects.requireNonNull(v));
            value = v;
            return old;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return key.equals(e.getKey()) && value.equals(e.getValue());
        }

        public int hashCode() {
            return key.hashCode() ^ value.hashCode();
        }

        public String toString() {
            return key + "=" + value;
        }
    }

    public synchronized boolean equals(Object o) {
        return map.equals(o);
    }

    public synchronized int hashCode() {
        return map.hashCode();
    }

    public Object getOrDefault(Object key, Object defaultValue) {
        return map.getOrDefault(key, defaultValue);
    }

    public synchronized void forEach(BiConsumer<? super Object, ? super Object> action) {
        map.forEach(action);
    }

    public synchronized void replaceAll(BiFunction<? super Object, ? super Object, ?> function) {
        map.replaceAll(function);
    }

    public synchronized Object putIfAbsent(Object key, Object value) {
        return map.putIfAbsent(key, value);
    }

    public synchronized boolean remove(Object key, Object value) {
        return map.remove(key, value);
    }

    public synchronized boolean replace(Object key, Object oldValue, Object newValue) {
        return map.replace(key, oldValue, newValue);
    }

    public synchronized Object replace(Object key, Object value) {
        return map.replace(key, value);
    }

    public synchronized Object computeIfAbsent(Object key, Function<? super Object, ?> mappingFunction) {
        return map.computeIfAbsent(key, mappingFunction);
    }

    public synchronized Object computeIfPresent(Object key, BiFunction<? super Object, ? super Object, ?> remappingFunction) {
        return map.computeIfPresent(key, remappingFunction);
    }

    public synchronized Object compute(Object key, BiFunction<? super Object, ? super Object, ?> remappingFunction) {
        return map.compute(key, remappingFunction);
    }

    public synchronized Object merge(Object key, Object value, BiFunction<? super Object, ? super Object, ?> remappingFunction) {
        return map.merge(key, value, remappingFunction);
    }

    protected void rehash() {
    }

    public synchronized Object clone() {
        Properties clone = (Properties) cloneHashtable();
        clone.map = new ConcurrentHashMap<>(map);
        return clone;
    }
}
