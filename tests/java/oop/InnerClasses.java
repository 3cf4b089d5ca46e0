// Inner, local, anonymous and static nested classes: outer-instance access, captured locals, nestmate private access.
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

public class InnerClasses {
    private int secret = 10;
    private static int staticSecret = 20;
    private String tag;

    InnerClasses(String tag) { this.tag = tag; }

    private int bump() { return ++secret; }

    class Inner {
        int own = 1;
        int read() { return secret + own; }
        void write() { secret *= 2; }
        String outerTag() { return tag + "/" + InnerClasses.this.tag; }
        class Deeper {
            int all() { return secret + own + staticSecret; }
        }
    }

    static class Nested {
        private int hidden = 5;
        int peek(InnerClasses o) { return o.secret + staticSecret; }   // private access through nestmate
        private static String priv() { return "nested-private"; }
    }

    Iterator<Integer> countdown(final int from) {
        class Down implements Iterator<Integer> {
            int cur = from;
            public boolean hasNext() { return cur > 0; }
            public Integer next() { bump(); return cur--; }
        }
        return new Down();
    }

    Runnable makeRunnable(final String msg) {
        final int captured = secret;
        return new Runnable() {
            int runs;
            public void run() {
                runs++;
                System.out.println("anon run " + runs + ": " + msg + " captured=" + captured + " live=" + secret + " tag=" + tag);
            }
        };
    }

    static int readHidden(Nested n) { return n.hidden; }

    public static void main(String[] args) {
        InnerClasses outer = new InnerClasses("outer");
        InnerClasses.Inner in = outer.new Inner();
        System.out.println(in.read() + " " + in.outerTag());
        in.write();
        System.out.println(outer.secret + " " + in.read());
        InnerClasses.Inner.Deeper deep = in.new Deeper();
        System.out.println(deep.all());
        Nested n = new Nested();
        System.out.println(n.peek(outer) + " " + readHidden(n) + " " + Nested.priv() + " " + n.hidden);
        StringBuilder sb = new StringBuilder();
        for (Iterator<Integer> it = outer.countdown(4); it.hasNext(); ) sb.append(it.next()).append(' ');
        System.out.println(sb + "secret=" + outer.secret);
        Runnable r = outer.makeRunnable("hi");
        r.run();
        outer.secret = 99;
        r.run();
        InnerClasses other = new InnerClasses("other");
        InnerClasses.Inner in2 = other.new Inner();
        System.out.println(in2.outerTag() + " " + in2.read());
        List<Runnable> tasks = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int copy = i;
            tasks.add(new Runnable() { public void run() { System.out.print("task" + copy + " "); } });
        }
        for (Runnable t : tasks) t.run();
        System.out.println();
        System.out.println(in.getClass().getName() + " " + deep.getClass().getName() + " " + n.getClass().getName() + " " + r.getClass().getName()
            + " " + outer.countdown(1).getClass().getName());
    }
}
