// Autoboxing caches: Integer -128..127 (127 vs 128), Long/Short/Byte/Character caches, Boolean constants, equals across types.
public class BoxingCaches {
    @SuppressWarnings("removal")
    public static void main(String[] args) {
        Integer a = 127, b = 127, c = 128, d = 128, e = -128, f = -128, g = -129, h = -129;
        System.out.println((a == b) + " " + (c == d) + " " + (e == f) + " " + (g == h) + " " + c.equals(d) + " " + (c.intValue() == d));
        System.out.println((Integer.valueOf(0) == Integer.valueOf(0)) + " " + (Integer.valueOf(1000) == Integer.valueOf(1000)) + " " + (Integer.valueOf("100") == Integer.valueOf(100)));
        Long la = 127L, lb = 127L, lc = 128L, ld = 128L, le = -128L, lf = -128L;
        System.out.println((la == lb) + " " + (lc == ld) + " " + (le == lf) + " " + (Long.valueOf(-129) == Long.valueOf(-129)));
        Short sa = 127, sb = 127, sc = 128, sd = 128;
        System.out.println((sa == sb) + " " + (sc == sd) + " " + (Short.valueOf((short) -128) == Short.valueOf((short) -128)));
        Byte ba = -128, bb = -128, bc = 127, bd = 127;
        System.out.println((ba == bb) + " " + (bc == bd));
        Character ca = 127, cb = 127, cc = 128, cd = 128;
        System.out.println((ca == cb) + " " + (cc == cd) + " " + (Character.valueOf('\0') == Character.valueOf('\0')));
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE"), f1 = Boolean.valueOf("yes");
        System.out.println((t1 == t2) + " " + (t1 == Boolean.TRUE) + " " + (f1 == Boolean.FALSE) + " " + Boolean.parseBoolean("True") + " " + Boolean.parseBoolean(null));
        Integer i1 = 5;
        Long l1 = 5L;
        System.out.println(i1.equals(l1) + " " + l1.equals(5L) + " " + l1.equals(5) + " " + (i1.longValue() == l1) + " " + new Integer(5).equals(i1) + " " + (new Integer(5) == i1));
        Integer sum = 0;
        for (int i = 0; i < 100; i++) sum += i;
        System.out.println("boxed loop " + sum + " " + (sum == 4950));
        Object o = 'x';
        Object p = 1.5f;
        Object q = (short) 3;
        System.out.println(o.getClass().getName() + " " + p.getClass().getName() + " " + q.getClass().getName());
        Integer x = 10;
        x++;
        x += 5;
        int y = x * 2;
        System.out.println(x + " " + y + " " + (x > 15) + " " + Integer.valueOf(y).compareTo(x) + " " + x.compareTo(y));
        Double dd = 0.0;
        Double nd = -0.0;
        System.out.println(dd.equals(nd) + " " + (dd.doubleValue() == nd) + " " + Double.valueOf(Double.NaN).equals(Double.NaN));
        long fromInteger = i1;
        double fromLong = l1;
        System.out.println(fromInteger + " " + fromLong);
    }
}
