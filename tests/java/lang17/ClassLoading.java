// Class loaders as programs see them: getClassLoader (null for the class library and primitives,
// "app" for the class path), getSystemClassLoader/getPlatformClassLoader names and parents,
// Class.forName(name, initialize, loader) with and without initialization, loadClass (never
// initializes), ClassNotFoundException from the bootstrap and platform loaders for application
// classes; arrayType, componentType, descriptorString.
public class ClassLoading {
    static class Lazy {
        static { System.out.println("Lazy initialized"); }
        static void touch() { System.out.println("touched"); }
    }
    static class Eager {
        static { System.out.println("Eager initialized"); }
    }
    static class ViaLoader {
        static { System.out.println("ViaLoader initialized"); }
    }

    static String loaderName(Class<?> c) {
        ClassLoader l = c.getClassLoader();
        return l == null ? "bootstrap" : l.getName();
    }

    public static void main(String[] args) throws Exception {
        ClassLoader app = ClassLoader.getSystemClassLoader();
        ClassLoader platform = ClassLoader.getPlatformClassLoader();
        System.out.println(app.getName() + " " + app.getParent().getName() + " " + (app.getParent() == platform)
                + " " + platform.getParent());
        System.out.println(loaderName(String.class) + " " + loaderName(int.class) + " " + loaderName(ClassLoading.class)
                + " " + loaderName(Lazy[].class) + " " + loaderName(int[][].class) + " " + loaderName(java.util.List.class)
                + " " + (ClassLoading.class.getClassLoader() == app));
        Class<?> lazy = Class.forName("ClassLoading$Lazy", false, app);
        System.out.println("got " + lazy.getSimpleName());
        Lazy.touch();
        Class<?> eager = Class.forName("ClassLoading$Eager", true, ClassLoading.class.getClassLoader());
        System.out.println("got " + eager.getSimpleName());
        Class<?> via = app.loadClass("ClassLoading$ViaLoader");
        System.out.println("loaded " + via.getName() + " " + (via == ViaLoader.class));
        System.out.println(Class.forName("java.lang.StringBuilder", true, null).getName());
        System.out.println(platform.loadClass("java.util.ArrayList").getSimpleName());
        try {
            Class.forName("ClassLoading$Lazy", false, null);
        } catch (ClassNotFoundException e) {
            System.out.println("bootstrap: " + e.getMessage());
        }
        try {
            platform.loadClass("ClassLoading");
        } catch (ClassNotFoundException e) {
            System.out.println("platform: " + e.getMessage());
        }
        try {
            app.loadClass("no.Such");
        } catch (ClassNotFoundException e) {
            System.out.println("app: " + e.getMessage());
        }
        System.out.println(int.class.arrayType() + " " + String[].class.arrayType().getName() + " "
                + int[][].class.componentType() + " " + String.class.componentType());
        Class<?>[] cs = { int.class, long.class, boolean.class, void.class, double.class, byte.class, char.class,
            short.class, float.class, String.class, int[].class, Lazy[][].class, java.util.Map.Entry.class };
        StringBuilder sb = new StringBuilder();
        for (Class<?> c : cs) sb.append(c.descriptorString()).append(' ');
        System.out.println(sb.toString().trim());
        System.out.println(ClassLoading.class.isHidden());
    }
}
