// java.lang.CharSequence: a readable sequence of UTF-16 code units.
package java.lang;

/** Read-only access to a sequence of chars (String, StringBuilder, ...). */
public interface CharSequence {
    int length();
    char charAt(int index);
    CharSequence subSequence(int start, int end);
    String toString();

    /** True if length() is 0. */
    default boolean isEmpty() {
        return this.length() == 0;
    }

    /** The chars as ints, copied when called (the JDK binds at the terminal operation). */
    default java.util.stream.IntStream chars() {
        int n = length();
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = charAt(i);
        }
        return java.util.stream.StreamSupport.intStream(a, 0, n);
    }

    /** The code points (a lone surrogate stands for itself), copied when called. */
    default java.util.stream.IntStream codePoints() {
        int n = length();
        int[] a = new int[n];
        int k = 0;
        for (int i = 0; i < n; ) {
            char c = charAt(i++);
            if (Character.isHighSurrogate(c) && i < n && Character.isLowSurrogate(charAt(i))) {
                a[k++] = Character.toCodePoint(c, charAt(i++));
            } else {
                a[k++] = c;
            }
        }
        return java.util.stream.StreamSupport.intStream(a, 0, k);
    }

    /** Lexicographic comparison of two char sequences, char by char. */
    @SuppressWarnings("unchecked")
    public static int compare(CharSequence cs1, CharSequence cs2) {
        if (cs1 == cs2) {
            return 0;
        }
        if (cs1.getClass() == cs2.getClass() && cs1 instanceof Comparable) {
            return ((Comparable<Object>) cs1).compareTo(cs2);
        }
        int n = Math.min(cs1.length(), cs2.length());
        for (int i = 0; i < n; i++) {
            char a = cs1.charAt(i);
            char b = cs2.charAt(i);
            if (a != b) {
                return a - b;
            }
        }
        return cs1.length() - cs2.length();
    }
}
