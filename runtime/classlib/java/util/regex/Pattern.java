// java.util.regex.Pattern: JDK 17's regular-expression syntax compiled to a chain of matching nodes.
package java.util.regex;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.function.Predicate;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * A compiled regular expression, as JDK 17's java.util.regex.Pattern: the same syntax, flags,
 * error messages (with the same indices) and the same backtracking order, so which alternative
 * wins, what each group captures and where a search gives up are the JDK's.
 *
 * Design (the JDK's own, rewritten): a recursive-descent parser over the pattern's code points
 * (a cursor, double-zero terminated, COMMENTS-aware peek/read/next) builds a chain of Nodes; each
 * node matches at an index and then calls its `next`, so backtracking is the Java call stack and
 * a match that needs more depth than the thread has throws StackOverflowError as java does.
 * Quantified single-character atoms loop instead of recursing (CharPropertyGreedy, Curly), as do
 * quantified groups whose body has one way to match (GroupCurly); other quantified groups are a
 * Prolog/Loop pair that recurses per iteration. `study` computes minimum and maximum lengths
 * (look-behind bounds, the search loop's last start) and whether a body is deterministic.
 * Patterns are immutable and thread-safe; Matchers are not.
 * Not here: CANON_EQ (accepted, ignored), \X, \N{name}, \b{g}, Unicode scripts and blocks.
 */
public final class Pattern implements java.io.Serializable {
    private static final long serialVersionUID = 5073258162644648461L;

    public static final int UNIX_LINES = 0x01;
    public static final int CASE_INSENSITIVE = 0x02;
    public static final int COMMENTS = 0x04;
    public static final int MULTILINE = 0x08;
    public static final int LITERAL = 0x10;
    public static final int DOTALL = 0x20;
    public static final int UNICODE_CASE = 0x40;
    public static final int CANON_EQ = 0x80;
    public static final int UNICODE_CHARACTER_CLASS = 0x100;
    private static final int ALL_FLAGS = 0x1ff;

    static final int MAX_REPS = 0x7FFFFFFF;
    static final int GREEDY = 0, LAZY = 1, POSSESSIVE = 2, INDEPENDENT = 3;

    private final String pattern;
    /** The flags after compiling (top-level inline flags included), as JDK 17's flags(). */
    private int flags0;
    /** The search entry (Start, or matchRoot when it begins with an anchor). */
    transient Node root;
    /** The anchored entry used by matches() and lookingAt(). */
    transient Node matchRoot;
    /** Groups including group 0. */
    transient int capturingGroupCount;
    /** Slots in Matcher.locals: one per group head and per Loop counter. */
    transient int localCount;
    private transient Map<String, Integer> namedGroups;

    // ---- parse state (compile time only) --------------------------------------------------------
    private transient int[] temp;
    private transient int cursor;
    private transient int patternLength;
    private transient boolean hasSupplementary;
    /** Second result of the node-building methods: the tail of the chain they return. */
    private transient Node root2;
    /** Second result of escape() inside a class: the class it named. */
    private transient CharPredicate predicate;
    private transient int[] buffer;

    private Pattern(String p, int f) {
        if ((f & ~ALL_FLAGS) != 0) {
            throw new IllegalArgumentException("Unknown flag 0x" + Integer.toHexString(f));
        }
        pattern = p;
        flags0 = f;
        if ((f & UNICODE_CHARACTER_CLASS) != 0) {
            flags0 |= UNICODE_CASE;
        }
        capturingGroupCount = 1;
        localCount = 0;
        if (!pattern.isEmpty()) {
            compile();
        } else {
            root = new Start(lastAccept());
            matchRoot = root.next;
        }
        temp = null;
        buffer = null;
        root2 = null;
        predicate = null;
    }

    /** Compiles `regex`; PatternSyntaxException with JDK 17's text and index for bad syntax. */
    public static Pattern compile(String regex) {
        return new Pattern(regex, 0);
    }

    /** Compiles with `flags` (IllegalArgumentException "Unknown flag 0x.." for undefined bits). */
    public static Pattern compile(String regex, int flags) {
        return new Pattern(regex, flags);
    }

    public String pattern() {
        return pattern;
    }

    public String toString() {
        return pattern;
    }

    public int flags() {
        return flags0;
    }

    public Matcher matcher(CharSequence input) {
        return new Matcher(this, input);
    }

    public static boolean matches(String regex, CharSequence input) {
        return compile(regex).matcher(input).matches();
    }

    /** `s` as a literal pattern: \Q...\E, with each \E inside escaped (JDK 17's form). */
    public static String quote(String s) {
        int slashEIndex = s.indexOf("\\E");
        if (slashEIndex == -1) {
            return "\\Q" + s + "\\E";
        }
        StringBuilder sb = new StringBuilder(s.length() * 2);
        sb.append("\\Q");
        int current = 0;
        while ((slashEIndex = s.indexOf("\\E", current)) != -1) {
            sb.append(s, current, slashEIndex);
            current = slashEIndex + 2;
            sb.append("\\E\\\\E\\Q");
        }
        sb.append(s, current, s.length());
        sb.append("\\E");
        return sb.toString();
    }

    public String[] split(CharSequence input) {
        return split(input, 0);
    }

    /** JDK 17's split: no leading empty string for a zero-width match at 0, trailing ones dropped at limit 0. */
    public String[] split(CharSequence input, int limit) {
        int index = 0;
        boolean matchLimited = limit > 0;
        ArrayList<String> matchList = new ArrayList<>();
        Matcher m = matcher(input);
        while (m.find()) {
            if (!matchLimited || matchList.size() < limit - 1) {
                if (index == 0 && index == m.start() && m.start() == m.end()) {
                    continue;
                }
                matchList.add(input.subSequence(index, m.start()).toString());
                index = m.end();
            } else if (matchList.size() == limit - 1) {
                matchList.add(input.subSequence(index, input.length()).toString());
                index = m.end();
            }
        }
        if (index == 0) {
            return new String[] {input.toString()};
        }
        if (!matchLimited || matchList.size() < limit) {
            matchList.add(input.subSequence(index, input.length()).toString());
        }
        int resultSize = matchList.size();
        if (limit == 0) {
            while (resultSize > 0 && matchList.get(resultSize - 1).isEmpty()) {
                resultSize--;
            }
        }
        String[] result = new String[resultSize];
        for (int i = 0; i < resultSize; i++) {
            result[i] = matchList.get(i);
        }
        return result;
    }

    /** The pieces of split(input) as a lazy stream (JDK 17: trailing empty strings dropped). */
    public Stream<String> splitAsStream(final CharSequence input) {
        final String[] parts = split(input);
        Iterator<String> it = new Iterator<String>() {
            int i;

            public boolean hasNext() {
                return i < parts.length;
            }

            public String next() {
                if (i >= parts.length) {
                    throw new NoSuchElementException();
                }
                return parts[i++];
            }
        };
        return StreamSupport.fromIterator(it);
    }

    /** A predicate that tests whether this pattern is found in a string. */
    public Predicate<String> asPredicate() {
        return new Predicate<String>() {
            public boolean test(String s) {
                return matcher(s).find();
            }
        };
    }

    /** A predicate that tests whether this pattern matches a whole string. */
    public Predicate<String> asMatchPredicate() {
        return new Predicate<String>() {
            public boolean test(String s) {
                return matcher(s).matches();
            }
        };
    }

    Map<String, Integer> namedGroups() {
        if (namedGroups == null) {
            namedGroups = new HashMap<>(2);
        }
        return namedGroups;
    }

    private boolean has(int f) {
        return (flags0 & f) != 0;
    }

    // ---- compiler ---------------------------------------------------------------------------------

    private static Node lastAccept() {
        return new LastNode();
    }

    private void compile() {
        patternLength = pattern.length();
        temp = new int[patternLength + 2];
        hasSupplementary = false;
        int c;
        int count = 0;
        for (int x = 0; x < patternLength; x += Character.charCount(c)) {
            c = pattern.codePointAt(x);
            if (c >= Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                hasSupplementary = true;
            }
            temp[count++] = c;
        }
        patternLength = count;
        if (!has(LITERAL)) {
            removeQEQuoting();
        }
        buffer = new int[32];
        Node last = lastAccept();
        if (has(LITERAL)) {
            matchRoot = newSlice(temp, patternLength, hasSupplementary);
            matchRoot.next = last;
        } else {
            matchRoot = expr(last);
            if (patternLength != cursor) {
                if (peek() == ')') {
                    throw error("Unmatched closing ')'");
                } else {
                    throw error("Unexpected internal error");
                }
            }
        }
        if (matchRoot instanceof Begin) {
            root = matchRoot;
        } else {
            root = new Start(matchRoot);
        }
    }

    /** Rewrites \Q...\E into escaped characters (the JDK does this before parsing). */
    private void removeQEQuoting() {
        final int pLen = patternLength;
        int i = 0;
        while (i < pLen - 1) {
            if (temp[i] != '\\') {
                i += 1;
            } else if (temp[i + 1] != 'Q') {
                i += 2;
            } else {
                break;
            }
        }
        if (i >= pLen - 1) {
            return;
        }
        int j = i;
        i += 2;
        int[] newtemp = new int[j + 3 * (pLen - i) + 2];
        System.arraycopy(temp, 0, newtemp, 0, j);
        boolean inQuote = true;
        boolean beginQuote = true;
        while (i < pLen) {
            int c = temp[i++];
            if (!isAscii(c) || isAlpha(c)) {
                newtemp[j++] = c;
            } else if (isDigit(c)) {
                if (beginQuote) {
                    // A preceding escape must not take this digit as its own.
                    newtemp[j++] = '\\';
                    newtemp[j++] = 'x';
                    newtemp[j++] = '3';
                }
                newtemp[j++] = c;
            } else if (c != '\\') {
                if (inQuote) {
                    newtemp[j++] = '\\';
                }
                newtemp[j++] = c;
            } else if (inQuote) {
                inQuote = false;
                if (i < pLen && temp[i] == 'E') {
                    i++;
                } else {
                    newtemp[j++] = '\\';
                    newtemp[j++] = '\\';
                    inQuote = true;
                }
            } else {
                if (i < pLen && temp[i] == 'Q') {
                    i++;
                    inQuote = true;
                    beginQuote = true;
                    continue;
                } else {
                    newtemp[j++] = c;
                    if (i != pLen) {
                        newtemp[j++] = temp[i++];
                    }
                }
            }
            beginQuote = false;
        }
        patternLength = j;
        temp = new int[j + 2];
        System.arraycopy(newtemp, 0, temp, 0, j);
    }

    private PatternSyntaxException error(String s) {
        return new PatternSyntaxException(s, pattern, cursor - 1);
    }

    // ---- cursor -----------------------------------------------------------------------------------

    private void accept(int ch, String s) {
        int testChar = temp[cursor++];
        if (has(COMMENTS)) {
            testChar = parsePastWhitespace(testChar);
        }
        if (ch != testChar) {
            throw error(s);
        }
    }

    private int peek() {
        int ch = temp[cursor];
        if (has(COMMENTS)) {
            ch = peekPastWhitespace(ch);
        }
        return ch;
    }

    private int read() {
        int ch = temp[cursor++];
        if (has(COMMENTS)) {
            ch = parsePastWhitespace(ch);
        }
        return ch;
    }

    private int next() {
        int ch = temp[++cursor];
        if (has(COMMENTS)) {
            ch = peekPastWhitespace(ch);
        }
        return ch;
    }

    private int nextEscaped() {
        return temp[++cursor];
    }

    private int skip() {
        int i = cursor;
        int ch = temp[i + 1];
        cursor = i + 2;
        return ch;
    }

    private void unread() {
        cursor--;
    }

    private int peekPastWhitespace(int ch) {
        while (isSpace(ch) || ch == '#') {
            while (isSpace(ch)) {
                ch = temp[++cursor];
            }
            if (ch == '#') {
                ch = peekPastLine();
            }
        }
        return ch;
    }

    private int parsePastWhitespace(int ch) {
        while (isSpace(ch) || ch == '#') {
            while (isSpace(ch)) {
                ch = temp[cursor++];
            }
            if (ch == '#') {
                ch = parsePastLine();
            }
        }
        return ch;
    }

    private int parsePastLine() {
        int ch = temp[cursor++];
        while (ch != 0 && !isLineSeparator(ch)) {
            ch = temp[cursor++];
        }
        if (ch == 0 && cursor > patternLength) {
            cursor = patternLength;
            ch = temp[cursor++];
        }
        return ch;
    }

    private int peekPastLine() {
        int ch = temp[++cursor];
        while (ch != 0 && !isLineSeparator(ch)) {
            ch = temp[++cursor];
        }
        if (ch == 0 && cursor > patternLength) {
            cursor = patternLength;
            ch = temp[cursor];
        }
        return ch;
    }

    private boolean isLineSeparator(int ch) {
        if (has(UNIX_LINES)) {
            return ch == '\n';
        }
        return ch == '\n' || ch == '\r' || (ch | 1) == '\u2029' || ch == '\u0085';
    }

    // ---- grammar ----------------------------------------------------------------------------------

    /** expr := sequence ('|' sequence)*; the chain ends in `end`. */
    private Node expr(Node end) {
        Node prev = null;
        Node firstTail = null;
        Branch branch = null;
        Node branchConn = null;
        for (;;) {
            Node node = sequence(end);
            Node nodeTail = root2;
            if (prev == null) {
                prev = node;
                firstTail = nodeTail;
            } else {
                if (branchConn == null) {
                    branchConn = new BranchConn();
                    branchConn.next = end;
                }
                if (node == end) {
                    node = null;  // an empty alternative goes straight on
                } else {
                    nodeTail.next = branchConn;
                }
                if (prev == branch) {
                    branch.add(node);
                } else {
                    if (prev == end) {
                        prev = null;
                    } else {
                        firstTail.next = branchConn;
                    }
                    prev = branch = new Branch(prev, node, branchConn);
                }
            }
            if (peek() != '|') {
                return prev;
            }
            next();
        }
    }

    private Node sequence(Node end) {
        Node head = null;
        Node tail = null;
        Node node;
        LOOP:
        for (;;) {
            int ch = peek();
            switch (ch) {
                case '(':
                    node = group0();
                    if (node == null) {
                        continue;  // a flags-only group
                    }
                    if (head == null) {
                        head = node;
                    } else {
                        tail.next = node;
                    }
                    tail = root2;
                    continue;
                case '[':
                    node = newCharProperty(clazz(true));
                    break;
                case '\\':
                    ch = nextEscaped();
                    if (ch == 'p' || ch == 'P') {
                        boolean oneLetter = true;
                        boolean comp = ch == 'P';
                        ch = next();
                        if (ch != '{') {
                            unread();
                        } else {
                            oneLetter = false;
                        }
                        node = newCharProperty(family(oneLetter, comp));
                    } else {
                        unread();
                        node = atom();
                    }
                    break;
                case '^':
                    next();
                    if (has(MULTILINE)) {
                        node = has(UNIX_LINES) ? new UnixCaret() : new Caret();
                    } else {
                        node = new Begin();
                    }
                    break;
                case '$':
                    next();
                    node = has(UNIX_LINES) ? new UnixDollar(has(MULTILINE)) : new Dollar(has(MULTILINE));
                    break;
                case '.':
                    next();
                    if (has(DOTALL)) {
                        node = new CharProperty(CharPredicate.ALL);
                    } else if (has(UNIX_LINES)) {
                        node = new CharProperty(CharPredicate.UNIXDOT);
                    } else {
                        node = new CharProperty(CharPredicate.DOT);
                    }
                    break;
                case '|':
                case ')':
                    break LOOP;
                case ']':
                case '}':
                    node = atom();
                    break;
                case '?':
                case '*':
                case '+':
                    next();
                    throw error("Dangling meta character '" + ((char) ch) + "'");
                case 0:
                    if (cursor >= patternLength) {
                        break LOOP;
                    }
                    node = atom();
                    break;
                default:
                    node = atom();
                    break;
            }
            node = closure(node);
            if (head == null) {
                head = tail = node;
            } else {
                tail.next = node;
                tail = node;
            }
        }
        if (head == null) {
            return end;
        }
        tail.next = end;
        root2 = tail;
        return head;
    }

    /** A run of literal characters (a Slice) or one escape's node. */
    private Node atom() {
        int first = 0;
        int prev = -1;
        boolean hasSupp = false;
        int ch = peek();
        for (;;) {
            switch (ch) {
                case '*':
                case '+':
                case '?':
                case '{':
                    if (first > 1) {
                        cursor = prev;  // the quantifier takes the last character
                        first--;
                    }
                    break;
                case '$':
                case '.':
                case '^':
                case '(':
                case '[':
                case '|':
                case ')':
                    break;
                case '\\':
                    ch = nextEscaped();
                    if (ch == 'p' || ch == 'P') {
                        if (first > 0) {
                            unread();
                            break;
                        }
                        boolean comp = ch == 'P';
                        boolean oneLetter = true;
                        ch = next();
                        if (ch != '{') {
                            unread();
                        } else {
                            oneLetter = false;
                        }
                        return newCharProperty(family(oneLetter, comp));
                    }
                    unread();
                    prev = cursor;
                    ch = escape(false, first == 0, false);
                    if (ch >= 0) {
                        append(ch, first);
                        first++;
                        if (ch >= Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                            hasSupp = true;
                        }
                        ch = peek();
                        continue;
                    } else if (first == 0) {
                        return root2;
                    }
                    cursor = prev;  // the escape is not a literal: leave it for the next atom
                    break;
                case 0:
                    if (cursor >= patternLength) {
                        break;
                    }
                    // fall through
                default:
                    prev = cursor;
                    append(ch, first);
                    first++;
                    if (ch >= Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                        hasSupp = true;
                    }
                    ch = next();
                    continue;
            }
            break;
        }
        if (first == 1) {
            return newCharProperty(single(buffer[0]));
        }
        return newSlice(buffer, first, hasSupp);
    }

    private void append(int ch, int index) {
        if (index >= buffer.length) {
            int[] b = new int[index + index];
            System.arraycopy(buffer, 0, b, 0, buffer.length);
            buffer = b;
        }
        buffer[index] = ch;
    }

    /** A back reference \n: takes more digits while they name an existing group. */
    private Node ref(int refNum) {
        boolean done = false;
        while (!done) {
            int ch = peek();
            if (ch >= '0' && ch <= '9') {
                int newRefNum = refNum * 10 + (ch - '0');
                if (capturingGroupCount - 1 < newRefNum) {
                    done = true;
                } else {
                    refNum = newRefNum;
                    read();
                }
            } else {
                done = true;
            }
        }
        if (has(CASE_INSENSITIVE)) {
            return new CIBackRef(refNum, has(UNICODE_CASE));
        }
        return new BackRef(refNum);
    }

    /**
     * After a backslash: a character (returned) or, with -1, a node in root2 (outside a class,
     * when `create`) or a class in `predicate`.
     */
    private int escape(boolean inclass, boolean create, boolean isrange) {
        int ch = skip();
        switch (ch) {
            case '0':
                return o();
            case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9':
                if (inclass) {
                    break;
                }
                if (create) {
                    root2 = ref(ch - '0');
                }
                return -1;
            case 'A':
                if (inclass) {
                    break;
                }
                if (create) {
                    root2 = new Begin();
                }
                return -1;
            case 'B':
                if (inclass) {
                    break;
                }
                if (create) {
                    root2 = new Bound(Bound.NONE, has(UNICODE_CHARACTER_CLASS));
                }
                return -1;
            case 'D':
                if (create) {
                    predicate = (has(UNICODE_CHARACTER_CLASS) ? CharPredicate.DIGIT : CharPredicate.ASCII_DIGIT).negate();
                    if (!inclass) {
                        root2 = newCharProperty(predicate);
                    }
                }
                return -1;
            case 'G':
                if (inclass) {
                    break;
                }
                if (create) {
                    root2 = new LastMatch();
                }
                return -1;
            case 'H':
                if (create) {
                    predicate = CharPredicate.HORIZ_WS.negate();
                    if (!inclass) {
                        root2 = newCharProperty(predicate);
                    }
                }
                return -1;
            case 'R':
                if (inclass) {
                    break;
                }
                if (create) {
                    root2 = new LineEnding();
                }
                return -1;
            case 'S':
                if (create) {
                    predicate = (has(UNICODE_CHARACTER_CLASS) ? CharPredicate.WHITE_SPACE : CharPredicate.ASCII_SPACE).negate();
                    if (!inclass) {
                        root2 = newCharProperty(predicate);
                    }
                }
                return -1;
            case 'V':
                if (create) {
                    predicate = CharPredicate.VERT_WS.negate();
                    if (!inclass) {
                        root2 = newCharProperty(predicate);
                    }
                }
                return -1;
            case 'W':
                if (create) {
                    predicate = (has(UNICODE_CHARACTER_CLASS) ? CharPredicate.WORD : CharPredicate.ASCII_WORD).negate();
                    if (!inclass) {
                        root2 = newCharProperty(predicate);
                    }
                }
                return -1;
            case 'Z':
                if (inclass) {
                    break;
                }
                if (create) {
                    root2 = has(UNIX_LINES) ? new UnixDollar(false) : new Dollar(false);
                }
                return -1;
            case 'a':
                return '\007';
            case 'b':
                if (inclass) {
                    break;
                }
                if (create) {
                    root2 = new Bound(Bound.BOTH, has(UNICODE_CHARACTER_CLASS));
                }
                return -1;
            case 'c':
                return c();
            case 'd':
                if (create) {
                    predicate = has(UNICODE_CHARACTER_CLASS) ? CharPredicate.DIGIT : CharPredicate.ASCII_DIGIT;
                    if (!inclass) {
                        root2 = newCharProperty(predicate);
                    }
                }
                return -1;
            case 'e':
                return '\033';
            case 'f':
                return '\f';
            case 'h':
                if (create) {
                    predicate = CharPredicate.HORIZ_WS;
                    if (!inclass) {
                        root2 = newCharProperty(predicate);
                    }
                }
                return -1;
            case 'k':
                if (inclass) {
                    break;
                }
                if (read() != '<') {
                    throw error("\\k is not followed by '<' for named capturing group");
                }
                String name = groupname(read());
                if (!namedGroups().containsKey(name)) {
                    throw error("named capturing group <" + name + "> does not exist");
                }
                if (create) {
                    int g = namedGroups().get(name);
                    root2 = has(CASE_INSENSITIVE) ? new CIBackRef(g, has(UNICODE_CASE)) : new BackRef(g);
                }
                return -1;
            case 'n':
                return '\n';
            case 'r':
                return '\r';
            case 's':
                if (create) {
                    predicate = has(UNICODE_CHARACTER_CLASS) ? CharPredicate.WHITE_SPACE : CharPredicate.ASCII_SPACE;
                    if (!inclass) {
                        root2 = newCharProperty(predicate);
                    }
                }
                return -1;
            case 't':
                return '\t';
            case 'u':
                return u();
            case 'v':
                if (isrange) {
                    return '\013';
                }
                if (create) {
                    predicate = CharPredicate.VERT_WS;
                    if (!inclass) {
                        root2 = newCharProperty(predicate);
                    }
                }
                return -1;
            case 'w':
                if (create) {
                    predicate = has(UNICODE_CHARACTER_CLASS) ? CharPredicate.WORD : CharPredicate.ASCII_WORD;
                    if (!inclass) {
                        root2 = newCharProperty(predicate);
                    }
                }
                return -1;
            case 'x':
                return x();
            case 'z':
                if (inclass) {
                    break;
                }
                if (create) {
                    root2 = new End();
                }
                return -1;
            case 'N':
                return namedCharacter();
            case 'C': case 'E': case 'F': case 'I': case 'J': case 'K': case 'L': case 'M':
            case 'O': case 'P': case 'Q': case 'T': case 'U': case 'X': case 'Y':
            case 'g': case 'i': case 'j': case 'l': case 'm': case 'o': case 'p': case 'q': case 'y':
                break;
            default:
                return ch;
        }
        throw error("Illegal/unsupported escape sequence");
    }

    /** A character class after '['; `consume` eats the closing ']' (nested classes under && do not). */
    private CharPredicate clazz(boolean consume) {
        CharPredicate prev = null;
        CharPredicate curr = null;
        BitClass bits = new BitClass();
        boolean isNeg = false;
        boolean hasBits = false;
        int ch = next();
        if (ch == '^' && temp[cursor - 1] == '[') {
            ch = next();
            isNeg = true;
        }
        for (;;) {
            switch (ch) {
                case '[':
                    curr = clazz(true);
                    prev = prev == null ? curr : prev.union(curr);
                    ch = peek();
                    continue;
                case '&':
                    ch = next();
                    if (ch == '&') {
                        ch = next();
                        CharPredicate right = null;
                        while (ch != ']' && ch != '&') {
                            if (ch == '[') {
                                right = right == null ? clazz(true) : right.union(clazz(true));
                            } else {
                                unread();
                                if (hasBits) {
                                    prev = prev == null ? (curr = bits) : prev.union(bits);
                                    hasBits = false;
                                }
                                right = clazz(false);
                            }
                            ch = peek();
                        }
                        if (hasBits) {
                            prev = prev == null ? (curr = bits) : prev.union(bits);
                            hasBits = false;
                        }
                        if (right != null) {
                            curr = right;
                        }
                        if (prev == null) {
                            if (right == null) {
                                throw error("Bad class syntax");
                            }
                            prev = right;
                        } else {
                            prev = prev.and(curr);
                        }
                    } else {
                        unread();  // a literal '&'
                        break;
                    }
                    continue;
                case 0:
                    if (cursor >= patternLength) {
                        throw error("Unclosed character class");
                    }
                    break;
                case ']':
                    if (prev != null || hasBits) {
                        if (consume) {
                            next();
                        }
                        if (prev == null) {
                            prev = bits;
                        } else if (hasBits) {
                            prev = prev.union(bits);
                        }
                        return isNeg ? prev.negate() : prev;
                    }
                    break;
                default:
                    break;
            }
            curr = range(bits);
            if (curr == null) {
                hasBits = true;
            } else if (prev == null) {
                prev = curr;
            } else if (prev != curr) {
                prev = prev.union(curr);
            }
            ch = peek();
        }
    }

    private CharPredicate bitsOrSingle(BitClass bits, int ch) {
        if (ch < 256 && !(has(CASE_INSENSITIVE) && has(UNICODE_CASE)
                && (ch == 0xff || ch == 0xb5 || ch == 0x49 || ch == 0x69 || ch == 0x53 || ch == 0x73
                    || ch == 0x4b || ch == 0x6b || ch == 0xc5 || ch == 0xe5))) {
            bits.add(ch, flags0);
            return null;
        }
        return single(ch);
    }

    /** One class item: a character (into `bits`, null returned), a range, an escape's class or a property. */
    private CharPredicate range(BitClass bits) {
        int ch = peek();
        if (ch == '\\') {
            ch = nextEscaped();
            if (ch == 'p' || ch == 'P') {
                boolean comp = ch == 'P';
                boolean oneLetter = true;
                ch = next();
                if (ch != '{') {
                    unread();
                } else {
                    oneLetter = false;
                }
                return family(oneLetter, comp);
            }
            boolean isrange = temp[cursor + 1] == '-';
            unread();
            ch = escape(true, true, isrange);
            if (ch == -1) {
                return predicate;
            }
        } else {
            next();
        }
        if (ch >= 0) {
            if (peek() == '-') {
                int endRange = temp[cursor + 1];
                if (endRange == '[') {
                    return bitsOrSingle(bits, ch);
                }
                if (endRange != ']') {
                    next();
                    int m = peek();
                    if (m == '\\') {
                        m = escape(true, false, true);
                    } else {
                        next();
                    }
                    if (m < ch) {
                        throw error("Illegal character range");
                    }
                    if (has(CASE_INSENSITIVE)) {
                        return has(UNICODE_CASE) ? CharPredicate.ciRangeU(ch, m) : CharPredicate.ciRange(ch, m);
                    }
                    return CharPredicate.range(ch, m);
                }
            }
            return bitsOrSingle(bits, ch);
        }
        throw error("Unexpected character '" + ((char) ch) + "'");
    }

    private CharPredicate single(final int ch) {
        if (has(CASE_INSENSITIVE)) {
            if (has(UNICODE_CASE)) {
                int upper = Character.toUpperCase(ch);
                int lower = Character.toLowerCase(upper);
                if (upper != lower) {
                    return CharPredicate.singleU(lower);
                }
            } else if (isAscii(ch) && isAlpha(ch)) {
                int lower = toLower(ch);
                int upper = toUpper(ch);
                if (lower != upper) {
                    return CharPredicate.singleI(lower, upper);
                }
            }
        }
        return CharPredicate.single(ch);
    }

    /** \p{name} or \pL after the 'p' (and the '{' when not oneLetter). */
    private CharPredicate family(boolean singleLetter, boolean isComplement) {
        next();
        String name;
        CharPredicate p = null;
        if (singleLetter) {
            int c = temp[cursor];
            name = new String(Character.toChars(c));
            read();
        } else {
            int i = cursor;
            int ch;
            do {
                if (cursor >= patternLength) {
                    cursor = patternLength + 1;  // the JDK's parser meets a '}' mark here
                    break;
                }
                ch = read();
            } while (ch != '}');
            int j = cursor;
            if (j > patternLength) {
                throw error("Unclosed character family");
            }
            if (i + 1 >= j) {
                throw error("Empty character family");
            }
            name = codePointsToString(temp, i, j - i - 1);
        }
        int i = name.indexOf('=');
        if (i != -1) {
            String value = name.substring(i + 1);
            name = name.substring(0, i).toLowerCase();
            if (name.equals("gc") || name.equals("general_category")) {
                p = CharPredicate.forProperty(value, has(CASE_INSENSITIVE));
            }
            if (p == null) {
                throw error("Unknown Unicode property {name=<" + name + ">, " + "value=<" + value + ">}");
            }
        } else {
            if (name.startsWith("In")) {
                p = null;  // Unicode blocks are not in this library
            } else if (name.startsWith("Is")) {
                String shortName = name.substring(2);
                p = CharPredicate.forUnicodeProperty(shortName, has(CASE_INSENSITIVE));
                if (p == null) {
                    p = CharPredicate.forProperty(shortName, has(CASE_INSENSITIVE));
                }
            } else {
                if (has(UNICODE_CHARACTER_CLASS)) {
                    p = CharPredicate.forPOSIXName(name, has(CASE_INSENSITIVE));
                }
                if (p == null) {
                    p = CharPredicate.forProperty(name, has(CASE_INSENSITIVE));
                }
            }
            if (p == null) {
                throw error("Unknown character property name {" + name + "}");
            }
        }
        if (isComplement) {
            hasSupplementary = true;
            p = p.negate();
        }
        return p;
    }

    private static String codePointsToString(int[] cps, int off, int n) {
        StringBuilder sb = new StringBuilder(n);
        for (int k = 0; k < n; k++) {
            sb.appendCodePoint(cps[off + k]);
        }
        return sb.toString();
    }

    private String groupname(int ch) {
        StringBuilder sb = new StringBuilder();
        if (!isAlpha(ch)) {
            throw error("capturing group name does not start with a Latin letter");
        }
        do {
            sb.append((char) ch);
        } while (isAlnum(ch = read()));
        if (ch != '>') {
            throw error("named capturing group is missing trailing '>'");
        }
        return sb.toString();
    }

    /** A group and its quantifier; the group's tail is left in root2. Null for a flags-only group. */
    private Node group0() {
        boolean capturingGroup = false;
        Node head;
        Node tail;
        int save = flags0;
        root2 = null;
        int ch = next();
        if (ch == '?') {
            ch = skip();
            switch (ch) {
                case ':':
                    head = createGroup(true);
                    tail = root2;
                    head.next = expr(tail);
                    break;
                case '=':
                case '!':
                    head = createGroup(true);
                    tail = root2;
                    head.next = expr(tail);
                    if (ch == '=') {
                        head = tail = new Pos(head);
                    } else {
                        head = tail = new Neg(head);
                    }
                    break;
                case '>':
                    head = createGroup(true);
                    tail = root2;
                    head.next = expr(tail);
                    head = tail = new Ques(head, INDEPENDENT);
                    break;
                case '<':
                    ch = read();
                    if (ch != '=' && ch != '!') {
                        String name = groupname(ch);
                        if (namedGroups().containsKey(name)) {
                            throw error("Named capturing group <" + name + "> is already defined");
                        }
                        capturingGroup = true;
                        head = createGroup(false);
                        tail = root2;
                        namedGroups().put(name, capturingGroupCount - 1);
                        head.next = expr(tail);
                        break;
                    }
                    head = createGroup(true);
                    tail = root2;
                    head.next = expr(tail);
                    tail.next = new LookBehindEnd();
                    TreeInfo info = new TreeInfo();
                    head.study(info);
                    if (!info.maxValid) {
                        throw error("Look-behind group does not have an obvious maximum length");
                    }
                    if (ch == '=') {
                        head = tail = new Behind(head, info.maxLength, info.minLength);
                    } else {
                        head = tail = new NotBehind(head, info.maxLength, info.minLength);
                    }
                    break;
                case '$':
                case '@':
                    throw error("Unknown group type");
                default:
                    unread();
                    addFlag();
                    ch = read();
                    if (ch == ')') {
                        return null;  // the flags stay in force to the end of the enclosing group
                    }
                    if (ch != ':') {
                        throw error("Unknown inline modifier");
                    }
                    head = createGroup(true);
                    tail = root2;
                    head.next = expr(tail);
                    break;
            }
        } else {
            capturingGroup = true;
            head = createGroup(false);
            tail = root2;
            head.next = expr(tail);
        }
        accept(')', "Unclosed group");
        flags0 = save;

        Node node = closure(head);
        if (node == head) {
            root2 = tail;
            return node;
        }
        if (head == tail) {  // a quantified zero-length assertion
            root2 = node;
            return node;
        }
        if (node instanceof Ques) {
            Ques ques = (Ques) node;
            if (ques.type == POSSESSIVE) {
                root2 = node;
                return node;
            }
            tail.next = new BranchConn();
            tail = tail.next;
            if (ques.type == GREEDY) {
                head = new Branch(head, null, tail);
            } else {
                head = new Branch(null, head, tail);
            }
            root2 = tail;
            return head;
        } else if (node instanceof Curly) {
            Curly curly = (Curly) node;
            if (curly.type == POSSESSIVE) {
                root2 = node;
                return node;
            }
            TreeInfo info = new TreeInfo();
            if (head.study(info)) {
                GroupTail gt = (GroupTail) tail;
                head = new GroupCurly(head.next, curly.cmin, curly.cmax, curly.type, gt.localIndex, gt.groupIndex,
                        capturingGroup);
                root2 = head;
                return head;
            }
            int beginIndex = ((GroupHead) head).localIndex;
            Loop loop = curly.type == GREEDY ? new Loop(localCount, beginIndex) : new LazyLoop(localCount, beginIndex);
            Prolog prolog = new Prolog(loop);
            localCount += 1;
            loop.cmin = curly.cmin;
            loop.cmax = curly.cmax;
            loop.body = head;
            tail.next = loop;
            root2 = loop;
            return prolog;
        }
        throw error("Internal logic error");
    }

    private Node createGroup(boolean anonymous) {
        int localIndex = localCount++;
        int groupIndex = 0;
        if (!anonymous) {
            groupIndex = capturingGroupCount++;
        }
        GroupHead head = new GroupHead(localIndex);
        root2 = new GroupTail(localIndex, groupIndex);
        return head;
    }

    private void addFlag() {
        int ch = peek();
        for (;;) {
            switch (ch) {
                case 'i': flags0 |= CASE_INSENSITIVE; break;
                case 'm': flags0 |= MULTILINE; break;
                case 's': flags0 |= DOTALL; break;
                case 'd': flags0 |= UNIX_LINES; break;
                case 'u': flags0 |= UNICODE_CASE; break;
                case 'c': flags0 |= CANON_EQ; break;
                case 'x': flags0 |= COMMENTS; break;
                case 'U': flags0 |= (UNICODE_CHARACTER_CLASS | UNICODE_CASE); break;
                case '-':
                    next();
                    subFlag();
                    return;
                default:
                    return;
            }
            ch = next();
        }
    }

    private void subFlag() {
        int ch = peek();
        for (;;) {
            switch (ch) {
                case 'i': flags0 &= ~CASE_INSENSITIVE; break;
                case 'm': flags0 &= ~MULTILINE; break;
                case 's': flags0 &= ~DOTALL; break;
                case 'd': flags0 &= ~UNIX_LINES; break;
                case 'u': flags0 &= ~UNICODE_CASE; break;
                case 'c': flags0 &= ~CANON_EQ; break;
                case 'x': flags0 &= ~COMMENTS; break;
                case 'U': flags0 &= ~(UNICODE_CHARACTER_CLASS | UNICODE_CASE); break;
                default:
                    return;
            }
            ch = next();
        }
    }

    /** The quantifier after `prev`, if any. */
    private Node closure(Node prev) {
        int ch = peek();
        switch (ch) {
            case '?':
                ch = next();
                if (ch == '?') {
                    next();
                    return new Ques(prev, LAZY);
                } else if (ch == '+') {
                    next();
                    return new Ques(prev, POSSESSIVE);
                }
                return new Ques(prev, GREEDY);
            case '*':
                return curly(prev, 0);
            case '+':
                return curly(prev, 1);
            case '{':
                ch = skip();
                if (isDigit(ch)) {
                    int cmin = 0;
                    try {
                        do {
                            cmin = Math.addExact(Math.multiplyExact(cmin, 10), ch - '0');
                        } while (isDigit(ch = read()));
                        int cmax = cmin;
                        if (ch == ',') {
                            ch = read();
                            cmax = MAX_REPS;
                            if (ch != '}') {
                                cmax = 0;
                                while (isDigit(ch)) {
                                    cmax = Math.addExact(Math.multiplyExact(cmax, 10), ch - '0');
                                    ch = read();
                                }
                            }
                        }
                        if (ch != '}') {
                            throw error("Unclosed counted closure");
                        }
                        if (cmax < cmin) {
                            throw error("Illegal repetition range");
                        }
                        ch = peek();
                        if (ch == '?') {
                            next();
                            return new Curly(prev, cmin, cmax, LAZY);
                        } else if (ch == '+') {
                            next();
                            return new Curly(prev, cmin, cmax, POSSESSIVE);
                        }
                        return new Curly(prev, cmin, cmax, GREEDY);
                    } catch (ArithmeticException ae) {
                        throw error("Illegal repetition range");
                    }
                }
                throw error("Illegal repetition");
            default:
                return prev;
        }
    }

    private Node curly(Node prev, int cmin) {
        int ch = next();
        if (ch == '?') {
            next();
            return new Curly(prev, cmin, MAX_REPS, LAZY);
        } else if (ch == '+') {
            next();
            return new Curly(prev, cmin, MAX_REPS, POSSESSIVE);
        }
        if (prev instanceof CharProperty) {
            return new CharPropertyGreedy((CharProperty) prev, cmin);
        }
        return new Curly(prev, cmin, MAX_REPS, GREEDY);
    }

    private int o() {
        int n = read();
        if (((n - '0') | ('7' - n)) >= 0) {
            int m = read();
            if (((m - '0') | ('7' - m)) >= 0) {
                int o = read();
                if ((((o - '0') | ('7' - o)) >= 0) && (((n - '0') | ('3' - n)) >= 0)) {
                    return (n - '0') * 64 + (m - '0') * 8 + (o - '0');
                }
                unread();
                return (n - '0') * 8 + (m - '0');
            }
            unread();
            return n - '0';
        }
        throw error("Illegal octal escape sequence");
    }

    private int x() {
        int n = read();
        if (isHexDigit(n)) {
            int m = read();
            if (isHexDigit(m)) {
                return toDigit(n) * 16 + toDigit(m);
            }
        } else if (n == '{' && isHexDigit(peek())) {
            int ch = 0;
            while (isHexDigit(n = read())) {
                ch = (ch << 4) + toDigit(n);
                if (ch > Character.MAX_CODE_POINT) {
                    throw error("Hexadecimal codepoint is too big");
                }
            }
            if (n != '}') {
                throw error("Unclosed hexadecimal escape sequence");
            }
            return ch;
        }
        throw error("Illegal hexadecimal escape sequence");
    }

    private int u() {
        int n = uxxxx();
        if (Character.isHighSurrogate((char) n)) {
            int cur = cursor;
            if (read() == '\\' && read() == 'u') {
                int n2 = uxxxx();
                if (Character.isLowSurrogate((char) n2)) {
                    return Character.toCodePoint((char) n, (char) n2);
                }
            }
            cursor = cur;
        }
        return n;
    }

    private int uxxxx() {
        int n = 0;
        for (int i = 0; i < 4; i++) {
            int ch = read();
            if (!isHexDigit(ch)) {
                throw error("Illegal Unicode escape sequence");
            }
            n = n * 16 + toDigit(ch);
        }
        return n;
    }

    /** \N{name}: this library has no character name table, so every name is unknown. */
    private int namedCharacter() {
        if (read() == '{') {
            int i = cursor;
            while (read() != '}') {
                if (cursor >= patternLength) {
                    throw error("Unclosed character name escape sequence");
                }
            }
            String name = codePointsToString(temp, i, cursor - i - 1);
            throw error("Unknown character name [" + name + "]");
        }
        throw error("Illegal character name escape sequence");
    }

    private int c() {
        if (cursor < patternLength) {
            return read() ^ 64;
        }
        throw error("Illegal control escape sequence");
    }

    private Node newCharProperty(CharPredicate p) {
        if (p == null) {
            return null;
        }
        return new CharProperty(p);
    }

    private Node newSlice(int[] buf, int count, boolean hasSupp) {
        StringBuilder sb = new StringBuilder(count);
        if (has(CASE_INSENSITIVE)) {
            if (has(UNICODE_CASE)) {
                for (int i = 0; i < count; i++) {
                    sb.appendCodePoint(Character.toLowerCase(Character.toUpperCase(buf[i])));
                }
                return new Slice(sb.toString().toCharArray(), Slice.UNICODE_CI);
            }
            for (int i = 0; i < count; i++) {
                sb.appendCodePoint(toLower(buf[i]));
            }
            return new Slice(sb.toString().toCharArray(), Slice.ASCII_CI);
        }
        for (int i = 0; i < count; i++) {
            sb.appendCodePoint(buf[i]);
        }
        return new Slice(sb.toString().toCharArray(), Slice.EXACT);
    }

    // ---- ASCII helpers ----------------------------------------------------------------------------

    static boolean isAscii(int ch) {
        return (ch & 0xFFFFFF80) == 0;
    }

    static boolean isAlpha(int ch) {
        return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
    }

    static boolean isDigit(int ch) {
        return ch >= '0' && ch <= '9';
    }

    static boolean isAlnum(int ch) {
        return isAlpha(ch) || isDigit(ch);
    }

    static boolean isHexDigit(int ch) {
        return isDigit(ch) || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
    }

    static int toDigit(int ch) {
        return isDigit(ch) ? ch - '0' : (ch | 0x20) - 'a' + 10;
    }

    static boolean isSpace(int ch) {
        return ch == ' ' || ch == '\t' || ch == '\n' || ch == 0x0B || ch == '\f' || ch == '\r';
    }

    static boolean isUpper(int ch) {
        return ch >= 'A' && ch <= 'Z';
    }

    static boolean isLower(int ch) {
        return ch >= 'a' && ch <= 'z';
    }

    static int toLower(int ch) {
        return isUpper(ch) ? ch + 0x20 : ch;
    }

    static int toUpper(int ch) {
        return isLower(ch) ? ch - 0x20 : ch;
    }

    // ---- nodes ------------------------------------------------------------------------------------

    /** Lengths a sub-pattern can match, and whether it matches in exactly one way. */
    static final class TreeInfo {
        int minLength;
        int maxLength;
        boolean maxValid;
        boolean deterministic;

        TreeInfo() {
            reset();
        }

        void reset() {
            minLength = 0;
            maxLength = 0;
            maxValid = true;
            deterministic = true;
        }
    }

    /** A step of the compiled pattern: match at `i`, then let `next` match the rest. Ends in Accept. */
    static class Node {
        Node next;

        Node() {
            next = Accept.INSTANCE;
        }

        /** The default end of a sub-pattern (an atom's, a look-ahead's): records where it ended. */
        boolean match(Matcher m, int i, CharSequence seq) {
            m.last = i;
            return true;
        }

        boolean study(TreeInfo info) {
            if (next != null) {
                return next.study(info);
            }
            return info.deterministic;
        }
    }

    /** The end of an atom matched on its own: `last` is where it ended. */
    static final class Accept extends Node {
        static final Accept INSTANCE = new Accept(0);

        Accept(int unused) {
            next = null;
        }
    }

    /** The end of the whole pattern: the match is [first, i). */
    static final class LastNode extends Node {
        LastNode() {
            next = null;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            if (m.acceptMode == Matcher.ENDANCHOR && i != m.to) {
                return false;
            }
            m.last = i;
            m.groups[0] = m.first;
            m.groups[1] = i;
            return true;
        }
    }

    /** The search loop: tries each start from i up to the last one that leaves room for minLength. */
    static final class Start extends Node {
        final int minLength;

        Start(Node node) {
            this.next = node;
            TreeInfo info = new TreeInfo();
            next.study(info);
            minLength = info.minLength;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            if (i > m.to - minLength) {
                m.hitEnd = true;
                return false;
            }
            int guard = m.to - minLength;
            for (; i <= guard; i++) {
                if (i > m.from && i < seq.length() && Character.isLowSurrogate(seq.charAt(i))
                        && Character.isHighSurrogate(seq.charAt(i - 1))) {
                    continue;  // never start inside a surrogate pair
                }
                if (next.match(m, i, seq)) {
                    m.first = i;
                    m.groups[0] = m.first;
                    m.groups[1] = m.last;
                    return true;
                }
            }
            m.hitEnd = true;
            return false;
        }

        boolean study(TreeInfo info) {
            next.study(info);
            info.maxValid = false;
            info.deterministic = false;
            return false;
        }
    }

    /** One code point in a set. */
    static class CharProperty extends Node {
        final CharPredicate predicate;

        CharProperty(CharPredicate predicate) {
            this.predicate = predicate;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            if (i < m.to) {
                int ch = Character.codePointAt(seq, i);
                i += Character.charCount(ch);
                if (i <= m.to) {
                    return predicate.is(ch) && next.match(m, i, seq);
                }
            }
            m.hitEnd = true;
            return false;
        }

        boolean study(TreeInfo info) {
            info.minLength++;
            info.maxLength++;
            return next.study(info);
        }
    }

    /** x* and x+ of one code point set: takes all it can in a loop, then backs off one at a time. */
    static final class CharPropertyGreedy extends Node {
        final CharPredicate predicate;
        final int cmin;

        CharPropertyGreedy(CharProperty cp, int cmin) {
            this.predicate = cp.predicate;
            this.cmin = cmin;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int n = 0;
            int to = m.to;
            while (i < to) {
                int ch = Character.codePointAt(seq, i);
                int len = Character.charCount(ch);
                if (i + len > to || !predicate.is(ch)) {
                    break;
                }
                i += len;
                n++;
            }
            if (i >= to) {
                m.hitEnd = true;
            }
            while (n >= cmin) {
                if (next.match(m, i, seq)) {
                    return true;
                }
                if (n == cmin) {
                    return false;
                }
                int ch = Character.codePointBefore(seq, i);
                i -= Character.charCount(ch);
                n--;
            }
            return false;
        }

        boolean study(TreeInfo info) {
            info.minLength += cmin;
            if (info.maxValid) {
                info.maxLength += MAX_REPS;
            }
            info.deterministic = false;
            return next.study(info);
        }
    }

    /** A literal string, exact or case-folded (ASCII or Unicode). */
    static final class Slice extends Node {
        static final int EXACT = 0, ASCII_CI = 1, UNICODE_CI = 2;
        final char[] buf;
        final int mode;

        Slice(char[] buf, int mode) {
            this.buf = buf;
            this.mode = mode;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            char[] b = buf;
            int len = b.length;
            for (int j = 0; j < len; j++) {
                if (i + j >= m.to) {
                    m.hitEnd = true;
                    return false;
                }
                char c = seq.charAt(i + j);
                if (b[j] != c) {
                    if (mode == EXACT) {
                        return false;
                    }
                    if (mode == ASCII_CI) {
                        if (b[j] != toLower(c)) {
                            return false;
                        }
                    } else if (b[j] != Character.toLowerCase(Character.toUpperCase(c))) {
                        return false;
                    }
                }
            }
            return next.match(m, i + len, seq);
        }

        boolean study(TreeInfo info) {
            info.minLength += buf.length;
            info.maxLength += buf.length;
            return next.study(info);
        }
    }

    /** x?, x??, x?+ and atomic groups (?>x) over one atom. */
    static final class Ques extends Node {
        final Node atom;
        final int type;

        Ques(Node node, int type) {
            this.atom = node;
            this.type = type;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            switch (type) {
                case GREEDY:
                    return (atom.match(m, i, seq) && next.match(m, m.last, seq)) || next.match(m, i, seq);
                case LAZY:
                    return next.match(m, i, seq) || (atom.match(m, i, seq) && next.match(m, m.last, seq));
                case POSSESSIVE:
                    if (atom.match(m, i, seq)) {
                        i = m.last;
                    }
                    return next.match(m, i, seq);
                default:
                    return atom.match(m, i, seq) && next.match(m, m.last, seq);
            }
        }

        boolean study(TreeInfo info) {
            if (type != INDEPENDENT) {
                int minL = info.minLength;
                atom.study(info);
                info.minLength = minL;
                info.deterministic = false;
                return next.study(info);
            }
            atom.study(info);
            return next.study(info);
        }
    }

    /** {n,m}, and *, + over atoms other than a single code point; possessive groups. */
    static final class Curly extends Node {
        final Node atom;
        final int type;
        final int cmin;
        final int cmax;

        Curly(Node node, int cmin, int cmax, int type) {
            this.atom = node;
            this.type = type;
            this.cmin = cmin;
            this.cmax = cmax;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int j;
            for (j = 0; j < cmin; j++) {
                if (atom.match(m, i, seq)) {
                    i = m.last;
                    continue;
                }
                return false;
            }
            if (type == GREEDY) {
                return match0(m, i, j, seq);
            } else if (type == LAZY) {
                return match1(m, i, j, seq);
            }
            return match2(m, i, j, seq);
        }

        boolean match0(Matcher m, int i, int j, CharSequence seq) {
            if (j >= cmax) {
                return next.match(m, i, seq);
            }
            int backLimit = j;
            while (atom.match(m, i, seq)) {
                int k = m.last - i;
                if (k == 0) {
                    break;  // a zero-length match: stop repeating
                }
                i = m.last;
                j++;
                while (j < cmax) {
                    if (!atom.match(m, i, seq)) {
                        break;
                    }
                    if (i + k != m.last) {
                        if (match0(m, m.last, j + 1, seq)) {
                            return true;
                        }
                        break;
                    }
                    i += k;
                    j++;
                }
                while (j >= backLimit) {
                    if (next.match(m, i, seq)) {
                        return true;
                    }
                    i -= k;
                    j--;
                }
                return false;
            }
            return next.match(m, i, seq);
        }

        boolean match1(Matcher m, int i, int j, CharSequence seq) {
            for (;;) {
                if (next.match(m, i, seq)) {
                    return true;
                }
                if (j >= cmax) {
                    return false;
                }
                if (!atom.match(m, i, seq)) {
                    return false;
                }
                if (i == m.last) {
                    return false;
                }
                i = m.last;
                j++;
            }
        }

        boolean match2(Matcher m, int i, int j, CharSequence seq) {
            for (; j < cmax; j++) {
                if (!atom.match(m, i, seq)) {
                    break;
                }
                if (i == m.last) {
                    break;
                }
                i = m.last;
            }
            return next.match(m, i, seq);
        }

        boolean study(TreeInfo info) {
            int minL = info.minLength;
            int maxL = info.maxLength;
            boolean maxV = info.maxValid;
            boolean detm = info.deterministic;
            info.reset();
            atom.study(info);
            int temp = info.minLength * cmin + minL;
            if (temp < minL) {
                temp = 0xFFFFFFF;
            }
            info.minLength = temp;
            if (maxV & info.maxValid) {
                int atomMax = info.maxLength;
                temp = atomMax * cmax;
                info.maxLength = maxL + temp;
                if (cmax != 0 && temp / cmax != atomMax) {
                    info.maxValid = false;  // overflow
                }
            } else {
                info.maxValid = false;
            }
            if (info.deterministic && cmin == cmax) {
                info.deterministic = detm;
            } else {
                info.deterministic = false;
            }
            return next.study(info);
        }
    }

    /**
     * A quantified group whose body matches in one way: iterations are taken in a loop, each
     * body match on its own (its end in `last`), backing off whole iterations.
     */
    static final class GroupCurly extends Node {
        final Node atom;
        final int type;
        final int cmin;
        final int cmax;
        final int localIndex;
        final int groupIndex;
        final boolean capture;

        GroupCurly(Node node, int cmin, int cmax, int type, int local, int group, boolean capture) {
            this.atom = node;
            this.type = type;
            this.cmin = cmin;
            this.cmax = cmax;
            this.localIndex = local;
            this.groupIndex = group;
            this.capture = capture;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int[] groups = m.groups;
            int[] locals = m.locals;
            int save0 = locals[localIndex];
            int save1 = 0;
            int save2 = 0;
            if (capture) {
                save1 = groups[groupIndex];
                save2 = groups[groupIndex + 1];
            }
            // Notify GroupTail there is no need to set up group info because it will be set here
            locals[localIndex] = -1;
            boolean ret = true;
            for (int j = 0; j < cmin; j++) {
                if (atom.match(m, i, seq)) {
                    if (capture) {
                        groups[groupIndex] = i;
                        groups[groupIndex + 1] = m.last;
                    }
                    i = m.last;
                } else {
                    ret = false;
                    break;
                }
            }
            if (ret) {
                if (type == GREEDY) {
                    ret = match0(m, i, cmin, seq);
                } else if (type == LAZY) {
                    ret = match1(m, i, cmin, seq);
                } else {
                    ret = match2(m, i, cmin, seq);
                }
            }
            if (!ret) {
                locals[localIndex] = save0;
                if (capture) {
                    groups[groupIndex] = save1;
                    groups[groupIndex + 1] = save2;
                }
            }
            return ret;
        }

        boolean match0(Matcher m, int i, int j, CharSequence seq) {
            int min = j;
            int[] groups = m.groups;
            int save0 = 0;
            int save1 = 0;
            if (capture) {
                save0 = groups[groupIndex];
                save1 = groups[groupIndex + 1];
            }
            for (;;) {
                if (j >= cmax) {
                    break;
                }
                if (!atom.match(m, i, seq)) {
                    break;
                }
                int k = m.last - i;
                if (k <= 0) {
                    if (capture) {
                        groups[groupIndex] = i;
                        groups[groupIndex + 1] = i + k;
                    }
                    i = i + k;
                    break;
                }
                for (;;) {
                    if (capture) {
                        groups[groupIndex] = i;
                        groups[groupIndex + 1] = i + k;
                    }
                    i = i + k;
                    if (++j >= cmax) {
                        break;
                    }
                    if (!atom.match(m, i, seq)) {
                        break;
                    }
                    if (i + k != m.last) {
                        if (match0(m, i, j, seq)) {
                            return true;
                        }
                        break;
                    }
                }
                while (j > min) {
                    if (next.match(m, i, seq)) {
                        return true;
                    }
                    i = i - k;
                    if (capture) {
                        groups[groupIndex + 1] = i;
                        groups[groupIndex] = i - k;
                    }
                    j--;
                }
                break;
            }
            if (capture) {
                groups[groupIndex] = save0;
                groups[groupIndex + 1] = save1;
            }
            return next.match(m, i, seq);
        }

        boolean match1(Matcher m, int i, int j, CharSequence seq) {
            for (;;) {
                if (next.match(m, i, seq)) {
                    return true;
                }
                if (j >= cmax) {
                    return false;
                }
                if (!atom.match(m, i, seq)) {
                    return false;
                }
                if (i == m.last) {
                    return false;
                }
                if (capture) {
                    m.groups[groupIndex] = i;
                    m.groups[groupIndex + 1] = m.last;
                }
                i = m.last;
                j++;
            }
        }

        boolean match2(Matcher m, int i, int j, CharSequence seq) {
            for (; j < cmax; j++) {
                if (!atom.match(m, i, seq)) {
                    break;
                }
                if (capture) {
                    m.groups[groupIndex] = i;
                    m.groups[groupIndex + 1] = m.last;
                }
                if (i == m.last) {
                    break;
                }
                i = m.last;
            }
            return next.match(m, i, seq);
        }

        boolean study(TreeInfo info) {
            int minL = info.minLength;
            int maxL = info.maxLength;
            boolean maxV = info.maxValid;
            boolean detm = info.deterministic;
            info.reset();
            atom.study(info);
            int temp = info.minLength * cmin + minL;
            if (temp < minL) {
                temp = 0xFFFFFFF;
            }
            info.minLength = temp;
            if (maxV & info.maxValid) {
                int atomMax = info.maxLength;
                temp = atomMax * cmax;
                info.maxLength = maxL + temp;
                if (cmax != 0 && temp / cmax != atomMax) {
                    info.maxValid = false;  // overflow
                }
            } else {
                info.maxValid = false;
            }
            if (info.deterministic && cmin == cmax) {
                info.deterministic = detm;
            } else {
                info.deterministic = false;
            }
            return next.study(info);
        }
    }

    /** Joins the alternatives of a Branch back to what follows it. */
    static final class BranchConn extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            return next.match(m, i, seq);
        }

        boolean study(TreeInfo info) {
            return info.deterministic;
        }
    }

    /** Alternatives tried left to right; a null alternative is the empty one. */
    static final class Branch extends Node {
        Node[] atoms = new Node[2];
        int size = 2;
        final Node conn;

        Branch(Node first, Node second, Node branchConn) {
            conn = branchConn;
            atoms[0] = first;
            atoms[1] = second;
        }

        void add(Node node) {
            if (size >= atoms.length) {
                Node[] tmp = new Node[atoms.length * 2];
                System.arraycopy(atoms, 0, tmp, 0, atoms.length);
                atoms = tmp;
            }
            atoms[size++] = node;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            for (int n = 0; n < size; n++) {
                if (atoms[n] == null) {
                    if (conn.next.match(m, i, seq)) {
                        return true;
                    }
                } else if (atoms[n].match(m, i, seq)) {
                    return true;
                }
            }
            return false;
        }

        boolean study(TreeInfo info) {
            int minL = info.minLength;
            int maxL = info.maxLength;
            boolean maxV = info.maxValid;
            int minL2 = Integer.MAX_VALUE;
            int maxL2 = -1;
            for (int n = 0; n < size; n++) {
                info.reset();
                if (atoms[n] != null) {
                    atoms[n].study(info);
                }
                minL2 = Math.min(minL2, info.minLength);
                maxL2 = Math.max(maxL2, info.maxLength);
                maxV = maxV & info.maxValid;
            }
            minL += minL2;
            maxL += maxL2;
            info.reset();
            conn.next.study(info);
            info.minLength += minL;
            info.maxLength += maxL;
            info.maxValid &= maxV;
            info.deterministic = false;
            return false;
        }
    }

    /** A group's start: saves where this entry began (for its GroupTail and a Loop's progress check). */
    static final class GroupHead extends Node {
        final int localIndex;

        GroupHead(int localCount) {
            localIndex = localCount;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int save = m.locals[localIndex];
            m.locals[localIndex] = i;
            boolean ret = next.match(m, i, seq);
            m.locals[localIndex] = save;
            return ret;
        }
    }

    /** A group's end: records the capture (restored when what follows fails). */
    static final class GroupTail extends Node {
        final int localIndex;
        final int groupIndex;

        GroupTail(int localCount, int groupCount) {
            localIndex = localCount;
            groupIndex = groupCount + groupCount;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int tmp = m.locals[localIndex];
            if (tmp >= 0) {
                if (groupIndex == 0) {
                    return next.match(m, i, seq);  // a non-capturing group
                }
                int groupStart = m.groups[groupIndex];
                int groupEnd = m.groups[groupIndex + 1];
                m.groups[groupIndex] = tmp;
                m.groups[groupIndex + 1] = i;
                if (next.match(m, i, seq)) {
                    return true;
                }
                m.groups[groupIndex] = groupStart;
                m.groups[groupIndex + 1] = groupEnd;
                return false;
            }
            // Inside GroupCurly, which records the capture itself.
            m.last = i;
            return true;
        }
    }

    /** The entry of a Loop: the first iteration. */
    static final class Prolog extends Node {
        final Loop loop;

        Prolog(Loop loop) {
            this.loop = loop;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            return loop.matchInit(m, i, seq);
        }

        boolean study(TreeInfo info) {
            return loop.study(info);
        }
    }

    /** A greedy quantified group with alternatives inside: each iteration recurses. */
    static class Loop extends Node {
        Node body;
        final int countIndex;
        final int beginIndex;
        int cmin;
        int cmax;

        Loop(int countIndex, int beginIndex) {
            this.countIndex = countIndex;
            this.beginIndex = beginIndex;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            if (i > m.locals[beginIndex]) {  // an empty iteration goes on without repeating
                int count = m.locals[countIndex];
                if (count < cmin) {
                    m.locals[countIndex] = count + 1;
                    boolean b = body.match(m, i, seq);
                    if (!b) {
                        m.locals[countIndex] = count;
                    }
                    return b;
                }
                if (count < cmax) {
                    m.locals[countIndex] = count + 1;
                    boolean b = body.match(m, i, seq);
                    if (!b) {
                        m.locals[countIndex] = count;
                    } else {
                        return true;
                    }
                }
            }
            return next.match(m, i, seq);
        }

        boolean matchInit(Matcher m, int i, CharSequence seq) {
            int save = m.locals[countIndex];
            boolean ret;
            if (0 < cmin) {
                m.locals[countIndex] = 1;
                ret = body.match(m, i, seq);
            } else if (0 < cmax) {
                m.locals[countIndex] = 1;
                ret = body.match(m, i, seq);
                if (!ret) {
                    ret = next.match(m, i, seq);
                }
            } else {
                ret = next.match(m, i, seq);
            }
            m.locals[countIndex] = save;
            return ret;
        }

        boolean study(TreeInfo info) {
            info.maxValid = false;
            info.deterministic = false;
            return false;
        }
    }

    /** The reluctant Loop. */
    static final class LazyLoop extends Loop {
        LazyLoop(int countIndex, int beginIndex) {
            super(countIndex, beginIndex);
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            if (i > m.locals[beginIndex]) {
                int count = m.locals[countIndex];
                if (count < cmin) {
                    m.locals[countIndex] = count + 1;
                    boolean result = body.match(m, i, seq);
                    if (!result) {
                        m.locals[countIndex] = count;
                    }
                    return result;
                }
                if (next.match(m, i, seq)) {
                    return true;
                }
                if (count < cmax) {
                    m.locals[countIndex] = count + 1;
                    boolean result = body.match(m, i, seq);
                    if (!result) {
                        m.locals[countIndex] = count;
                    }
                    return result;
                }
                return false;
            }
            return next.match(m, i, seq);
        }

        boolean matchInit(Matcher m, int i, CharSequence seq) {
            int save = m.locals[countIndex];
            boolean ret = false;
            if (0 < cmin) {
                m.locals[countIndex] = 1;
                ret = body.match(m, i, seq);
            } else if (next.match(m, i, seq)) {
                ret = true;
            } else if (0 < cmax) {
                m.locals[countIndex] = 1;
                ret = body.match(m, i, seq);
            }
            m.locals[countIndex] = save;
            return ret;
        }
    }

    /** \n: the text group n last matched. */
    static class BackRef extends Node {
        final int groupIndex;

        BackRef(int groupCount) {
            groupIndex = groupCount + groupCount;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            if (groupIndex + 1 >= m.groups.length) {
                return false;
            }
            int j = m.groups[groupIndex];
            int k = m.groups[groupIndex + 1];
            int groupSize = k - j;
            if (j < 0) {
                return false;
            }
            if (i + groupSize > m.to) {
                m.hitEnd = true;
                return false;
            }
            for (int index = 0; index < groupSize; index++) {
                if (!same(seq.charAt(i + index), seq.charAt(j + index))) {
                    return false;
                }
            }
            return next.match(m, i + groupSize, seq);
        }

        boolean same(char a, char b) {
            return a == b;
        }

        boolean study(TreeInfo info) {
            info.maxValid = false;
            return next.study(info);
        }
    }

    static final class CIBackRef extends BackRef {
        final boolean doUnicodeCase;

        CIBackRef(int groupCount, boolean doUnicodeCase) {
            super(groupCount);
            this.doUnicodeCase = doUnicodeCase;
        }

        boolean same(char a, char b) {
            if (a == b) {
                return true;
            }
            if (doUnicodeCase) {
                return Character.toLowerCase(Character.toUpperCase(a)) == Character.toLowerCase(Character.toUpperCase(b));
            }
            return toLower(a) == toLower(b);
        }
    }

    /** ^ without MULTILINE, and \A: at the start (of the region with anchoring bounds). */
    static final class Begin extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            int fromIndex = m.anchoringBounds ? m.from : 0;
            if (i == fromIndex && next.match(m, i, seq)) {
                m.first = i;
                m.groups[0] = i;
                m.groups[1] = m.last;
                return true;
            }
            return false;
        }
    }

    /** \z */
    static final class End extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            int endIndex = m.anchoringBounds ? m.to : m.getTextLength();
            if (i == endIndex) {
                m.hitEnd = true;
                return next.match(m, i, seq);
            }
            return false;
        }
    }

    /** ^ with MULTILINE: at the start or after a line terminator (not at the very end). */
    static final class Caret extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            int startIndex = m.from;
            int endIndex = m.to;
            if (!m.anchoringBounds) {
                startIndex = 0;
                endIndex = m.getTextLength();
            }
            if (i == endIndex) {
                m.hitEnd = true;
                return false;
            }
            if (i > startIndex) {
                char ch = seq.charAt(i - 1);
                if (ch != '\n' && ch != '\r' && (ch | 1) != '\u2029' && ch != '\u0085') {
                    return false;
                }
                if (ch == '\r' && seq.charAt(i) == '\n') {
                    return false;
                }
            }
            return next.match(m, i, seq);
        }
    }

    static final class UnixCaret extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            int startIndex = m.from;
            int endIndex = m.to;
            if (!m.anchoringBounds) {
                startIndex = 0;
                endIndex = m.getTextLength();
            }
            if (i == endIndex) {
                m.hitEnd = true;
                return false;
            }
            if (i > startIndex) {
                char ch = seq.charAt(i - 1);
                if (ch != '\n') {
                    return false;
                }
            }
            return next.match(m, i, seq);
        }
    }

    /** \G: where the previous match ended. */
    static final class LastMatch extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            if (i != m.oldLast) {
                return false;
            }
            return next.match(m, i, seq);
        }
    }

    /** $ (and \Z): at the end, or before a final line terminator; with MULTILINE before any. */
    static final class Dollar extends Node {
        final boolean multiline;

        Dollar(boolean mul) {
            multiline = mul;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int endIndex = m.anchoringBounds ? m.to : m.getTextLength();
            if (!multiline) {
                if (i < endIndex - 2) {
                    return false;
                }
                if (i == endIndex - 2) {
                    char ch = seq.charAt(i);
                    if (ch != '\r') {
                        return false;
                    }
                    ch = seq.charAt(i + 1);
                    if (ch != '\n') {
                        return false;
                    }
                }
            }
            if (i < endIndex) {
                char ch = seq.charAt(i);
                if (ch == '\n') {
                    if (i > 0 && seq.charAt(i - 1) == '\r') {
                        return false;  // not between \r and \n
                    }
                    if (multiline) {
                        return next.match(m, i, seq);
                    }
                } else if (ch == '\r' || ch == '\u0085' || (ch | 1) == '\u2029') {
                    if (multiline) {
                        return next.match(m, i, seq);
                    }
                } else {
                    return false;
                }
            }
            m.hitEnd = true;
            m.requireEnd = true;
            return next.match(m, i, seq);
        }

        boolean study(TreeInfo info) {
            next.study(info);
            return info.deterministic;
        }
    }

    static final class UnixDollar extends Node {
        final boolean multiline;

        UnixDollar(boolean mul) {
            multiline = mul;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int endIndex = m.anchoringBounds ? m.to : m.getTextLength();
            if (i < endIndex) {
                char ch = seq.charAt(i);
                if (ch == '\n') {
                    if (!multiline && i != endIndex - 1) {
                        return false;
                    }
                    if (multiline) {
                        return next.match(m, i, seq);
                    }
                } else {
                    return false;
                }
            }
            m.hitEnd = true;
            m.requireEnd = true;
            return next.match(m, i, seq);
        }

        boolean study(TreeInfo info) {
            next.study(info);
            return info.deterministic;
        }
    }

    /** \R: \r\n or one vertical line terminator. */
    static final class LineEnding extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            if (i < m.to) {
                int ch = seq.charAt(i);
                if (ch == 0x0A || ch == 0x0B || ch == 0x0C || ch == 0x85 || ch == 0x2028 || ch == 0x2029) {
                    return next.match(m, i + 1, seq);
                }
                if (ch == 0x0D) {
                    i++;
                    if (i < m.to) {
                        if (seq.charAt(i) == 0x0A && next.match(m, i + 1, seq)) {
                            return true;
                        }
                    } else {
                        m.hitEnd = true;
                    }
                    return next.match(m, i, seq);
                }
            } else {
                m.hitEnd = true;
            }
            return false;
        }

        boolean study(TreeInfo info) {
            info.minLength++;
            info.maxLength += 2;
            return next.study(info);
        }
    }

    /** \b and \B; a word character is '_' or a letter or digit (Character.isLetterOrDigit) in JDK 17. */
    static final class Bound extends Node {
        static final int LEFT = 0x1, RIGHT = 0x2, BOTH = 0x3, NONE = 0x4;
        final int type;
        final boolean useUWORD;

        Bound(int n, boolean useUWORD) {
            type = n;
            this.useUWORD = useUWORD;
        }

        boolean isWord(int ch) {
            return useUWORD ? CharPredicate.WORD.is(ch) : (ch == '_' || Character.isLetterOrDigit(ch));
        }

        int check(Matcher m, int i, CharSequence seq) {
            int ch;
            boolean left = false;
            int startIndex = m.from;
            int endIndex = m.to;
            if (m.transparentBounds) {
                startIndex = 0;
                endIndex = m.getTextLength();
            }
            if (i > startIndex) {
                ch = Character.codePointBefore(seq, i);
                left = isWord(ch) || (Character.getType(ch) == Character.NON_SPACING_MARK && hasBaseCharacter(m, i - 1, seq));
            }
            boolean right = false;
            if (i < endIndex) {
                ch = Character.codePointAt(seq, i);
                right = isWord(ch) || (Character.getType(ch) == Character.NON_SPACING_MARK && hasBaseCharacter(m, i, seq));
            } else {
                m.hitEnd = true;
                m.requireEnd = true;
            }
            return (left ^ right) ? (right ? LEFT : RIGHT) : NONE;
        }

        boolean hasBaseCharacter(Matcher m, int i, CharSequence seq) {
            int start = !m.transparentBounds ? m.from : 0;
            for (int x = i; x >= start; x--) {
                int ch = Character.codePointAt(seq, x);
                if (Character.isLetterOrDigit(ch)) {
                    return true;
                }
                if (Character.getType(ch) == Character.NON_SPACING_MARK) {
                    continue;
                }
                return false;
            }
            return false;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            return (check(m, i, seq) & type) > 0 && next.match(m, i, seq);
        }
    }

    /** (?=x) */
    static final class Pos extends Node {
        final Node cond;

        Pos(Node cond) {
            this.cond = cond;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int savedTo = m.to;
            boolean conditionMatched;
            if (m.transparentBounds) {
                m.to = m.getTextLength();
            }
            try {
                conditionMatched = cond.match(m, i, seq);
            } finally {
                m.to = savedTo;
            }
            return conditionMatched && next.match(m, i, seq);
        }
    }

    /** (?!x) */
    static final class Neg extends Node {
        final Node cond;

        Neg(Node cond) {
            this.cond = cond;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            int savedTo = m.to;
            boolean conditionMatched;
            if (m.transparentBounds) {
                m.to = m.getTextLength();
            }
            try {
                if (i < m.to) {
                    conditionMatched = !cond.match(m, i, seq);
                } else {
                    m.requireEnd = true;
                    conditionMatched = !cond.match(m, i, seq);
                }
            } finally {
                m.to = savedTo;
            }
            return conditionMatched && next.match(m, i, seq);
        }
    }

    /** The end of a look-behind's body: it must end where the look-behind stands. */
    static final class LookBehindEnd extends Node {
        boolean match(Matcher m, int i, CharSequence seq) {
            return i == m.lookbehindTo;
        }
    }

    /** (?<=x): tries the body from rmin to rmax characters back. */
    static class Behind extends Node {
        final Node cond;
        final int rmax;
        final int rmin;

        Behind(Node cond, int rmax, int rmin) {
            this.cond = cond;
            this.rmax = rmax;
            this.rmin = rmin;
        }

        boolean condition(Matcher m, int i, CharSequence seq) {
            int savedFrom = m.from;
            boolean conditionMatched = false;
            int startIndex = !m.transparentBounds ? m.from : 0;
            int from = Math.max(i - rmax, startIndex);
            int savedLBT = m.lookbehindTo;
            m.lookbehindTo = i;
            if (m.transparentBounds) {
                m.from = 0;
            }
            for (int j = i - rmin; !conditionMatched && j >= from; j--) {
                conditionMatched = cond.match(m, j, seq);
            }
            m.from = savedFrom;
            m.lookbehindTo = savedLBT;
            return conditionMatched;
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            return condition(m, i, seq) && next.match(m, i, seq);
        }
    }

    /** (?<!x) */
    static final class NotBehind extends Behind {
        NotBehind(Node cond, int rmax, int rmin) {
            super(cond, rmax, rmin);
        }

        boolean match(Matcher m, int i, CharSequence seq) {
            return !condition(m, i, seq) && next.match(m, i, seq);
        }
    }

    /** The Latin-1 members of a class, with their case variants under CASE_INSENSITIVE. */
    static final class BitClass extends CharPredicate {
        final boolean[] bits = new boolean[256];

        void add(int c, int flags) {
            if ((flags & CASE_INSENSITIVE) != 0) {
                if (isAscii(c)) {
                    bits[toUpper(c)] = true;
                    bits[toLower(c)] = true;
                } else if ((flags & UNICODE_CASE) != 0) {
                    int lower = Character.toLowerCase(c);
                    int upper = Character.toUpperCase(c);
                    if (lower < 256) {
                        bits[lower] = true;
                    }
                    if (upper < 256) {
                        bits[upper] = true;
                    }
                }
            }
            bits[c] = true;
        }

        boolean is(int ch) {
            return ch < 256 && bits[ch];
        }
    }
}
