// java.nio.file.Paths: Path factories.
package java.nio.file;

/** Paths.get is Path.of. */
public final class Paths {
    private Paths() {
    }

    public static Path get(String first, String... more) {
        return Path.of(first, more);
    }
}
