// Class names: getName (binary names), getSimpleName, getTypeName, getCanonicalName, toString for
// primitives, arrays, nested, inner, local and anonymous classes, interfaces, enums and records.
import java.util.ArrayList;
import java.util.List;

public class ClassNames {
    static class Nested {
        class Inner {}
    }
    interface Shape {}
    enum Color { RED, GREEN { public String toString() { return "g"; } } }
    record Point(int x, int y) {}

    static void show(Class<?> c) {
        System.out.println(c.getName() + " | " + c.getSimpleName() + " | " + c.getTypeName()
                + " | " + c.getCanonicalName() + " | " + c);
    }

    public static void main(String[] args) {
        show(int.class);
        show(void.class);
        show(boolean.class);
        show(Integer.class);
        show(int[].class);
        show(long[][].class);
        show(String[].class);
        show(String[][][].class);
        show(Object.class);
        show(Nested.class);
        show(Nested.Inner.class);
        show(Nested.Inner[].class);
        show(Shape.class);
        show(Color.class);
        show(Color.GREEN.getClass());
        show(Color.RED.getClass());
        show(Point.class);
        show(Runnable.class);
        show(List.class);
        show(ArrayList.class);
        class Local {}
        show(Local.class);
        show(Local[].class);
        Object anon = new Object() {};
        show(anon.getClass());
        Runnable r = new Runnable() { public void run() {} };
        show(r.getClass());
        show(new int[0].getClass());
        show(new String[1][2].getClass());
        show(new Nested().new Inner().getClass());
        show("abc".getClass());
        show(Integer.TYPE);
        show(Character.TYPE);
        show(Double.TYPE);
        show(Void.TYPE);
        show(java.io.Serializable.class);
        show(char[].class);
        show(Class.class);
        show(ClassNames.class);
        System.out.println(int.class.getPackageName() + "|" + String.class.getPackageName() + "|"
                + ClassNames.class.getPackageName() + "|" + int[].class.getPackageName() + "|"
                + List.class.getPackageName());
    }
}
