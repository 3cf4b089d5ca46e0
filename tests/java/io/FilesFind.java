import java.io.IOException;
import java.nio.file.*;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Files.find: by name and by attributes, depth limits, a missing start, a matcher's exception. */
public class FilesFind {
    public static void main(String[] args) throws IOException {
        Path root = Paths.get("files-find-tree");
        Files.createDirectories(root.resolve("a/b/c"));
        Files.createDirectories(root.resolve("d"));
        for (String f : new String[] {"one.txt", "a/two.txt", "a/b/three.log", "a/b/c/four.txt", "d/five.md"}) {
            Files.write(root.resolve(f), ("content of " + f).getBytes());
        }
        for (int depth : new int[] {0, 1, 2, 10}) {
            try (Stream<Path> s = Files.find(root, depth,
                    (p, a) -> a.isRegularFile() && p.toString().endsWith(".txt"))) {
                List<String> names = s.map(Path::toString).sorted().collect(Collectors.toList());
                System.out.println("depth " + depth + ": " + names);
            }
        }
        try (Stream<Path> s = Files.find(root, Integer.MAX_VALUE, (p, a) -> a.isDirectory())) {
            System.out.println("dirs: " + s.map(Path::toString).sorted().collect(Collectors.toList()));
        }
        try (Stream<Path> s = Files.find(root, 5, (p, a) -> a.size() > 22 && !a.isDirectory())) {
            System.out.println("big: " + s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList()));
        }
        System.out.println("count all: " + Files.find(root, 9, (p, a) -> true).count());
        try {
            Files.find(Paths.get("no-such-dir"), 3, (p, a) -> true);
        } catch (NoSuchFileException e) {
            System.out.println("missing: " + e);
        }
        try {
            Files.find(root, -1, (p, a) -> true);
        } catch (IllegalArgumentException e) {
            System.out.println("depth: " + e.getMessage());
        }
        try (Stream<Path> s = Files.find(root, 3, (p, a) -> { throw new IllegalStateException("matcher"); })) {
            s.count();
        } catch (IllegalStateException e) {
            System.out.println("matcher threw: " + e.getMessage());
        }
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.sorted((x, y) -> y.toString().compareTo(x.toString())).collect(Collectors.toList())) {
                Files.delete(p);
            }
        }
        System.out.println(Files.exists(root));
    }
}
