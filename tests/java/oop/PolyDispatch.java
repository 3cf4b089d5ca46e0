public class PolyDispatch {
    static class A { String m(Object o) { return "A.m(Object)"; } String m(String s) { return "A.m(String)"; } static String s() { return "A.s"; } private String p() { return "A.p"; } String callP() { return p(); } }
    static class B extends A { @Override String m(Object o) { return "B.m(Object)"; } String m(Integer i) { return "B.m(Integer)"; } static String s() { return "B.s"; } String p() { return "B.p"; } }
    static class C extends B { @Override String m(String s) { return "C.m(String)->" + super.m(s); } }
    interface Visitor<R> { R visitNum(Num n); R visitAdd(Add a); R visitMul(Mul m); }
    static abstract class Expr { abstract <R> R accept(Visitor<R> v); }
    static class Num extends Expr { final int v; Num(int v) { this.v = v; } <R> R accept(Visitor<R> vis) { return vis.visitNum(this); } }
    static class Add extends Expr { final Expr l, r; Add(Expr l, Expr r) { this.l = l; this.r = r; } <R> R accept(Visitor<R> v) { return v.visitAdd(this); } }
    static class Mul extends Expr { final Expr l, r; Mul(Expr l, Expr r) { this.l = l; this.r = r; } <R> R accept(Visitor<R> v) { return v.visitMul(this); } }
    public static void main(String[] args) {
        A a = new C(); Object o = "str";
        System.out.println(a.m(o) + " " + a.m("s") + " " + ((B) a).m(5) + " " + a.m((Object) 5) + " " + a.s() + " " + ((B) a).s() + " " + a.callP());
        Expr e = new Add(new Num(2), new Mul(new Num(3), new Add(new Num(4), new Num(-1))));
        int val = e.accept(new Visitor<Integer>() { public Integer visitNum(Num n) { return n.v; } public Integer visitAdd(Add x) { return x.l.accept(this) + x.r.accept(this); } public Integer visitMul(Mul m) { return m.l.accept(this) * m.r.accept(this); } });
        String str = e.accept(new Visitor<String>() { public String visitNum(Num n) { return "" + n.v; } public String visitAdd(Add x) { return "(" + x.l.accept(this) + " + " + x.r.accept(this) + ")"; } public String visitMul(Mul m) { return m.l.accept(this) + " * " + m.r.accept(this); } });
        System.out.println(str + " = " + val);
        Object[] things = {1, "two", 3.0, 'c', 5L, null, new int[]{1}, new String[]{"a"}, A.class};
        for (Object t : things) {
            String d;
            if (t instanceof Integer i) d = "int " + (i + 1);
            else if (t instanceof String s && s.length() > 2) d = "long string " + s;
            else if (t instanceof Number n) d = "number " + n.intValue();
            else if (t instanceof Character c) d = "char " + (char) (c + 1);
            else if (t instanceof int[] arr) d = "int[] of " + arr.length;
            else if (t instanceof Object[] arr) d = "Object[] " + arr.getClass().getName();
            else if (t == null) d = "null";
            else d = "other " + t.getClass().getName();
            System.out.println(d);
        }
    }
}
