// jvmlab.internal.Regex: a small backtracking regular-expression engine for String's regex methods.
package jvmlab.internal;

/**
 * The subset of java.util.regex syntax that everyday String.split/matches/replaceAll/replaceFirst
 * calls use, with Java's semantics: literals and escapes, `.`, classes `[a-z&&...]` without
 * intersections, `\d \D \s \S \w \W \b \B`, a few `\p{...}` classes, `^ $`, groups `( )` and
 * `(?: )`, alternation, greedy/lazy/possessive quantifiers `* + ? {n,m}`, back references `\1`.
 * Anything else throws UnsupportedOperationException("regex not supported by jvmlab: ...").
 *
 * Design (the classic one): the pattern compiles to a chain of nodes, each matching at a position
 * and then calling its `next`; backtracking is the Java call stack. Single-char repetitions loop
 * instead of recursing, so `\s+` over long input does not deepen the stack.
 * Not thread-safe per instance; String keeps a one-entry cache per thread-free use (see String).
 */
public final class Regex {
    // ---- compiled form ------------------------------------------------------------------------

    private final String pattern;
    private final Node start;
    private final int groupCount;
    private final int loopCount;

    // ---- match state --------------------------------------------------------------------------

    private char[] input;
    private int length;
    /** Group g spans [groups[2g], groups[2g+1]); -1 when it did not take part. */
    private int[] groups;
    private int[] loopIterations;
    private int[] loopStarts;
    /** When true the match must end at the end of the input (matches()). */
    private boolean anchoredEnd;

    private Regex(String pattern, Node start, int groupCount, int loopCount) {
        this.pattern = pattern;
        this.start = start;
        this.groupCount = groupCount;
        this.loopCount = loopCount;
    }

    /** Compiles `pattern`; UnsupportedOperationException for syntax outside the subset. */
    public static Regex compile(String pattern) {
        Parser p = new Parser(pattern);
        Node first = p.parseAll();
        return new Regex(pattern, first, p.groups, p.loops);
    }

    public String pattern() {
        return pattern;
    }

    // ---- public operations ----------------------------------------------------------------------

    /** True if the whole of `s` matches. */
    public boolean matches(String s) {
        reset(s);
        anchoredEnd = true;
        groups[0] = 0;
        return start.match(this, 0);
    }

    /** Splits like String.split(regex, limit) (Java 8+ rules for a zero-width match at 0). */
    public String[] split(String s, int limit) {
        reset(s);
        String[] parts = new String[10];
        int n = 0;
        int index = 0;
        boolean limited = limit > 0;
        int from = 0;
        while (find(from)) {
            int ms = groups[0];
            int me = groups[1];
            from = me == ms ? me + 1 : me;
            if (!limited || n < limit - 1) {
                if (index == 0 && ms == 0 && me == 0) {
                    continue;  // no empty leading string for a zero-width match at the start
                }
                if (n == parts.length) {
                    parts = grow(parts);
                }
                parts[n++] = s.substring(index, ms);
                index = me;
            } else {
                break;
            }
            if (from > length) {
                break;
            }
        }
        if (index == 0) {
            return new String[] {s};
        }
        if (!limited || n < limit) {
            if (n == parts.length) {
                parts = grow(parts);
            }
            parts[n++] = s.substring(index);
        }
        if (limit == 0) {
            while (n > 0 && parts[n - 1].isEmpty()) {
                n--;
            }
        }
        String[] result = new String[n];
        System.arraycopy(parts, 0, result, 0, n);
        return result;
    }

    /** Replaces the first match (or all) with `replacement` ($n group references, \ escapes). */
    public String replace(String s, String replacement, boolean all) {
        reset(s);
        StringBuilder sb = null;
        int from = 0;
        int copied = 0;
        while (from <= length && find(from)) {
            int ms = groups[0];
            int me = groups[1];
            if (sb == null) {
                sb = new StringBuilder(length + 16);
            }
            sb.append(input, copied, ms - copied);
            appendReplacement(sb, replacement);
            copied = me;
            if (!all) {
                break;
            }
            from = me == ms ? me + 1 : me;
        }
        if (sb == null) {
            return s;
        }
        sb.append(input, copied, length - copied);
        return sb.toString();
    }

    private void appendReplacement(StringBuilder sb, String r) {
        int i = 0;
        while (i < r.length()) {
            char c = r.charAt(i++);
            if (c == '\\') {
                if (i == r.length()) {
                    throw new IllegalArgumentException("character to be escaped is missing");
                }
                sb.append(r.charAt(i++));
            } else if (c == '$') {
                if (i == r.length()) {
                    throw new IllegalArgumentException("Illegal group reference: group index is missing");
                }
                int d = r.charAt(i) - '0';
                if (d < 0 || d > 9) {
                    throw new IllegalArgumentException("Illegal group reference");
                }
                int g = d;
                i++;
                // Longest group number that exists, as Matcher.appendReplacement reads it.
                while (i < r.length()) {
                    int d2 = r.charAt(i) - '0';
                    if (d2 < 0 || d2 > 9 || g * 10 + d2 > groupCount) {
                        break;
                    }
                    g = g * 10 + d2;
                    i++;
                }
                if (g > groupCount) {
                    throw new IndexOutOfBoundsException("No group " + g);
                }
                int gs = groups[2 * g];
                if (gs >= 0) {
                    sb.append(input, gs, groups[2 * g + 1] - gs);
                }
            } else {
                sb.append(c);
            }
        }
    }

    /**
     * Finds the first match in chars[0, length) that starts at or after `from`; returns
     * {start, end}, or null. Scanner's delimiter and findInLine search use it.
     */
    public int[] find(char[] chars, int length, int from) {
        resetChars(chars, length);
        if (from > length || !find(from)) {
            return null;
        }
        return new int[] {groups[0], groups[1]};
    }

    /** The end of a match that starts exactly at `at` in chars[0, length), or -1 (lookingAt). */
    public int lookingAt(char[] chars, int length, int at) {
        resetChars(chars, length);
        groups[0] = at;
        return start.match(this, at) ? groups[1] : -1;
    }

    private static String[] grow(String[] a) {
        String[] b = new String[a.length * 2];
        System.arraycopy(a, 0, b, 0, a.length);
        return b;
    }

    private void reset(String s) {
        resetChars(s.toCharArray(), s.length());
    }

    private void resetChars(char[] chars, int n) {
        input = chars;
        length = n;
        groups = new int[2 * (groupCount + 1)];
        for (int g = 0; g < groups.length; g++) {
            groups[g] = -1;
        }
        loopIterations = new int[loopCount];
        loopStarts = new int[loopCount];
        anchoredEnd = false;
    }

    /** Finds the next match starting at or after `from`; its bounds are in groups[0..1]. */
    private boolean find(int from) {
        for (int i = from; i <= length; i++) {
            for (int g = 2; g < groups.length; g++) {
                groups[g] = -1;
            }
            groups[0] = i;
            if (start.match(this, i)) {
                return true;
            }
        }
        return false;
    }

    // ---- nodes --------------------------------------------------------------------------------

    /** A step of the compiled pattern: match at `i`, then let `next` match the rest. */
    abstract static class Node {
        Node next;

        abstract boolean match(Regex m, int i);
    }

    /** The end of the pattern: records the match end. */
    static final class Accept extends Node {
        boolean match(Regex m, int i) {
            if (m.anchoredEnd && i != m.length) {
                return false;
            }
            m.groups[1] = i;
            return true;
        }
    }

    /** A set of chars: one literal, a class, `.`, or a predefined class. */
    abstract static class CharSet {
        abstract boolean contains(char c);
    }

    static final class Single extends CharSet {
        final char c;

        Single(char c) {
            this.c = c;
        }

        boolean contains(char x) {
            return x == c;
        }
    }

    static final class Range extends CharSet {
        final char lo;
        final char hi;

        Range(char lo, char hi) {
            this.lo = lo;
            this.hi = hi;
        }

        boolean contains(char x) {
            return x >= lo && x <= hi;
        }
    }

    /** Predefined classes by kind. */
    static final class Predefined extends CharSet {
        static final int DIGIT = 0, SPACE = 1, WORD = 2, DOT = 3, LOWER = 4, UPPER = 5, ALPHA = 6,
                ALNUM = 7, PUNCT = 8, LETTER = 9, ANY = 10, XDIGIT = 11;
        final int kind;

        Predefined(int kind) {
            this.kind = kind;
        }

        boolean contains(char c) {
            switch (kind) {
                case DIGIT: return c >= '0' && c <= '9';
                case SPACE: return c == ' ' || (c >= '\t' && c <= '\r');
                case WORD: return isWord(c);
                case DOT: return !(c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029');
                case LOWER: return c >= 'a' && c <= 'z';
                case UPPER: return c >= 'A' && c <= 'Z';
                case ALPHA: return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
                case ALNUM: return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
                case PUNCT: return c < 128 && "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".indexOf(c) >= 0;
                case LETTER: return Character.isLetter(c);
                case XDIGIT: return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
                default: return true;
            }
        }
    }

    static final class Negated extends CharSet {
        final CharSet inner;

        Negated(CharSet inner) {
            this.inner = inner;
        }

        boolean contains(char c) {
            return !inner.contains(c);
        }
    }

    static final class Union extends CharSet {
        CharSet[] members = new CharSet[4];
        int n;

        void add(CharSet s) {
            if (n == members.length) {
                CharSet[] b = new CharSet[n * 2];
                System.arraycopy(members, 0, b, 0, n);
                members = b;
            }
            members[n++] = s;
        }

        boolean contains(char c) {
            for (int i = 0; i < n; i++) {
                if (members[i].contains(c)) {
                    return true;
                }
            }
            return false;
        }
    }

    static boolean isWord(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    }

    /** One char from a set. */
    static final class CharNode extends Node {
        final CharSet set;

        CharNode(CharSet set) {
            this.set = set;
        }

        boolean match(Regex m, int i) {
            return i < m.length && set.contains(m.input[i]) && next.match(m, i + 1);
        }
    }

    /** A repeated single char: counts matches in a loop, then backs off one at a time. */
    static final class CharRepeat extends Node {
        final CharSet set;
        final int min;
        final int max;
        final int mode;  // 0 greedy, 1 lazy, 2 possessive

        CharRepeat(CharSet set, int min, int max, int mode) {
            this.set = set;
            this.min = min;
            this.max = max;
            this.mode = mode;
        }

        boolean match(Regex m, int i) {
            int limit = Math.min(m.length - i, max);
            if (mode == 1) {
                int c = 0;
                while (c < min) {
                    if (c >= limit || !set.contains(m.input[i + c])) {
                        return false;
                    }
                    c++;
                }
                while (true) {
                    if (next.match(m, i + c)) {
                        return true;
                    }
                    if (c >= limit || !set.contains(m.input[i + c])) {
                        return false;
                    }
                    c++;
                }
            }
            int c = 0;
            while (c < limit && set.contains(m.input[i + c])) {
                c++;
            }
            if (mode == 2) {
                return c >= min && next.match(m, i + c);
            }
            for (; c >= min; c--) {
                if (next.match(m, i + c)) {
                    return true;
                }
            }
            return false;
        }
    }

    static final class Begin extends Node {
        boolean match(Regex m, int i) {
            return i == 0 && next.match(m, i);
        }
    }

    /** `$`: at the end, or before a final line terminator. */
    static final class Dollar extends Node {
        boolean match(Regex m, int i) {
            int n = m.length;
            boolean atEnd = i == n
                    || (i == n - 1 && isLineTerminator(m.input[i]))
                    || (i == n - 2 && m.input[i] == '\r' && m.input[i + 1] == '\n');
            return atEnd && next.match(m, i);
        }
    }

    static boolean isLineTerminator(char c) {
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }

    static final class WordBoundary extends Node {
        final boolean negate;

        WordBoundary(boolean negate) {
            this.negate = negate;
        }

        boolean match(Regex m, int i) {
            boolean before = i > 0 && isWord(m.input[i - 1]);
            boolean after = i < m.length && isWord(m.input[i]);
            return ((before != after) != negate) && next.match(m, i);
        }
    }

    static final class GroupStart extends Node {
        final int group;

        GroupStart(int group) {
            this.group = group;
        }

        boolean match(Regex m, int i) {
            int saved = m.groups[2 * group];
            int savedEnd = m.groups[2 * group + 1];
            m.groups[2 * group] = i;
            if (next.match(m, i)) {
                return true;
            }
            m.groups[2 * group] = saved;
            m.groups[2 * group + 1] = savedEnd;
            return false;
        }
    }

    static final class GroupEnd extends Node {
        final int group;

        GroupEnd(int group) {
            this.group = group;
        }

        boolean match(Regex m, int i) {
            int saved = m.groups[2 * group + 1];
            m.groups[2 * group + 1] = i;
            if (next.match(m, i)) {
                return true;
            }
            m.groups[2 * group + 1] = saved;
            return false;
        }
    }

    static final class BackRef extends Node {
        final int group;

        BackRef(int group) {
            this.group = group;
        }

        boolean match(Regex m, int i) {
            int gs = m.groups[2 * group];
            int ge = m.groups[2 * group + 1];
            if (gs < 0 || ge < 0) {
                return false;
            }
            int len = ge - gs;
            if (i + len > m.length) {
                return false;
            }
            for (int k = 0; k < len; k++) {
                if (m.input[gs + k] != m.input[i + k]) {
                    return false;
                }
            }
            return next.match(m, i + len);
        }
    }

    /** Alternatives; each alternative's chain ends in a Join leading to `next`. */
    static final class Branch extends Node {
        Node[] alternatives;

        boolean match(Regex m, int i) {
            for (int k = 0; k < alternatives.length; k++) {
                if (alternatives[k].match(m, i)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** Passes through to its next (the end of a branch or a group body). */
    static final class Join extends Node {
        boolean match(Regex m, int i) {
            return next.match(m, i);
        }
    }

    /** A repeated sub-pattern; its body's chain ends in a LoopBack to this loop. */
    static final class Loop extends Node {
        Node body;
        final int id;
        final int min;
        final int max;
        final int mode;

        Loop(int id, int min, int max, int mode) {
            this.id = id;
            this.min = min;
            this.max = max;
            this.mode = mode;
        }

        boolean match(Regex m, int i) {
            int savedCount = m.loopIterations[id];
            int savedStart = m.loopStarts[id];
            boolean r = step(m, i, 0);
            m.loopIterations[id] = savedCount;
            m.loopStarts[id] = savedStart;
            return r;
        }

        /** After `count` iterations ending at i: iterate again or leave, per the mode. */
        boolean step(Regex m, int i, int count) {
            if (count < min) {
                return enter(m, i, count);
            }
            if (mode == 1) {
                return next.match(m, i) || (count < max && enter(m, i, count));
            }
            return (count < max && enter(m, i, count)) || next.match(m, i);
        }

        boolean enter(Regex m, int i, int count) {
            int savedCount = m.loopIterations[id];
            int savedStart = m.loopStarts[id];
            m.loopIterations[id] = count;
            m.loopStarts[id] = i;
            boolean r = body.match(m, i);
            m.loopIterations[id] = savedCount;
            m.loopStarts[id] = savedStart;
            return r;
        }
    }

    static final class LoopBack extends Node {
        final Loop loop;

        LoopBack(Loop loop) {
            this.loop = loop;
        }

        boolean match(Regex m, int i) {
            int count = m.loopIterations[loop.id] + 1;
            if (i == m.loopStarts[loop.id] && count > loop.min) {
                return false;  // an empty iteration makes no progress
            }
            return loop.step(m, i, count);
        }
    }

    // ---- parser -------------------------------------------------------------------------------

    /** A parsed piece: the chain from `head` to `tail` (tail.next is to be linked). */
    static final class Piece {
        Node head;
        Node tail;

        Piece(Node head, Node tail) {
            this.head = head;
            this.tail = tail;
        }
    }

    static final class Parser {
        final String p;
        int pos;
        int groups;
        int loops;

        Parser(String p) {
            this.p = p;
        }

        UnsupportedOperationException unsupported() {
            return new UnsupportedOperationException("regex not supported by jvmlab: " + p);
        }

        Node parseAll() {
            Piece e = parseAlternation();
            if (pos != p.length()) {
                throw unsupported();
            }
            Accept accept = new Accept();
            if (e == null) {
                return accept;
            }
            e.tail.next = accept;
            return e.head;
        }

        /** alternatives separated by '|'; null for the empty pattern. */
        Piece parseAlternation() {
            Piece first = parseSequence();
            if (pos >= p.length() || p.charAt(pos) != '|') {
                return first;
            }
            Branch branch = new Branch();
            Join join = new Join();
            Node[] alts = new Node[] {link(first, join)};
            while (pos < p.length() && p.charAt(pos) == '|') {
                pos++;
                Piece alt = parseSequence();
                Node[] b = new Node[alts.length + 1];
                System.arraycopy(alts, 0, b, 0, alts.length);
                b[alts.length] = link(alt, join);
                alts = b;
            }
            branch.alternatives = alts;
            return new Piece(branch, join);
        }

        /** The piece's head with its tail linked to `to` (or `to` itself for an empty piece). */
        static Node link(Piece piece, Node to) {
            if (piece == null) {
                return to;
            }
            piece.tail.next = to;
            return piece.head;
        }

        Piece parseSequence() {
            Piece seq = null;
            while (pos < p.length()) {
                char c = p.charAt(pos);
                if (c == '|' || c == ')') {
                    break;
                }
                Piece atom = parseQuantified();
                if (seq == null) {
                    seq = atom;
                } else {
                    seq.tail.next = atom.head;
                    seq.tail = atom.tail;
                }
            }
            return seq;
        }

        Piece parseQuantified() {
            int atomStart = pos;
            Object atom = parseAtom();  // a CharSet or a Piece
            if (pos >= p.length()) {
                return asPiece(atom);
            }
            int min;
            int max;
            char q = p.charAt(pos);
            if (q == '*') {
                min = 0; max = Integer.MAX_VALUE; pos++;
            } else if (q == '+') {
                min = 1; max = Integer.MAX_VALUE; pos++;
            } else if (q == '?') {
                min = 0; max = 1; pos++;
            } else if (q == '{' && pos + 1 < p.length() && Character.isDigit(p.charAt(pos + 1))) {
                pos++;
                min = number();
                max = min;
                if (pos < p.length() && p.charAt(pos) == ',') {
                    pos++;
                    max = (pos < p.length() && Character.isDigit(p.charAt(pos))) ? number() : Integer.MAX_VALUE;
                }
                if (pos >= p.length() || p.charAt(pos) != '}' || max < min) {
                    throw unsupported();
                }
                pos++;
            } else {
                return asPiece(atom);
            }
            int mode = 0;
            if (pos < p.length() && p.charAt(pos) == '?') {
                mode = 1;
                pos++;
            } else if (pos < p.length() && p.charAt(pos) == '+') {
                mode = 2;
                pos++;
            }
            if (atom instanceof CharSet) {
                CharRepeat r = new CharRepeat((CharSet) atom, min, max, mode);
                return new Piece(r, r);
            }
            Piece body = (Piece) atom;
            if (body.head instanceof Begin || body.head instanceof Dollar || body.head instanceof WordBoundary) {
                throw unsupported();  // quantified anchors
            }
            if (mode == 2) {
                throw unsupported();  // possessive groups
            }
            Loop loop = new Loop(loops++, min, max, mode);
            body.tail.next = new LoopBack(loop);
            loop.body = body.head;
            return new Piece(loop, loop);
        }

        int number() {
            int n = 0;
            while (pos < p.length() && Character.isDigit(p.charAt(pos))) {
                n = n * 10 + (p.charAt(pos++) - '0');
                if (n > 100000) {
                    throw unsupported();
                }
            }
            return n;
        }

        static Piece asPiece(Object atom) {
            if (atom instanceof CharSet) {
                CharNode n = new CharNode((CharSet) atom);
                return new Piece(n, n);
            }
            return (Piece) atom;
        }

        /** One atom: a CharSet (single char positions) or a Piece (anchors, groups). */
        Object parseAtom() {
            char c = p.charAt(pos++);
            switch (c) {
                case '.':
                    return new Predefined(Predefined.DOT);
                case '^': {
                    Begin b = new Begin();
                    return new Piece(b, b);
                }
                case '$': {
                    Dollar d = new Dollar();
                    return new Piece(d, d);
                }
                case '[':
                    return parseClass();
                case '(':
                    return parseGroup();
                case '\\':
                    return parseEscape(false);
                case '{':
                    throw unsupported();  // Java: "Illegal repetition"
                case '*': case '+': case '?':
                    throw new IllegalArgumentException("Dangling meta character '" + c + "' near index "
                            + (pos - 1) + "\n" + p + "\n" + spaces(pos - 1) + "^");
                default:
                    return new Single(c);
            }
        }

        static String spaces(int n) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < n; i++) {
                sb.append(' ');
            }
            return sb.toString();
        }

        Piece parseGroup() {
            int group = -1;
            if (p.startsWith("?:", pos)) {
                pos += 2;
            } else if (pos < p.length() && p.charAt(pos) == '?') {
                throw unsupported();  // lookaround, flags, named groups
            } else {
                group = ++groups;
            }
            Piece body = parseAlternation();
            if (pos >= p.length() || p.charAt(pos) != ')') {
                throw unsupported();
            }
            pos++;
            if (group < 0) {
                if (body == null) {
                    Join j = new Join();
                    return new Piece(j, j);
                }
                return body;
            }
            GroupStart gs = new GroupStart(group);
            GroupEnd ge = new GroupEnd(group);
            gs.next = link(body, ge);
            return new Piece(gs, ge);
        }

        /** After a backslash. Inside a class only char sets are allowed. */
        Object parseEscape(boolean inClass) {
            if (pos >= p.length()) {
                throw unsupported();
            }
            char c = p.charAt(pos++);
            switch (c) {
                case 'd': return new Predefined(Predefined.DIGIT);
                case 'D': return new Negated(new Predefined(Predefined.DIGIT));
                case 's': return new Predefined(Predefined.SPACE);
                case 'S': return new Negated(new Predefined(Predefined.SPACE));
                case 'w': return new Predefined(Predefined.WORD);
                case 'W': return new Negated(new Predefined(Predefined.WORD));
                case 't': return new Single('\t');
                case 'n': return new Single('\n');
                case 'r': return new Single('\r');
                case 'f': return new Single('\f');
                case 'e': return new Single('\u001B');
                case 'a': return new Single('\u0007');
                case '0': {
                    int v = 0;
                    int k = 0;
                    while (k < 3 && pos < p.length() && p.charAt(pos) >= '0' && p.charAt(pos) <= '7') {
                        v = v * 8 + (p.charAt(pos++) - '0');
                        k++;
                    }
                    return new Single((char) v);
                }
                case 'x': return new Single((char) hex(2));
                case 'u': return new Single((char) hex(4));
                case 'p': case 'P': {
                    CharSet set = property();
                    return c == 'P' ? new Negated(set) : set;
                }
                case 'b': case 'B':
                    if (inClass) {
                        throw unsupported();
                    }
                    WordBoundary wb = new WordBoundary(c == 'B');
                    return new Piece(wb, wb);
                default:
                    if (c >= '1' && c <= '9' && !inClass) {
                        BackRef r = new BackRef(c - '0');
                        return new Piece(r, r);
                    }
                    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
                        throw unsupported();
                    }
                    return new Single(c);
            }
        }

        int hex(int digits) {
            if (pos + digits > p.length()) {
                throw unsupported();
            }
            int v = Integer.parseInt(p.substring(pos, pos + digits), 16);
            pos += digits;
            return v;
        }

        CharSet property() {
            int close = p.indexOf('}', pos);
            if (pos >= p.length() || p.charAt(pos) != '{' || close < 0) {
                throw unsupported();
            }
            String name = p.substring(pos + 1, close);
            pos = close + 1;
            if (name.startsWith("Is")) {
                name = name.substring(2);
            }
            if (name.equals("Lower") || name.equals("Ll")) return new Predefined(Predefined.LOWER);
            if (name.equals("Upper") || name.equals("Lu")) return new Predefined(Predefined.UPPER);
            if (name.equals("Alpha")) return new Predefined(Predefined.ALPHA);
            if (name.equals("Digit") || name.equals("Nd")) return new Predefined(Predefined.DIGIT);
            if (name.equals("Alnum")) return new Predefined(Predefined.ALNUM);
            if (name.equals("Punct")) return new Predefined(Predefined.PUNCT);
            if (name.equals("Space")) return new Predefined(Predefined.SPACE);
            if (name.equals("XDigit")) return new Predefined(Predefined.XDIGIT);
            if (name.equals("L") || name.equals("Letter")) return new Predefined(Predefined.LETTER);
            throw unsupported();
        }

        /** After '[': ranges, escapes, negation, nested classes; no intersections. */
        CharSet parseClass() {
            boolean negate = false;
            if (pos < p.length() && p.charAt(pos) == '^') {
                negate = true;
                pos++;
            }
            Union u = new Union();
            boolean first = true;
            while (true) {
                if (pos >= p.length()) {
                    throw unsupported();
                }
                char c = p.charAt(pos);
                if (c == ']' && !first) {
                    pos++;
                    break;
                }
                first = false;
                if (c == '[') {
                    pos++;
                    u.add(parseClass());
                    continue;
                }
                if (c == '&' && p.startsWith("&&", pos)) {
                    throw unsupported();
                }
                CharSet item;
                char lo;
                if (c == '\\') {
                    pos++;
                    Object e = parseEscape(true);
                    if (!(e instanceof Single)) {
                        u.add((CharSet) e);
                        continue;
                    }
                    lo = ((Single) e).c;
                } else {
                    lo = c;
                    pos++;
                }
                // A range lo-hi (a '-' before ']' is literal)
                if (pos + 1 < p.length() && p.charAt(pos) == '-' && p.charAt(pos + 1) != ']') {
                    pos++;
                    char hi = p.charAt(pos++);
                    if (hi == '\\') {
                        Object e = parseEscape(true);
                        if (!(e instanceof Single)) {
                            throw unsupported();
                        }
                        hi = ((Single) e).c;
                    } else if (hi == '[') {
                        throw unsupported();
                    }
                    if (hi < lo) {
                        throw new IllegalArgumentException("Illegal character range near index " + (pos - 1)
                                + "\n" + p + "\n" + spaces(pos - 1) + "^");
                    }
                    item = new Range(lo, hi);
                } else {
                    item = new Single(lo);
                }
                u.add(item);
            }
            return negate ? new Negated(u) : u;
        }
    }
}
