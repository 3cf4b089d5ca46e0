import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Pattern/Matcher matching as programs use it: groups, alternation order, quantifiers, anchors, classes. */
public class RegexMatching {
    static void show(String regex, String input) {
        show(regex, 0, input);
    }

    static void show(String regex, int flags, String input) {
        Pattern p = Pattern.compile(regex, flags);
        Matcher m = p.matcher(input);
        StringBuilder sb = new StringBuilder();
        sb.append(regex).append(" ~ \"").append(input.replace("\n", "\\n").replace("\r", "\\r")).append("\":");
        sb.append(" matches=").append(p.matcher(input).matches());
        sb.append(" lookingAt=").append(p.matcher(input).lookingAt());
        int n = 0;
        while (m.find() && n < 20) {
            sb.append(" [").append(m.start()).append(',').append(m.end()).append(" '").append(m.group()).append('\'');
            for (int g = 1; g <= m.groupCount(); g++) {
                sb.append(" g").append(g).append('=').append(m.group(g) == null ? "null" : "'" + m.group(g) + "'");
            }
            sb.append(']');
            n++;
        }
        System.out.println(ascii(sb.toString()));
    }

    /** Non-ASCII characters as \\uXXXX, so the output does not depend on the host's encoding. */
    static String ascii(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 128) {
                sb.append(c);
            } else {
                sb.append(String.format("\\u%04x", (int) c));
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        // literals, dot, classes
        show("abc", "xxabcabc");
        show("a.c", "abc a\nc a-c");
        show("[a-c]+", "xxabcbad");
        show("[^a-c]+", "abxyzcd");
        show("[a-z&&[^aeiou]]+", "hello world");
        show("[a-f&&c-z]", "abcdefg");
        show("[abc[x-z]]+", "axbycz-w");
        show("[\\w&&[^\\d]]+", "ab12cd_3");
        show("[]a]+", "a]]b");
        show("[a\\-z]+", "a-z-b");
        show("[\\[\\]]", "x[y]");
        show("[.*+]", "a.b*c+");
        show("\\d+\\.\\d*", "pi is 3.14159, e is 2.");
        show("\\D\\S\\W", "a b!c");
        show("\\s+", "a \t\nb");
        show("\\w+@\\w+\\.com", "mail bob@example.com or al@x.com");
        show("\\p{Alpha}+", "abc123DEF");
        show("\\p{Lower}\\p{Upper}", "aBcD");
        show("\\p{Digit}{2,}", "1 22 333");
        show("\\p{Punct}", "a,b.c!");
        show("\\p{L}+", "caf\u00e9 na\u00efve");
        show("\\p{Lu}", "aBcDe\u00c9");
        show("\\p{IsAlphabetic}+", "ab1cd");
        show("\\p{javaLowerCase}+", "abCde");
        show("\\P{Digit}+", "12ab34");
        show("[\\p{L}&&[^a-z]]+", "abCDe\u00c9f");
        show("\\x41\\u0042\\x{43}\\0104", "ABCD");
        show("\\t\\n", "a\t\nb");
        show("\\Qa.b\\E+", "a.bbb a.b");
        show("a\\Q*\\E*", "a*** a");
        // alternation order and groups
        show("a|ab", "abc");
        show("ab|a", "abc");
        show("(a|ab)(c|bcd)(d*)", "abcd");
        show("(a|ab)*c", "abc");
        show("(a+)(b+)?", "aaab aa");
        show("((a)|b)+", "abab");
        show("(\\w)(\\w)?", "abc");
        show("(?:ab)+", "ababab");
        show("(ab)*", "ababx");
        show("(a*)*", "aaa");
        show("(a*)+b", "aab");
        show("(a|b)*?b", "aabab");
        show("(x)?y", "y xy");
        show("(?<year>\\d{4})-(?<month>\\d\\d)", "on 2024-03 and 1999-12");
        // quantifiers
        show("a*", "aab");
        show("a*?", "aab");
        show("a+?", "aaa");
        show("a{2}", "aaaaa");
        show("a{2,}", "a aa aaaa");
        show("a{1,2}?", "aaa");
        show("a*+a", "aaaa");
        show("a++b", "aaab");
        show("(ab)++ab", "ababab");
        show("(?>a|ab)c", "abc ac");
        show(".*foo", "xfooyfoo");
        show(".*?foo", "xfooyfoo");
        show("<.+?>", "<a><b>");
        show("<[^>]*>", "<a href='x'><b>");
        show("x??y", "xy");
        // anchors and boundaries
        show("^abc", "abcabc");
        show("abc$", "abcabc\n");
        show("^\\w+$", Pattern.MULTILINE, "one\ntwo\r\nthree");
        show("^", Pattern.MULTILINE, "a\nb\n");
        show("$", Pattern.MULTILINE, "a\nb\n");
        show("$", "a\nb\n");
        show("\\bcat\\b", "cat concat cat's bobcat cat");
        show("\\Bcat", "cat concat");
        show("\\Aab", "abab");
        show("ab\\z", "abab\n");
        show("ab\\Z", "abab\n");
        show("\\Gab", "ababxab");
        show("\\b", "ab cd");
        // look-around and back references
        show("\\w+(?=,)", "one, two, three");
        show("\\w+(?!,)\\b", "one, two, three");
        show("(?<=\\$)\\d+", "cost $45 or 30");
        show("(?<!\\$)\\b\\d+", "cost $45 or 30");
        show("(?<=a{1,3})b", "aab b");
        show("(?<=ab|c)d", "abd cd xd");
        show("(\\w)\\1", "hello bookkeeper");
        show("(?<ch>\\w)\\k<ch>", "aabbc");
        show("(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\\10", "abcdefghijj");
        show("(a)\\11", "aa1");
        show("(?i)(ab)\\1", "abAB");
        // flags
        show("hello", Pattern.CASE_INSENSITIVE, "Hello HELLO hello");
        show("(?i)h[a-e]llo", "HELLO hEllo");
        show("(?i:ab)c", "ABc ABC");
        show("a(?i)b(?-i)c", "aBc aBC");
        show("\u00e9", Pattern.CASE_INSENSITIVE, "\u00c9\u00e9");
        show("\u00e9", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE, "\u00c9\u00e9");
        show("[a-c]+", Pattern.CASE_INSENSITIVE, "ABCabcD");
        show("a.b", Pattern.DOTALL, "a\nb");
        show("(?s)a.b", "a\nb");
        show("a b # comment\n c", Pattern.COMMENTS, "abc a b c");
        show("(?x) \\d+ \\ ? \\w  # digits, a space, a letter", "12 a 34b");
        show("a.b(", Pattern.LITERAL, "xa.b(y");
        show("A.B", Pattern.LITERAL | Pattern.CASE_INSENSITIVE, "xa.by");
        show("(?m)^\\s*#.*$", "code\n  # comment\nmore");
        show("(?d)a$", "a\r\n");
        // supplementary characters
        show(".", "a\ud83d\ude00b");
        show("\\x{1F600}", "x\ud83d\ude00y");
        show("[\\x{1F600}-\\x{1F64F}]+", "hi \ud83d\ude00\ud83d\ude4f!");
        // empty pattern and empty input
        show("", "abc");
        show("a?", "");
        show("x*", "");
    }
}
