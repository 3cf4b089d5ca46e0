// Reflective fields: getDeclaredField(s)/getField(s) (inherited and interface constants), get/set on
// instance and static fields of every primitive type and references, widening getters, final
// fields (setAccessible), a generic field dumper, enum constants as fields, and JDK 17's messages.
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

public class ReflectFields {
    interface Limits { int MAX = 99; String NAME = "limits"; }
    static class Base { public int baseCount = 1; protected String tag = "base"; }
    static class Sample extends Base implements Limits {
        private boolean z = true;
        byte b = -3;
        char c = 'c';
        short s = 300;
        public int i = 42;
        long l = 1L << 40;
        float f = 1.25f;
        double d = -2.5;
        String str = "hello";
        final int fixed = 7;
        public static int counter = 5;
        static double ratio;
        static { System.out.println("Sample initialized"); }
    }
    enum Color { RED, GREEN }
    static class Holder { volatile long v; transient Object o; }

    static String dump(Object o) throws IllegalAccessException {
        StringBuilder sb = new StringBuilder(o.getClass().getSimpleName()).append('{');
        boolean first = true;
        for (Field f : o.getClass().getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers())) continue;
            f.setAccessible(true);
            if (!first) sb.append(", ");
            first = false;
            sb.append(f.getName()).append('=').append(f.get(o));
        }
        return sb.append('}').toString();
    }

    public static void main(String[] args) throws Exception {
        Field counter = Sample.class.getDeclaredField("counter");
        System.out.println("before get");
        System.out.println(counter.get(null) + " " + counter);
        Sample x = new Sample();
        System.out.println(dump(x));
        for (String n : new String[] { "z", "b", "c", "s", "i", "l", "f", "d", "str", "fixed" }) {
            Field f = Sample.class.getDeclaredField(n);
            System.out.println(f + " | " + f.getType() + " " + f.getName() + " " + f.getModifiers());
        }
        Sample y = new Sample();
        Sample.class.getDeclaredField("z").set(y, false);
        Sample.class.getDeclaredField("b").set(y, (byte) 9);
        Sample.class.getDeclaredField("c").set(y, 'Q');
        Sample.class.getDeclaredField("s").set(y, (byte) -1);
        Sample.class.getDeclaredField("i").set(y, 'A');
        Sample.class.getDeclaredField("l").set(y, 5);
        Sample.class.getDeclaredField("f").set(y, 3L);
        Sample.class.getDeclaredField("d").set(y, 1.5f);
        Sample.class.getDeclaredField("str").set(y, null);
        System.out.println(dump(y));
        Field i = Sample.class.getField("i");
        i.setInt(y, 1000);
        System.out.println(i.getInt(y) + " " + i.getLong(y) + " " + i.getFloat(y) + " " + i.getDouble(y) + " " + y.i);
        Sample.class.getDeclaredField("d").setDouble(y, 0.125);
        Sample.class.getDeclaredField("c").setChar(y, 'Z');
        Sample.class.getDeclaredField("z").setBoolean(y, true);
        System.out.println(Sample.class.getDeclaredField("d").getDouble(y) + " " + Sample.class.getDeclaredField("c").getChar(y)
                + " " + Sample.class.getDeclaredField("z").getBoolean(y) + " " + Sample.class.getDeclaredField("c").getInt(y));
        Field ratio = Sample.class.getDeclaredField("ratio");
        ratio.set(null, 0.75);
        counter.setInt(null, 77);
        System.out.println(Sample.ratio + " " + Sample.counter + " " + counter.getLong(null));
        Field fixed = Sample.class.getDeclaredField("fixed");
        try {
            fixed.set(y, 8);
        } catch (IllegalAccessException e) {
            System.out.println("IAccE " + e.getMessage());
        }
        fixed.setAccessible(true);
        fixed.set(y, 8);
        System.out.println(fixed.get(y));
        Field max = Sample.class.getField("MAX");
        System.out.println(max + " = " + max.get(null) + " " + max.getDeclaringClass().getSimpleName());
        try {
            max.set(null, 1);
        } catch (IllegalAccessException e) {
            System.out.println("IAccE " + e.getMessage());
        }
        System.out.println(Sample.class.getField("baseCount").getDeclaringClass().getSimpleName() + " "
                + Sample.class.getField("NAME").get(null));
        List<String> pub = new ArrayList<>();
        for (Field f : Sample.class.getFields()) pub.add(f.getName());
        pub.sort(null);
        System.out.println(pub + " " + Sample.class.getDeclaredFields().length + " " + Limits.class.getFields().length);
        Field str = Sample.class.getDeclaredField("str");
        try { i.set(y, "str"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { i.set(y, null); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { i.set(y, 5L); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { str.set(y, 5); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { i.setBoolean(y, true); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { i.getShort(y); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { i.get("other"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { Sample.class.getDeclaredField("missing"); } catch (NoSuchFieldException e) { System.out.println("NSFE " + e.getMessage()); }
        try { Sample.class.getField("z"); } catch (NoSuchFieldException e) { System.out.println("NSFE " + e.getMessage()); }
        Field red = Color.class.getField("RED");
        System.out.println(red.isEnumConstant() + " " + red.get(null) + " " + (red.get(null) == Color.RED) + " " + red);
        Holder h = new Holder();
        Field v = Holder.class.getDeclaredField("v");
        v.setLong(h, 123456789012L);
        Holder.class.getDeclaredField("o").set(h, Color.GREEN);
        System.out.println(h.v + " " + h.o + " " + v + " | " + Holder.class.getDeclaredField("o"));
    }
}
