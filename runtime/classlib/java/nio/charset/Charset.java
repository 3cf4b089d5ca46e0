// java.nio.charset.Charset: named charsets, looked up by name or alias, as JDK 17's Charset.
package java.nio.charset;

import jvmlab.internal.StdCharset;

/**
 * A named mapping between chars and bytes. jvmlab implements UTF-8, ISO-8859-1, US-ASCII,
 * UTF-16, UTF-16BE and UTF-16LE (jvmlab.internal.StdCharset); forName of any other legal name is
 * UnsupportedCharsetException, of an illegal one IllegalCharsetNameException (JDK 17's checkName).
 * Immutable; thread-safe.
 */
public abstract class Charset implements Comparable<Charset> {
    private final String name;
    private final String[] aliases;
    private java.util.Set<String> aliasSet;

    protected Charset(String canonicalName, String[] aliases) {
        String[] as = aliases == null ? new String[0] : aliases;
        if (!canonicalName.equals("ISO-8859-1") && !canonicalName.equals("US-ASCII")
                && !canonicalName.equals("UTF-8")) {
            checkName(canonicalName);
            for (String a : as) {
                checkName(a);
            }
        }
        this.name = canonicalName;
        this.aliases = as.clone();
    }

    private static void checkName(String s) {
        int n = s.length();
        if (n == 0) {
            throw new IllegalCharsetNameException(s);
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z') continue;
            if (c >= 'a' && c <= 'z') continue;
            if (c >= '0' && c <= '9') continue;
            if (c == '-' && i != 0) continue;
            if (c == '+' && i != 0) continue;
            if (c == ':' && i != 0) continue;
            if (c == '_' && i != 0) continue;
            if (c == '.' && i != 0) continue;
            throw new IllegalCharsetNameException(s);
        }
    }

    private static Charset lookup(String charsetName) {
        if (charsetName == null) {
            throw new IllegalArgumentException("Null charset name");
        }
        Charset cs = StdCharset.lookup(charsetName);
        if (cs == null) {
            checkName(charsetName);
        }
        return cs;
    }

    public static boolean isSupported(String charsetName) {
        return lookup(charsetName) != null;
    }

    public static Charset forName(String charsetName) {
        Charset cs = lookup(charsetName);
        if (cs == null) {
            throw new UnsupportedCharsetException(charsetName);
        }
        return cs;
    }

    /** Every charset by canonical name, in ASCII case-insensitive order. */
    public static java.util.SortedMap<String, Charset> availableCharsets() {
        java.util.TreeMap<String, Charset> m = new java.util.TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (int i = 0; i < StdCharset.count(); i++) {
            Charset cs = StdCharset.get(i);
            m.put(cs.name(), cs);
        }
        return java.util.Collections.unmodifiableSortedMap(m);
    }

    /** The locale's charset, as JDK 17 chooses it (UTF-8 under a UTF-8 locale, US-ASCII under POSIX). */
    public static Charset defaultCharset() {
        return StdCharset.get(jvmlab.internal.VM.defaultCharset());
    }

    public final String name() {
        return name;
    }

    public final java.util.Set<String> aliases() {
        if (aliasSet == null) {
            java.util.HashSet<String> s = new java.util.HashSet<>();
            for (String a : aliases) {
                s.add(a);
            }
            aliasSet = java.util.Collections.unmodifiableSet(s);
        }
        return aliasSet;
    }

    public String displayName() {
        return name;
    }

    public String displayName(java.util.Locale locale) {
        return name;
    }

    public final boolean isRegistered() {
        return !name.startsWith("X-") && !name.startsWith("x-");
    }

    public abstract boolean contains(Charset cs);

    public boolean canEncode() {
        return true;
    }

    /** The chars of `cb` (from its position to its limit, which it consumes) as bytes. */
    public final java.nio.ByteBuffer encode(java.nio.CharBuffer cb) {
        int n = cb.remaining();
        char[] chars = new char[n];
        cb.get(chars);
        return java.nio.ByteBuffer.wrap(StdCharset.encode(this, chars, 0, n));
    }

    public final java.nio.ByteBuffer encode(String str) {
        char[] chars = str.toCharArray();
        return java.nio.ByteBuffer.wrap(StdCharset.encode(this, chars, 0, chars.length));
    }

    /** The bytes of `bb` (from its position to its limit, which it consumes) as chars. */
    public final java.nio.CharBuffer decode(java.nio.ByteBuffer bb) {
        int n = bb.remaining();
        byte[] bytes = new byte[n];
        bb.get(bytes);
        return java.nio.CharBuffer.wrap(StdCharset.decode(this, bytes, 0, n));
    }

    public final int compareTo(Charset that) {
        return name().compareToIgnoreCase(that.name());
    }

    public final int hashCode() {
        return name().hashCode();
    }

    public final boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof Charset)) {
            return false;
        }
        return name.equals(((Charset) ob).name());
    }

    public final String toString() {
        return name();
    }
}
