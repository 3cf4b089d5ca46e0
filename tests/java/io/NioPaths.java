// java.nio.file.Path as programs use it: Paths.get/Path.of, names, parents, resolve, relativize,
// normalize, startsWith/endsWith, iteration, and the errors of bad arguments.
import java.nio.file.*;

public class NioPaths {
    static void show(Path p) {
        System.out.println("'" + p + "' abs=" + p.isAbsolute() + " root=" + p.getRoot() + " name=" + p.getFileName()
                + " parent=" + p.getParent() + " count=" + p.getNameCount());
    }

    public static void main(String[] args) {
        show(Paths.get("data.txt"));
        show(Paths.get("dir", "sub", "data.txt"));
        show(Path.of("/usr/local/bin/"));
        show(Path.of("//a//b"));
        show(Path.of("/"));
        show(Path.of(""));
        show(Path.of("a", "", "b"));
        show(Path.of("", "x"));
        Path p = Paths.get("/home/user/docs/../music/./song.mp3");
        System.out.println("normalize " + p.normalize() + " of relative " + Paths.get("../a/./b/../c").normalize()
                + " " + Paths.get("a/..").normalize() + "|" + Paths.get("/..").normalize() + " " + Paths.get("./x").normalize());
        for (int i = 0; i < p.getNameCount(); i++) {
            System.out.print(p.getName(i) + (i + 1 < p.getNameCount() ? "," : "\n"));
        }
        StringBuilder sb = new StringBuilder();
        for (Path part : Paths.get("x/y/z")) {
            sb.append('<').append(part).append('>');
        }
        System.out.println("iterate " + sb);
        System.out.println("subpath " + p.subpath(1, 3) + " " + Path.of("a/b/c").subpath(0, 3));
        Path base = Paths.get("/home/user");
        System.out.println("resolve " + base.resolve("docs/file.txt") + " " + base.resolve("/etc/hosts") + " "
                + base.resolve("") + " " + Paths.get("").resolve("x") + " " + Paths.get("/").resolve("x"));
        System.out.println("resolveSibling " + Paths.get("a/b/c.txt").resolveSibling("d.txt") + " "
                + Paths.get("c.txt").resolveSibling("d.txt"));
        System.out.println("relativize " + base.relativize(Paths.get("/home/user/docs/a.txt")) + " "
                + base.relativize(Paths.get("/home/other/x")) + " " + Paths.get("/a/b").relativize(Paths.get("/a/b"))
                + "|" + Paths.get("a/b").relativize(Paths.get("c")) + " " + Paths.get("").relativize(Paths.get("q/r")));
        try {
            base.relativize(Paths.get("relative"));
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Path q = Paths.get("/a/b/c");
        System.out.println("startsWith " + q.startsWith("/a") + " " + q.startsWith("/a/b/c") + " " + q.startsWith("a")
                + " " + q.startsWith("/a/b/c/d") + " " + q.startsWith(Paths.get("/")) + " " + q.startsWith("/a/bc"));
        System.out.println("endsWith " + q.endsWith("c") + " " + q.endsWith("b/c") + " " + q.endsWith("/a/b/c") + " "
                + q.endsWith("/b/c") + " " + q.endsWith("bc"));
        System.out.println("equals " + Paths.get("a/b").equals(Paths.get("a", "b")) + " " + Paths.get("a/b").equals(Paths.get("a/b/"))
                + " compareTo " + Integer.signum(Paths.get("a").compareTo(Paths.get("b")))
                + " hash " + (Paths.get("x//y").hashCode() == Paths.get("x/y").hashCode()));
        Path abs = Paths.get("rel/file").toAbsolutePath();
        System.out.println("toAbsolutePath " + abs.isAbsolute() + " " + abs.equals(Paths.get(System.getProperty("user.dir"), "rel/file"))
                + " toFile " + Paths.get("rel/file").toFile().getPath());
        StringBuilder roots = new StringBuilder();
        for (Path r : FileSystems.getDefault().getRootDirectories()) {
            roots.append(r);
        }
        System.out.println("separator " + FileSystems.getDefault().getSeparator() + " roots " + roots);
        try {
            Paths.get("bad\u0000name");
        } catch (InvalidPathException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage() + " | " + e.getReason() + " | " + e.getIndex());
        }
        try {
            Paths.get("a/b").getName(2);
        } catch (IllegalArgumentException e) {
            System.out.println("getName(2): " + e.getClass().getName());
        }
        try {
            Paths.get("a/b").subpath(1, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("subpath(1,1): " + e.getClass().getName());
        }
    }
}
