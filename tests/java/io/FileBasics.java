// java.io.File as programs use it: creating, listing, renaming and deleting files and directories,
// the pathname methods, and the messages of files that cannot be opened.
import java.io.*;
import java.util.Arrays;

public class FileBasics {
    static void show(String label, File f) {
        System.out.println(label + ": path=" + f.getPath() + " name=" + f.getName() + " parent=" + f.getParent()
                + " abs=" + f.isAbsolute());
    }

    public static void main(String[] args) throws IOException {
        System.out.println("separator=" + File.separator + " " + File.separatorChar + " pathSeparator="
                + File.pathSeparator);
        show("simple", new File("data.txt"));
        show("nested", new File("dir/sub/data.txt"));
        show("slashes", new File("dir//sub///data.txt/"));
        show("root", new File("/"));
        show("top", new File("/etc"));
        show("empty", new File(""));
        show("parent+child", new File("dir", "x.txt"));
        show("emptyparent", new File("", "x.txt"));
        show("fileparent", new File(new File("a/b"), "c"));
        show("nullparent", new File((File) null, "c"));
        File cwd = new File("");
        System.out.println("abs of empty is user.dir: " + cwd.getAbsolutePath().equals(System.getProperty("user.dir")));
        System.out.println("abs: " + new File("q.txt").getAbsolutePath().equals(System.getProperty("user.dir") + "/q.txt"));
        String canon = new File("a/./b/../c.txt").getCanonicalPath();
        System.out.println("canonical ends with /a/c.txt: " + canon.endsWith("/a/c.txt") + " starts with /: " + canon.startsWith("/"));

        File dir = new File("work");
        System.out.println("exists before: " + dir.exists() + " mkdir: " + dir.mkdir() + " again: " + dir.mkdir());
        System.out.println("isDirectory: " + dir.isDirectory() + " isFile: " + dir.isFile());
        File deep = new File(dir, "x/y/z");
        System.out.println("mkdir deep: " + deep.mkdir() + " mkdirs: " + deep.mkdirs() + " exists: " + deep.exists());
        File f = new File(dir, "notes.txt");
        System.out.println("createNewFile: " + f.createNewFile() + " again: " + f.createNewFile());
        System.out.println("length empty: " + f.length());
        try (FileOutputStream out = new FileOutputStream(f)) {
            out.write("0123456789".getBytes());
        }
        System.out.println("length: " + f.length() + " canRead: " + f.canRead() + " canWrite: " + f.canWrite());
        System.out.println("setLastModified: " + f.setLastModified(1600000000000L) + " lastModified: " + f.lastModified());
        new File(dir, "b.txt").createNewFile();
        new File(dir, "a.log").createNewFile();
        String[] names = dir.list();
        Arrays.sort(names);
        System.out.println("list: " + Arrays.toString(names));
        File[] files = dir.listFiles();
        Arrays.sort(files);
        System.out.println("listFiles: " + Arrays.toString(files));
        String[] txt = dir.list(new FilenameFilter() {
            public boolean accept(File d, String name) {
                return name.endsWith(".txt");
            }
        });
        Arrays.sort(txt);
        System.out.println("filtered: " + Arrays.toString(txt));
        File[] dirs = dir.listFiles(File::isDirectory);
        System.out.println("dirs: " + Arrays.toString(dirs));
        System.out.println("list of a file: " + f.list() + " of a missing dir: " + new File("missing").listFiles());

        File renamed = new File(dir, "renamed.txt");
        System.out.println("renameTo: " + f.renameTo(renamed) + " old exists: " + f.exists() + " new length: " + renamed.length());
        System.out.println("rename missing: " + new File("nothing").renameTo(new File("other")));
        System.out.println("delete nonempty dir: " + new File(dir, "x").delete());
        System.out.println("delete z: " + new File(dir, "x/y/z").delete() + " y: " + new File(dir, "x/y").delete()
                + " x: " + new File(dir, "x").delete());
        System.out.println("delete missing: " + new File("missing").delete());
        System.out.println("missing: exists=" + new File("missing").exists() + " length=" + new File("missing").length()
                + " lastModified=" + new File("missing").lastModified() + " isFile=" + new File("missing").isFile());

        File a = new File("work/a.log");
        File b = new File("work//a.log");
        System.out.println("equals: " + a.equals(b) + " compareTo: " + a.compareTo(new File("work/b.txt"))
                + " hashCode equal: " + (a.hashCode() == b.hashCode()) + " toString: " + a);
        System.out.println("hidden: " + new File(".profile").isHidden() + " " + a.isHidden());
        System.out.println("toPath: " + new File("work/a.log").toPath() + " fileName " + a.toPath().getFileName());

        File tmp = File.createTempFile("jvmlab", ".tmp", dir);
        System.out.println("temp: name starts " + tmp.getName().startsWith("jvmlab") + " ends " + tmp.getName().endsWith(".tmp")
                + " parent " + tmp.getParent() + " exists " + tmp.exists() + " length " + tmp.length());
        File tmp2 = File.createTempFile("abc", null, dir);
        System.out.println("default suffix: " + tmp2.getName().endsWith(".tmp"));
        try {
            File.createTempFile("ab", null);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        System.out.println("deleted temps: " + tmp.delete() + " " + tmp2.delete());

        try {
            new FileInputStream("missing.txt");
        } catch (FileNotFoundException e) {
            System.out.println(e);
        }
        try {
            new FileInputStream(dir);
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage());
        }
        try {
            new FileOutputStream("work");
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage());
        }
        try {
            new FileOutputStream("no/such/dir/out.txt");
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage());
        }
        try {
            new FileReader(new File("work", "gone.txt"));
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage());
        }
        try {
            new File("no/such/dir/new.txt").createNewFile();
        } catch (IOException e) {
            System.out.println(e);
        }
        try {
            new FileInputStream((String) null);
        } catch (NullPointerException e) {
            System.out.println("NPE for a null name");
        }
        for (String n : new String[] {"renamed.txt", "b.txt", "a.log"}) {
            new File(dir, n).delete();
        }
        System.out.println("cleanup: " + dir.delete() + " " + dir.exists());
    }
}
