// java.nio.file.Files as programs use it: writing and reading whole files and lines, streams,
// directories (list, walk, walkFileTree), copy/move/delete, temp files, attributes, and the
// exceptions of missing, existing and non-empty files.
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.*;
import java.util.stream.*;

public class NioFiles {
    public static void main(String[] args) throws IOException {
        Path dir = Paths.get("nio-work");
        System.out.println("exists " + Files.exists(dir) + " notExists " + Files.notExists(dir));
        Files.createDirectory(dir);
        System.out.println("isDirectory " + Files.isDirectory(dir) + " isRegularFile " + Files.isRegularFile(dir));
        try {
            Files.createDirectory(dir);
        } catch (FileAlreadyExistsException e) {
            System.out.println(e);
        }
        Path deep = dir.resolve("a/b/c");
        try {
            Files.createDirectory(deep);
        } catch (NoSuchFileException e) {
            System.out.println(e);
        }
        Path made = Files.createDirectories(deep);
        System.out.println("createDirectories absolute " + made.isAbsolute() + " " + made.endsWith(deep) + " again " + Files.createDirectories(deep));

        Path text = dir.resolve("text.txt");
        Files.writeString(text, "alpha\nbeta\r\ngamma");
        System.out.println("readString [" + Files.readString(text).replace("\r", "\\r").replace("\n", "\\n") + "]");
        System.out.println("readAllLines " + Files.readAllLines(text));
        System.out.println("size " + Files.size(text) + " bytes " + Files.readAllBytes(text).length);
        Files.write(text, Arrays.asList("one", "two", "three"));
        System.out.println("write lines: " + Files.readAllLines(text, StandardCharsets.UTF_8));
        Files.write(text, "four\n".getBytes(), StandardOpenOption.APPEND);
        try (Stream<String> lines = Files.lines(text)) {
            System.out.println("lines " + lines.map(String::toUpperCase).collect(Collectors.joining(",")));
        }
        Files.writeString(text, "five\n", StandardOpenOption.APPEND);
        try (BufferedReader r = Files.newBufferedReader(text)) {
            System.out.println("newBufferedReader first " + r.readLine() + " count rest " + r.lines().count());
        }
        try (BufferedWriter w = Files.newBufferedWriter(dir.resolve("w.txt"))) {
            w.write("written");
            w.newLine();
        }
        System.out.println("newBufferedWriter " + Files.readAllLines(dir.resolve("w.txt")));
        try (OutputStream out = Files.newOutputStream(dir.resolve("bin"))) {
            out.write(new byte[] {1, 2, 3});
        }
        try (InputStream in = Files.newInputStream(dir.resolve("bin"))) {
            System.out.println("newInputStream " + Arrays.toString(in.readAllBytes()));
        }
        try {
            Files.write(dir.resolve("bin"), new byte[1], StandardOpenOption.CREATE_NEW);
        } catch (FileAlreadyExistsException e) {
            System.out.println(e);
        }
        try {
            Files.write(dir.resolve("absent"), new byte[1], StandardOpenOption.WRITE);
        } catch (NoSuchFileException e) {
            System.out.println(e);
        }
        try {
            Files.newOutputStream(dir.resolve("bin"), StandardOpenOption.READ);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Files.newOutputStream(dir.resolve("bin"), StandardOpenOption.APPEND, StandardOpenOption.TRUNCATE_EXISTING);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Files.readAllBytes(dir.resolve("missing.txt"));
        } catch (NoSuchFileException e) {
            System.out.println(e + " file=" + e.getFile());
        }
        try {
            Files.readString(dir);
        } catch (IOException e) {
            System.out.println("read a directory: " + e);
        }
        try {
            Files.size(dir.resolve("missing.txt"));
        } catch (NoSuchFileException e) {
            System.out.println(e.getMessage());
        }

        Path created = Files.createFile(dir.resolve("empty.dat"));
        System.out.println("createFile " + created + " size " + Files.size(created));
        try {
            Files.createFile(created);
        } catch (FileAlreadyExistsException e) {
            System.out.println(e);
        }
        Path copy = Files.copy(text, dir.resolve("copy.txt"));
        System.out.println("copy " + copy + " same " + Arrays.equals(Files.readAllBytes(text), Files.readAllBytes(copy)));
        try {
            Files.copy(text, copy);
        } catch (FileAlreadyExistsException e) {
            System.out.println(e);
        }
        Files.copy(created, copy, StandardCopyOption.REPLACE_EXISTING);
        System.out.println("replaced size " + Files.size(copy));
        Path moved = Files.move(copy, dir.resolve("a/moved.txt"));
        System.out.println("move " + moved + " source exists " + Files.exists(copy) + " target exists " + Files.exists(moved));
        try {
            Files.move(dir.resolve("nothing"), dir.resolve("x"));
        } catch (NoSuchFileException e) {
            System.out.println(e);
        }
        try {
            Files.move(text, moved);
        } catch (FileAlreadyExistsException e) {
            System.out.println(e);
        }
        long copied = Files.copy(new ByteArrayInputStream("streamed".getBytes()), dir.resolve("streamed.txt"));
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        System.out.println("copy streams " + copied + " " + Files.copy(dir.resolve("streamed.txt"), sink) + " " + sink);

        try (Stream<Path> s = Files.list(dir)) {
            System.out.println("list " + s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList()));
        }
        try (Stream<Path> s = Files.walk(dir)) {
            System.out.println("walk " + s.map(Path::toString).sorted().collect(Collectors.toList()));
        }
        try (Stream<Path> s = Files.walk(dir, 1)) {
            System.out.println("walk depth 1: " + s.count());
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir.resolve("a"))) {
            List<String> names = new ArrayList<>();
            for (Path p : ds) {
                names.add(p.getFileName().toString());
            }
            Collections.sort(names);
            System.out.println("directory stream " + names);
        }
        try {
            Files.list(text);
        } catch (NotDirectoryException e) {
            System.out.println(e);
        }
        try {
            Files.list(dir.resolve("nope"));
        } catch (NoSuchFileException e) {
            System.out.println(e);
        }

        FileTime t = FileTime.fromMillis(1234567890123L);
        Files.setLastModifiedTime(text, t);
        System.out.println("lastModified " + Files.getLastModifiedTime(text) + " millis " + Files.getLastModifiedTime(text).toMillis());
        System.out.println("FileTime " + FileTime.fromMillis(0) + " " + FileTime.fromMillis(1500) + " " + FileTime.fromMillis(-1));
        BasicFileAttributes attrs = Files.readAttributes(text, BasicFileAttributes.class);
        System.out.println("attributes size " + attrs.size() + " dir " + attrs.isDirectory() + " file " + attrs.isRegularFile()
                + " link " + attrs.isSymbolicLink() + " modified " + attrs.lastModifiedTime());
        System.out.println("readable " + Files.isReadable(text) + " writable " + Files.isWritable(text)
                + " hidden " + Files.isHidden(dir.resolve(".x")) + " same " + Files.isSameFile(text, dir.resolve("./text.txt")));

        Path tmp = Files.createTempFile(dir, "pre", ".suf");
        System.out.println("temp file " + tmp.getFileName().toString().startsWith("pre") + " "
                + tmp.getFileName().toString().endsWith(".suf") + " " + tmp.getParent() + " " + Files.exists(tmp));
        Path tmpDir = Files.createTempDirectory(dir, "tdir");
        System.out.println("temp dir " + Files.isDirectory(tmpDir) + " " + tmpDir.getFileName().toString().startsWith("tdir"));

        try {
            Files.delete(dir.resolve("a"));
        } catch (DirectoryNotEmptyException e) {
            System.out.println(e);
        }
        try {
            Files.delete(dir.resolve("ghost"));
        } catch (NoSuchFileException e) {
            System.out.println(e);
        }
        System.out.println("deleteIfExists " + Files.deleteIfExists(tmp) + " " + Files.deleteIfExists(tmp));

        final List<String> visited = new ArrayList<>();
        Files.walkFileTree(dir, new SimpleFileVisitor<Path>() {
            public FileVisitResult visitFile(Path file, BasicFileAttributes a) throws IOException {
                visited.add("file " + dir.relativize(file));
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
                visited.add("dir " + (d.getFileName().toString().startsWith("tdir") ? "tdir..." : d.toString()));
                Files.delete(d);
                return FileVisitResult.CONTINUE;
            }
        });
        Collections.sort(visited);
        System.out.println("walkFileTree " + visited);
        System.out.println("gone " + Files.exists(dir));
    }
}
