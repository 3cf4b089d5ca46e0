// Object/Objects: equals/hashCode/toString overrides, Objects helpers and messages, getClass().getName(), clone of arrays and Cloneables.
import java.util.Objects;

public class ObjectMethods {
    static final class Point implements Cloneable {
        final int x, y;
        int[] extra = {1, 2};
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Point)) return false;
            Point p = (Point) o;
            return x == p.x && y == p.y;
        }
        @Override public int hashCode() { return Objects.hash(x, y); }
        @Override public String toString() { return "Point[" + x + "," + y + "]"; }
        @Override public Point clone() {
            try {
                return (Point) super.clone();
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
    }

    static class NotCloneable {
        Object tryClone() throws CloneNotSupportedException { return clone(); }
    }

    public static void main(String[] args) throws Exception {
        Point a = new Point(1, 2), b = new Point(1, 2), c = new Point(2, 1);
        System.out.println(a.equals(b) + " " + a.equals(c) + " " + a.equals(null) + " " + a.equals("Point[1,2]") + " " + (a.hashCode() == b.hashCode()) + " " + a.hashCode() + " " + c.hashCode());
        System.out.println(Objects.equals(a, b) + " " + Objects.equals(null, null) + " " + Objects.equals(a, null) + " " + Objects.toString(null) + " " + Objects.toString(null, "dflt")
            + " " + Objects.toString(a) + " " + Objects.isNull(null) + " " + Objects.nonNull(a) + " " + Objects.requireNonNullElse(null, "else"));
        try {
            Objects.requireNonNull(null);
        } catch (NullPointerException e) {
            System.out.println("requireNonNull: " + e.getMessage());
        }
        try {
            Objects.requireNonNull(null, "value must not be null");
        } catch (NullPointerException e) {
            System.out.println("requireNonNull msg: " + e.getMessage());
        }
        System.out.println(Objects.requireNonNull("ok") + " " + Objects.compare("a", "b", java.util.Comparator.<String>naturalOrder()) + " " + Objects.checkIndex(2, 3));
        try {
            Objects.checkIndex(3, 3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("checkIndex: " + e.getMessage());
        }
        Point cl = a.clone();
        System.out.println(cl + " " + (cl != a) + " " + cl.equals(a) + " shallow=" + (cl.extra == a.extra));
        try {
            new NotCloneable().tryClone();
        } catch (CloneNotSupportedException e) {
            System.out.println("CloneNotSupportedException: " + e.getMessage());
        }
        int[] arr = {3, 4, 5};
        int[] arrClone = arr.clone();
        arrClone[0] = 99;
        String[][] nested = {{"a"}, {"b"}};
        String[][] nestedClone = nested.clone();
        System.out.println(arr[0] + " " + arrClone[0] + " " + (nestedClone[0] == nested[0]) + " " + nestedClone.length);
        Object[] names = {new int[0], new long[0][0], new String[0], new Point[0][], new boolean[0], new char[0], new double[0], new float[0], new short[0], new byte[0],
            "s", 1, 1L, 'c', 1.0, 1.0f, (short) 1, (byte) 1, true, new Object(), a, new StringBuilder(), new Object[0]};
        StringBuilder sb = new StringBuilder();
        for (Object o : names) sb.append(o.getClass().getName()).append(' ');
        System.out.println(sb);
        System.out.println(int.class.getName() + " " + void.class.getName() + " " + String.class.getName() + " " + Point.class.getName() + " " + int[].class.getName());
        System.out.println((a.getClass() == b.getClass()) + " " + (new int[0].getClass() == int[].class) + " " + (Object.class == new Object().getClass()));
        Object o = new Object();
        System.out.println(o.equals(o) + " " + o.equals(new Object()) + " " + (o.hashCode() == o.hashCode()) + " " + (System.identityHashCode(a) == System.identityHashCode(a)));
        String s1 = "text";
        System.out.println(s1.equals(new String("text")) + " " + s1.toString() + " " + Boolean.valueOf(true).toString());
    }
}
