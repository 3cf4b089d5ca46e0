// Streams with lambdas and method references: a word-count pipeline, grouping, count() without traversal, Optional chains.
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class StreamLambdas {
    record Person(String name, int age, String city) {}

    public static void main(String[] args) {
        String text = "the quick brown fox jumps over the lazy dog the fox barks";
        Map<String, Long> freq = Arrays.stream(text.split(" "))
                .collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
        System.out.println(freq);
        System.out.println(freq.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(3).map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", ")));
        List<Person> people = List.of(new Person("Ann", 31, "Oslo"), new Person("Bob", 25, "Rome"),
                new Person("Cid", 42, "Oslo"), new Person("Dee", 25, "Lima"), new Person("Eve", 38, "Rome"));
        System.out.println(people.stream().filter(p -> p.age() > 30).map(Person::name).toList());
        TreeMap<String, String> byCity = people.stream().collect(Collectors.groupingBy(Person::city, TreeMap::new,
                Collectors.mapping(Person::name, Collectors.joining("/"))));
        System.out.println(byCity);
        System.out.println(people.stream().collect(Collectors.partitioningBy(p -> p.age() >= 30, Collectors.counting())));
        System.out.println(people.stream().mapToInt(Person::age).summaryStatistics());
        System.out.println(people.stream().collect(Collectors.averagingInt(Person::age)));
        System.out.println(people.stream().sorted(Comparator.comparingInt(Person::age).thenComparing(Person::name, Comparator.reverseOrder()))
                .map(Person::name).collect(Collectors.toList()));
        System.out.println(people.stream().max(Comparator.comparingInt(Person::age)).map(Person::name).orElse("none"));
        LinkedHashMap<String, Integer> ages = people.stream()
                .collect(Collectors.toMap(Person::name, Person::age, Integer::sum, LinkedHashMap::new));
        System.out.println(ages);
        // count() of a sized pipeline does not run peek/map (JDK 9+)
        List<Integer> l = Arrays.asList(1, 2, 3);
        System.out.println(l.stream().peek(x -> System.out.println("never " + x)).map(x -> x * 2).count());
        System.out.println(l.stream().peek(x -> System.out.println("never " + x)).skip(1).limit(5).count());
        System.out.println(l.stream().peek(x -> System.out.println("runs " + x)).filter(x -> x > 1).count());
        System.out.println(IntStream.range(0, 4).peek(x -> System.out.println("never " + x)).count());
        System.out.println(Stream.concat(Stream.of(1), l.stream()).peek(x -> System.out.println("never " + x)).count());
        // primitive pipelines
        System.out.println(IntStream.rangeClosed(1, 5).mapToObj(i -> "x".repeat(i)).collect(Collectors.joining(" ")));
        System.out.println(IntStream.rangeClosed(1, 20).filter(i -> i % 3 == 0).boxed().collect(Collectors.toList()));
        System.out.println(Stream.iterate(new int[] {0, 1}, f -> new int[] {f[1], f[0] + f[1]}).limit(15)
                .map(f -> f[0]).map(String::valueOf).collect(Collectors.joining(",")));
        System.out.println(LongStream.rangeClosed(1, 15).reduce(1L, (a, b) -> a * b));
        System.out.println(DoubleStream.iterate(1.0, d -> d / 2).limit(6).sum());
        System.out.println(Stream.of("b", "a", "c").flatMap(s -> Stream.of(s, s.toUpperCase())).sorted().toList());
        System.out.println(Stream.of(1, 2, 3, 4).<String>mapMulti((i, sink) -> {
            if (i % 2 == 0) {
                sink.accept("even" + i);
                sink.accept("again" + i);
            }
        }).toList());
        Optional<String> name = Optional.of("  jvmlab ");
        System.out.println(name.map(String::trim).filter(s -> !s.isEmpty()).map(String::toUpperCase).orElseThrow());
        System.out.println(Optional.<String>empty().or(() -> Optional.of("fallback")).get());
        Optional.of(3).ifPresentOrElse(v -> System.out.println("value " + v), () -> System.out.println("empty"));
        Optional.empty().ifPresentOrElse(v -> System.out.println("value " + v), () -> System.out.println("empty"));
        System.out.println(Optional.of(4).flatMap(v -> v > 3 ? Optional.of(v * v) : Optional.empty()));
        try {
            Optional.empty().orElseThrow(() -> new IllegalStateException("nothing here"));
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage());
        }
        List<Integer> sq = new ArrayList<>(List.of(5, 1, 4));
        sq.replaceAll(x -> x * x);
        sq.removeIf(x -> x == 1);
        sq.sort(Comparator.naturalOrder());
        sq.forEach(x -> System.out.print(x + " "));
        System.out.println();
        Map<String, Integer> m = new TreeMap<>();
        for (String w : text.split(" ")) {
            m.merge(w.substring(0, 1), 1, Integer::sum);
        }
        m.computeIfAbsent("z", k -> 26);
        m.computeIfPresent("t", (k, v) -> v * 100);
        m.compute("q", (k, v) -> v == null ? -1 : v + 1);
        m.forEach((k, v) -> System.out.print(k + v + " "));
        System.out.println();
    }
}
