// Exceptions raised by the VM itself: NPE (class only), AIOOBE/NegativeArraySize/Arithmetic/ArrayStore messages, CCE (class only).
public class VmExceptions {
    int field;
    static int[] nullArray() { return null; }

    interface Action { void run() throws Throwable; }

    static void t(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(what + ": " + e.getClass().getName());
        } catch (ClassCastException e) {
            System.out.println(what + ": " + e.getClass().getName());
        } catch (Throwable e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) {
        t("getfield null", new Action() { public void run() { VmExceptions v = null; System.out.println(v.field); } });
        t("putfield null", new Action() { public void run() { VmExceptions v = null; v.field = 1; } });
        t("invokevirtual null", new Action() { public void run() { String s = null; s.length(); } });
        t("invokeinterface null", new Action() { public void run() { CharSequence s = null; s.length(); } });
        t("arraylength null", new Action() { public void run() { int[] a = nullArray(); System.out.println(a.length); } });
        t("iaload null", new Action() { public void run() { int[] a = nullArray(); System.out.println(a[0]); } });
        t("iastore null", new Action() { public void run() { int[] a = nullArray(); a[0] = 1; } });
        t("athrow null", new Action() { public void run() throws Throwable { RuntimeException e = null; throw e; } });
        t("monitorenter null", new Action() { public void run() { Object o = null; synchronized (o) { System.out.println("in"); } } });
        t("unboxing null", new Action() { public void run() { Integer i = null; int x = i; System.out.println(x); } });
        t("aaload index 3", new Action() { public void run() { String[] a = new String[3]; System.out.println(a[3]); } });
        t("iaload index -1", new Action() { public void run() { int[] a = new int[3]; System.out.println(a[-1]); } });
        t("lastore index 5", new Action() { public void run() { long[] a = new long[5]; a[5] = 1; } });
        t("castore empty", new Action() { public void run() { char[] a = new char[0]; a[0] = 'x'; } });
        t("baload MIN", new Action() { public void run() { byte[] a = new byte[2]; System.out.println(a[Integer.MIN_VALUE]); } });
        t("new int[-1]", new Action() { public void run() { int[] a = new int[-1]; System.out.println(a.length); } });
        t("new String[-5]", new Action() { public void run() { String[] a = new String[-5]; System.out.println(a.length); } });
        t("new int[2][-3]", new Action() { public void run() { int[][] a = new int[2][-3]; System.out.println(a.length); } });
        t("new int[-2][3]", new Action() { public void run() { int[][] a = new int[-2][3]; System.out.println(a.length); } });
        t("new int[0][-1]", new Action() { public void run() { int[][] a = new int[0][-1]; System.out.println(a.length); } });
        t("idiv 0", new Action() { public void run() { int z = 0; System.out.println(1 / z); } });
        t("lrem 0", new Action() { public void run() { long z = 0; System.out.println(1L % z); } });
        t("aastore Integer in String[]", new Action() { public void run() { Object[] a = new String[1]; a[0] = Integer.valueOf(1); } });
        t("aastore Object in Integer[][]", new Action() { public void run() { Object[][] a = new Integer[1][1]; a[0] = new String[0]; } });
        t("checkcast Integer->String", new Action() { public void run() { Object o = 1; String s = (String) o; System.out.println(s); } });
        t("checkcast array", new Action() { public void run() { Object o = new int[1]; long[] s = (long[]) o; System.out.println(s); } });
        t("checkcast null ok", new Action() { public void run() { Object o = null; String s = (String) o; System.out.println(s); } });
        t("instanceof null", new Action() { public void run() { Object o = null; System.out.println(o instanceof Object); } });
        t("ArrayIndexOutOfBoundsException type", new Action() { public void run() {
            try { int[] a = new int[1]; a[2] = 0; } catch (IndexOutOfBoundsException e) { System.out.println("is IOOBE: " + e.getClass().getName()); }
        } });
        t("NPE is RuntimeException", new Action() { public void run() {
            try { Object o = null; o.hashCode(); } catch (RuntimeException e) { System.out.println("caught as RuntimeException"); }
        } });
        Throwable npe = new NullPointerException("explicit message");
        System.out.println("explicit NPE message: " + npe.getMessage());
        System.out.println("constructed: " + new ArrayIndexOutOfBoundsException(7) + " | " + new ArithmeticException() + " | " + new NegativeArraySizeException("x"));
    }
}
