// java.util.stream.Stream with anonymous classes: laziness order, short-circuiting, sorted, distinct, reduce, reuse errors.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class StreamPipelines {
    static Consumer<Object> printer(final String tag) {
        return new Consumer<Object>() {
            public void accept(Object o) {
                System.out.println(tag + " " + o);
            }
        };
    }

    static Predicate<Integer> even = new Predicate<Integer>() {
        public boolean test(Integer i) {
            return i % 2 == 0;
        }
    };

    public static void main(String[] args) {
        List<Integer> nums = Arrays.asList(5, 3, 8, 1, 9, 2, 8, 7, 4, 6, 3);
        // element-by-element order of side effects
        nums.stream().peek(printer("peek")).filter(even).map(new Function<Integer, String>() {
            public String apply(Integer i) {
                return "<" + (i * 10) + ">";
            }
        }).limit(3).forEach(printer("got"));
        // sorted buffers everything before anything flows on
        Stream.of("pear", "fig", "apple", "kiwi").peek(printer("before")).sorted().peek(printer("after"))
                .findFirst().ifPresent(printer("first"));
        System.out.println(nums.stream().sorted(Comparator.reverseOrder()).collect(Collectors.toList()));
        System.out.println(nums.stream().distinct().collect(Collectors.toList()));
        System.out.println(nums.stream().skip(3).limit(4).collect(Collectors.toList()));
        System.out.println(nums.stream().count() + " " + nums.stream().filter(even).count());
        BinaryOperator<Integer> plus = new BinaryOperator<Integer>() {
            public Integer apply(Integer a, Integer b) {
                return a + b;
            }
        };
        System.out.println(nums.stream().reduce(0, plus) + " " + nums.stream().reduce(plus) + " "
                + Stream.<Integer>empty().reduce(plus) + " " + nums.stream().reduce(100, new BiFunction<Integer, Integer, Integer>() {
                    public Integer apply(Integer acc, Integer x) {
                        return acc - x;
                    }
                }, plus));
        System.out.println(nums.stream().min(Comparator.naturalOrder()).get() + " "
                + nums.stream().max(Comparator.naturalOrder()).get());
        System.out.println(nums.stream().anyMatch(even) + " " + nums.stream().allMatch(even) + " "
                + nums.stream().noneMatch(even) + " " + Stream.<Integer>empty().allMatch(even));
        // anyMatch stops at the first hit
        nums.stream().peek(printer("test")).anyMatch(new Predicate<Integer>() {
            public boolean test(Integer i) {
                return i > 7;
            }
        });
        // flatMap, mapMulti-like expansion
        System.out.println(Stream.of("a,b", "c", "", "d,e,f").flatMap(new Function<String, Stream<String>>() {
            public Stream<String> apply(String s) {
                return s.isEmpty() ? Stream.<String>empty() : Arrays.stream(s.split(","));
            }
        }).collect(Collectors.joining("|", "[", "]")));
        // infinite sources with limit / takeWhile / dropWhile
        System.out.println(Stream.iterate(1, new UnaryOperator<Integer>() {
            public Integer apply(Integer i) {
                return i * 3;
            }
        }).limit(8).collect(Collectors.toList()));
        System.out.println(Stream.iterate(1, new Predicate<Integer>() {
            public boolean test(Integer i) {
                return i < 100;
            }
        }, new UnaryOperator<Integer>() {
            public Integer apply(Integer i) {
                return i * 2;
            }
        }).collect(Collectors.toList()));
        final int[] counter = {0};
        System.out.println(Stream.generate(new Supplier<String>() {
            public String get() {
                return "g" + counter[0]++;
            }
        }).limit(4).collect(Collectors.toList()) + " generated " + counter[0]);
        System.out.println(nums.stream().takeWhile(new Predicate<Integer>() {
            public boolean test(Integer i) {
                return i != 9;
            }
        }).collect(Collectors.toList()) + " " + nums.stream().dropWhile(new Predicate<Integer>() {
            public boolean test(Integer i) {
                return i != 9;
            }
        }).collect(Collectors.toList()));
        // arrays
        Object[] objs = Stream.of(1, 2, 3).toArray();
        String[] strs = Stream.of("x", "y").toArray(new IntFunction<String[]>() {
            public String[] apply(int n) {
                return new String[n];
            }
        });
        System.out.println(objs.length + " " + Arrays.toString(strs) + " " + strs.getClass().getSimpleName());
        System.out.println(Stream.concat(Stream.of(1, 2), Stream.of(3)).collect(Collectors.toList()));
        System.out.println(Stream.ofNullable(null).count() + " " + Stream.ofNullable("v").count());
        List<String> unmod = Stream.of("p", null, "q").toList();
        System.out.println(unmod);
        try {
            unmod.add("r");
        } catch (UnsupportedOperationException e) {
            System.out.println("toList is unmodifiable");
        }
        Iterator<Integer> it = Stream.of(7, 8).iterator();
        while (it.hasNext()) {
            System.out.println("it " + it.next());
        }
        Stream.Builder<String> b = Stream.builder();
        b.add("one").add("two").accept("three");
        System.out.println(b.build().collect(Collectors.toList()));
        // reuse is an error
        Stream<Integer> s = nums.stream();
        s.count();
        try {
            s.count();
        } catch (IllegalStateException e) {
            System.out.println("IllegalStateException: " + e.getMessage());
        }
        Stream<Integer> s2 = nums.stream();
        s2.filter(even);
        try {
            s2.map(new Function<Integer, Integer>() {
                public Integer apply(Integer i) {
                    return i;
                }
            });
        } catch (IllegalStateException e) {
            System.out.println("IllegalStateException: " + e.getMessage());
        }
        // close handlers run once, in order
        Stream<String> closing = Stream.of("c").onClose(new Runnable() {
            public void run() {
                System.out.println("closed 1");
            }
        }).onClose(new Runnable() {
            public void run() {
                System.out.println("closed 2");
            }
        });
        closing.close();
        closing.close();
        System.out.println(nums.parallelStream().isParallel() + " " + nums.stream().isParallel()
                + " " + nums.parallelStream().sequential().isParallel());
        Optional<String> longest = Stream.of("aa", "b", "cccc", "dd").max(Comparator.comparing(new Function<String, Integer>() {
            public Integer apply(String s) {
                return s.length();
            }
        }));
        System.out.println(longest.get() + " " + Optional.of(5).stream().count() + " " + Optional.empty().stream().count());
        ArrayList<Integer> late = new ArrayList<Integer>(Arrays.asList(1, 2));
        Stream<Integer> lateStream = late.stream();
        late.add(3);
        System.out.println("late binding " + lateStream.collect(Collectors.toList()));
        try {
            Stream.of(1).limit(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
    }
}
