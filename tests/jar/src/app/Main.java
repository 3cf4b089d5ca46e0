// The JAR tests' main program: prints its arguments and uses a class from another package (lib),
// which some cases take from a second JAR (manifest Class-Path) or leave out.
package app;

public class Main {
    public static void main(String[] args) {
        System.out.println("app.Main with " + args.length + " argument(s)");
        for (String a : args) {
            System.out.println("  arg " + a);
        }
        System.out.println("class path has a jar: " + System.getProperty("java.class.path").contains(".jar"));
        try {
            System.out.println(lib.Util.describe(new int[] {3, 1, 2}));
        } catch (NoClassDefFoundError e) {
            System.out.println("missing class: " + e.getMessage());
        }
        System.out.println(new Helper().greet("jar"));
    }
}

class Helper {
    String greet(String who) {
        return "hello from a package-private class, " + who;
    }
}
