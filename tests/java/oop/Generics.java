// Generics after erasure: checkcasts inserted by javac, bridge methods, bounded types, heap pollution caught as CCE.
import java.util.ArrayList;
import java.util.List;

public class Generics {
    static class Box<T extends Comparable<T>> {
        private T value;
        Box(T value) { this.value = value; }
        T get() { return value; }
        boolean greaterThan(Box<T> other) { return value.compareTo(other.value) > 0; }
    }

    interface Transformer<A, B> { B apply(A a); }

    static class Length implements Transformer<String, Integer> {
        public Integer apply(String s) { return s.length(); }   // bridge apply(Object)
    }

    static <A, B> List<B> map(List<A> in, Transformer<? super A, ? extends B> f) {
        List<B> out = new ArrayList<>();
        for (A a : in) out.add(f.apply(a));
        return out;
    }

    static <T extends Comparable<? super T>> T max(List<? extends T> list) {
        T best = null;
        for (T t : list) if (best == null || t.compareTo(best) > 0) best = t;
        return best;
    }

    static class Pair<L, R> {
        final L left;
        final R right;
        Pair(L l, R r) { left = l; right = r; }
        <X> Pair<X, R> withLeft(X x) { return new Pair<>(x, right); }
        @Override public String toString() { return "(" + left + ", " + right + ")"; }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) {
        Box<Integer> a = new Box<>(5), b = new Box<>(7);
        System.out.println(a.greaterThan(b) + " " + b.greaterThan(a) + " " + a.get());
        List<String> words = new ArrayList<>();
        words.add("generic");
        words.add("types");
        words.add("erasure");
        System.out.println(map(words, new Length()) + " " + max(words) + " " + max(map(words, new Length())));
        Transformer raw = new Length();
        try {
            raw.apply(42);      // bridge method's checkcast fails
        } catch (ClassCastException e) {
            System.out.println("bridge CCE: " + e.getClass().getName());
        }
        List rawList = words;
        rawList.add(Integer.valueOf(3));   // heap pollution
        try {
            String s = words.get(3);
            System.out.println("not reached " + s);
        } catch (ClassCastException e) {
            System.out.println("polluted get CCE: " + e.getClass().getName());
        }
        Object o = words.get(3);
        System.out.println("as Object ok: " + o);
        Pair<String, Integer> p = new Pair<>("k", 1);
        Pair<Double, Integer> p2 = p.withLeft(2.5);
        System.out.println(p + " " + p2 + " " + (p2.left + 1));
        List<? extends Number> nums = List_of(1, 2.5, 3L);
        double total = 0;
        for (Number n : nums) total += n.doubleValue();
        System.out.println("total " + total);
    }

    @SafeVarargs
    static <T> List<T> List_of(T... xs) {
        List<T> l = new ArrayList<>();
        for (T x : xs) l.add(x);
        return l;
    }
}
