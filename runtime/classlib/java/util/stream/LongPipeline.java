// LongPipeline: jvmlab's LongStream, a thin layer over a lazy stream of boxed values.
package java.util.stream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.OptionalDouble;
import java.util.LongSummaryStatistics;
import java.util.PrimitiveIterator;
import java.util.function.*;

/**
 * A LongStream stage: every operation maps onto the boxed Stream<Long> it wraps, so evaluation order
 * and short-circuiting follow ReferencePipeline. Use-once and close handlers are the wrapped
 * stream's. Not thread-safe.
 */
final class LongPipeline implements LongStream {
    private final Stream<Long> s;

    LongPipeline(Stream<Long> boxed) {
        this.s = boxed;
    }

    static LongStream ofArray(final long[] a, final int from, final int to) {
        return new LongPipeline(StreamSupport.fromIterator(new Iterator<Long>() {
            private int i = from;

            public boolean hasNext() {
                return i < to;
            }

            public Long next() {
                if (i >= to) {
                    throw new NoSuchElementException();
                }
                return a[i++];
            }
        }, to - from));
    }

    static LongStream range(final long from, final long to, final boolean closed) {
        return new LongPipeline(StreamSupport.fromIterator(new Iterator<Long>() {
            private long i = from;
            private boolean done = closed ? from > to : from >= to;

            public boolean hasNext() {
                return !done;
            }

            public Long next() {
                if (done) {
                    throw new NoSuchElementException();
                }
                long v = i;
                if (closed ? v == to : v + 1 >= to) {
                    done = true;
                } else {
                    i = v + 1;
                }
                return v;
            }
        }, closed ? (from > to ? 0 : (long) to - from + 1) : (from >= to ? 0 : (long) to - from)));
    }

    public PrimitiveIterator.OfLong iterator() {
        final Iterator<Long> it = s.iterator();
        return new PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public long nextLong() {
                return it.next();
            }
        };
    }

    public boolean isParallel() {
        return s.isParallel();
    }

    public LongStream sequential() {
        s.sequential();
        return this;
    }

    public LongStream parallel() {
        s.parallel();
        return this;
    }

    public LongStream unordered() {
        return this;
    }

    public LongStream onClose(Runnable closeHandler) {
        s.onClose(closeHandler);
        return this;
    }

    public void close() {
        s.close();
    }

    public LongStream filter(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipeline(s.filter(new Predicate<Long>() {
            public boolean test(Long t) {
                return predicate.test(t);
            }
        }));
    }

    public LongStream map(final LongUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(s.map(new Function<Long, Long>() {
            public Long apply(Long t) {
                return mapper.applyAsLong(t);
            }
        }));
    }

    public <U> Stream<U> mapToObj(final LongFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return s.map(new Function<Long, U>() {
            public U apply(Long t) {
                return mapper.apply(t);
            }
        });
    }

    public IntStream mapToInt(final LongToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(s.map(new Function<Long, Integer>() {
            public Integer apply(Long t) {
                return mapper.applyAsInt(t);
            }
        }));
    }

    public DoubleStream mapToDouble(final LongToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(s.map(new Function<Long, Double>() {
            public Double apply(Long t) {
                return mapper.applyAsDouble(t);
            }
        }));
    }

    public DoubleStream asDoubleStream() {
        return new DoublePipeline(s.map(new Function<Long, Double>() {
            public Double apply(Long t) {
                return (double) t.longValue();
            }
        }));
    }

    public LongStream flatMap(final LongFunction<? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(s.flatMap(new Function<Long, Stream<Long>>() {
            public Stream<Long> apply(Long t) {
                LongStream inner = mapper.apply(t);
                return inner == null ? null : inner.boxed();
            }
        }));
    }

    public LongStream distinct() {
        return new LongPipeline(s.distinct());
    }

    public LongStream sorted() {
        return new LongPipeline(s.sorted());
    }

    public LongStream peek(final LongConsumer action) {
        Objects.requireNonNull(action);
        return new LongPipeline(s.peek(new Consumer<Long>() {
            public void accept(Long t) {
                action.accept(t);
            }
        }));
    }

    public LongStream limit(long maxSize) {
        return new LongPipeline(s.limit(maxSize));
    }

    public LongStream skip(long n) {
        return new LongPipeline(s.skip(n));
    }

    public LongStream takeWhile(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipeline(s.takeWhile(new Predicate<Long>() {
            public boolean test(Long t) {
                return predicate.test(t);
            }
        }));
    }

    public LongStream dropWhile(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipeline(s.dropWhile(new Predicate<Long>() {
            public boolean test(Long t) {
                return predicate.test(t);
            }
        }));
    }

    public Stream<Long> boxed() {
        return s;
    }

    public void forEach(LongConsumer action) {
        Objects.requireNonNull(action);
        Iterator<Long> it = s.iterator();
        while (it.hasNext()) {
            action.accept(it.next());
        }
    }

    public void forEachOrdered(LongConsumer action) {
        forEach(action);
    }

    public long[] toArray() {
        Iterator<Long> it = s.iterator();
        long[] a = new long[16];
        int n = 0;
        while (it.hasNext()) {
            if (n == a.length) {
                a = Arrays.copyOf(a, n * 2);
            }
            a[n++] = it.next();
        }
        return Arrays.copyOf(a, n);
    }

    public long reduce(long identity, LongBinaryOperator op) {
        Objects.requireNonNull(op);
        Iterator<Long> it = s.iterator();
        long r = identity;
        while (it.hasNext()) {
            r = op.applyAsLong(r, it.next());
        }
        return r;
    }

    public OptionalLong reduce(LongBinaryOperator op) {
        Objects.requireNonNull(op);
        Iterator<Long> it = s.iterator();
        if (!it.hasNext()) {
            return OptionalLong.empty();
        }
        long r = it.next();
        while (it.hasNext()) {
            r = op.applyAsLong(r, it.next());
        }
        return OptionalLong.of(r);
    }

    public <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        Iterator<Long> it = s.iterator();
        R r = supplier.get();
        while (it.hasNext()) {
            accumulator.accept(r, it.next());
        }
        return r;
    }

    public long sum() {
        Iterator<Long> it = s.iterator();
        long sum = 0;
        while (it.hasNext()) {
            sum += it.next();
        }
        return sum;
    }

    public OptionalDouble average() {
        Iterator<Long> it = s.iterator();
        long count = 0;
        long sum = 0;
        while (it.hasNext()) {
            sum += it.next();
            count++;
        }
        return count > 0 ? OptionalDouble.of((double) sum / count) : OptionalDouble.empty();
    }

    public OptionalLong min() {
        return reduce(new LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalLong max() {
        return reduce(new LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
                return Math.max(a, b);
            }
        });
    }

    public long count() {
        return s.count();
    }

    public LongSummaryStatistics summaryStatistics() {
        Iterator<Long> it = s.iterator();
        LongSummaryStatistics st = new LongSummaryStatistics();
        while (it.hasNext()) {
            st.accept(it.next());
        }
        return st;
    }

    public boolean anyMatch(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return s.anyMatch(new Predicate<Long>() {
            public boolean test(Long t) {
                return predicate.test(t);
            }
        });
    }

    public boolean allMatch(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return s.allMatch(new Predicate<Long>() {
            public boolean test(Long t) {
                return predicate.test(t);
            }
        });
    }

    public boolean noneMatch(final LongPredicate predicate) {
        return !anyMatch(predicate);
    }

    public OptionalLong findFirst() {
        Optional<Long> o = s.findFirst();
        return o.isPresent() ? OptionalLong.of(o.get()) : OptionalLong.empty();
    }

    public OptionalLong findAny() {
        return findFirst();
    }

    /** LongStream.builder(). */
    static final class BuilderImpl implements LongStream.Builder {
        private long[] items = new long[8];
        private int n;
        private boolean built;

        public void accept(long t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (n == items.length) {
                items = Arrays.copyOf(items, n * 2);
            }
            items[n++] = t;
        }

        public LongStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return ofArray(items, 0, n);
        }
    }
}
