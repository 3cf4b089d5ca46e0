// Collectors: the standard Collector implementations (lists, sets, maps, joining, grouping, statistics).
package java.util.stream;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IntSummaryStatistics;
import java.util.Iterator;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * java.util.stream.Collectors of JDK 17 (sequential use: combiners are provided but jvmlab never
 * calls them). Result types, iteration orders and exception messages follow JDK 17: toList is an
 * ArrayList, toSet a HashSet, groupingBy a HashMap of ArrayLists, partitioningBy a map printing
 * {false=..., true=...}, duplicate keys in toMap are IllegalStateException "Duplicate key k
 * (attempted merging values a and b)". Stateless; the collectors it returns are immutable.
 */
public final class Collectors {
    private Collectors() {
    }

    static final Set<Collector.Characteristics> CH_ID = characteristicsOf(true);
    static final Set<Collector.Characteristics> CH_NOID = characteristicsOf(false);

    static Set<Collector.Characteristics> characteristicsOf(boolean identity, Collector.Characteristics... cs) {
        HashSet<Collector.Characteristics> set = new HashSet<Collector.Characteristics>();
        for (int i = 0; i < cs.length; i++) {
            set.add(cs[i]);
        }
        if (identity) {
            set.add(Collector.Characteristics.IDENTITY_FINISH);
        }
        return Collections.unmodifiableSet(set);
    }

    @SuppressWarnings("unchecked")
    static <I, R> Function<I, R> castingIdentity() {
        return new Function<I, R>() {
            public R apply(I o) {
                return (R) o;
            }
        };
    }

    /** A Collector from its five parts. */
    static final class CollectorImpl<T, A, R> implements Collector<T, A, R> {
        private final Supplier<A> supplier;
        private final BiConsumer<A, T> accumulator;
        private final BinaryOperator<A> combiner;
        private final Function<A, R> finisher;
        private final Set<Characteristics> characteristics;

        CollectorImpl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner,
                Function<A, R> finisher, Set<Characteristics> characteristics) {
            this.supplier = supplier;
            this.accumulator = accumulator;
            this.combiner = combiner;
            this.finisher = finisher;
            this.characteristics = characteristics;
        }

        @SuppressWarnings("unchecked")
        CollectorImpl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner,
                Set<Characteristics> characteristics) {
            this(supplier, accumulator, combiner, Collectors.<A, R>castingIdentity(), characteristics);
        }

        public BiConsumer<A, T> accumulator() {
            return accumulator;
        }

        public Supplier<A> supplier() {
            return supplier;
        }

        public BinaryOperator<A> combiner() {
            return combiner;
        }

        public Function<A, R> finisher() {
            return finisher;
        }

        public Set<Characteristics> characteristics() {
            return characteristics;
        }
    }

    private static <A extends Collection<?>> BinaryOperator<A> addAllCombiner() {
        return new BinaryOperator<A>() {
            @SuppressWarnings("unchecked")
            public A apply(A a, A b) {
                ((Collection<Object>) a).addAll(b);
                return a;
            }
        };
    }

    private static <T, A> A runAll(Collector<? super T, A, ?> c, Iterable<? extends T> items) {
        A a = c.supplier().get();
        BiConsumer<A, ? super T> acc = c.accumulator();
        for (T t : items) {
            acc.accept(a, t);
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    private static <A, R> R finish(Collector<?, A, R> c, A a) {
        if (c.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return (R) a;
        }
        return c.finisher().apply(a);
    }

    // ---- collections ------------------------------------------------------------------------------

    public static <T, C extends Collection<T>> Collector<T, ?, C> toCollection(Supplier<C> collectionFactory) {
        Objects.requireNonNull(collectionFactory);
        return new CollectorImpl<T, C, C>(collectionFactory, new BiConsumer<C, T>() {
            public void accept(C c, T t) {
                c.add(t);
            }
        }, Collectors.<C>addAllCombiner(), CH_ID);
    }

    public static <T> Collector<T, ?, List<T>> toList() {
        return toCollection(new Supplier<List<T>>() {
            public List<T> get() {
                return new ArrayList<T>();
            }
        });
    }

    @SuppressWarnings("unchecked")
    public static <T> Collector<T, ?, List<T>> toUnmodifiableList() {
        return collectingAndThen(Collectors.<T>toList(), new Function<List<T>, List<T>>() {
            public List<T> apply(List<T> list) {
                return (List<T>) List.of(list.toArray());
            }
        });
    }

    public static <T> Collector<T, ?, Set<T>> toSet() {
        return toCollection(new Supplier<Set<T>>() {
            public Set<T> get() {
                return new HashSet<T>();
            }
        });
    }

    @SuppressWarnings("unchecked")
    public static <T> Collector<T, ?, Set<T>> toUnmodifiableSet() {
        return collectingAndThen(Collectors.<T>toSet(), new Function<Set<T>, Set<T>>() {
            public Set<T> apply(Set<T> set) {
                return (Set<T>) Set.of(set.toArray());
            }
        });
    }

    // ---- strings ----------------------------------------------------------------------------------

    public static Collector<CharSequence, ?, String> joining() {
        return new CollectorImpl<CharSequence, StringBuilder, String>(new Supplier<StringBuilder>() {
            public StringBuilder get() {
                return new StringBuilder();
            }
        }, new BiConsumer<StringBuilder, CharSequence>() {
            public void accept(StringBuilder sb, CharSequence cs) {
                sb.append(cs);
            }
        }, new BinaryOperator<StringBuilder>() {
            public StringBuilder apply(StringBuilder a, StringBuilder b) {
                return a.append(b);
            }
        }, new Function<StringBuilder, String>() {
            public String apply(StringBuilder sb) {
                return sb.toString();
            }
        }, CH_NOID);
    }

    public static Collector<CharSequence, ?, String> joining(CharSequence delimiter) {
        return joining(delimiter, "", "");
    }

    public static Collector<CharSequence, ?, String> joining(final CharSequence delimiter,
            final CharSequence prefix, final CharSequence suffix) {
        Objects.requireNonNull(delimiter);
        Objects.requireNonNull(prefix);
        Objects.requireNonNull(suffix);
        return new CollectorImpl<CharSequence, StringJoiner, String>(new Supplier<StringJoiner>() {
            public StringJoiner get() {
                return new StringJoiner(delimiter, prefix, suffix);
            }
        }, new BiConsumer<StringJoiner, CharSequence>() {
            public void accept(StringJoiner j, CharSequence cs) {
                j.add(cs);
            }
        }, new BinaryOperator<StringJoiner>() {
            public StringJoiner apply(StringJoiner a, StringJoiner b) {
                return a.merge(b);
            }
        }, new Function<StringJoiner, String>() {
            public String apply(StringJoiner j) {
                return j.toString();
            }
        }, CH_NOID);
    }

    // ---- adapters ---------------------------------------------------------------------------------

    public static <T, U, A, R> Collector<T, ?, R> mapping(final Function<? super T, ? extends U> mapper,
            final Collector<? super U, A, R> downstream) {
        final BiConsumer<A, ? super U> acc = downstream.accumulator();
        return new CollectorImpl<T, A, R>(downstream.supplier(), new BiConsumer<A, T>() {
            @SuppressWarnings("unchecked")
            public void accept(A a, T t) {
                ((BiConsumer<A, U>) acc).accept(a, mapper.apply(t));
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, U, A, R> Collector<T, ?, R> flatMapping(
            final Function<? super T, ? extends Stream<? extends U>> mapper,
            final Collector<? super U, A, R> downstream) {
        final BiConsumer<A, ? super U> acc = downstream.accumulator();
        return new CollectorImpl<T, A, R>(downstream.supplier(), new BiConsumer<A, T>() {
            @SuppressWarnings("unchecked")
            public void accept(A a, T t) {
                Stream<? extends U> s = mapper.apply(t);
                if (s != null) {
                    try {
                        Iterator<? extends U> it = s.sequential().iterator();
                        while (it.hasNext()) {
                            ((BiConsumer<A, U>) acc).accept(a, it.next());
                        }
                    } finally {
                        s.close();
                    }
                }
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R> Collector<T, ?, R> filtering(final Predicate<? super T> predicate,
            final Collector<? super T, A, R> downstream) {
        final BiConsumer<A, ? super T> acc = downstream.accumulator();
        return new CollectorImpl<T, A, R>(downstream.supplier(), new BiConsumer<A, T>() {
            @SuppressWarnings("unchecked")
            public void accept(A a, T t) {
                if (predicate.test(t)) {
                    ((BiConsumer<A, T>) acc).accept(a, t);
                }
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R, RR> Collector<T, A, RR> collectingAndThen(final Collector<T, A, R> downstream,
            final Function<R, RR> finisher) {
        HashSet<Collector.Characteristics> cs = new HashSet<Collector.Characteristics>(downstream.characteristics());
        cs.remove(Collector.Characteristics.IDENTITY_FINISH);
        final Function<A, R> first = downstream.finisher();
        final boolean identity = downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH);
        return new CollectorImpl<T, A, RR>(downstream.supplier(), downstream.accumulator(), downstream.combiner(),
                new Function<A, RR>() {
                    @SuppressWarnings("unchecked")
                    public RR apply(A a) {
                        return finisher.apply(identity ? (R) a : first.apply(a));
                    }
                }, Collections.unmodifiableSet(cs));
    }

    // ---- numbers ----------------------------------------------------------------------------------

    public static <T> Collector<T, ?, Long> counting() {
        return summingLong(new ToLongFunction<T>() {
            public long applyAsLong(T t) {
                return 1L;
            }
        });
    }

    public static <T> Collector<T, ?, Optional<T>> minBy(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reducing(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) <= 0 ? a : b;
            }
        });
    }

    public static <T> Collector<T, ?, Optional<T>> maxBy(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reducing(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) >= 0 ? a : b;
            }
        });
    }

    public static <T> Collector<T, ?, Integer> summingInt(final ToIntFunction<? super T> mapper) {
        return new CollectorImpl<T, int[], Integer>(new Supplier<int[]>() {
            public int[] get() {
                return new int[1];
            }
        }, new BiConsumer<int[], T>() {
            public void accept(int[] a, T t) {
                a[0] += mapper.applyAsInt(t);
            }
        }, new BinaryOperator<int[]>() {
            public int[] apply(int[] a, int[] b) {
                a[0] += b[0];
                return a;
            }
        }, new Function<int[], Integer>() {
            public Integer apply(int[] a) {
                return a[0];
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Long> summingLong(final ToLongFunction<? super T> mapper) {
        return new CollectorImpl<T, long[], Long>(new Supplier<long[]>() {
            public long[] get() {
                return new long[1];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsLong(t);
            }
        }, new BinaryOperator<long[]>() {
            public long[] apply(long[] a, long[] b) {
                a[0] += b[0];
                return a;
            }
        }, new Function<long[], Long>() {
            public Long apply(long[] a) {
                return a[0];
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Double> summingDouble(final ToDoubleFunction<? super T> mapper) {
        return new CollectorImpl<T, double[], Double>(new Supplier<double[]>() {
            public double[] get() {
                return new double[3];
            }
        }, new BiConsumer<double[], T>() {
            public void accept(double[] a, T t) {
                double val = mapper.applyAsDouble(t);
                sumWithCompensation(a, val);
                a[2] += val;
            }
        }, new BinaryOperator<double[]>() {
            public double[] apply(double[] a, double[] b) {
                sumWithCompensation(a, b[0]);
                a[2] += b[2];
                sumWithCompensation(a, -b[1]);
                return a;
            }
        }, new Function<double[], Double>() {
            public Double apply(double[] a) {
                return computeFinalSum(a);
            }
        }, CH_NOID);
    }

    /** Kahan summation step: a[0] is the sum, a[1] the compensation. */
    static double[] sumWithCompensation(double[] a, double value) {
        double tmp = value - a[1];
        double sum = a[0];
        double velvel = sum + tmp;
        a[1] = (velvel - sum) - tmp;
        a[0] = velvel;
        return a;
    }

    /** The compensated sum, or the simple sum (last slot) when the former is NaN from infinities. */
    static double computeFinalSum(double[] summands) {
        double tmp = summands[0] + summands[1];
        double simpleSum = summands[summands.length - 1];
        if (Double.isNaN(tmp) && Double.isInfinite(simpleSum)) {
            return simpleSum;
        }
        return tmp;
    }

    public static <T> Collector<T, ?, Double> averagingInt(final ToIntFunction<? super T> mapper) {
        return new CollectorImpl<T, long[], Double>(new Supplier<long[]>() {
            public long[] get() {
                return new long[2];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsInt(t);
                a[1]++;
            }
        }, new BinaryOperator<long[]>() {
            public long[] apply(long[] a, long[] b) {
                a[0] += b[0];
                a[1] += b[1];
                return a;
            }
        }, new Function<long[], Double>() {
            public Double apply(long[] a) {
                return (a[1] == 0) ? 0.0d : (double) a[0] / a[1];
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Double> averagingLong(final ToLongFunction<? super T> mapper) {
        return new CollectorImpl<T, long[], Double>(new Supplier<long[]>() {
            public long[] get() {
                return new long[2];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsLong(t);
                a[1]++;
            }
        }, new BinaryOperator<long[]>() {
            public long[] apply(long[] a, long[] b) {
                a[0] += b[0];
                a[1] += b[1];
                return a;
            }
        }, new Function<long[], Double>() {
            public Double apply(long[] a) {
                return (a[1] == 0) ? 0.0d : (double) a[0] / a[1];
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Double> averagingDouble(final ToDoubleFunction<? super T> mapper) {
        return new CollectorImpl<T, double[], Double>(new Supplier<double[]>() {
            public double[] get() {
                return new double[4];
            }
        }, new BiConsumer<double[], T>() {
            public void accept(double[] a, T t) {
                double val = mapper.applyAsDouble(t);
                sumWithCompensation(a, val);
                a[2]++;
                a[3] += val;
            }
        }, new BinaryOperator<double[]>() {
            public double[] apply(double[] a, double[] b) {
                sumWithCompensation(a, b[0]);
                sumWithCompensation(a, -b[1]);
                a[2] += b[2];
                a[3] += b[3];
                return a;
            }
        }, new Function<double[], Double>() {
            public Double apply(double[] a) {
                return (a[2] == 0) ? 0.0d : (computeFinalSum(a) / a[2]);
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, IntSummaryStatistics> summarizingInt(final ToIntFunction<? super T> mapper) {
        return new CollectorImpl<T, IntSummaryStatistics, IntSummaryStatistics>(new Supplier<IntSummaryStatistics>() {
            public IntSummaryStatistics get() {
                return new IntSummaryStatistics();
            }
        }, new BiConsumer<IntSummaryStatistics, T>() {
            public void accept(IntSummaryStatistics r, T t) {
                r.accept(mapper.applyAsInt(t));
            }
        }, new BinaryOperator<IntSummaryStatistics>() {
            public IntSummaryStatistics apply(IntSummaryStatistics a, IntSummaryStatistics b) {
                a.combine(b);
                return a;
            }
        }, CH_ID);
    }

    public static <T> Collector<T, ?, LongSummaryStatistics> summarizingLong(final ToLongFunction<? super T> mapper) {
        return new CollectorImpl<T, LongSummaryStatistics, LongSummaryStatistics>(new Supplier<LongSummaryStatistics>() {
            public LongSummaryStatistics get() {
                return new LongSummaryStatistics();
            }
        }, new BiConsumer<LongSummaryStatistics, T>() {
            public void accept(LongSummaryStatistics r, T t) {
                r.accept(mapper.applyAsLong(t));
            }
        }, new BinaryOperator<LongSummaryStatistics>() {
            public LongSummaryStatistics apply(LongSummaryStatistics a, LongSummaryStatistics b) {
                a.combine(b);
                return a;
            }
        }, CH_ID);
    }

    public static <T> Collector<T, ?, DoubleSummaryStatistics> summarizingDouble(
            final ToDoubleFunction<? super T> mapper) {
        return new CollectorImpl<T, DoubleSummaryStatistics, DoubleSummaryStatistics>(
                new Supplier<DoubleSummaryStatistics>() {
                    public DoubleSummaryStatistics get() {
                        return new DoubleSummaryStatistics();
                    }
                }, new BiConsumer<DoubleSummaryStatistics, T>() {
                    public void accept(DoubleSummaryStatistics r, T t) {
                        r.accept(mapper.applyAsDouble(t));
                    }
                }, new BinaryOperator<DoubleSummaryStatistics>() {
                    public DoubleSummaryStatistics apply(DoubleSummaryStatistics a, DoubleSummaryStatistics b) {
                        a.combine(b);
                        return a;
                    }
                }, CH_ID);
    }

    // ---- reductions -------------------------------------------------------------------------------

    public static <T> Collector<T, ?, T> reducing(final T identity, final BinaryOperator<T> op) {
        return new CollectorImpl<T, Object[], T>(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {identity};
            }
        }, new BiConsumer<Object[], T>() {
            @SuppressWarnings("unchecked")
            public void accept(Object[] a, T t) {
                a[0] = op.apply((T) a[0], t);
            }
        }, new BinaryOperator<Object[]>() {
            @SuppressWarnings("unchecked")
            public Object[] apply(Object[] a, Object[] b) {
                a[0] = op.apply((T) a[0], (T) b[0]);
                return a;
            }
        }, new Function<Object[], T>() {
            @SuppressWarnings("unchecked")
            public T apply(Object[] a) {
                return (T) a[0];
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Optional<T>> reducing(final BinaryOperator<T> op) {
        Objects.requireNonNull(op);
        return new CollectorImpl<T, Object[], Optional<T>>(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {null, Boolean.FALSE};
            }
        }, new BiConsumer<Object[], T>() {
            @SuppressWarnings("unchecked")
            public void accept(Object[] a, T t) {
                if (a[1] == Boolean.TRUE) {
                    a[0] = op.apply((T) a[0], t);
                } else {
                    a[0] = t;
                    a[1] = Boolean.TRUE;
                }
            }
        }, new BinaryOperator<Object[]>() {
            public Object[] apply(Object[] a, Object[] b) {
                return a;
            }
        }, new Function<Object[], Optional<T>>() {
            @SuppressWarnings("unchecked")
            public Optional<T> apply(Object[] a) {
                return Optional.ofNullable((T) a[0]);
            }
        }, CH_NOID);
    }

    public static <T, U> Collector<T, ?, U> reducing(final U identity, final Function<? super T, ? extends U> mapper,
            final BinaryOperator<U> op) {
        return new CollectorImpl<T, Object[], U>(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {identity};
            }
        }, new BiConsumer<Object[], T>() {
            @SuppressWarnings("unchecked")
            public void accept(Object[] a, T t) {
                a[0] = op.apply((U) a[0], mapper.apply(t));
            }
        }, new BinaryOperator<Object[]>() {
            public Object[] apply(Object[] a, Object[] b) {
                return a;
            }
        }, new Function<Object[], U>() {
            @SuppressWarnings("unchecked")
            public U apply(Object[] a) {
                return (U) a[0];
            }
        }, CH_NOID);
    }

    // ---- grouping ---------------------------------------------------------------------------------

    public static <T, K> Collector<T, ?, Map<K, List<T>>> groupingBy(Function<? super T, ? extends K> classifier) {
        return groupingBy(classifier, Collectors.<T>toList());
    }

    public static <T, K, A, D> Collector<T, ?, Map<K, D>> groupingBy(Function<? super T, ? extends K> classifier,
            Collector<? super T, A, D> downstream) {
        return groupingBy(classifier, new Supplier<Map<K, D>>() {
            public Map<K, D> get() {
                return new HashMap<K, D>();
            }
        }, downstream);
    }

    public static <T, K, D, A, M extends Map<K, D>> Collector<T, ?, M> groupingBy(
            final Function<? super T, ? extends K> classifier, final Supplier<M> mapFactory,
            final Collector<? super T, A, D> downstream) {
        Objects.requireNonNull(classifier);
        Objects.requireNonNull(mapFactory);
        Objects.requireNonNull(downstream);
        final Supplier<A> downSupplier = downstream.supplier();
        final BiConsumer<A, ? super T> downAcc = downstream.accumulator();
        final boolean identity = downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH);
        final Function<A, D> downFinisher = downstream.finisher();
        return new CollectorImpl<T, Map<K, Object>, M>(new Supplier<Map<K, Object>>() {
            @SuppressWarnings("unchecked")
            public Map<K, Object> get() {
                return (Map<K, Object>) mapFactory.get();
            }
        }, new BiConsumer<Map<K, Object>, T>() {
            @SuppressWarnings("unchecked")
            public void accept(Map<K, Object> m, T t) {
                K key = classifier.apply(t);
                if (key == null) {
                    throw new NullPointerException("element cannot be mapped to a null key");
                }
                Object container = m.get(key);
                if (container == null) {
                    container = downSupplier.get();
                    m.put(key, container);
                }
                ((BiConsumer<A, T>) downAcc).accept((A) container, t);
            }
        }, new BinaryOperator<Map<K, Object>>() {
            public Map<K, Object> apply(Map<K, Object> a, Map<K, Object> b) {
                return a;
            }
        }, new Function<Map<K, Object>, M>() {
            @SuppressWarnings("unchecked")
            public M apply(Map<K, Object> m) {
                if (!identity) {
                    for (Map.Entry<K, Object> e : m.entrySet()) {
                        e.setValue(downFinisher.apply((A) e.getValue()));
                    }
                }
                return (M) m;
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Map<Boolean, List<T>>> partitioningBy(Predicate<? super T> predicate) {
        return partitioningBy(predicate, Collectors.<T>toList());
    }

    public static <T, D, A> Collector<T, ?, Map<Boolean, D>> partitioningBy(final Predicate<? super T> predicate,
            final Collector<? super T, A, D> downstream) {
        Objects.requireNonNull(predicate);
        final BiConsumer<A, ? super T> downAcc = downstream.accumulator();
        final Supplier<A> downSupplier = downstream.supplier();
        final boolean identity = downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH);
        final Function<A, D> downFinisher = downstream.finisher();
        return new CollectorImpl<T, Partition<Object>, Map<Boolean, D>>(new Supplier<Partition<Object>>() {
            public Partition<Object> get() {
                return new Partition<Object>(downSupplier.get(), downSupplier.get());
            }
        }, new BiConsumer<Partition<Object>, T>() {
            @SuppressWarnings("unchecked")
            public void accept(Partition<Object> p, T t) {
                ((BiConsumer<A, T>) downAcc).accept((A) (predicate.test(t) ? p.forTrue : p.forFalse), t);
            }
        }, new BinaryOperator<Partition<Object>>() {
            public Partition<Object> apply(Partition<Object> a, Partition<Object> b) {
                return a;
            }
        }, new Function<Partition<Object>, Map<Boolean, D>>() {
            @SuppressWarnings("unchecked")
            public Map<Boolean, D> apply(Partition<Object> p) {
                if (identity) {
                    return (Map<Boolean, D>) (Map<Boolean, ?>) p;
                }
                return new Partition<D>(downFinisher.apply((A) p.forTrue), downFinisher.apply((A) p.forFalse));
            }
        }, CH_NOID);
    }

    /** The map partitioningBy returns: exactly the keys false and true, in that order. */
    static final class Partition<T> extends AbstractMap<Boolean, T> implements Map<Boolean, T> {
        final T forTrue;
        final T forFalse;

        Partition(T forTrue, T forFalse) {
            this.forTrue = forTrue;
            this.forFalse = forFalse;
        }

        @Override
        public Set<Map.Entry<Boolean, T>> entrySet() {
            return new AbstractSet<Map.Entry<Boolean, T>>() {
                @Override
                public Iterator<Map.Entry<Boolean, T>> iterator() {
                    Map.Entry<Boolean, T> falseEntry = new SimpleImmutableEntry<Boolean, T>(false, forFalse);
                    Map.Entry<Boolean, T> trueEntry = new SimpleImmutableEntry<Boolean, T>(true, forTrue);
                    return List.of(falseEntry, trueEntry).iterator();
                }

                @Override
                public int size() {
                    return 2;
                }
            };
        }
    }

    // ---- maps -------------------------------------------------------------------------------------

    static IllegalStateException duplicateKey(Object k, Object u, Object v) {
        return new IllegalStateException("Duplicate key " + k + " (attempted merging values " + u + " and " + v + ")");
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(final Function<? super T, ? extends K> keyMapper,
            final Function<? super T, ? extends U> valueMapper) {
        Objects.requireNonNull(keyMapper);
        Objects.requireNonNull(valueMapper);
        return new CollectorImpl<T, Map<K, U>, Map<K, U>>(new Supplier<Map<K, U>>() {
            public Map<K, U> get() {
                return new HashMap<K, U>();
            }
        }, new BiConsumer<Map<K, U>, T>() {
            public void accept(Map<K, U> map, T element) {
                K k = keyMapper.apply(element);
                U v = Objects.requireNonNull(valueMapper.apply(element));
                U u = map.putIfAbsent(k, v);
                if (u != null) {
                    throw duplicateKey(k, u, v);
                }
            }
        }, new BinaryOperator<Map<K, U>>() {
            public Map<K, U> apply(Map<K, U> a, Map<K, U> b) {
                return a;
            }
        }, CH_ID);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction) {
        return toMap(keyMapper, valueMapper, mergeFunction, new Supplier<Map<K, U>>() {
            public Map<K, U> get() {
                return new HashMap<K, U>();
            }
        });
    }

    public static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> toMap(
            final Function<? super T, ? extends K> keyMapper, final Function<? super T, ? extends U> valueMapper,
            final BinaryOperator<U> mergeFunction, Supplier<M> mapFactory) {
        Objects.requireNonNull(keyMapper);
        Objects.requireNonNull(valueMapper);
        Objects.requireNonNull(mergeFunction);
        Objects.requireNonNull(mapFactory);
        return new CollectorImpl<T, M, M>(mapFactory, new BiConsumer<M, T>() {
            public void accept(M map, T element) {
                map.merge(keyMapper.apply(element), valueMapper.apply(element), mergeFunction);
            }
        }, new BinaryOperator<M>() {
            public M apply(M a, M b) {
                return a;
            }
        }, CH_ID);
    }

    @SuppressWarnings("unchecked")
    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper) {
        return collectingAndThen(Collectors.<T, K, U>toMap(keyMapper, valueMapper),
                new Function<Map<K, U>, Map<K, U>>() {
                    public Map<K, U> apply(Map<K, U> map) {
                        return (Map<K, U>) Map.ofEntries(map.entrySet().toArray(new Map.Entry[0]));
                    }
                });
    }

    public static <T, R1, R2, R> Collector<T, ?, R> teeing(final Collector<? super T, ?, R1> downstream1,
            final Collector<? super T, ?, R2> downstream2, final BiFunction<? super R1, ? super R2, R> merger) {
        Objects.requireNonNull(merger);
        return new CollectorImpl<T, Object[], R>(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {downstream1.supplier().get(), downstream2.supplier().get()};
            }
        }, new BiConsumer<Object[], T>() {
            @SuppressWarnings("unchecked")
            public void accept(Object[] a, T t) {
                ((BiConsumer<Object, T>) downstream1.accumulator()).accept(a[0], t);
                ((BiConsumer<Object, T>) downstream2.accumulator()).accept(a[1], t);
            }
        }, new BinaryOperator<Object[]>() {
            public Object[] apply(Object[] a, Object[] b) {
                return a;
            }
        }, new Function<Object[], R>() {
            @SuppressWarnings("unchecked")
            public R apply(Object[] a) {
                R1 r1 = finish((Collector<?, Object, R1>) downstream1, a[0]);
                R2 r2 = finish((Collector<?, Object, R2>) downstream2, a[1]);
                return merger.apply(r1, r2);
            }
        }, CH_NOID);
    }
}
