import java.util.*;
public class VarargsBoxing {
    static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    static String kinds(Object... os) { if (os == null) return "null array"; StringBuilder sb = new StringBuilder(); sb.append(os.length).append(':'); for (Object o : os) sb.append(o == null ? "null" : o.getClass().getName()).append(','); return sb.toString(); }
    static String over(long x) { return "long"; } static String over(Integer x) { return "Integer"; } static String over(Object x) { return "Object"; } static String over(int... x) { return "varargs"; }
    static String fmt(String f, Object... a) { return f + Arrays.toString(a); }
    public static void main(String[] args) {
        System.out.println(sum() + " " + sum(1) + " " + sum(1, 2, 3) + " " + sum(new int[]{4, 5}));
        System.out.println(kinds() + " " + kinds(1, 'c', 2L, 3.0f, 4.0, (byte) 5, (short) 6, true, "s", null) + " " + kinds((Object[]) null) + " " + kinds((Object) null));
        System.out.println(over(1) + " " + over(Integer.valueOf(1)) + " " + over("x") + " " + over() + " " + over((short) 1) + " " + over('c'));
        System.out.println(fmt("a", 1, 2) + fmt("b") + fmt("c", (Object) new int[0].length));
        Integer a = 127, b = 127, c = 128, d = 128;
        System.out.println((a == b) + " " + (c == d) + " " + c.equals(d) + " " + (c.intValue() == d));
        Long la = 127L, lb = 127L, lc = 128L, ld = 128L; System.out.println((la == lb) + " " + (lc == ld));
        Character ca = 'a', cb = 'a', cc = '\u0100', cd = '\u0100'; System.out.println((ca == cb) + " " + (cc == cd));
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE"); System.out.println((t1 == t2) + " " + Boolean.parseBoolean("yes") + " " + Boolean.logicalXor(true, false));
        Short s1 = -128, s2 = -128; Byte b1 = (byte) 200, b2 = (byte) 200; System.out.println((s1 == s2) + " " + (b1 == b2) + " " + b1);
        List<Integer> li = new ArrayList<>();
        for (int i = 0; i < 5; i++) li.add(i * 100);
        li.remove(1); li.remove(Integer.valueOf(300));
        System.out.println(li);
        Map<Integer, Long> m = new HashMap<>();
        for (int i = 0; i < 300; i += 7) m.put(i % 50, m.getOrDefault(i % 50, 0L) + i);
        System.out.println(m);
        int total = 0; for (Integer x : li) total += x; Integer boxedTotal = total; boxedTotal++; System.out.println(boxedTotal);
        Integer nul = null;
        try { int bad = nul; System.out.println(bad); } catch (NullPointerException e) { System.out.println("NPE " + e.getClass().getName()); }
        Object o = 3; Object o2 = 3L; Object o3 = 3.0; System.out.println(o.equals(o2) + " " + o2.equals(3L) + " " + o3 + " " + ((Number) o2).doubleValue() + " " + Double.valueOf(3).equals(o3));
        double dd = 'a' + 0.5; long ll = 'b'; float ff = 1L << 40; System.out.println(dd + " " + ll + " " + ff);
        int x = 10; x += 3.7; System.out.println(x); byte by = 10; by *= 30; System.out.println(by); char ch = 'a'; ch *= 2; System.out.println((int) ch);
        System.out.println(Integer.valueOf(5).compareTo(7) + " " + Character.compare('b', 'a') + " " + Double.compare(Double.NaN, 1) + " " + Integer.toString(255, 2) + " " + Long.valueOf(9).hashCode() + " " + Double.hashCode(1.5) + " " + Boolean.hashCode(true) + " " + Character.valueOf('A').hashCode() + " " + Float.hashCode(2.5f));
    }
}
