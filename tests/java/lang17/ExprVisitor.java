// A whole program on nested types: an expression tree of sealed interface + records, a generic
// visitor implemented by anonymous and inner classes (bridge methods), varargs builders, boxing of
// results, a simplifier with instanceof patterns, and errors reported with stack-trace details.
import java.util.ArrayList;
import java.util.List;

public class ExprVisitor {
    interface Visitor<R> {
        R num(int v);
        R var(String name);
        R op(char sym, List<Expr> args);
    }
    sealed interface Expr permits Num, Var, Op {
        <R> R accept(Visitor<R> v);
    }
    record Num(int v) implements Expr {
        public <R> R accept(Visitor<R> v) { return v.num(this.v); }
    }
    record Var(String name) implements Expr {
        public <R> R accept(Visitor<R> v) { return v.var(name); }
    }
    record Op(char sym, List<Expr> args) implements Expr {
        public <R> R accept(Visitor<R> v) { return v.op(sym, args); }
    }

    static Expr op(char sym, Expr... args) { return new Op(sym, List.of(args)); }
    static Expr n(int v) { return new Num(v); }
    static Expr x(String s) { return new Var(s); }

    private final int xValue;
    ExprVisitor(int xValue) { this.xValue = xValue; }

    class Evaluator implements Visitor<Integer> {
        public Integer num(int v) { return v; }
        public Integer var(String name) {
            if (!name.equals("x")) throw new IllegalArgumentException("unbound " + name);
            return xValue;
        }
        public Integer op(char sym, List<Expr> args) {
            int acc = sym == '*' ? 1 : 0;
            boolean first = true;
            for (Expr e : args) {
                int v = e.accept(this);
                switch (sym) {
                    case '+': acc += v; break;
                    case '*': acc *= v; break;
                    case '-': acc = first ? v : acc - v; break;
                    case '/': acc = first ? v : acc / v; break;
                    default: throw new UnsupportedOperationException("op " + sym);
                }
                first = false;
            }
            return acc;
        }
    }

    static final Visitor<String> PRINTER = new Visitor<String>() {
        public String num(int v) { return Integer.toString(v); }
        public String var(String name) { return name; }
        public String op(char sym, List<Expr> args) {
            StringBuilder sb = new StringBuilder("(");
            for (int i = 0; i < args.size(); i++) {
                if (i > 0) sb.append(' ').append(sym).append(' ');
                sb.append(args.get(i).accept(this));
            }
            return sb.append(')').toString();
        }
    };

    static Expr simplify(Expr e) {
        if (e instanceof Op o) {
            List<Expr> kids = new ArrayList<>();
            for (Expr k : o.args()) kids.add(simplify(k));
            boolean allNums = true;
            for (Expr k : kids) allNums &= k instanceof Num;
            Op rebuilt = new Op(o.sym(), kids);
            if (allNums && o.sym() != '/') return new Num(new ExprVisitor(0).new Evaluator().op(o.sym(), kids));
            if (o.sym() == '*' && kids.contains(new Num(0))) return new Num(0);
            return rebuilt;
        }
        return e;
    }

    public static void main(String[] args) {
        Expr e = op('+', n(1), op('*', n(2), x("x")), op('-', n(10), n(3), n(2)), op('*', x("x"), op('+', n(0), n(0))));
        System.out.println(e.accept(PRINTER));
        for (int xv : new int[] { 0, 1, 7 }) {
            Integer r = e.accept(new ExprVisitor(xv).new Evaluator());
            System.out.println("x=" + xv + " -> " + r);
        }
        Expr s = simplify(e);
        System.out.println(s.accept(PRINTER) + " " + s);
        System.out.println(simplify(op('+', n(2), n(3))).equals(n(5)) + " " + n(5).hashCode() + " " + x("x").equals(x("x")));
        Expr bad = op('%', n(1), x("y"));
        for (Expr b : new Expr[] { bad, op('+', x("y")), op('/', n(1), n(0)) }) {
            try {
                b.accept(new ExprVisitor(1).new Evaluator());
            } catch (RuntimeException ex) {
                StackTraceElement top = ex.getStackTrace()[0];
                System.out.println(ex + " at " + top.getMethodName() + ":" + top.getLineNumber());
            }
        }
    }
}
