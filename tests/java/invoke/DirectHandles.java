// Direct method handles as programs use them: findStatic/findVirtual/findSpecial/findConstructor,
// field getters and setters, unreflect*, every primitive type through invokeExact (two-slot longs
// and doubles, narrow int types), invoke with widening/boxing/unboxing, invokeWithArguments,
// varargs collectors, bindTo, virtual and interface dispatch.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;

public class DirectHandles {
    interface Shape {
        double area();
        default String describe() { return getClass().getSimpleName() + " of area " + area(); }
    }

    static class Square implements Shape {
        final double side;
        Square(double side) { this.side = side; }
        public double area() { return side * side; }
    }

    static class Circle implements Shape {
        final double r;
        Circle(double r) { this.r = r; }
        public double area() { return 3.0 * r * r; }
        @Override public String describe() { return "round " + Shape.super.describe(); }
    }

    static class Base {
        String who() { return "Base"; }
        String greet(String name) { return "hello " + name + " from " + who(); }
    }

    static class Derived extends Base {
        @Override String who() { return "Derived"; }
        @Override String greet(String name) { return "hi " + name; }

        String viaSuper() throws Throwable {
            MethodHandles.Lookup l = MethodHandles.lookup();
            MethodHandle sup = l.findSpecial(Base.class, "greet", MethodType.methodType(String.class, String.class), Derived.class);
            return (String) sup.invokeExact(this, "special");
        }
    }

    static class Point {
        int x;
        long stamp;
        static int created;
        private String label = "p";

        Point() { this(0, 0); }
        Point(int x, long stamp) { this.x = x; this.stamp = stamp; created++; }

        @Override public String toString() { return label + "(" + x + "," + stamp + ")"; }
    }

    static int add(int a, int b) { return a + b; }
    static long mulAdd(long a, int b, long c) { return a * b + c; }
    static double mix(double a, float b, long c, int d) { return a + b + c + d; }
    static boolean not(boolean b) { return !b; }
    static char next(char c) { return (char) (c + 1); }
    static byte neg(byte b) { return (byte) -b; }
    static short twice(short s) { return (short) (s * 2); }
    static float half(float f) { return f / 2; }
    static void shout(String s) { System.out.println(s.toUpperCase() + "!"); }
    static String join(String sep, String... parts) { return String.join(sep, parts); }
    static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    static Object echo(Object o) { return o; }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        System.out.println("lookup " + l + " modes " + l.lookupModes());

        // Static methods of every primitive type, exactly.
        MethodHandle add = l.findStatic(DirectHandles.class, "add", MethodType.methodType(int.class, int.class, int.class));
        System.out.println(add + " -> " + (int) add.invokeExact(20, 22));
        MethodHandle mulAdd = l.findStatic(DirectHandles.class, "mulAdd", MethodType.methodType(long.class, long.class, int.class, long.class));
        System.out.println(mulAdd + " -> " + (long) mulAdd.invokeExact(1L << 40, 3, -7L));
        MethodHandle mix = l.findStatic(DirectHandles.class, "mix", MethodType.methodType(double.class, double.class, float.class, long.class, int.class));
        System.out.println(mix + " -> " + (double) mix.invokeExact(0.5, 0.25f, 1L << 33, -1));
        System.out.println((boolean) l.findStatic(DirectHandles.class, "not", MethodType.methodType(boolean.class, boolean.class)).invokeExact(false));
        System.out.println((char) l.findStatic(DirectHandles.class, "next", MethodType.methodType(char.class, char.class)).invokeExact('y'));
        System.out.println((byte) l.findStatic(DirectHandles.class, "neg", MethodType.methodType(byte.class, byte.class)).invokeExact((byte) -128));
        System.out.println((short) l.findStatic(DirectHandles.class, "twice", MethodType.methodType(short.class, short.class)).invokeExact((short) 20000));
        System.out.println((float) l.findStatic(DirectHandles.class, "half", MethodType.methodType(float.class, float.class)).invokeExact(3.0f));
        MethodHandle shout = l.findStatic(DirectHandles.class, "shout", MethodType.methodType(void.class, String.class));
        shout.invokeExact("quiet");
        MethodHandle max = l.findStatic(Math.class, "max", MethodType.methodType(long.class, long.class, long.class));
        System.out.println("Math.max " + (long) max.invokeExact(-5L, 9L));
        MethodHandle parse = l.findStatic(Integer.class, "parseInt", MethodType.methodType(int.class, String.class, int.class));
        System.out.println("parseInt " + (int) parse.invokeExact("ff", 16));

        // invoke: the call site's types are converted (widening, boxing, unboxing, casts).
        System.out.println("invoke widened " + (long) add.invoke((byte) 1, 'A'));
        Object boxed = add.invoke(Integer.valueOf(2), 3);
        System.out.println("invoke boxed " + boxed + " " + boxed.getClass().getName());
        Integer asInteger = (Integer) add.invoke(4, (short) 5);
        System.out.println("invoke to Integer " + asInteger);
        double asDouble = (double) add.invoke(1, 2);
        System.out.println("invoke to double " + asDouble);
        add.invoke(1, 1);  // result dropped
        Object echoed = l.findStatic(DirectHandles.class, "echo", MethodType.methodType(Object.class, Object.class)).invoke("text");
        System.out.println("echo " + echoed);
        String echoedString = (String) l.findStatic(DirectHandles.class, "echo", MethodType.methodType(Object.class, Object.class)).invoke("cast");
        System.out.println("echo cast " + echoedString);

        // invokeWithArguments: everything from Object.
        System.out.println("withArguments " + add.invokeWithArguments(40, 2));
        System.out.println("withArguments list " + mulAdd.invokeWithArguments(List.of(2L, 3, 4L)));
        System.out.println("withArguments widened " + mix.invokeWithArguments(1, 2, 3, 4));

        // Varargs methods give varargs collectors.
        MethodHandle join = l.findStatic(DirectHandles.class, "join", MethodType.methodType(String.class, String.class, String[].class));
        System.out.println(join + " varargs=" + join.isVarargsCollector());
        System.out.println(join.invoke("-", "a", "b", "c"));
        System.out.println(join.invoke("+"));
        System.out.println((String) join.invokeExact("/", new String[] {"x", "y"}));
        System.out.println(join.invokeWithArguments(",", "p", "q"));
        MethodHandle sum = l.findStatic(DirectHandles.class, "sum", MethodType.methodType(int.class, int[].class));
        System.out.println("sum " + sum.invoke(1, 2, 3, 4) + " " + (int) sum.invoke() + " fixed " + sum.asFixedArity().isVarargsCollector());
        MethodHandle format = l.findStatic(String.class, "format", MethodType.methodType(String.class, String.class, Object[].class));
        System.out.println(format.invoke("%s=%d (%.2f)", "pi", 3, 3.14159));

        // Virtual methods dispatch on the receiver; interface and default methods too.
        MethodHandle area = l.findVirtual(Shape.class, "area", MethodType.methodType(double.class));
        MethodHandle describe = l.findVirtual(Shape.class, "describe", MethodType.methodType(String.class));
        System.out.println(area + " " + describe);
        List<Shape> shapes = new ArrayList<>();
        shapes.add(new Square(2));
        shapes.add(new Circle(1));
        for (Shape s : shapes) {
            System.out.println((double) area.invokeExact(s) + " / " + (String) describe.invokeExact(s));
        }
        MethodHandle greet = l.findVirtual(Base.class, "greet", MethodType.methodType(String.class, String.class));
        System.out.println((String) greet.invokeExact(new Base(), "ann") + " | " + (String) greet.invokeExact((Base) new Derived(), "bob"));
        System.out.println(new Derived().viaSuper());
        MethodHandle length = l.findVirtual(String.class, "length", MethodType.methodType(int.class));
        System.out.println("length " + (int) length.invokeExact("four"));
        MethodHandle toStr = l.findVirtual(Object.class, "toString", MethodType.methodType(String.class));
        System.out.println("toString " + (String) toStr.invokeExact((Object) new Point(3, 4)));
        MethodHandle listAdd = l.findVirtual(List.class, "add", MethodType.methodType(boolean.class, Object.class));
        List<String> names = new ArrayList<>();
        System.out.println("List.add " + (boolean) listAdd.invokeExact(names, (Object) "z") + " " + names);

        // bindTo fixes the receiver.
        MethodHandle bound = greet.bindTo(new Derived());
        System.out.println(bound + " -> " + (String) bound.invokeExact("cy"));
        MethodHandle sbAppend = l.findVirtual(StringBuilder.class, "append", MethodType.methodType(StringBuilder.class, String.class));
        StringBuilder sb = new StringBuilder("<");
        MethodHandle appender = sbAppend.bindTo(sb);
        for (String s : new String[] {"a", "b", "c"}) {
            StringBuilder same = (StringBuilder) appender.invokeExact(s);
        }
        System.out.println(sb.append('>'));

        // Constructors.
        MethodHandle newPoint = l.findConstructor(Point.class, MethodType.methodType(void.class, int.class, long.class));
        System.out.println(newPoint + " -> " + (Point) newPoint.invokeExact(7, 8L));
        MethodHandle newList = l.findConstructor(ArrayList.class, MethodType.methodType(void.class));
        System.out.println(newList + " -> " + newList.invoke());
        MethodHandle newSb = l.findConstructor(StringBuilder.class, MethodType.methodType(void.class, String.class));
        System.out.println(newSb.invoke("built").getClass().getSimpleName());

        // Fields: getters and setters, instance and static.
        Point p = new Point();
        MethodHandle getX = l.findGetter(Point.class, "x", int.class);
        MethodHandle setX = l.findSetter(Point.class, "x", int.class);
        MethodHandle getStamp = l.findGetter(Point.class, "stamp", long.class);
        MethodHandle setStamp = l.findSetter(Point.class, "stamp", long.class);
        MethodHandle getLabel = l.findGetter(Point.class, "label", String.class);
        MethodHandle setLabel = l.findSetter(Point.class, "label", String.class);
        MethodHandle created = l.findStaticGetter(Point.class, "created", int.class);
        MethodHandle setCreated = l.findStaticSetter(Point.class, "created", int.class);
        System.out.println(getX + " " + setX + " " + created + " " + setCreated);
        setX.invokeExact(p, 41);
        setStamp.invokeExact(p, Long.MIN_VALUE);
        setLabel.invokeExact(p, "q");
        System.out.println(p + " x=" + (int) getX.invokeExact(p) + " stamp=" + (long) getStamp.invokeExact(p) + " label=" + (String) getLabel.invokeExact(p));
        System.out.println("created " + (int) created.invokeExact());
        setCreated.invokeExact(100);
        System.out.println("created now " + Point.created);
        MethodHandle maxValue = l.findStaticGetter(Integer.class, "MAX_VALUE", int.class);
        System.out.println("MAX_VALUE " + (int) maxValue.invokeExact());

        // unreflect: handles from reflection objects.
        MethodHandle un = l.unreflect(DirectHandles.class.getDeclaredMethod("add", int.class, int.class));
        System.out.println(un + " -> " + (int) un.invokeExact(1, 2));
        MethodHandle unVirtual = l.unreflect(Base.class.getDeclaredMethod("who"));
        System.out.println(unVirtual + " -> " + (String) unVirtual.invokeExact((Base) new Derived()));
        MethodHandle unCtor = l.unreflectConstructor(Point.class.getDeclaredConstructor());
        System.out.println(unCtor + " -> " + (Point) unCtor.invokeExact());
        MethodHandle unGetter = l.unreflectGetter(Point.class.getDeclaredField("x"));
        MethodHandle unSetter = l.unreflectSetter(Point.class.getDeclaredField("x"));
        unSetter.invokeExact(p, -1);
        System.out.println(unGetter + " " + unSetter + " -> " + (int) unGetter.invokeExact(p));
    }
}
