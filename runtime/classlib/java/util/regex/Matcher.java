// java.util.regex.Matcher: runs a Pattern over a CharSequence (match, search, replace), as JDK 17's.
package java.util.regex;

import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The match state of a Pattern over one input: the region [from, to), the groups of the last
 * match, the nodes' scratch slots (locals), and the append position of appendReplacement.
 * find() resumes after the previous match (one past it after an empty match), matches() and
 * lookingAt() anchor at the region start. Exception texts are JDK 17's ("No match found" from
 * group(), "No match available" from start()/end(), "No group N"). Not thread-safe.
 */
public final class Matcher implements MatchResult {
    static final int ENDANCHOR = 1;
    static final int NOANCHOR = 0;

    private Pattern parentPattern;
    /** Group g spans [groups[2g], groups[2g+1]); -1 when it did not take part. */
    int[] groups;
    int from;
    int to;
    int lookbehindTo;
    private CharSequence text;
    int acceptMode = NOANCHOR;
    /** Start of the last match, -1 if the last attempt failed. */
    int first = -1;
    /** End of the last match. */
    int last = 0;
    /** End of the previous match, for \G. */
    int oldLast = -1;
    private int lastAppendPosition = 0;
    int[] locals;
    boolean hitEnd;
    boolean requireEnd;
    boolean transparentBounds = false;
    boolean anchoringBounds = true;
    int modCount;

    Matcher(Pattern parent, CharSequence text) {
        this.parentPattern = parent;
        this.text = text;
        int parentGroupCount = Math.max(parent.capturingGroupCount, 10);
        groups = new int[parentGroupCount * 2];
        locals = new int[parent.localCount];
        reset();
    }

    public Pattern pattern() {
        return parentPattern;
    }

    /** A snapshot of this match that later finds and resets do not change. */
    public MatchResult toMatchResult() {
        return new ImmutableMatchResult(first, last, groupCount(), groups.clone(), text.toString());
    }

    /** A match's bounds and groups copied out of a Matcher. */
    private static final class ImmutableMatchResult implements MatchResult {
        private final int first;
        private final int last;
        private final int[] groups;
        private final int groupCount;
        private final String text;

        ImmutableMatchResult(int first, int last, int groupCount, int[] groups, String text) {
            this.first = first;
            this.last = last;
            this.groups = groups;
            this.groupCount = groupCount;
            this.text = text;
        }

        public int start() {
            checkMatch();
            return first;
        }

        public int start(int group) {
            checkMatch();
            checkGroup(group);
            return groups[group * 2];
        }

        public int end() {
            checkMatch();
            return last;
        }

        public int end(int group) {
            checkMatch();
            checkGroup(group);
            return groups[group * 2 + 1];
        }

        public int groupCount() {
            return groupCount;
        }

        public String group() {
            checkMatch();
            return group(0);
        }

        public String group(int group) {
            checkMatch();
            checkGroup(group);
            if ((groups[group * 2] == -1) || (groups[group * 2 + 1] == -1)) {
                return null;
            }
            return text.substring(groups[group * 2], groups[group * 2 + 1]);
        }

        private void checkGroup(int group) {
            if (group < 0 || group > groupCount) {
                throw new IndexOutOfBoundsException("No group " + group);
            }
        }

        private void checkMatch() {
            if (first < 0) {
                throw new IllegalStateException("No match found");
            }
        }
    }

    /** Switches to another pattern, keeping the position; the groups are lost. */
    public Matcher usePattern(Pattern newPattern) {
        if (newPattern == null) {
            throw new IllegalArgumentException("Pattern cannot be null");
        }
        parentPattern = newPattern;
        int parentGroupCount = Math.max(newPattern.capturingGroupCount, 10);
        groups = new int[parentGroupCount * 2];
        locals = new int[newPattern.localCount];
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        for (int i = 0; i < locals.length; i++) {
            locals[i] = -1;
        }
        modCount++;
        return this;
    }

    public Matcher reset() {
        first = -1;
        last = 0;
        oldLast = -1;
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        for (int i = 0; i < locals.length; i++) {
            locals[i] = -1;
        }
        lastAppendPosition = 0;
        from = 0;
        to = getTextLength();
        modCount++;
        return this;
    }

    public Matcher reset(CharSequence input) {
        text = input;
        return reset();
    }

    public int start() {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        return first;
    }

    public int start(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        return groups[group * 2];
    }

    public int start(String name) {
        return groups[getMatchedGroupIndex(name) * 2];
    }

    public int end() {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        return last;
    }

    public int end(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        return groups[group * 2 + 1];
    }

    public int end(String name) {
        return groups[getMatchedGroupIndex(name) * 2 + 1];
    }

    public String group() {
        return group(0);
    }

    public String group(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        if ((groups[group * 2] == -1) || (groups[group * 2 + 1] == -1)) {
            return null;
        }
        return getSubSequence(groups[group * 2], groups[group * 2 + 1]).toString();
    }

    public String group(String name) {
        int group = getMatchedGroupIndex(name);
        if ((groups[group * 2] == -1) || (groups[group * 2 + 1] == -1)) {
            return null;
        }
        return getSubSequence(groups[group * 2], groups[group * 2 + 1]).toString();
    }

    public int groupCount() {
        return parentPattern.capturingGroupCount - 1;
    }

    public boolean matches() {
        return match(from, ENDANCHOR);
    }

    /** The next match after the previous one (one char further after an empty match). */
    public boolean find() {
        int nextSearchIndex = last;
        if (nextSearchIndex == first) {
            nextSearchIndex++;
        }
        if (nextSearchIndex < from) {
            nextSearchIndex = from;
        }
        if (nextSearchIndex > to) {
            for (int i = 0; i < groups.length; i++) {
                groups[i] = -1;
            }
            return false;
        }
        return search(nextSearchIndex);
    }

    /** Resets, then searches from `start` (IndexOutOfBoundsException "Illegal start index"). */
    public boolean find(int start) {
        int limit = getTextLength();
        if ((start < 0) || (start > limit)) {
            throw new IndexOutOfBoundsException("Illegal start index");
        }
        reset();
        return search(start);
    }

    public boolean lookingAt() {
        return match(from, NOANCHOR);
    }

    /** `s` with '\\' and '$' escaped, for a literal replacement. */
    public static String quoteReplacement(String s) {
        if ((s.indexOf('\\') == -1) && (s.indexOf('$') == -1)) {
            return s;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' || c == '$') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    public Matcher appendReplacement(StringBuffer sb, String replacement) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        StringBuilder result = new StringBuilder();
        appendExpandedReplacement(replacement, result);
        sb.append(text, lastAppendPosition, first);
        sb.append(result);
        lastAppendPosition = last;
        modCount++;
        return this;
    }

    public Matcher appendReplacement(StringBuilder sb, String replacement) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        StringBuilder result = new StringBuilder();
        appendExpandedReplacement(replacement, result);
        sb.append(text, lastAppendPosition, first);
        sb.append(result);
        lastAppendPosition = last;
        modCount++;
        return this;
    }

    /** Expands $n, ${name} and \x in a replacement string (JDK 17's rules and messages). */
    private StringBuilder appendExpandedReplacement(String replacement, StringBuilder result) {
        int cursor = 0;
        while (cursor < replacement.length()) {
            char nextChar = replacement.charAt(cursor);
            if (nextChar == '\\') {
                cursor++;
                if (cursor == replacement.length()) {
                    throw new IllegalArgumentException("character to be escaped is missing");
                }
                nextChar = replacement.charAt(cursor);
                result.append(nextChar);
                cursor++;
            } else if (nextChar == '$') {
                cursor++;
                if (cursor == replacement.length()) {
                    throw new IllegalArgumentException("Illegal group reference: group index is missing");
                }
                nextChar = replacement.charAt(cursor);
                int refNum = -1;
                if (nextChar == '{') {
                    cursor++;
                    StringBuilder gsb = new StringBuilder();
                    while (cursor < replacement.length()) {
                        nextChar = replacement.charAt(cursor);
                        if (Pattern.isLower(nextChar) || Pattern.isUpper(nextChar) || Pattern.isDigit(nextChar)) {
                            gsb.append(nextChar);
                            cursor++;
                        } else {
                            break;
                        }
                    }
                    if (gsb.length() == 0) {
                        throw new IllegalArgumentException("named capturing group has 0 length name");
                    }
                    if (nextChar != '}') {
                        throw new IllegalArgumentException("named capturing group is missing trailing '}'");
                    }
                    String gname = gsb.toString();
                    if (Pattern.isDigit(gname.charAt(0))) {
                        throw new IllegalArgumentException("capturing group name {" + gname
                                + "} starts with digit character");
                    }
                    if (!parentPattern.namedGroups().containsKey(gname)) {
                        throw new IllegalArgumentException("No group with name {" + gname + "}");
                    }
                    refNum = parentPattern.namedGroups().get(gname);
                    cursor++;
                } else {
                    refNum = nextChar - '0';
                    if ((refNum < 0) || (refNum > 9)) {
                        throw new IllegalArgumentException("Illegal group reference");
                    }
                    cursor++;
                    boolean done = false;
                    while (!done) {
                        if (cursor >= replacement.length()) {
                            break;
                        }
                        int nextDigit = replacement.charAt(cursor) - '0';
                        if ((nextDigit < 0) || (nextDigit > 9)) {
                            break;
                        }
                        int newRefNum = (refNum * 10) + nextDigit;
                        if (groupCount() < newRefNum) {
                            done = true;
                        } else {
                            refNum = newRefNum;
                            cursor++;
                        }
                    }
                }
                if (start(refNum) != -1 && end(refNum) != -1) {
                    result.append(text, start(refNum), end(refNum));
                }
            } else {
                result.append(nextChar);
                cursor++;
            }
        }
        return result;
    }

    public StringBuffer appendTail(StringBuffer sb) {
        sb.append(text, lastAppendPosition, getTextLength());
        return sb;
    }

    public StringBuilder appendTail(StringBuilder sb) {
        sb.append(text, lastAppendPosition, getTextLength());
        return sb;
    }

    public String replaceAll(String replacement) {
        reset();
        boolean result = find();
        if (result) {
            StringBuilder sb = new StringBuilder();
            do {
                appendReplacement(sb, replacement);
                result = find();
            } while (result);
            appendTail(sb);
            return sb.toString();
        }
        return text.toString();
    }

    /** Replaces each match with replacer's result, expanded as a replacement string ($n, \\) as in the JDK. */
    public String replaceAll(Function<MatchResult, String> replacer) {
        Objects.requireNonNull(replacer);
        reset();
        boolean result = find();
        if (result) {
            StringBuilder sb = new StringBuilder();
            do {
                int ec = modCount;
                String replacement = replacer.apply(this);
                if (ec != modCount) {
                    throw new ConcurrentModificationException();
                }
                appendReplacement(sb, replacement);
                result = find();
            } while (result);
            appendTail(sb);
            return sb.toString();
        }
        return text.toString();
    }

    /** The match results of successive find() calls, as a lazy stream. */
    public Stream<MatchResult> results() {
        Iterator<MatchResult> it = new Iterator<MatchResult>() {
            int expectedCount = -1;
            int state = -1;  // -1 unknown, 0 no more, 1 one ready

            public boolean hasNext() {
                if (state >= 0) {
                    return state == 1;
                }
                if (expectedCount >= 0 && expectedCount != modCount) {
                    throw new ConcurrentModificationException();
                }
                boolean found = find();
                expectedCount = modCount;
                state = found ? 1 : 0;
                return found;
            }

            public MatchResult next() {
                if (expectedCount >= 0 && expectedCount != modCount) {
                    throw new ConcurrentModificationException();
                }
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                state = -1;
                return toMatchResult();
            }
        };
        return StreamSupport.fromIterator(it);
    }

    public String replaceFirst(String replacement) {
        if (replacement == null) {
            throw new NullPointerException("replacement");
        }
        reset();
        if (!find()) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        appendReplacement(sb, replacement);
        appendTail(sb);
        return sb.toString();
    }

    public String replaceFirst(Function<MatchResult, String> replacer) {
        Objects.requireNonNull(replacer);
        reset();
        if (!find()) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        int ec = modCount;
        String replacement = replacer.apply(this);
        if (ec != modCount) {
            throw new ConcurrentModificationException();
        }
        appendReplacement(sb, replacement);
        appendTail(sb);
        return sb.toString();
    }

    /** Limits matching to [start, end) (IndexOutOfBoundsException "start"/"end" as the JDK). */
    public Matcher region(int start, int end) {
        if ((start < 0) || (start > getTextLength())) {
            throw new IndexOutOfBoundsException("start");
        }
        if ((end < 0) || (end > getTextLength())) {
            throw new IndexOutOfBoundsException("end");
        }
        if (start > end) {
            throw new IndexOutOfBoundsException("start > end");
        }
        reset();
        from = start;
        to = end;
        return this;
    }

    public int regionStart() {
        return from;
    }

    public int regionEnd() {
        return to;
    }

    public boolean hasTransparentBounds() {
        return transparentBounds;
    }

    public Matcher useTransparentBounds(boolean b) {
        transparentBounds = b;
        return this;
    }

    public boolean hasAnchoringBounds() {
        return anchoringBounds;
    }

    public Matcher useAnchoringBounds(boolean b) {
        anchoringBounds = b;
        return this;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append("java.util.regex.Matcher")
                .append("[pattern=").append(pattern())
                .append(" region=")
                .append(regionStart()).append(',').append(regionEnd())
                .append(" lastmatch=");
        if ((first >= 0) && (group() != null)) {
            sb.append(group());
        }
        sb.append(']');
        return sb.toString();
    }

    /** True if the last match attempt read (or would have needed) input past the end. */
    public boolean hitEnd() {
        return hitEnd;
    }

    /** True if more input could turn the last match into a non-match. */
    public boolean requireEnd() {
        return requireEnd;
    }

    // ---- engine entry points ----------------------------------------------------------------------

    boolean search(int from) {
        this.hitEnd = false;
        this.requireEnd = false;
        from = from < 0 ? 0 : from;
        this.first = from;
        this.oldLast = oldLast < 0 ? from : oldLast;
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        for (int i = 0; i < locals.length; i++) {
            locals[i] = -1;
        }
        acceptMode = NOANCHOR;
        boolean result = parentPattern.root.match(this, from, text);
        if (!result) {
            this.first = -1;
        }
        this.oldLast = this.last;
        this.modCount++;
        return result;
    }

    boolean match(int from, int anchor) {
        this.hitEnd = false;
        this.requireEnd = false;
        from = from < 0 ? 0 : from;
        this.first = from;
        this.oldLast = oldLast < 0 ? from : oldLast;
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        for (int i = 0; i < locals.length; i++) {
            locals[i] = -1;
        }
        acceptMode = anchor;
        boolean result = parentPattern.matchRoot.match(this, from, text);
        if (!result) {
            this.first = -1;
        }
        this.oldLast = this.last;
        this.modCount++;
        return result;
    }

    int getTextLength() {
        return text.length();
    }

    CharSequence getSubSequence(int beginIndex, int endIndex) {
        return text.subSequence(beginIndex, endIndex);
    }

    private int getMatchedGroupIndex(String name) {
        Objects.requireNonNull(name, "Group name");
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
        if (!parentPattern.namedGroups().containsKey(name)) {
            throw new IllegalArgumentException("No group with name <" + name + ">");
        }
        return parentPattern.namedGroups().get(name);
    }
}
