// Several threads at once through the runtime's shared paths: first use (loading, linking,
// initialization, quickening) of the same classes, megamorphic interface call sites, string
// interning, virtual dispatch and allocation; results compared after join.
import java.util.ArrayList;
import java.util.List;

public class ConcurrentRuntime {
    interface Shape {
        int area();
    }

    static final class Square implements Shape {
        final int s;
        Square(int s) { this.s = s; }
        public int area() { return s * s; }
    }

    static final class Rect implements Shape {
        final int w, h;
        Rect(int w, int h) { this.w = w; this.h = h; }
        public int area() { return w * h; }
    }

    static final class Tri implements Shape {
        final int b, h;
        Tri(int b, int h) { this.b = b; this.h = h; }
        public int area() { return b * h / 2; }
    }

    static class Lazy1 { static final String NAME = "lazy" + 1; static int hits; }
    static class Lazy2 extends Lazy1 { static final String NAME = "lazy" + 2; }
    static class Lazy3 extends Lazy2 { static final String NAME = "lazy" + 3; }

    static final class Worker extends Thread {
        final int id;
        long areaSum;
        int interned;
        String names;
        int listSum;

        Worker(int id) {
            super("worker-" + id);
            this.id = id;
        }

        public void run() {
            Shape[] shapes = {new Square(3), new Rect(2, 5), new Tri(4, 6), new Square(1)};
            for (int i = 0; i < 20000; i++) {
                areaSum += shapes[(i + id) & 3].area();
            }
            for (int i = 0; i < 200; i++) {
                String s = ("key" + (i % 10)).intern();
                if (s == ("key" + (i % 10)).intern() && s == keyLiteral(i % 10)) {
                    interned++;
                }
            }
            names = Lazy3.NAME + "," + Lazy2.NAME + "," + Lazy1.NAME;
            List<Integer> list = new ArrayList<Integer>();
            for (int i = 0; i < 1000; i++) {
                list.add(Integer.valueOf(i));
            }
            for (Integer v : list) {
                listSum += v.intValue();
            }
        }
    }

    static String keyLiteral(int k) {
        switch (k) {
            case 0: return "key0";
            case 1: return "key1";
            case 2: return "key2";
            case 3: return "key3";
            case 4: return "key4";
            case 5: return "key5";
            case 6: return "key6";
            case 7: return "key7";
            case 8: return "key8";
            default: return "key9";
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Worker[] workers = new Worker[4];
        for (int i = 0; i < workers.length; i++) {
            workers[i] = new Worker(i);
        }
        for (Worker w : workers) w.start();
        for (Worker w : workers) w.join();
        for (Worker w : workers) {
            System.out.println(w.getName() + ": area " + w.areaSum + ", interned " + w.interned + ", " + w.names
                    + ", list " + w.listSum);
        }
    }
}
