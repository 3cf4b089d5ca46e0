// Collectors: toList/toSet/toMap (duplicate keys), joining, groupingBy (1-3 args), partitioningBy, counting, averaging, mapping, teeing.
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.stream.Collector;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class StreamCollectors {
    static final Function<String, Integer> LENGTH = new Function<String, Integer>() {
        public Integer apply(String s) {
            return s.length();
        }
    };
    static final Function<String, Character> FIRST = new Function<String, Character>() {
        public Character apply(String s) {
            return s.charAt(0);
        }
    };
    static final ToIntFunction<String> LEN_INT = new ToIntFunction<String>() {
        public int applyAsInt(String s) {
            return s.length();
        }
    };

    public static void main(String[] args) {
        List<String> words = Arrays.asList("delta", "alpha", "charlie", "bravo", "echo", "alpha", "foxtrot",
                "golf", "hotel", "india", "bravo");
        System.out.println(words.stream().collect(Collectors.toList()));
        System.out.println(words.stream().collect(Collectors.toSet()));
        System.out.println(words.stream().collect(Collectors.toCollection(new Supplier<TreeSet<String>>() {
            public TreeSet<String> get() {
                return new TreeSet<String>();
            }
        })));
        System.out.println(words.stream().collect(Collectors.joining()));
        System.out.println(words.stream().collect(Collectors.joining(", ")));
        System.out.println(words.stream().collect(Collectors.joining(", ", "{", "}")));
        System.out.println(Stream.<String>empty().collect(Collectors.joining(",", "<", ">")));
        System.out.println(words.stream().collect(Collectors.groupingBy(LENGTH)));
        System.out.println(words.stream().collect(Collectors.groupingBy(FIRST, Collectors.counting())));
        System.out.println(words.stream().collect(Collectors.groupingBy(LENGTH, new Supplier<Map<Integer, List<String>>>() {
            public Map<Integer, List<String>> get() {
                return new TreeMap<Integer, List<String>>(Comparator.<Integer>reverseOrder());
            }
        }, Collectors.toList())));
        System.out.println(words.stream().collect(Collectors.groupingBy(LENGTH, Collectors.mapping(FIRST, Collectors.toList()))));
        System.out.println(words.stream().collect(Collectors.groupingBy(LENGTH, Collectors.joining("+"))));
        Predicate<String> longWord = new Predicate<String>() {
            public boolean test(String s) {
                return s.length() > 4;
            }
        };
        System.out.println(words.stream().collect(Collectors.partitioningBy(longWord)));
        System.out.println(words.stream().collect(Collectors.partitioningBy(longWord, Collectors.counting())));
        System.out.println(Stream.<String>empty().collect(Collectors.partitioningBy(longWord)));
        System.out.println(words.stream().collect(Collectors.counting()));
        System.out.println(words.stream().collect(Collectors.summingInt(LEN_INT)));
        System.out.println(words.stream().collect(Collectors.averagingInt(LEN_INT)));
        System.out.println(Stream.<String>empty().collect(Collectors.averagingInt(LEN_INT)));
        System.out.println(words.stream().collect(Collectors.summarizingInt(LEN_INT)));
        System.out.println(Stream.of(0.1, 0.2, 0.3, 1e16, -1e16).collect(Collectors.summingDouble(new ToDoubleFunction<Double>() {
            public double applyAsDouble(Double d) {
                return d;
            }
        })));
        System.out.println(Stream.of(0.1, 0.7, 2.5).collect(Collectors.averagingDouble(new ToDoubleFunction<Double>() {
            public double applyAsDouble(Double d) {
                return d;
            }
        })));
        System.out.println(Stream.of(1.5, 2.25).collect(Collectors.summarizingDouble(new ToDoubleFunction<Double>() {
            public double applyAsDouble(Double d) {
                return d;
            }
        })));
        System.out.println(words.stream().collect(Collectors.minBy(Comparator.<String>naturalOrder())) + " "
                + words.stream().collect(Collectors.maxBy(Comparator.comparing(LENGTH))));
        BinaryOperator<Integer> plus = new BinaryOperator<Integer>() {
            public Integer apply(Integer a, Integer b) {
                return a + b;
            }
        };
        System.out.println(words.stream().collect(Collectors.reducing(0, LENGTH, plus)) + " "
                + Stream.of(1, 2, 3).collect(Collectors.reducing(plus)) + " "
                + Stream.of(1, 2, 3).collect(Collectors.reducing(10, plus)));
        Map<String, Integer> lengths = words.stream().distinct().collect(Collectors.toMap(Function.<String>identity(), LENGTH));
        System.out.println(new TreeMap<String, Integer>(lengths));
        try {
            words.stream().collect(Collectors.toMap(Function.<String>identity(), LENGTH));
        } catch (IllegalStateException e) {
            System.out.println("IllegalStateException: " + e.getMessage());
        }
        System.out.println(words.stream().collect(Collectors.toMap(FIRST, LENGTH, plus)));
        System.out.println(words.stream().collect(Collectors.toMap(FIRST, LENGTH, plus, new Supplier<TreeMap<Character, Integer>>() {
            public TreeMap<Character, Integer> get() {
                return new TreeMap<Character, Integer>();
            }
        })));
        System.out.println(words.stream().collect(Collectors.collectingAndThen(Collectors.toList(), new Function<List<String>, Integer>() {
            public Integer apply(List<String> l) {
                return l.size();
            }
        })));
        System.out.println(words.stream().collect(Collectors.filtering(longWord, Collectors.toList())));
        System.out.println(Stream.of("ab", "cd").collect(Collectors.flatMapping(new Function<String, Stream<Character>>() {
            public Stream<Character> apply(String s) {
                return Stream.of(s.charAt(0), s.charAt(1));
            }
        }, Collectors.toList())));
        System.out.println(words.stream().collect(Collectors.teeing(Collectors.counting(), Collectors.joining(""),
                new BiFunction<Long, String, String>() {
                    public String apply(Long n, String s) {
                        return n + ":" + s.length();
                    }
                })));
        List<String> unmod = words.stream().collect(Collectors.toUnmodifiableList());
        try {
            unmod.clear();
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable " + unmod.size());
        }
        Collector<String, StringBuilder, String> custom = Collector.of(new Supplier<StringBuilder>() {
            public StringBuilder get() {
                return new StringBuilder();
            }
        }, new java.util.function.BiConsumer<StringBuilder, String>() {
            public void accept(StringBuilder sb, String s) {
                sb.append(s.charAt(0));
            }
        }, new BinaryOperator<StringBuilder>() {
            public StringBuilder apply(StringBuilder a, StringBuilder b) {
                return a.append(b);
            }
        }, new Function<StringBuilder, String>() {
            public String apply(StringBuilder sb) {
                return sb.reverse().toString();
            }
        });
        System.out.println(words.stream().collect(custom) + " " + custom.characteristics());
        try {
            Stream.of("x", null).collect(Collectors.groupingBy(new Function<String, String>() {
                public String apply(String s) {
                    return s;
                }
            }));
        } catch (NullPointerException e) {
            System.out.println("NullPointerException: " + e.getMessage());
        }
    }
}
