// Stream: a sequential, lazy sequence of objects with intermediate and terminal operations.
package java.util.stream;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;
import java.util.function.UnaryOperator;

/**
 * java.util.stream.Stream of JDK 17, sequential only (parallel() is accepted and ignored).
 * Implemented by ReferencePipeline as a chain of lazy iterators: each element travels the whole
 * pipeline before the next is pulled, so side effects (peek, map) happen in JDK order, and
 * short-circuiting operations stop pulling early. Not thread-safe (streams never are).
 */
public interface Stream<T> extends BaseStream<T, Stream<T>> {
    Stream<T> filter(Predicate<? super T> predicate);
    <R> Stream<R> map(Function<? super T, ? extends R> mapper);
    IntStream mapToInt(ToIntFunction<? super T> mapper);
    LongStream mapToLong(ToLongFunction<? super T> mapper);
    DoubleStream mapToDouble(ToDoubleFunction<? super T> mapper);
    <R> Stream<R> flatMap(Function<? super T, ? extends Stream<? extends R>> mapper);
    IntStream flatMapToInt(Function<? super T, ? extends IntStream> mapper);
    LongStream flatMapToLong(Function<? super T, ? extends LongStream> mapper);
    DoubleStream flatMapToDouble(Function<? super T, ? extends DoubleStream> mapper);

    default <R> Stream<R> mapMulti(final BiConsumer<? super T, ? super Consumer<R>> mapper) {
        Objects.requireNonNull(mapper);
        return flatMap(new Function<T, Stream<R>>() {
            public Stream<R> apply(T e) {
                final ArrayList<R> buffer = new ArrayList<R>();
                mapper.accept(e, new Consumer<R>() {
                    public void accept(R r) {
                        buffer.add(r);
                    }
                });
                return buffer.stream();
            }
        });
    }

    /** A spliterator over the remaining elements (a terminal operation). */
    default java.util.Spliterator<T> spliterator() {
        return java.util.Spliterators.spliteratorUnknownSize(iterator(), java.util.Spliterator.ORDERED);
    }

    Stream<T> distinct();
    Stream<T> sorted();
    Stream<T> sorted(Comparator<? super T> comparator);
    Stream<T> peek(Consumer<? super T> action);
    Stream<T> limit(long maxSize);
    Stream<T> skip(long n);
    Stream<T> takeWhile(Predicate<? super T> predicate);
    Stream<T> dropWhile(Predicate<? super T> predicate);
    void forEach(Consumer<? super T> action);
    void forEachOrdered(Consumer<? super T> action);
    Object[] toArray();
    <A> A[] toArray(IntFunction<A[]> generator);
    T reduce(T identity, BinaryOperator<T> accumulator);
    Optional<T> reduce(BinaryOperator<T> accumulator);
    <U> U reduce(U identity, BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner);
    <R> R collect(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator, BiConsumer<R, R> combiner);
    <R, A> R collect(Collector<? super T, A, R> collector);

    /** An unmodifiable list of the elements (nulls allowed), as JDK 16+. */
    @SuppressWarnings("unchecked")
    default List<T> toList() {
        return (List<T>) java.util.Collections.unmodifiableList(
                new ArrayList<Object>(java.util.Arrays.asList(this.toArray())));
    }

    Optional<T> min(Comparator<? super T> comparator);
    Optional<T> max(Comparator<? super T> comparator);
    long count();
    boolean anyMatch(Predicate<? super T> predicate);
    boolean allMatch(Predicate<? super T> predicate);
    boolean noneMatch(Predicate<? super T> predicate);
    Optional<T> findFirst();
    Optional<T> findAny();

    static <T> Builder<T> builder() {
        return new ReferencePipeline.BuilderImpl<T>();
    }

    static <T> Stream<T> empty() {
        return StreamSupport.stream(new ArrayList<T>());
    }

    static <T> Stream<T> of(T t) {
        ArrayList<T> one = new ArrayList<T>(1);
        one.add(t);
        return StreamSupport.stream(one);
    }

    static <T> Stream<T> ofNullable(T t) {
        return t == null ? Stream.<T>empty() : Stream.of(t);
    }

    @SafeVarargs
    static <T> Stream<T> of(T... values) {
        return StreamSupport.stream(java.util.Arrays.asList(values));
    }

    static <T> Stream<T> iterate(final T seed, final UnaryOperator<T> f) {
        Objects.requireNonNull(f);
        return StreamSupport.fromIterator(new Iterator<T>() {
            private boolean started;
            private T t;

            public boolean hasNext() {
                return true;
            }

            public T next() {
                t = started ? f.apply(t) : seed;
                started = true;
                return t;
            }
        });
    }

    static <T> Stream<T> iterate(final T seed, final Predicate<? super T> hasNext, final UnaryOperator<T> next) {
        Objects.requireNonNull(next);
        Objects.requireNonNull(hasNext);
        return StreamSupport.fromIterator(new Iterator<T>() {
            private boolean started;
            private boolean finished;
            private boolean ready;
            private T t;

            public boolean hasNext() {
                if (ready) {
                    return true;
                }
                if (finished) {
                    return false;
                }
                T candidate = started ? next.apply(t) : seed;
                started = true;
                if (!hasNext.test(candidate)) {
                    t = null;
                    finished = true;
                    return false;
                }
                t = candidate;
                ready = true;
                return true;
            }

            public T next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return t;
            }
        });
    }

    static <T> Stream<T> generate(final Supplier<? extends T> s) {
        Objects.requireNonNull(s);
        return StreamSupport.fromIterator(new Iterator<T>() {
            public boolean hasNext() {
                return true;
            }

            public T next() {
                return s.get();
            }
        });
    }

    static <T> Stream<T> concat(Stream<? extends T> a, Stream<? extends T> b) {
        Objects.requireNonNull(a);
        Objects.requireNonNull(b);
        return ReferencePipeline.concat(a, b);
    }

    /** A mutable builder: add elements, then build() once. */
    interface Builder<T> extends Consumer<T> {
        void accept(T t);

        default Builder<T> add(T t) {
            accept(t);
            return this;
        }

        Stream<T> build();
    }
}
