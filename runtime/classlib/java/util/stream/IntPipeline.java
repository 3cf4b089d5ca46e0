// IntPipeline: jvmlab's IntStream, a thin layer over a lazy stream of boxed values.
package java.util.stream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalDouble;
import java.util.IntSummaryStatistics;
import java.util.PrimitiveIterator;
import java.util.function.*;

/**
 * A IntStream stage: every operation maps onto the boxed Stream<Integer> it wraps, so evaluation order
 * and short-circuiting follow ReferencePipeline. Use-once and close handlers are the wrapped
 * stream's. Not thread-safe.
 */
final class IntPipeline implements IntStream {
    private final Stream<Integer> s;

    IntPipeline(Stream<Integer> boxed) {
        this.s = boxed;
    }

    static IntStream ofArray(final int[] a, final int from, final int to) {
        return new IntPipeline(StreamSupport.fromIterator(new Iterator<Integer>() {
            private int i = from;

            public boolean hasNext() {
                return i < to;
            }

            public Integer next() {
                if (i >= to) {
                    throw new NoSuchElementException();
                }
                return a[i++];
            }
        }, to - from));
    }

    static IntStream range(final int from, final int to, final boolean closed) {
        return new IntPipeline(StreamSupport.fromIterator(new Iterator<Integer>() {
            private int i = from;
            private boolean done = closed ? from > to : from >= to;

            public boolean hasNext() {
                return !done;
            }

            public Integer next() {
                if (done) {
                    throw new NoSuchElementException();
                }
                int v = i;
                if (closed ? v == to : v + 1 >= to) {
                    done = true;
                } else {
                    i = v + 1;
                }
                return v;
            }
        }, closed ? (from > to ? 0 : (long) to - from + 1) : (from >= to ? 0 : (long) to - from)));
    }

    public PrimitiveIterator.OfInt iterator() {
        final Iterator<Integer> it = s.iterator();
        return new PrimitiveIterator.OfInt() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public int nextInt() {
                return it.next();
            }
        };
    }

    public boolean isParallel() {
        return s.isParallel();
    }

    public IntStream sequential() {
        s.sequential();
        return this;
    }

    public IntStream parallel() {
        s.parallel();
        return this;
    }

    public IntStream unordered() {
        return this;
    }

    public IntStream onClose(Runnable closeHandler) {
        s.onClose(closeHandler);
        return this;
    }

    public void close() {
        s.close();
    }

    public IntStream filter(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipeline(s.filter(new Predicate<Integer>() {
            public boolean test(Integer t) {
                return predicate.test(t);
            }
        }));
    }

    public IntStream map(final IntUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(s.map(new Function<Integer, Integer>() {
            public Integer apply(Integer t) {
                return mapper.applyAsInt(t);
            }
        }));
    }

    public <U> Stream<U> mapToObj(final IntFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return s.map(new Function<Integer, U>() {
            public U apply(Integer t) {
                return mapper.apply(t);
            }
        });
    }

    public LongStream mapToLong(final IntToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(s.map(new Function<Integer, Long>() {
            public Long apply(Integer t) {
                return mapper.applyAsLong(t);
            }
        }));
    }

    public DoubleStream mapToDouble(final IntToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(s.map(new Function<Integer, Double>() {
            public Double apply(Integer t) {
                return mapper.applyAsDouble(t);
            }
        }));
    }

    public LongStream asLongStream() {
        return new LongPipeline(s.map(new Function<Integer, Long>() {
            public Long apply(Integer t) {
                return (long) t.intValue();
            }
        }));
    }

    public DoubleStream asDoubleStream() {
        return new DoublePipeline(s.map(new Function<Integer, Double>() {
            public Double apply(Integer t) {
                return (double) t.intValue();
            }
        }));
    }

    public IntStream flatMap(final IntFunction<? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(s.flatMap(new Function<Integer, Stream<Integer>>() {
            public Stream<Integer> apply(Integer t) {
                IntStream inner = mapper.apply(t);
                return inner == null ? null : inner.boxed();
            }
        }));
    }

    public IntStream distinct() {
        return new IntPipeline(s.distinct());
    }

    public IntStream sorted() {
        return new IntPipeline(s.sorted());
    }

    public IntStream peek(final IntConsumer action) {
        Objects.requireNonNull(action);
        return new IntPipeline(s.peek(new Consumer<Integer>() {
            public void accept(Integer t) {
                action.accept(t);
            }
        }));
    }

    public IntStream limit(long maxSize) {
        return new IntPipeline(s.limit(maxSize));
    }

    public IntStream skip(long n) {
        return new IntPipeline(s.skip(n));
    }

    public IntStream takeWhile(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipeline(s.takeWhile(new Predicate<Integer>() {
            public boolean test(Integer t) {
                return predicate.test(t);
            }
        }));
    }

    public IntStream dropWhile(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipeline(s.dropWhile(new Predicate<Integer>() {
            public boolean test(Integer t) {
                return predicate.test(t);
            }
        }));
    }

    public Stream<Integer> boxed() {
        return s;
    }

    public void forEach(IntConsumer action) {
        Objects.requireNonNull(action);
        Iterator<Integer> it = s.iterator();
        while (it.hasNext()) {
            action.accept(it.next());
        }
    }

    public void forEachOrdered(IntConsumer action) {
        forEach(action);
    }

    public int[] toArray() {
        Iterator<Integer> it = s.iterator();
        int[] a = new int[16];
        int n = 0;
        while (it.hasNext()) {
            if (n == a.length) {
                a = Arrays.copyOf(a, n * 2);
            }
            a[n++] = it.next();
        }
        return Arrays.copyOf(a, n);
    }

    public int reduce(int identity, IntBinaryOperator op) {
        Objects.requireNonNull(op);
        Iterator<Integer> it = s.iterator();
        int r = identity;
        while (it.hasNext()) {
            r = op.applyAsInt(r, it.next());
        }
        return r;
    }

    public OptionalInt reduce(IntBinaryOperator op) {
        Objects.requireNonNull(op);
        Iterator<Integer> it = s.iterator();
        if (!it.hasNext()) {
            return OptionalInt.empty();
        }
        int r = it.next();
        while (it.hasNext()) {
            r = op.applyAsInt(r, it.next());
        }
        return OptionalInt.of(r);
    }

    public <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        Iterator<Integer> it = s.iterator();
        R r = supplier.get();
        while (it.hasNext()) {
            accumulator.accept(r, it.next());
        }
        return r;
    }

    public int sum() {
        Iterator<Integer> it = s.iterator();
        int sum = 0;
        while (it.hasNext()) {
            sum += it.next();
        }
        return sum;
    }

    public OptionalDouble average() {
        Iterator<Integer> it = s.iterator();
        long count = 0;
        long sum = 0;
        while (it.hasNext()) {
            sum += it.next();
            count++;
        }
        return count > 0 ? OptionalDouble.of((double) sum / count) : OptionalDouble.empty();
    }

    public OptionalInt min() {
        return reduce(new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalInt max() {
        return reduce(new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return Math.max(a, b);
            }
        });
    }

    public long count() {
        return s.count();
    }

    public IntSummaryStatistics summaryStatistics() {
        Iterator<Integer> it = s.iterator();
        IntSummaryStatistics st = new IntSummaryStatistics();
        while (it.hasNext()) {
            st.accept(it.next());
        }
        return st;
    }

    public boolean anyMatch(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return s.anyMatch(new Predicate<Integer>() {
            public boolean test(Integer t) {
                return predicate.test(t);
            }
        });
    }

    public boolean allMatch(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return s.allMatch(new Predicate<Integer>() {
            public boolean test(Integer t) {
                return predicate.test(t);
            }
        });
    }

    public boolean noneMatch(final IntPredicate predicate) {
        return !anyMatch(predicate);
    }

    public OptionalInt findFirst() {
        Optional<Integer> o = s.findFirst();
        return o.isPresent() ? OptionalInt.of(o.get()) : OptionalInt.empty();
    }

    public OptionalInt findAny() {
        return findFirst();
    }

    /** IntStream.builder(). */
    static final class BuilderImpl implements IntStream.Builder {
        private int[] items = new int[8];
        private int n;
        private boolean built;

        public void accept(int t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (n == items.length) {
                items = Arrays.copyOf(items, n * 2);
            }
            items[n++] = t;
        }

        public IntStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return ofArray(items, 0, n);
        }
    }
}
