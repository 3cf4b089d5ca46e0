import java.util.Arrays;
import java.util.List;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** The Pattern/Matcher API around matching: split, replacement, append loops, regions, results, String's regex methods. */
public class RegexApi {
    static void p(Object o) {
        System.out.println(o);
    }

    static void tryRun(String what, Runnable r) {
        try {
            r.run();
            p(what + ": ok");
        } catch (RuntimeException e) {
            p(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        // split
        p(Arrays.toString(Pattern.compile(",").split("a,b,,c,,")));
        p(Arrays.toString(Pattern.compile(",").split("a,b,,c,,", -1)));
        p(Arrays.toString(Pattern.compile(",").split("a,b,,c,,", 2)));
        p(Arrays.toString(Pattern.compile("\\s*;\\s*").split(" x ; y;z ")));
        p(Arrays.toString(Pattern.compile("").split("abc")));
        p(Arrays.toString(Pattern.compile("(?=[A-Z])").split("HelloWorldFooBar")));
        p(Arrays.toString(Pattern.compile("x").split("")));
        p(Arrays.toString("2024-03-15T10:20".split("[-T:]")));
        p(Arrays.toString("a1b22c333".split("\\d+")));
        p(Arrays.toString("a.b.c".split("\\.")));
        p(Arrays.toString("one  two   three".split(" +", 2)));
        p(Arrays.toString("a|b|c".split("\\|")));
        p(Arrays.toString("boo:and:foo".split("o", -2)));
        p(Arrays.toString("boo:and:foo".split("o", 5)));
        p(Pattern.compile("\\W+").splitAsStream("the quick, brown fox!").collect(Collectors.toList()));
        // replacement
        p("John Smith".replaceAll("(\\w+) (\\w+)", "$2, $1"));
        p("2024-03-15".replaceAll("(?<y>\\d+)-(?<m>\\d+)-(?<d>\\d+)", "${d}/${m}/${y}"));
        p("a.b.c".replaceAll("\\.", "\\\\"));
        p("price: 10".replaceAll("\\d+", Matcher.quoteReplacement("$5.00")));
        p("aaa".replaceAll("a*", "X"));
        p("abc".replaceAll("", "-"));
        p("hello world".replaceFirst("o", "0"));
        p("Hello World".replaceAll("(?i)[aeiou]", "*"));
        p("tab\there".replaceAll("\\s", "_"));
        p(Pattern.compile("\\d+").matcher("a1b22c333").replaceAll(r -> String.valueOf(r.group().length())));
        p(Pattern.compile("[a-z]").matcher("abc").replaceFirst(r -> r.group().toUpperCase()));
        p(Pattern.compile("(\\d)").matcher("x1y2").replaceAll("<$1$0>"));
        p(Pattern.compile("(a)(b)?").matcher("ab a").replaceAll("[$2]"));
        p(Pattern.compile("(a)").matcher("aa").replaceAll("$11"));
        tryRun("bad $", () -> "abc".replaceAll("b", "$"));
        tryRun("bad $x", () -> "abc".replaceAll("b", "$x"));
        tryRun("bad $2", () -> "abc".replaceAll("(b)", "$2"));
        tryRun("bad \\", () -> "abc".replaceAll("b", "x\\"));
        tryRun("bad ${}", () -> "abc".replaceAll("b", "${}"));
        tryRun("bad ${n", () -> "abc".replaceAll("(?<n>b)", "${n"));
        tryRun("bad ${1n}", () -> "abc".replaceAll("(?<n>b)", "${1n}"));
        tryRun("bad ${zz}", () -> "abc".replaceAll("(?<n>b)", "${zz}"));
        // appendReplacement / appendTail with both builders
        Matcher m = Pattern.compile("cat").matcher("one cat two cats in the yard");
        StringBuffer sbuf = new StringBuffer();
        while (m.find()) {
            m.appendReplacement(sbuf, "dog");
        }
        m.appendTail(sbuf);
        p(sbuf);
        m = Pattern.compile("(\\d+)").matcher("item 3 costs 42");
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, String.valueOf(Integer.parseInt(m.group(1)) * 2));
        }
        m.appendTail(sb);
        p(sb);
        // groups by name, start/end, groupCount
        m = Pattern.compile("(?<key>\\w+)=(?<value>\\w*)").matcher("a=1, bb=, c=33");
        while (m.find()) {
            p(m.group("key") + " -> '" + m.group("value") + "' at " + m.start("key") + "-" + m.end("value")
                    + " groups=" + m.groupCount() + " start(2)=" + m.start(2));
        }
        tryRun("group(\"nope\")", () -> {
            Matcher mm = Pattern.compile("(?<a>x)").matcher("x");
            mm.find();
            mm.group("nope");
        });
        tryRun("group before match", () -> Pattern.compile("x").matcher("x").group());
        tryRun("start before match", () -> Pattern.compile("x").matcher("x").start());
        tryRun("group(5)", () -> {
            Matcher mm = Pattern.compile("(x)").matcher("x");
            mm.find();
            mm.group(5);
        });
        tryRun("find(-1)", () -> Pattern.compile("x").matcher("x").find(-1));
        tryRun("appendReplacement without match", () -> Pattern.compile("x").matcher("x").appendReplacement(new StringBuilder(), ""));
        tryRun("region(3,1)", () -> Pattern.compile("x").matcher("xyz").region(3, 1));
        tryRun("region(0,9)", () -> Pattern.compile("x").matcher("xyz").region(0, 9));
        // find(int), reset, lookingAt, matches, usePattern
        m = Pattern.compile("\\d").matcher("a1b2c3");
        p(m.find(3) + " " + m.group() + " " + m.start());
        p(m.find() + " " + m.group());
        p(m.find() + " " + m.hitEnd());
        m.reset();
        p(m.find() + " " + m.group());
        m.reset("9z8");
        p(m.lookingAt() + " " + m.group() + " " + m.matches());
        m.usePattern(Pattern.compile("[a-z]"));
        p(m.find() + " " + m.group());
        // region, bounds
        m = Pattern.compile("^\\w+$").matcher("xx abc yy");
        m.region(3, 6);
        p(m.matches() + " " + m.regionStart() + " " + m.regionEnd() + " " + m.hasAnchoringBounds() + " " + m.hasTransparentBounds());
        m.region(3, 6).useAnchoringBounds(false);
        p(m.find());
        m = Pattern.compile("\\babc\\b").matcher("xxabcyy");
        m.region(2, 5);
        p(m.find());
        m.region(2, 5).useTransparentBounds(true);
        p(m.find());
        m = Pattern.compile("abc(?=y)").matcher("abcy");
        m.region(0, 3);
        p(m.find());
        m.region(0, 3).useTransparentBounds(true);
        p(m.find());
        // hitEnd / requireEnd
        m = Pattern.compile("abc").matcher("xab");
        p(m.find() + " hitEnd=" + m.hitEnd());
        m = Pattern.compile("a$").matcher("a");
        p(m.find() + " hitEnd=" + m.hitEnd() + " requireEnd=" + m.requireEnd());
        m = Pattern.compile("\\d+").matcher("12x");
        p(m.lookingAt() + " hitEnd=" + m.hitEnd());
        // toMatchResult, results, toString
        m = Pattern.compile("(\\w)(\\d)").matcher("a1 b2 c3");
        m.find();
        MatchResult r = m.toMatchResult();
        m.find();
        p(r.group() + " " + r.group(1) + " " + r.start(2) + " " + r.end() + " " + r.groupCount() + " now " + m.group());
        List<String> all = Pattern.compile("\\d+").matcher("10, 20 and 30").results().map(MatchResult::group).collect(Collectors.toList());
        p(all);
        p(Pattern.compile("[aeiou]").matcher("education").results().count());
        m = Pattern.compile("o").matcher("foo");
        p(m);
        m.find();
        p(m);
        // Pattern methods
        Pattern pat = Pattern.compile("a+b", Pattern.CASE_INSENSITIVE | Pattern.MULTILINE);
        p(pat.pattern() + " " + pat + " " + pat.flags());
        p(Pattern.compile("(?i)x").flags() + " " + Pattern.compile("(?i:x)").flags() + " " + Pattern.compile("x(?m)y", Pattern.DOTALL).flags());
        p(Pattern.matches("\\d+", "12345") + " " + Pattern.matches("\\d+", "123a"));
        p(Pattern.quote("a.b") + " " + Pattern.quote("x\\Ey") + " " + "1+1=2".matches(Pattern.quote("1+1") + ".*"));
        p(Pattern.compile(Pattern.quote("x\\Ey")).matcher("x\\Ey").matches());
        p(Arrays.asList("apple", "banana", "cherry").stream().filter(Pattern.compile("an").asPredicate()).collect(Collectors.toList()));
        p(Arrays.asList("123", "12a", "7").stream().filter(Pattern.compile("\\d+").asMatchPredicate()).collect(Collectors.toList()));
        tryRun("unknown flag", () -> Pattern.compile("x", 0x10000));
        // String methods
        p("hello123".matches("[a-z]+\\d+") + " " + "hello".matches("hel") + " " + "".matches("a*"));
        p("x1y2z3".replaceAll("[0-9]", "") + " " + "aXbXc".replaceFirst("X", "-"));
        p("  trim me  ".replaceAll("^\\s+|\\s+$", "") + "|");
        p("camelCaseString".replaceAll("([A-Z])", "_$1").toLowerCase());
        // a deep match overflows the stack as in java; a deterministic group loops without recursion
        try {
            p(Pattern.compile("(a|b)*").matcher("ab".repeat(50000)).matches());
        } catch (StackOverflowError e) {
            p("StackOverflowError");
        }
        p(Pattern.compile("(ab)*").matcher("ab".repeat(50000)).matches());
        p(Pattern.compile("[ab]*c").matcher("ab".repeat(50000) + "c").matches());
        p(Pattern.compile("(?:a|b)*?c").matcher("ab".repeat(20) + "c").matches());
    }
}
