// Autoboxing caches (Integer/Short/Byte/Character/Long at -128..127, Boolean constants), unboxing NPE,
// varargs overload resolution, empty and null varargs, boxing in collections and conditionals.
import java.util.ArrayList;
import java.util.List;

public class AutoboxVarargs {
    static String which(int x) { return "int"; }
    static String which(long x) { return "long"; }
    static String which(Integer x) { return "Integer"; }
    static String which(Object x) { return "Object"; }
    static String which(int... xs) { return "int..." + xs.length; }

    static String v(String... xs) { return xs == null ? "null-array" : "len=" + xs.length; }
    static String mixed(String head, Object... rest) {
        StringBuilder sb = new StringBuilder(head);
        for (Object o : rest) sb.append('|').append(o);
        return sb.toString();
    }
    static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    static String boxOnly(Object o) { return o.getClass().getSimpleName(); }

    public static void main(String[] args) {
        Integer a = 127, b = 127, c = 128, d = 128;
        System.out.println((a == b) + " " + (c == d) + " " + c.equals(d));
        Integer m1 = -128, m2 = -128, m3 = -129, m4 = -129;
        System.out.println((m1 == m2) + " " + (m3 == m4));
        System.out.println((Integer.valueOf(127) == Integer.valueOf(127)) + " " + (Integer.valueOf(128) == Integer.valueOf(128)));
        Long l1 = 127L, l2 = 127L, l3 = 128L, l4 = 128L;
        System.out.println((l1 == l2) + " " + (l3 == l4));
        Short s1 = 100, s2 = 100;
        Byte b1 = -5, b2 = -5;
        Character ch1 = 'z', ch2 = 'z', ch3 = '\u00ff', ch4 = '\u00ff';
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE");
        System.out.println((s1 == s2) + " " + (b1 == b2) + " " + (ch1 == ch2) + " " + (ch3 == ch4) + " " + (t1 == t2));
        System.out.println(new Integer(5) == new Integer(5));
        Integer nul = null;
        try {
            int x = nul;
        } catch (NullPointerException e) {
            System.out.println("unboxing NPE");
        }
        boolean flag = true;
        Object cond = flag ? 1 : "s";
        Object num = flag ? 1 : 2.0;
        System.out.println(boxOnly(cond) + " " + boxOnly(num) + " " + num);
        System.out.println(which(1) + " " + which(1L) + " " + which(Integer.valueOf(1)) + " " + which("s")
                + " " + which() + " " + which(1, 2) + " " + which((short) 1) + " " + which('c'));
        System.out.println(v() + " " + v("a") + " " + v("a", "b") + " " + v((String[]) null) + " " + v(new String[3]));
        System.out.println(mixed("h") + " " + mixed("h", 1, 'c', 2.5, true, null) + " " + mixed("h", (Object[]) new String[] { "x", "y" }));
        System.out.println(sum() + " " + sum(1) + " " + sum(1, 2, 3, 4));
        List<Integer> li = new ArrayList<>();
        for (int i = 0; i < 5; i++) li.add(i * 100);
        li.remove(Integer.valueOf(200));
        li.remove(0);
        System.out.println(li);
        int total = 0;
        for (Integer i : li) total += i;
        Integer boxedTotal = total;
        boxedTotal++;
        System.out.println(boxedTotal + " " + boxOnly(boxedTotal));
        Double dd = 1.0;
        Float ff = 2f;
        System.out.println(boxOnly(dd) + " " + boxOnly(ff) + " " + boxOnly('c') + " " + boxOnly((byte) 1) + " " + boxOnly(1L));
        long widened = Integer.valueOf(7);
        System.out.println(widened + 1);
    }
}
