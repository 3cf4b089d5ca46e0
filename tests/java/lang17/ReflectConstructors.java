// Reflective construction: Class.forName(...).getDeclaredConstructor().newInstance(), constructors
// with primitive (widened) and reference parameters, argument checks and their messages,
// InvocationTargetException around what a constructor throws, NoSuchMethodException texts,
// Constructor.toString/getModifiers/getParameterTypes, Class.newInstance, initialization order.
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class ReflectConstructors {
    public interface Plugin { String run(); }
    public static class Upper implements Plugin {
        static { System.out.println("Upper initialized"); }
        public Upper() { System.out.println("Upper()"); }
        public String run() { return "UPPER"; }
    }
    public static class Lower implements Plugin {
        public String run() { return "lower"; }
    }
    public static class Point {
        final long x; final double y; final String label; final char c; final boolean b; final float f; final short s;
        public Point(long x, double y, String label, char c, boolean b, float f, short s) throws IllegalStateException, java.io.UncheckedIOException {
            this.x = x; this.y = y; this.label = label; this.c = c; this.b = b; this.f = f; this.s = s;
        }
        Point(int only) { this(only, only, "int", 'i', false, only, (short) only); }
        private Point() { this(0, 0, null, '-', true, 0f, (short) 0); }
        protected Point(String... parts) { this(parts.length, 0, String.join("+", parts), 'v', false, 0, (short) 0); }
        public String toString() { return "Point(" + x + "," + y + "," + label + "," + c + "," + b + "," + f + "," + s + ")"; }
    }
    public static class Fails {
        public Fails(int code) {
            if (code > 0) throw new IllegalStateException("code " + code);
        }
    }
    public static abstract class Abstract { public Abstract() {} }

    public static void main(String[] args) throws Exception {
        List<Plugin> plugins = new ArrayList<>();
        for (String name : new String[] { "ReflectConstructors$Lower", "ReflectConstructors$Upper" }) {
            Class<?> c = Class.forName(name);
            System.out.println("loaded " + c.getSimpleName());
            plugins.add((Plugin) c.getDeclaredConstructor().newInstance());
        }
        for (Plugin p : plugins) System.out.println(p.run());

        Constructor<Point> full = Point.class.getConstructor(long.class, double.class, String.class, char.class,
                boolean.class, float.class, short.class);
        System.out.println(full + " | " + full.getModifiers() + " " + full.getParameterCount() + " " + full.getName()
                + " " + Arrays.toString(full.getExceptionTypes()) + " " + full.getDeclaringClass().getSimpleName());
        System.out.println(full.newInstance(3L, 2.5, "p", 'z', true, 1.5f, (short) 7));
        System.out.println(full.newInstance(3, 2, "widened", 'w', false, 7, (short) 1));
        System.out.println(full.newInstance((byte) 1, 'A', null, 'c', true, 'B', (byte) 2));
        Constructor<Point> one = Point.class.getDeclaredConstructor(int.class);
        System.out.println(one + " -> " + one.newInstance(9));
        Constructor<Point> none = Point.class.getDeclaredConstructor();
        none.setAccessible(true);
        System.out.println(none + " -> " + none.newInstance() + " " + Modifier.toString(none.getModifiers()));
        Constructor<Point> var = Point.class.getDeclaredConstructor(String[].class);
        System.out.println(var + " " + var.isVarArgs() + " " + var.getModifiers() + " -> "
                + var.newInstance((Object) new String[] { "a", "b" }));
        Object[][] bad = { { 1 }, { "x", 2.0, "s", 'c', true, 1f, (short) 1 }, { 1L, 2.0, "s", 'c', true, 1.0, (short) 1 },
            { 1L, 2.0, "s", 'c', true, 1f, 1 }, { 1L, 2.0, 5, 'c', true, 1f, (short) 1 }, { null, 2.0, "s", 'c', true, 1f, (short) 1 } };
        for (Object[] b : bad) {
            try {
                full.newInstance(b);
            } catch (IllegalArgumentException e) {
                System.out.println("IAE " + e.getMessage());
            }
        }
        Constructor<Fails> fails = Fails.class.getConstructor(int.class);
        System.out.println(fails.newInstance(0).getClass().getSimpleName());
        try {
            fails.newInstance(42);
        } catch (InvocationTargetException e) {
            System.out.println("ITE " + e.getMessage() + " cause=" + e.getCause() + " target=" + e.getTargetException().getMessage());
        }
        try {
            Abstract.class.getConstructor().newInstance();
        } catch (InstantiationException e) {
            System.out.println("IE " + e.getMessage());
        }
        try { Point.class.getDeclaredConstructor(String.class, int[].class); } catch (NoSuchMethodException e) { System.out.println("NSME " + e.getMessage()); }
        try { Point.class.getConstructor(int.class); } catch (NoSuchMethodException e) { System.out.println("NSME " + e.getMessage()); }
        try { Runnable.class.getDeclaredConstructor(); } catch (NoSuchMethodException e) { System.out.println("NSME " + e.getMessage()); }
        try { int[].class.getConstructor(); } catch (NoSuchMethodException e) { System.out.println("NSME " + e.getMessage()); }
        List<String> all = new ArrayList<>();
        for (Constructor<?> c : Point.class.getDeclaredConstructors()) all.add(c.toString());
        all.sort(null);
        System.out.println(all);
        System.out.println(Point.class.getConstructors().length + " " + Plugin.class.getDeclaredConstructors().length
                + " " + int.class.getConstructors().length + " " + String[].class.getDeclaredConstructors().length);
        System.out.println(full.equals(Point.class.getConstructor(long.class, double.class, String.class, char.class,
                boolean.class, float.class, short.class)) + " " + full.equals(one));
        @SuppressWarnings("deprecation")
        Lower l = Lower.class.newInstance();
        System.out.println(l.run());
        try {
            @SuppressWarnings("deprecation")
            Object o = Fails.class.newInstance();
        } catch (InstantiationException e) {
            System.out.println("IE " + e.getMessage());
        }
        StringBuilder sb = StringBuilder.class.getConstructor(String.class).newInstance("lib");
        System.out.println(sb.append("!") + " " + ArrayList.class.getConstructor(int.class).newInstance(4).size());
    }
}
