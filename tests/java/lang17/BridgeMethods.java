// Bridge methods of generics and covariant returns: calls through raw/erased types, Comparable<T>,
// overriding generic methods, ClassCastException from a bridge's checkcast.
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

public class BridgeMethods {
    static class Version implements Comparable<Version> {
        final int major, minor;
        Version(int major, int minor) { this.major = major; this.minor = minor; }
        public int compareTo(Version o) { return major != o.major ? major - o.major : minor - o.minor; }
        public String toString() { return major + "." + minor; }
    }
    interface Source<T> { T get(); }
    static class StrSource implements Source<String> {
        public String get() { return "str"; }
    }
    static class Animal {
        Animal self() { return this; }
        public String toString() { return "animal"; }
    }
    static class Cat extends Animal {
        @Override Cat self() { return this; }
        public String toString() { return "cat"; }
    }
    static abstract class Transformer<A, B> {
        abstract B apply(A a);
    }
    static class Len extends Transformer<String, Integer> {
        Integer apply(String s) { return s.length(); }
    }
    static class Node<T> {
        T data;
        void set(T t) { data = t; }
    }
    static class IntNode extends Node<Integer> {
        void set(Integer i) { super.set(i * 10); }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) {
        List<Version> vs = new ArrayList<>();
        vs.add(new Version(1, 10)); vs.add(new Version(1, 2)); vs.add(new Version(0, 9));
        Collections.sort(vs);
        System.out.println(vs);
        Comparable raw = new Version(2, 0);
        System.out.println(raw.compareTo(new Version(1, 99)));
        try {
            raw.compareTo("nope");
        } catch (ClassCastException e) {
            System.out.println("CCE from bridge");
        }
        Source<?> s = new StrSource();
        System.out.println(s.get());
        Animal a = new Cat();
        System.out.println(a.self() + " " + new Cat().self());
        Transformer<String, Integer> t = new Len();
        System.out.println(t.apply("hello") + 1);
        Transformer rt = t;
        try {
            rt.apply(5);
        } catch (ClassCastException e) {
            System.out.println("CCE from transformer bridge");
        }
        Node<Integer> n = new IntNode();
        n.set(4);
        System.out.println(n.data);
        Node rn = n;
        try {
            rn.set("x");
        } catch (ClassCastException e) {
            System.out.println("CCE from node bridge, data still " + n.data);
        }
        Comparator<Version> rev = new Comparator<Version>() {
            public int compare(Version x, Version y) { return y.compareTo(x); }
        };
        vs.sort(rev);
        System.out.println(vs);
    }
}
