// java.util.function interfaces implemented by anonymous classes (no lambdas): default methods andThen/compose/negate, Map/List bulk operations.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

public class FunctionalAnon {
    public static void main(String[] args) {
        Function<Integer, Integer> plus1 = new Function<Integer, Integer>() {
            public Integer apply(Integer x) { return x + 1; }
        };
        Function<Integer, Integer> times2 = new Function<Integer, Integer>() {
            public Integer apply(Integer x) { return x * 2; }
        };
        System.out.println(plus1.andThen(times2).apply(5) + " " + plus1.compose(times2).apply(5) + " " + Function.<Integer>identity().apply(9));
        Predicate<String> empty = new Predicate<String>() {
            public boolean test(String s) { return s.isEmpty(); }
        };
        Predicate<String> longish = new Predicate<String>() {
            public boolean test(String s) { return s.length() > 3; }
        };
        System.out.println(empty.test("") + " " + empty.negate().test("") + " " + empty.or(longish).test("abcd") + " " + empty.negate().and(longish).test("ab"));
        Supplier<List<String>> sup = new Supplier<List<String>>() {
            public List<String> get() { return new ArrayList<>(Arrays.asList("x", "yy", "", "zzzz", "w")); }
        };
        List<String> l = sup.get();
        l.removeIf(empty);
        System.out.println(l);
        l.replaceAll(new UnaryOperator<String>() {
            public String apply(String s) { return s.toUpperCase() + s.length(); }
        });
        final StringBuilder sb = new StringBuilder();
        l.forEach(new Consumer<String>() {
            public void accept(String s) { sb.append('<').append(s).append('>'); }
        });
        System.out.println(sb);
        Map<String, Integer> counts = new TreeMap<>();
        BiFunction<Integer, Integer, Integer> sum = new BiFunction<Integer, Integer, Integer>() {
            public Integer apply(Integer a, Integer b) { return a + b; }
        };
        for (String w : "a b a c b a d".split(" ")) counts.merge(w, 1, sum);
        System.out.println(counts);
        counts.computeIfAbsent("e", new Function<String, Integer>() {
            public Integer apply(String k) { return 100; }
        });
        counts.computeIfPresent("a", new BiFunction<String, Integer, Integer>() {
            public Integer apply(String k, Integer v) { return v * 10; }
        });
        counts.compute("b", new BiFunction<String, Integer, Integer>() {
            public Integer apply(String k, Integer v) { return null; }
        });
        final StringBuilder sb2 = new StringBuilder();
        counts.forEach(new BiConsumer<String, Integer>() {
            public void accept(String k, Integer v) { sb2.append(k).append('=').append(v).append(';'); }
        });
        System.out.println(sb2);
        Map<String, List<Integer>> groups = new HashMap<>();
        for (int i = 0; i < 10; i++) {
            groups.computeIfAbsent(i % 3 == 0 ? "three" : "other", new Function<String, List<Integer>>() {
                public List<Integer> apply(String k) { return new ArrayList<>(); }
            }).add(i);
        }
        System.out.println(groups);
        BinaryOperator<Integer> max = BinaryOperator.maxBy(java.util.Comparator.<Integer>naturalOrder());
        System.out.println(max.apply(3, 9) + " " + BinaryOperator.minBy(java.util.Comparator.<Integer>naturalOrder()).apply(3, 9));
        Consumer<List<String>> addA = new Consumer<List<String>>() {
            public void accept(List<String> x) { x.add("A"); }
        };
        List<String> target = new ArrayList<>();
        addA.andThen(addA).accept(target);
        System.out.println(target);
        Map<String, String> hm = new HashMap<>();
        hm.put("k1", "v1");
        System.out.println(hm.getOrDefault("k2", "dflt") + " " + hm.replace("k1", "v2") + " " + hm.replace("zz", "v") + " " + hm.remove("k1", "wrong") + " " + hm);
    }
}
