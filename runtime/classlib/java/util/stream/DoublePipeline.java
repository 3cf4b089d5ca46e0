// DoublePipeline: jvmlab's DoubleStream, a thin layer over a lazy stream of boxed values.
package java.util.stream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalDouble;
import java.util.DoubleSummaryStatistics;
import java.util.PrimitiveIterator;
import java.util.function.*;

/**
 * A DoubleStream stage: every operation maps onto the boxed Stream<Double> it wraps, so evaluation order
 * and short-circuiting follow ReferencePipeline. Use-once and close handlers are the wrapped
 * stream's. Not thread-safe.
 */
final class DoublePipeline implements DoubleStream {
    private final Stream<Double> s;

    DoublePipeline(Stream<Double> boxed) {
        this.s = boxed;
    }

    static DoubleStream ofArray(final double[] a, final int from, final int to) {
        return new DoublePipeline(StreamSupport.fromIterator(new Iterator<Double>() {
            private int i = from;

            public boolean hasNext() {
                return i < to;
            }

            public Double next() {
                if (i >= to) {
                    throw new NoSuchElementException();
                }
                return a[i++];
            }
        }, to - from));
    }

    public PrimitiveIterator.OfDouble iterator() {
        final Iterator<Double> it = s.iterator();
        return new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public double nextDouble() {
                return it.next();
            }
        };
    }

    public boolean isParallel() {
        return s.isParallel();
    }

    public DoubleStream sequential() {
        s.sequential();
        return this;
    }

    public DoubleStream parallel() {
        s.parallel();
        return this;
    }

    public DoubleStream unordered() {
        return this;
    }

    public DoubleStream onClose(Runnable closeHandler) {
        s.onClose(closeHandler);
        return this;
    }

    public void close() {
        s.close();
    }

    public DoubleStream filter(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipeline(s.filter(new Predicate<Double>() {
            public boolean test(Double t) {
                return predicate.test(t);
            }
        }));
    }

    public DoubleStream map(final DoubleUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(s.map(new Function<Double, Double>() {
            public Double apply(Double t) {
                return mapper.applyAsDouble(t);
            }
        }));
    }

    public <U> Stream<U> mapToObj(final DoubleFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return s.map(new Function<Double, U>() {
            public U apply(Double t) {
                return mapper.apply(t);
            }
        });
    }

    public IntStream mapToInt(final DoubleToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(s.map(new Function<Double, Integer>() {
            public Integer apply(Double t) {
                return mapper.applyAsInt(t);
            }
        }));
    }

    public LongStream mapToLong(final DoubleToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(s.map(new Function<Double, Long>() {
            public Long apply(Double t) {
                return mapper.applyAsLong(t);
            }
        }));
    }

    public DoubleStream flatMap(final DoubleFunction<? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(s.flatMap(new Function<Double, Stream<Double>>() {
            public Stream<Double> apply(Double t) {
                DoubleStream inner = mapper.apply(t);
                return inner == null ? null : inner.boxed();
            }
        }));
    }

    public DoubleStream distinct() {
        return new DoublePipeline(s.distinct());
    }

    public DoubleStream sorted() {
        return new DoublePipeline(s.sorted());
    }

    public DoubleStream peek(final DoubleConsumer action) {
        Objects.requireNonNull(action);
        return new DoublePipeline(s.peek(new Consumer<Double>() {
            public void accept(Double t) {
                action.accept(t);
            }
        }));
    }

    public DoubleStream limit(long maxSize) {
        return new DoublePipeline(s.limit(maxSize));
    }

    public DoubleStream skip(long n) {
        return new DoublePipeline(s.skip(n));
    }

    public DoubleStream takeWhile(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipeline(s.takeWhile(new Predicate<Double>() {
            public boolean test(Double t) {
                return predicate.test(t);
            }
        }));
    }

    public DoubleStream dropWhile(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipeline(s.dropWhile(new Predicate<Double>() {
            public boolean test(Double t) {
                return predicate.test(t);
            }
        }));
    }

    public Stream<Double> boxed() {
        return s;
    }

    public void forEach(DoubleConsumer action) {
        Objects.requireNonNull(action);
        Iterator<Double> it = s.iterator();
        while (it.hasNext()) {
            action.accept(it.next());
        }
    }

    public void forEachOrdered(DoubleConsumer action) {
        forEach(action);
    }

    public double[] toArray() {
        Iterator<Double> it = s.iterator();
        double[] a = new double[16];
        int n = 0;
        while (it.hasNext()) {
            if (n == a.length) {
                a = Arrays.copyOf(a, n * 2);
            }
            a[n++] = it.next();
        }
        return Arrays.copyOf(a, n);
    }

    public double reduce(double identity, DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        Iterator<Double> it = s.iterator();
        double r = identity;
        while (it.hasNext()) {
            r = op.applyAsDouble(r, it.next());
        }
        return r;
    }

    public OptionalDouble reduce(DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        Iterator<Double> it = s.iterator();
        if (!it.hasNext()) {
            return OptionalDouble.empty();
        }
        double r = it.next();
        while (it.hasNext()) {
            r = op.applyAsDouble(r, it.next());
        }
        return OptionalDouble.of(r);
    }

    public <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        Iterator<Double> it = s.iterator();
        R r = supplier.get();
        while (it.hasNext()) {
            accumulator.accept(r, it.next());
        }
        return r;
    }

    public double sum() {
        Iterator<Double> it = s.iterator();
        double[] k = new double[3];
        while (it.hasNext()) {
            double d = it.next();
            Collectors.sumWithCompensation(k, d);
            k[2] += d;
        }
        return Collectors.computeFinalSum(k);
    }

    public OptionalDouble average() {
        Iterator<Double> it = s.iterator();
        double[] k = new double[4];
        while (it.hasNext()) {
            double d = it.next();
            k[2]++;
            Collectors.sumWithCompensation(k, d);
            k[3] += d;
        }
        return k[2] > 0 ? OptionalDouble.of(Collectors.computeFinalSum(k) / k[2]) : OptionalDouble.empty();
    }

    public OptionalDouble min() {
        return reduce(new DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalDouble max() {
        return reduce(new DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) {
                return Math.max(a, b);
            }
        });
    }

    public long count() {
        return s.count();
    }

    public DoubleSummaryStatistics summaryStatistics() {
        Iterator<Double> it = s.iterator();
        DoubleSummaryStatistics st = new DoubleSummaryStatistics();
        while (it.hasNext()) {
            st.accept(it.next());
        }
        return st;
    }

    public boolean anyMatch(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return s.anyMatch(new Predicate<Double>() {
            public boolean test(Double t) {
                return predicate.test(t);
            }
        });
    }

    public boolean allMatch(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return s.allMatch(new Predicate<Double>() {
            public boolean test(Double t) {
                return predicate.test(t);
            }
        });
    }

    public boolean noneMatch(final DoublePredicate predicate) {
        return !anyMatch(predicate);
    }

    public OptionalDouble findFirst() {
        Optional<Double> o = s.findFirst();
        return o.isPresent() ? OptionalDouble.of(o.get()) : OptionalDouble.empty();
    }

    public OptionalDouble findAny() {
        return findFirst();
    }

    /** DoubleStream.builder(). */
    static final class BuilderImpl implements DoubleStream.Builder {
        private double[] items = new double[8];
        private int n;
        private boolean built;

        public void accept(double t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (n == items.length) {
                items = Arrays.copyOf(items, n * 2);
            }
            items[n++] = t;
        }

        public DoubleStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return ofArray(items, 0, n);
        }
    }
}
