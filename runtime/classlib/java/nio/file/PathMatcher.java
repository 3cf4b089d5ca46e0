// java.nio.file.PathMatcher: a test of paths against a glob or regex pattern.
package java.nio.file;

/** Whether a path matches (FileSystem.getPathMatcher makes them from "glob:" and "regex:"). */
@FunctionalInterface
public interface PathMatcher {
    boolean matches(Path path);
}
