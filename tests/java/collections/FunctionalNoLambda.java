import java.util.*;
import java.util.function.*;
public class FunctionalNoLambda {
    static <T, R> List<R> map(List<T> in, Function<? super T, ? extends R> f) { List<R> out = new ArrayList<>(); for (T t : in) out.add(f.apply(t)); return out; }
    static <T> List<T> filter(List<T> in, Predicate<? super T> p) { List<T> out = new ArrayList<>(); for (T t : in) if (p.test(t)) out.add(t); return out; }
    static <T> T reduce(List<T> in, T init, BinaryOperator<T> op) { T acc = init; for (T t : in) acc = op.apply(acc, t); return acc; }
    public static void main(String[] args) {
        List<Integer> nums = new ArrayList<>(); for (int i = 1; i <= 10; i++) nums.add(i);
        Function<Integer, Integer> sq = new Function<Integer, Integer>() { public Integer apply(Integer x) { return x * x; } };
        Function<Integer, String> str = new Function<Integer, String>() { public String apply(Integer x) { return "<" + x + ">"; } };
        Predicate<Integer> even = new Predicate<Integer>() { public boolean test(Integer x) { return x % 2 == 0; } };
        BinaryOperator<Integer> plus = new BinaryOperator<Integer>() { public Integer apply(Integer a, Integer b) { return a + b; } };
        System.out.println(map(nums, sq) + " " + filter(nums, even.negate()) + " " + reduce(map(filter(nums, even), sq), 0, plus));
        System.out.println(map(nums, sq.andThen(str)) + " " + sq.compose(sq).apply(3) + " " + Function.<Integer>identity().apply(9));
        Predicate<Integer> big = new Predicate<Integer>() { public boolean test(Integer x) { return x > 5; } };
        System.out.println(filter(nums, even.and(big)) + " " + filter(nums, even.or(big)));
        Supplier<List<String>> sup = new Supplier<List<String>>() { public List<String> get() { return new LinkedList<>(); } };
        List<String> l = sup.get(); l.add("x");
        Consumer<List<String>> addY = new Consumer<List<String>>() { public void accept(List<String> t) { t.add("y"); } };
        addY.andThen(addY).accept(l); System.out.println(l);
        BiFunction<String, Integer, String> rep = new BiFunction<String, Integer, String>() { public String apply(String s, Integer n) { return s.repeat(n); } };
        UnaryOperator<String> up = new UnaryOperator<String>() { public String apply(String s) { return s.toUpperCase(); } };
        System.out.println(rep.andThen(up).apply("ab", 3));
        Map<String, Integer> counts = new TreeMap<>();
        for (String w : "a b a c b a".split(" ")) counts.merge(w, 1, new BiFunction<Integer, Integer, Integer>() { public Integer apply(Integer a, Integer b) { return a + b; } });
        System.out.println(counts);
        Map<Integer, List<String>> byLen = new TreeMap<>();
        for (String w : "one two three four five six seven".split(" ")) byLen.computeIfAbsent(w.length(), new Function<Integer, List<String>>() { public List<String> apply(Integer k) { return new ArrayList<>(); } }).add(w);
        System.out.println(byLen);
        counts.computeIfPresent("a", new BiFunction<String, Integer, Integer>() { public Integer apply(String k, Integer v) { return v * 100; } });
        counts.compute("z", new BiFunction<String, Integer, Integer>() { public Integer apply(String k, Integer v) { return v == null ? -1 : v; } });
        System.out.println(counts);
        counts.replaceAll(new BiFunction<String, Integer, Integer>() { public Integer apply(String k, Integer v) { return v + k.length(); } });
        final StringBuilder sb = new StringBuilder();
        counts.forEach(new BiConsumer<String, Integer>() { public void accept(String k, Integer v) { sb.append(k).append(v); } });
        nums.forEach(new Consumer<Integer>() { public void accept(Integer x) { sb.append(x % 3); } });
        System.out.println(sb);
        List<String> words = new ArrayList<>(Arrays.asList("banana", "Apple", "cherry", "fig", "date", "apple"));
        words.sort(Comparator.comparing(new Function<String, Integer>() { public Integer apply(String s) { return s.length(); } }).thenComparing(Comparator.<String>naturalOrder()));
        System.out.println(words);
        words.sort(Comparator.comparing(new Function<String, String>() { public String apply(String s) { return s.toLowerCase(); } }).reversed());
        System.out.println(words);
        IntBinaryOperator ib = new IntBinaryOperator() { public int applyAsInt(int a, int b) { return a * b; } }; System.out.println(ib.applyAsInt(6, 7));
        Iterator<String> it = words.iterator(); it.next(); it.forEachRemaining(new Consumer<String>() { public void accept(String s) { System.out.print(s.charAt(0)); } }); System.out.println();
    }
}
