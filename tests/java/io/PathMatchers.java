// FileSystem.getPathMatcher and Files.newDirectoryStream(dir, glob): JDK 17's Unix glob rules
// (*, **, ?, classes with ! and ranges, {a,b} groups, escapes, the separator never matched by
// * ? or a class), regex: patterns, the syntax and pattern errors with their texts and indexes.
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.PatternSyntaxException;

public class PathMatchers {
    public static void main(String[] args) throws IOException {
        FileSystem fs = FileSystems.getDefault();
        String[] paths = {"a.txt", "b.java", "dir/a.txt", "dir/sub/c.java", ".hidden", "a.TXT", "abc", "a-c",
                          "x{y}", "a,b", "[x]", "a\\b", "file1.log", "file22.log", "Makefile", "a.tar.gz", "/abs/a.txt", ""};
        String[] patterns = {"glob:*.txt", "glob:**.txt", "glob:*/*.txt", "glob:**/*.java", "glob:?.txt", "glob:???",
                             "glob:*.{txt,java}", "glob:{a,b}.*", "glob:[ab].*", "glob:[!ab]*", "glob:a[a-c]c",
                             "glob:a[-x]c", "glob:file?.log", "glob:file*.log", "glob:\\[x\\]", "glob:x\\{y\\}",
                             "glob:a,b", "glob:*", "glob:**", "glob:", "GLOB:*.TXT", "glob:a.tar.gz", "glob:/abs/*",
                             "glob:[^a]*", "glob:a\\\\b", "glob:*.t[x]t", "glob:{*.txt,*.gz}",
                             "regex:.*\\.txt", "regex:[a-z]+", "REGEX:file\\d+\\.log", "regex:dir/.*"};
        for (String p : patterns) {
            PathMatcher m = fs.getPathMatcher(p);
            List<String> hits = new ArrayList<>();
            for (String s : paths) {
                if (m.matches(Paths.get(s))) {
                    hits.add(s);
                }
            }
            System.out.println(p + " -> " + hits);
        }
        String[] bad = {"*.txt", ":*.txt", "foo:*", "glob:[a", "glob:{a,{b}}", "glob:{a", "glob:a\\", "glob:[a/b]",
                        "glob:[-a]", "glob:[z-a]", "glob:[a-]", "regex:(", "glob:[]", "glob:[!]"};
        for (String b : bad) {
            try {
                fs.getPathMatcher(b);
                System.out.println(b + ": ok");
            } catch (PatternSyntaxException e) {
                System.out.println(b + ": PatternSyntaxException " + e.getDescription() + " at " + e.getIndex()
                        + " in " + e.getPattern());
            } catch (RuntimeException e) {
                System.out.println(b + ": " + e);
            }
        }
        Path dir = Paths.get("path-matchers-test");
        Files.createDirectories(dir.resolve("sub"));
        for (String n : new String[] {"one.txt", "two.txt", "three.java", "four.md", "five.TXT"}) {
            Files.write(dir.resolve(n), n.getBytes());
        }
        for (String glob : new String[] {"*.txt", "*.{java,md}", "t*", "*", "s?b", "[fo]*", "**"}) {
            List<String> names = new ArrayList<>();
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, glob)) {
                for (Path p : ds) {
                    names.add(p.getFileName().toString());
                }
            }
            Collections.sort(names);
            System.out.println("dir " + glob + " -> " + names);
        }
        try {
            Files.newDirectoryStream(dir, "{bad");
        } catch (PatternSyntaxException e) {
            System.out.println("dir {bad: " + e.getDescription());
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
            for (Path p : ds) {
                if (Files.isDirectory(p)) {
                    Files.delete(p);
                } else {
                    Files.delete(p);
                }
            }
        }
        Files.delete(dir);
        System.out.println("done");
    }
}
