// java.util.regex.CharPredicate: the sets of code points character classes and properties name.
package java.util.regex;

/**
 * A set of code points: one character, a range, a predefined class (\d \s \w \h \v), a POSIX or
 * Java property (\p{Alpha}, \p{javaLowerCase}), a general category (\p{Lu}, \p{L}), a Unicode
 * binary property (\p{IsAlphabetic}), and their unions, intersections and complements. The
 * names and their case-insensitive variants are JDK 17's (CharPredicates). Immutable.
 */
abstract class CharPredicate {
    abstract boolean is(int ch);

    CharPredicate union(final CharPredicate p) {
        final CharPredicate self = this;
        return new CharPredicate() {
            boolean is(int ch) {
                return self.is(ch) || p.is(ch);
            }
        };
    }

    CharPredicate and(final CharPredicate p) {
        final CharPredicate self = this;
        return new CharPredicate() {
            boolean is(int ch) {
                return self.is(ch) && p.is(ch);
            }
        };
    }

    CharPredicate negate() {
        final CharPredicate self = this;
        return new CharPredicate() {
            boolean is(int ch) {
                return !self.is(ch);
            }
        };
    }

    // ---- the kinds ------------------------------------------------------------------------------

    /** Predicates decided by a kind code (one class for the many fixed sets). */
    static final class Kind extends CharPredicate {
        static final int ALL_K = 0, DOT_K = 1, UNIXDOT_K = 2, ASCII_DIGIT_K = 3, ASCII_SPACE_K = 4,
                ASCII_WORD_K = 5, DIGIT_K = 6, WHITE_SPACE_K = 7, WORD_K = 8, HORIZ_WS_K = 9, VERT_WS_K = 10,
                ALPHA_K = 11, ALNUM_K = 12, BLANK_K = 13, CNTRL_K = 14, GRAPH_K = 15, PUNCT_K = 16,
                XDIGIT_K = 17, PRINT_K = 18, ALPHABETIC_K = 19, ASSIGNED_K = 20, CONTROL_K = 21,
                HEXDIGIT_K = 22, IDEOGRAPHIC_K = 23, JOIN_CONTROL_K = 24, LETTER_K = 25, LOWERCASE_K = 26,
                NONCHAR_K = 27, TITLECASE_K = 28, UPPERCASE_K = 29, ANYCASE_K = 30, U_ALNUM_K = 31,
                U_BLANK_K = 32, U_GRAPH_K = 33, U_PRINT_K = 34, J_DIGIT_K = 35, J_DEFINED_K = 36,
                J_LETTER_OR_DIGIT_K = 37, J_ID_START_K = 38, J_ID_PART_K = 39, U_ID_START_K = 40,
                U_ID_PART_K = 41, ID_IGNORABLE_K = 42, SPACE_CHAR_K = 43, J_WHITESPACE_K = 44,
                ISO_CONTROL_K = 45, MIRRORED_K = 46;
        final int kind;

        Kind(int kind) {
            this.kind = kind;
        }

        boolean is(int ch) {
            switch (kind) {
                case ALL_K: return true;
                case DOT_K: return ch != '\n' && ch != '\r' && (ch | 1) != '\u2029' && ch != '\u0085';
                case UNIXDOT_K: return ch != '\n';
                case ASCII_DIGIT_K: return ch >= '0' && ch <= '9';
                case ASCII_SPACE_K: return Pattern.isSpace(ch);
                case ASCII_WORD_K: return Pattern.isAlnum(ch) || ch == '_';
                case DIGIT_K: return Character.isDigit(ch);
                case WHITE_SPACE_K:
                    return ((((1 << Character.SPACE_SEPARATOR) | (1 << Character.LINE_SEPARATOR)
                            | (1 << Character.PARAGRAPH_SEPARATOR)) >> Character.getType(ch)) & 1) != 0
                            || (ch >= 0x9 && ch <= 0xd) || ch == 0x85;
                case WORD_K:
                    return Character.isAlphabetic(ch)
                            || ((((1 << Character.NON_SPACING_MARK) | (1 << Character.ENCLOSING_MARK)
                                | (1 << Character.COMBINING_SPACING_MARK) | (1 << Character.DECIMAL_DIGIT_NUMBER)
                                | (1 << Character.CONNECTOR_PUNCTUATION)) >> Character.getType(ch)) & 1) != 0
                            || ch == 0x200C || ch == 0x200D;
                case HORIZ_WS_K:
                    return ch == 0x09 || ch == 0x20 || ch == 0xa0 || ch == 0x1680 || ch == 0x180e
                            || (ch >= 0x2000 && ch <= 0x200a) || ch == 0x202f || ch == 0x205f || ch == 0x3000;
                case VERT_WS_K:
                    return (ch >= 0x0A && ch <= 0x0D) || ch == 0x85 || ch == 0x2028 || ch == 0x2029;
                case ALPHA_K: return Pattern.isAlpha(ch);
                case ALNUM_K: return Pattern.isAlnum(ch);
                case BLANK_K: return ch == ' ' || ch == '\t';
                case CNTRL_K: return (ch >= 0 && ch < 0x20) || ch == 0x7F;
                case GRAPH_K: return ch >= 0x21 && ch <= 0x7E;
                case PUNCT_K: return ch >= 0x21 && ch <= 0x7E && !Pattern.isAlnum(ch);
                case XDIGIT_K: return Pattern.isHexDigit(ch);
                case PRINT_K: return ch >= 0x20 && ch <= 0x7E;
                case ALPHABETIC_K: return Character.isAlphabetic(ch);
                case ASSIGNED_K: return Character.getType(ch) != Character.UNASSIGNED;
                case CONTROL_K: return Character.getType(ch) == Character.CONTROL;
                case HEXDIGIT_K:
                    return Character.isDigit(ch) || (ch >= 0x0030 && ch <= 0x0039) || (ch >= 0x0041 && ch <= 0x0046)
                            || (ch >= 0x0061 && ch <= 0x0066) || (ch >= 0xFF21 && ch <= 0xFF26)
                            || (ch >= 0xFF41 && ch <= 0xFF46);
                case IDEOGRAPHIC_K: return Character.isIdeographic(ch);
                case JOIN_CONTROL_K: return ch == 0x200C || ch == 0x200D;
                case LETTER_K: return Character.isLetter(ch);
                case LOWERCASE_K: return Character.isLowerCase(ch);
                case NONCHAR_K: return (ch & 0xfffe) == 0xfffe || (ch >= 0xfdd0 && ch <= 0xfdef);
                case TITLECASE_K: return Character.isTitleCase(ch);
                case UPPERCASE_K: return Character.isUpperCase(ch);
                case ANYCASE_K: return Character.isLowerCase(ch) || Character.isUpperCase(ch) || Character.isTitleCase(ch);
                case U_ALNUM_K: return Character.isAlphabetic(ch) || Character.isDigit(ch);
                case U_BLANK_K: return Character.getType(ch) == Character.SPACE_SEPARATOR || ch == 0x9;
                case U_GRAPH_K: {
                    int t = Character.getType(ch);
                    return !(t == Character.SPACE_SEPARATOR || t == Character.LINE_SEPARATOR
                            || t == Character.PARAGRAPH_SEPARATOR || t == Character.CONTROL
                            || t == Character.SURROGATE || t == Character.UNASSIGNED)
                            && !((ch >= 0x9 && ch <= 0xd) || ch == 0x85);
                }
                case U_PRINT_K:
                    return (new Kind(U_GRAPH_K).is(ch) || new Kind(U_BLANK_K).is(ch))
                            && Character.getType(ch) != Character.CONTROL;
                case J_DIGIT_K: return Character.isDigit(ch);
                case J_DEFINED_K: return Character.isDefined(ch);
                case J_LETTER_OR_DIGIT_K: return Character.isLetterOrDigit(ch);
                case J_ID_START_K: return Character.isJavaIdentifierStart(ch);
                case J_ID_PART_K: return Character.isJavaIdentifierPart(ch);
                case U_ID_START_K: return Character.isUnicodeIdentifierStart(ch);
                case U_ID_PART_K: return Character.isUnicodeIdentifierPart(ch);
                case ID_IGNORABLE_K: return Character.isIdentifierIgnorable(ch);
                case SPACE_CHAR_K: return Character.isSpaceChar(ch);
                case J_WHITESPACE_K: return Character.isWhitespace(ch);
                case ISO_CONTROL_K: return Character.isISOControl(ch);
                case MIRRORED_K: return Character.isMirrored(ch);
                default: return false;
            }
        }
    }

    /** Code points whose general category is in a mask of Character.getType values. */
    static final class Category extends CharPredicate {
        final int typeMask;

        Category(int typeMask) {
            this.typeMask = typeMask;
        }

        boolean is(int ch) {
            return (typeMask & (1 << Character.getType(ch))) != 0;
        }
    }

    static final class Range extends CharPredicate {
        final int lower;
        final int upper;
        /** 0 exact, 1 ASCII case-insensitive, 2 Unicode case-insensitive. */
        final int mode;

        Range(int lower, int upper, int mode) {
            this.lower = lower;
            this.upper = upper;
            this.mode = mode;
        }

        private boolean in(int ch) {
            return lower <= ch && ch <= upper;
        }

        boolean is(int ch) {
            if (in(ch)) {
                return true;
            }
            if (mode == 1) {
                return Pattern.isAscii(ch) && (in(Pattern.toUpper(ch)) || in(Pattern.toLower(ch)));
            }
            if (mode == 2) {
                int up = Character.toUpperCase(ch);
                return in(up) || in(Character.toLowerCase(up));
            }
            return false;
        }
    }

    static final class Single extends CharPredicate {
        final int c;
        final int alt;
        /** 0 exact, 1 c or alt (ASCII case pair), 2 Unicode case-folded (c is the folded form). */
        final int mode;

        Single(int c, int alt, int mode) {
            this.c = c;
            this.alt = alt;
            this.mode = mode;
        }

        boolean is(int ch) {
            if (ch == c) {
                return true;
            }
            if (mode == 1) {
                return ch == alt;
            }
            if (mode == 2) {
                return c == Character.toLowerCase(Character.toUpperCase(ch));
            }
            return false;
        }
    }

    static final CharPredicate ALL = new Kind(Kind.ALL_K);
    static final CharPredicate DOT = new Kind(Kind.DOT_K);
    static final CharPredicate UNIXDOT = new Kind(Kind.UNIXDOT_K);
    static final CharPredicate ASCII_DIGIT = new Kind(Kind.ASCII_DIGIT_K);
    static final CharPredicate ASCII_SPACE = new Kind(Kind.ASCII_SPACE_K);
    static final CharPredicate ASCII_WORD = new Kind(Kind.ASCII_WORD_K);
    static final CharPredicate DIGIT = new Kind(Kind.DIGIT_K);
    static final CharPredicate WHITE_SPACE = new Kind(Kind.WHITE_SPACE_K);
    static final CharPredicate WORD = new Kind(Kind.WORD_K);
    static final CharPredicate HORIZ_WS = new Kind(Kind.HORIZ_WS_K);
    static final CharPredicate VERT_WS = new Kind(Kind.VERT_WS_K);

    static CharPredicate single(int c) {
        return new Single(c, c, 0);
    }

    static CharPredicate singleI(int lower, int upper) {
        return new Single(lower, upper, 1);
    }

    static CharPredicate singleU(int lower) {
        return new Single(lower, lower, 2);
    }

    static CharPredicate range(int lower, int upper) {
        return new Range(lower, upper, 0);
    }

    static CharPredicate ciRange(int lower, int upper) {
        return new Range(lower, upper, 1);
    }

    static CharPredicate ciRangeU(int lower, int upper) {
        return new Range(lower, upper, 2);
    }

    private static CharPredicate category(int mask) {
        return new Category(mask);
    }

    private static CharPredicate kind(int k) {
        return new Kind(k);
    }

    /** Unicode binary properties of \p{IsName}, name case-insensitive; null if unknown. */
    static CharPredicate forUnicodeProperty(String propName, boolean caseIns) {
        String name = propName.toUpperCase();
        if (name.equals("ALPHABETIC")) return kind(Kind.ALPHABETIC_K);
        if (name.equals("ASSIGNED")) return kind(Kind.ASSIGNED_K);
        if (name.equals("CONTROL")) return kind(Kind.CONTROL_K);
        if (name.equals("HEXDIGIT") || name.equals("HEX_DIGIT")) return kind(Kind.HEXDIGIT_K);
        if (name.equals("IDEOGRAPHIC")) return kind(Kind.IDEOGRAPHIC_K);
        if (name.equals("JOINCONTROL") || name.equals("JOIN_CONTROL")) return kind(Kind.JOIN_CONTROL_K);
        if (name.equals("LETTER")) return kind(Kind.LETTER_K);
        if (name.equals("LOWERCASE")) return kind(caseIns ? Kind.ANYCASE_K : Kind.LOWERCASE_K);
        if (name.equals("NONCHARACTERCODEPOINT") || name.equals("NONCHARACTER_CODE_POINT")) return kind(Kind.NONCHAR_K);
        if (name.equals("TITLECASE")) return kind(caseIns ? Kind.ANYCASE_K : Kind.TITLECASE_K);
        if (name.equals("PUNCTUATION")) return category(PUNCTUATION_MASK);
        if (name.equals("UPPERCASE")) return kind(caseIns ? Kind.ANYCASE_K : Kind.UPPERCASE_K);
        if (name.equals("WHITESPACE") || name.equals("WHITE_SPACE")) return WHITE_SPACE;
        if (name.equals("WORD")) return WORD;
        return null;
    }

    /** POSIX names under UNICODE_CHARACTER_CLASS (\p{Alpha} meaning Unicode alphabetic). */
    static CharPredicate forPOSIXName(String propName, boolean caseIns) {
        String name = propName.toUpperCase();
        if (name.equals("ALPHA")) return kind(Kind.ALPHABETIC_K);
        if (name.equals("LOWER")) return kind(caseIns ? Kind.ANYCASE_K : Kind.LOWERCASE_K);
        if (name.equals("UPPER")) return kind(caseIns ? Kind.ANYCASE_K : Kind.UPPERCASE_K);
        if (name.equals("SPACE")) return WHITE_SPACE;
        if (name.equals("PUNCT")) return category(PUNCTUATION_MASK);
        if (name.equals("XDIGIT")) return kind(Kind.HEXDIGIT_K);
        if (name.equals("ALNUM")) return kind(Kind.U_ALNUM_K);
        if (name.equals("CNTRL")) return kind(Kind.CONTROL_K);
        if (name.equals("DIGIT")) return DIGIT;
        if (name.equals("BLANK")) return kind(Kind.U_BLANK_K);
        if (name.equals("GRAPH")) return kind(Kind.U_GRAPH_K);
        if (name.equals("PRINT")) return kind(Kind.U_PRINT_K);
        return null;
    }

    private static final int PUNCTUATION_MASK = (1 << Character.CONNECTOR_PUNCTUATION)
            | (1 << Character.DASH_PUNCTUATION) | (1 << Character.START_PUNCTUATION)
            | (1 << Character.END_PUNCTUATION) | (1 << Character.OTHER_PUNCTUATION)
            | (1 << Character.INITIAL_QUOTE_PUNCTUATION) | (1 << Character.FINAL_QUOTE_PUNCTUATION);
    private static final int LETTER_MASK = (1 << Character.UPPERCASE_LETTER) | (1 << Character.LOWERCASE_LETTER)
            | (1 << Character.TITLECASE_LETTER) | (1 << Character.MODIFIER_LETTER) | (1 << Character.OTHER_LETTER);
    private static final int CASED_MASK = (1 << Character.UPPERCASE_LETTER) | (1 << Character.LOWERCASE_LETTER)
            | (1 << Character.TITLECASE_LETTER);

    /** General categories, POSIX (ASCII) classes and the java* properties, as \p{name}; null if unknown. */
    static CharPredicate forProperty(String name, boolean caseIns) {
        switch (name) {
            case "Cn": return category(1 << Character.UNASSIGNED);
            case "Lu": return category(caseIns ? CASED_MASK : (1 << Character.UPPERCASE_LETTER));
            case "Ll": return category(caseIns ? CASED_MASK : (1 << Character.LOWERCASE_LETTER));
            case "Lt": return category(caseIns ? CASED_MASK : (1 << Character.TITLECASE_LETTER));
            case "Lm": return category(1 << Character.MODIFIER_LETTER);
            case "Lo": return category(1 << Character.OTHER_LETTER);
            case "Mn": return category(1 << Character.NON_SPACING_MARK);
            case "Me": return category(1 << Character.ENCLOSING_MARK);
            case "Mc": return category(1 << Character.COMBINING_SPACING_MARK);
            case "Nd": return category(1 << Character.DECIMAL_DIGIT_NUMBER);
            case "Nl": return category(1 << Character.LETTER_NUMBER);
            case "No": return category(1 << Character.OTHER_NUMBER);
            case "Zs": return category(1 << Character.SPACE_SEPARATOR);
            case "Zl": return category(1 << Character.LINE_SEPARATOR);
            case "Zp": return category(1 << Character.PARAGRAPH_SEPARATOR);
            case "Cc": return category(1 << Character.CONTROL);
            case "Cf": return category(1 << Character.FORMAT);
            case "Co": return category(1 << Character.PRIVATE_USE);
            case "Cs": return category(1 << Character.SURROGATE);
            case "Pd": return category(1 << Character.DASH_PUNCTUATION);
            case "Ps": return category(1 << Character.START_PUNCTUATION);
            case "Pe": return category(1 << Character.END_PUNCTUATION);
            case "Pc": return category(1 << Character.CONNECTOR_PUNCTUATION);
            case "Po": return category(1 << Character.OTHER_PUNCTUATION);
            case "Sm": return category(1 << Character.MATH_SYMBOL);
            case "Sc": return category(1 << Character.CURRENCY_SYMBOL);
            case "Sk": return category(1 << Character.MODIFIER_SYMBOL);
            case "So": return category(1 << Character.OTHER_SYMBOL);
            case "Pi": return category(1 << Character.INITIAL_QUOTE_PUNCTUATION);
            case "Pf": return category(1 << Character.FINAL_QUOTE_PUNCTUATION);
            case "L": return category(LETTER_MASK);
            case "M": return category((1 << Character.NON_SPACING_MARK) | (1 << Character.ENCLOSING_MARK)
                    | (1 << Character.COMBINING_SPACING_MARK));
            case "N": return category((1 << Character.DECIMAL_DIGIT_NUMBER) | (1 << Character.LETTER_NUMBER)
                    | (1 << Character.OTHER_NUMBER));
            case "Z": return category((1 << Character.SPACE_SEPARATOR) | (1 << Character.LINE_SEPARATOR)
                    | (1 << Character.PARAGRAPH_SEPARATOR));
            case "C": return category((1 << Character.CONTROL) | (1 << Character.FORMAT) | (1 << Character.PRIVATE_USE)
                    | (1 << Character.SURROGATE) | (1 << Character.UNASSIGNED));
            case "P": return category(PUNCTUATION_MASK);
            case "S": return category((1 << Character.MATH_SYMBOL) | (1 << Character.CURRENCY_SYMBOL)
                    | (1 << Character.MODIFIER_SYMBOL) | (1 << Character.OTHER_SYMBOL));
            case "LC": return category(CASED_MASK);
            case "LD": return category(LETTER_MASK | (1 << Character.DECIMAL_DIGIT_NUMBER));
            case "L1": return range(0x00, 0xFF);
            case "all": return ALL;
            case "ASCII": return range(0x00, 0x7F);
            case "Alnum": return kind(Kind.ALNUM_K);
            case "Alpha": return kind(Kind.ALPHA_K);
            case "Blank": return kind(Kind.BLANK_K);
            case "Cntrl": return kind(Kind.CNTRL_K);
            case "Digit": return range('0', '9');
            case "Graph": return kind(Kind.GRAPH_K);
            case "Lower": return caseIns ? kind(Kind.ALPHA_K) : range('a', 'z');
            case "Print": return range(0x20, 0x7E);
            case "Punct": return kind(Kind.PUNCT_K);
            case "Space": return kind(Kind.ASCII_SPACE_K);
            case "Upper": return caseIns ? kind(Kind.ALPHA_K) : range('A', 'Z');
            case "XDigit": return kind(Kind.XDIGIT_K);
            case "javaLowerCase": return kind(caseIns ? Kind.ANYCASE_K : Kind.LOWERCASE_K);
            case "javaUpperCase": return kind(caseIns ? Kind.ANYCASE_K : Kind.UPPERCASE_K);
            case "javaAlphabetic": return kind(Kind.ALPHABETIC_K);
            case "javaIdeographic": return kind(Kind.IDEOGRAPHIC_K);
            case "javaTitleCase": return kind(caseIns ? Kind.ANYCASE_K : Kind.TITLECASE_K);
            case "javaDigit": return kind(Kind.J_DIGIT_K);
            case "javaDefined": return kind(Kind.J_DEFINED_K);
            case "javaLetter": return kind(Kind.LETTER_K);
            case "javaLetterOrDigit": return kind(Kind.J_LETTER_OR_DIGIT_K);
            case "javaJavaIdentifierStart": return kind(Kind.J_ID_START_K);
            case "javaJavaIdentifierPart": return kind(Kind.J_ID_PART_K);
            case "javaUnicodeIdentifierStart": return kind(Kind.U_ID_START_K);
            case "javaUnicodeIdentifierPart": return kind(Kind.U_ID_PART_K);
            case "javaIdentifierIgnorable": return kind(Kind.ID_IGNORABLE_K);
            case "javaSpaceChar": return kind(Kind.SPACE_CHAR_K);
            case "javaWhitespace": return kind(Kind.J_WHITESPACE_K);
            case "javaISOControl": return kind(Kind.ISO_CONTROL_K);
            case "javaMirrored": return kind(Kind.MIRRORED_K);
            default: return null;
        }
    }
}
