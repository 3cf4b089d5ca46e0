import java.util.*;
public class GenericContainers {
    static class RingBuffer<E> implements Iterable<E> {
        private final Object[] data; private int head, size;
        RingBuffer(int cap) { data = new Object[cap]; }
        void add(E e) { data[(head + size) % data.length] = e; if (size < data.length) size++; else head = (head + 1) % data.length; }
        @SuppressWarnings("unchecked") E get(int i) { if (i < 0 || i >= size) throw new IndexOutOfBoundsException("Index: " + i + ", Size: " + size); return (E) data[(head + i) % data.length]; }
        public Iterator<E> iterator() { return new Iterator<E>() { int i; public boolean hasNext() { return i < size; } public E next() { return get(i++); } }; }
    }
    static class MinMax<T extends Comparable<? super T>> { T min, max; void accept(T t) { if (min == null || t.compareTo(min) < 0) min = t; if (max == null || t.compareTo(max) > 0) max = t; } public String toString() { return "[" + min + ".." + max + "]"; } }
    static class Matrix<N extends Number> { final List<List<N>> rows = new ArrayList<>(); void addRow(List<N> r) { rows.add(r); } double sum() { double s = 0; for (List<N> r : rows) for (N n : r) s += n.doubleValue(); return s; } }
    @SafeVarargs static <T> List<T> listOf(T... xs) { return new ArrayList<>(Arrays.asList(xs)); }
    static double sumAll(Collection<? extends Number> c) { double s = 0; for (Number n : c) s += n.doubleValue(); return s; }
    static void fill(List<? super Integer> l) { for (int i = 0; i < 3; i++) l.add(i); }
    public static void main(String[] args) {
        RingBuffer<String> rb = new RingBuffer<>(4);
        for (String s : "a b c d e f".split(" ")) rb.add(s);
        StringBuilder sb = new StringBuilder(); for (String s : rb) sb.append(s); System.out.println(sb);
        try { rb.get(9); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        MinMax<String> mm = new MinMax<>(); for (String s : rb) mm.accept(s); System.out.println(mm);
        MinMax<Double> md = new MinMax<>(); md.accept(-0.0); md.accept(0.0); md.accept(Double.NaN); System.out.println(md);
        Matrix<Number> mx = new Matrix<>(); mx.addRow(listOf(1, 2L, 3.5f)); mx.addRow(listOf((short) 4, (byte) 5, 6.25)); System.out.println(mx.sum());
        List<Object> objs = new ArrayList<>(); fill(objs); objs.add("str"); System.out.println(objs + " " + sumAll(listOf(1, 2.5, 3L)));
        Map<String, Map<String, List<Integer>>> nested = new TreeMap<>();
        for (int i = 0; i < 10; i++) nested.computeIfAbsent("o" + i % 2, new java.util.function.Function<String, Map<String, List<Integer>>>() { public Map<String, List<Integer>> apply(String k) { return new TreeMap<>(); } })
            .computeIfAbsent("i" + i % 3, new java.util.function.Function<String, List<Integer>>() { public List<Integer> apply(String k) { return new ArrayList<>(); } }).add(i);
        System.out.println(nested);
        List<int[]> arrs = new ArrayList<>(); arrs.add(new int[]{3, 4}); System.out.println(arrs.get(0)[1] + " " + arrs.size());
        Object[] oa = listOf("x", "y").toArray(); String[] sa = listOf("x", "y").toArray(new String[0]); System.out.println(oa.length + " " + sa.getClass().getName() + " " + Arrays.toString(sa));
    }
}
