// java.util.regex.MatchResult: the result of one match, as JDK 17's interface.
package java.util.regex;

/** The bounds and groups of one match (a Matcher, or the snapshot Matcher.toMatchResult makes). */
public interface MatchResult {
    int start();

    int start(int group);

    int end();

    int end(int group);

    String group();

    String group(int group);

    int groupCount();
}
