import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** PatternSyntaxException for bad patterns: JDK 17's descriptions, indices and multi-line messages. */
public class RegexErrors {
    public static void main(String[] args) {
        String[] bad = {
            "(ab", "a{x", "a{2", "a{3,2}", "*a", "a**", "+", "?x", "[a-", "[b-a]", "\\", "a)", "())",
            "(?<n>a)(?<n>b)", "\\k<x>", "\\kx", "(?<1a>x)", "(?<a-b>x)", "\\p{Foo}", "\\pX", "\\p{", "\\p{}",
            "\\x", "\\xg", "\\x{110000}", "\\x{41", "\\u12", "\\uXYZW", "(?z)", "(?", "(?$x)", "(?@x)",
            "[]", "[^]", "[a", "[a&&", "a{", "a{99999999999}", "x\\Q(\\E(", "\\0", "\\09", "\\c", "\\i",
            "\\y", "[\\b]", "(?<=a(bc)*)x", "(?<!x+y|z)w", "a{,3}", "(?i", "((a)", "a[b-\\d]", "[z-a]",
            "abc\\", "(?x)a #comment (", "\\p{gc=Foo}", "\\p{IsFoo}", "\\N", "\\N{abc",
        };
        for (String b : bad) {
            try {
                Pattern.compile(b);
                System.out.println("compiled: " + b);
            } catch (PatternSyntaxException e) {
                System.out.println("--- " + e.getDescription() + " | index " + e.getIndex() + " | " + e.getPattern());
                System.out.println(e.getMessage());
            }
        }
        // through String's methods, and caught as IllegalArgumentException
        try {
            "a(b".split("(");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            "abc".matches("[abc");
        } catch (PatternSyntaxException e) {
            System.out.println(e.getMessage());
        }
        try {
            "abc".replaceAll("{2}", "x");
        } catch (PatternSyntaxException e) {
            System.out.println(e.getMessage());
        }
        PatternSyntaxException made = new PatternSyntaxException("Custom", "abc", -1);
        System.out.println(made.getMessage());
        made = new PatternSyntaxException("Custom", "abc", 1);
        System.out.println(made.getMessage());
        throw new PatternSyntaxException("Thrown by the program", "(x", 2);
    }
}
