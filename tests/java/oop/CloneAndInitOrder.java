import java.util.*;
public class CloneAndInitOrder {
    static class Point implements Cloneable { int x, y; int[] tags = {1, 2}; Point(int x, int y) { this.x = x; this.y = y; }
        @Override public Point clone() { try { Point p = (Point) super.clone(); return p; } catch (CloneNotSupportedException e) { throw new AssertionError(e); } } }
    static class NotCloneable { Object tryClone() throws CloneNotSupportedException { return super.clone(); } }
    static class Base { Base() { System.out.println("Base ctor sees " + describe()); } String describe() { return "base"; } }
    static class Derived extends Base { final String name = "derived"; int n = 42; String label; { label = "init-block"; }
        Derived() { super(); System.out.println("Derived ctor " + describe()); } @Override String describe() { return name + "/" + n + "/" + label; } }
    static class StaticOrder { static int a = 1; static int b; static { b = a * 10; a = 5; } static int c = a + b; }
    public static void main(String[] args) throws Exception {
        Point p = new Point(1, 2); Point q = p.clone(); q.x = 9; q.tags[0] = 99;
        System.out.println(p.x + " " + q.x + " " + p.tags[0] + " " + (p.tags == q.tags) + " " + (p != q) + " " + (p.getClass() == q.getClass()));
        try { new NotCloneable().tryClone(); } catch (CloneNotSupportedException e) { System.out.println("CNSE " + e.getMessage()); }
        int[][] grid = {{1, 2}, {3, 4}}; int[][] g2 = grid.clone(); g2[0][0] = 100; g2[1] = new int[]{7}; System.out.println(grid[0][0] + " " + grid[1].length + " " + g2[1].length);
        long[] la = {1, 2, 3}; long[] lb = la.clone(); lb[0] = -1; System.out.println(la[0] + " " + lb[0] + " " + lb.length);
        new Derived();
        System.out.println(StaticOrder.a + " " + StaticOrder.b + " " + StaticOrder.c);
        ArrayList<String> al = new ArrayList<>(List.of("a", "b")); @SuppressWarnings("unchecked") ArrayList<String> ac = (ArrayList<String>) al.clone(); ac.add("c"); System.out.println(al + " " + ac);
        HashMap<String, Integer> hm = new HashMap<>(Map.of("k", 1)); @SuppressWarnings("unchecked") HashMap<String, Integer> hc = (HashMap<String, Integer>) hm.clone(); hc.put("z", 2); System.out.println(hm + " " + hc.size());
    }
}
