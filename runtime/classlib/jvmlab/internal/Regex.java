// jvmlab.internal.Regex: Scanner's view of java.util.regex over its char buffer.
package jvmlab.internal;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The three questions Scanner asks of a delimiter or a pattern, answered by java.util.regex over
 * a prefix of a char array without copying it: does a string match, where does a match starting
 * at an index end (lookingAt, with transparent and non-anchoring bounds as the JDK's Scanner
 * sets them), where is the next match at or after an index. Syntax errors are
 * PatternSyntaxException, as in the JDK. One Matcher per instance, reused: not thread-safe.
 */
public final class Regex {
    private final Pattern pattern;
    private final CharsView view = new CharsView();
    private final Matcher matcher;

    private Regex(Pattern pattern) {
        this.pattern = pattern;
        this.matcher = pattern.matcher(view);
    }

    /** Compiles `pattern` (PatternSyntaxException for bad syntax). */
    public static Regex compile(String pattern) {
        return new Regex(Pattern.compile(pattern));
    }

    public String pattern() {
        return pattern.pattern();
    }

    /** True if the whole of `s` matches. */
    public boolean matches(String s) {
        return pattern.matcher(s).matches();
    }

    /** The first match in chars[0, length) that starts at or after `from`: {start, end}, or null. */
    public int[] find(char[] chars, int length, int from) {
        view.set(chars, length);
        matcher.reset(view);
        if (from > length || !matcher.find(from)) {
            return null;
        }
        return new int[] {matcher.start(), matcher.end()};
    }

    /** The end of a match that starts exactly at `at` in chars[0, length), or -1. */
    public int lookingAt(char[] chars, int length, int at) {
        view.set(chars, length);
        matcher.reset(view);
        matcher.region(at, length);
        matcher.useTransparentBounds(true);
        matcher.useAnchoringBounds(false);
        return matcher.lookingAt() ? matcher.end() : -1;
    }

    /** chars[0, length) as a CharSequence. */
    private static final class CharsView implements CharSequence {
        private char[] chars = new char[0];
        private int length;

        void set(char[] c, int n) {
            chars = c;
            length = n;
        }

        public int length() {
            return length;
        }

        public char charAt(int index) {
            if (index < 0 || index >= length) {
                throw new StringIndexOutOfBoundsException("index " + index + ", length " + length);
            }
            return chars[index];
        }

        public CharSequence subSequence(int start, int end) {
            return new String(chars, start, end - start);
        }

        public String toString() {
            return new String(chars, 0, length);
        }
    }
}
