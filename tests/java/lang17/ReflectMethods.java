// Reflective methods and records: getDeclaredMethod/getMethod (inherited, interface defaults),
// invoke on static, instance, overridden, private and default methods with widened and boxed
// arguments and boxed results, NoSuchMethodException texts, receiver and argument checks,
// InvocationTargetException, Method.toString/modifiers, getRecordComponents with accessors.
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class ReflectMethods {
    public interface Greeter {
        String name();
        default String greet(String who) { return name() + " greets " + who; }
        static int version() { return 3; }
    }
    public static class Base implements Greeter {
        public String name() { return "base"; }
        public int twice(int x) { return 2 * x; }
        protected long sum(long a, double b) { return a + (long) b; }
        private String secret() { return "base-secret"; }
        public static String make(String s, int n) { return s.repeat(n); }
        public void fail(String why) throws java.io.IOException { throw new IllegalStateException(why); }
    }
    public static class Derived extends Base {
        static { System.out.println("Derived initialized"); }
        @Override public String name() { return "derived"; }
        @Override public int twice(int x) { return 20 * x; }
        public static double half(double d) { return d / 2; }
        public char first(String s) { return s.charAt(0); }
        public boolean flag() { return true; }
        public void nothing() {}
        private String secret() { return "derived-secret"; }
    }
    public record Point(int x, String label, double w) {
        public String describe() { return label + "@" + x; }
    }

    public static void main(String[] args) throws Exception {
        Method twice = Base.class.getMethod("twice", int.class);
        System.out.println(twice + " | " + twice.getName() + " " + twice.getReturnType() + " " + twice.getParameterCount()
                + " " + twice.getDeclaringClass().getSimpleName());
        System.out.println(twice.invoke(new Base(), 4) + " " + twice.invoke(new Derived(), 4) + " " + twice.invoke(new Derived(), (byte) 1));
        Method sum = Base.class.getDeclaredMethod("sum", long.class, double.class);
        System.out.println(sum + " -> " + sum.invoke(new Derived(), 5, 2.9f) + " " + Modifier.toString(sum.getModifiers()));
        Method secret = Base.class.getDeclaredMethod("secret");
        secret.setAccessible(true);
        System.out.println(secret + " -> " + secret.invoke(new Derived()));
        Method make = Base.class.getMethod("make", String.class, int.class);
        System.out.println(make + " -> " + make.invoke(null, "ab", 3));
        Method half = Class.forName("ReflectMethods$Derived").getMethod("half", double.class);
        System.out.println(half.invoke(null, 7) + " " + half.getReturnType());
        Method inherited = Derived.class.getMethod("make", String.class, int.class);
        System.out.println(inherited.getDeclaringClass().getSimpleName() + " " + inherited.equals(make));
        Method greet = Derived.class.getMethod("greet", String.class);
        System.out.println(greet + " " + greet.isDefault() + " -> " + greet.invoke(new Derived(), "you"));
        Method name = Greeter.class.getMethod("name");
        System.out.println(name + " -> " + name.invoke(new Derived()) + " " + Modifier.isAbstract(name.getModifiers()));
        System.out.println(Greeter.class.getMethod("version").invoke(null));
        Derived d = new Derived();
        System.out.println(Derived.class.getMethod("first", String.class).invoke(d, "xyz") + " "
                + Derived.class.getMethod("flag").invoke(d) + " " + Derived.class.getMethod("nothing").invoke(d));
        Object r = Derived.class.getMethod("first", String.class).invoke(d, "q");
        System.out.println(r.getClass().getSimpleName());
        try {
            twice.invoke(null, 1);
        } catch (NullPointerException e) {
            System.out.println("NPE for null receiver");
        }
        try {
            twice.invoke("not a base", 1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            twice.invoke(d, "1");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            twice.invoke(d);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        Method fail = Base.class.getMethod("fail", String.class);
        System.out.println(fail);
        try {
            fail.invoke(d, "bad");
        } catch (InvocationTargetException e) {
            System.out.println("ITE cause=" + e.getCause());
        }
        try { Base.class.getMethod("secret"); } catch (NoSuchMethodException e) { System.out.println("NSME " + e.getMessage()); }
        try { Base.class.getDeclaredMethod("twice", long.class); } catch (NoSuchMethodException e) { System.out.println("NSME " + e.getMessage()); }
        try { Derived.class.getDeclaredMethod("make", String.class, int.class); } catch (NoSuchMethodException e) { System.out.println("NSME " + e.getMessage()); }
        try { Base.class.getMethod("twice", (Class<?>) null); } catch (NoSuchMethodException e) { System.out.println("NSME " + e.getMessage()); }
        List<String> names = new ArrayList<>();
        for (Method m : Derived.class.getDeclaredMethods()) names.add(m.getName() + "/" + m.getParameterCount());
        names.sort(null);
        System.out.println(names);

        List<String> pub = new ArrayList<>();
        for (Method m : Derived.class.getMethods()) pub.add(m.getDeclaringClass().getSimpleName() + "." + m.getName() + "/" + m.getParameterCount());
        pub.sort(null);
        System.out.println(pub);
        List<String> ipub = new ArrayList<>();
        for (Method m : Greeter.class.getMethods()) ipub.add(m.getName());
        ipub.sort(null);
        System.out.println(ipub + " " + Greeter.class.getDeclaredMethods().length);
        Point p = new Point(3, "pt", 1.5);
        RecordComponent[] rcs = Point.class.getRecordComponents();
        for (RecordComponent rc : rcs) {
            System.out.println(rc + " | " + rc.getName() + " " + rc.getType() + " " + rc.getAccessor().getName() + " = "
                    + rc.getAccessor().invoke(p) + " " + rc.getDeclaringRecord().getSimpleName());
        }
        System.out.println(Point.class.getMethod("describe").invoke(p) + " " + (Base.class.getRecordComponents() == null));
        System.out.println(Arrays.toString(Point.class.getMethod("x").getParameterTypes()) + " "
                + Point.class.getMethod("equals", Object.class).invoke(p, new Point(3, "pt", 1.5)) + " "
                + Point.class.getMethod("toString").invoke(p) + " " + Object.class.getMethod("hashCode").getName());
    }
}
