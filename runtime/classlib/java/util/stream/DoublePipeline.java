// DoublePipeline: jvmlab's DoubleStream, a chain of primitive stages that never box an element.
package java.util.stream;

import java.util.Arrays;
import java.util.Iterator;
import java.util.DoubleSummaryStatistics;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.function.*;

/**
 * A DoubleStream stage. Each stage is a PrimitiveIterator.OfDouble over the previous stage's: the
 * short-circuiting operations (limit, takeWhile, anyMatch, findFirst, iterator) pull one element at
 * a time with hasNext/nextDouble, and the others push every element through forEachRemaining, which
 * each stage overrides to apply its operation and hand the value on, as the JDK's chain of
 * Sink.OfDouble does. Either way a value stays a double from source to terminal operation; only boxed(),
 * mapToObj, distinct and flatMap leave the primitive path, as in the JDK. Evaluation order is the
 * JDK's sequential order: one element at a time through all stages, sorted as a barrier. A stage
 * can be used once; close handlers and the parallel flag are shared with ReferencePipeline. Not
 * thread-safe.
 */
final class DoublePipeline implements DoubleStream {
    private final PrimitiveIterator.OfDouble source;
    final ReferencePipeline.Shared shared;
    /** The element count when known without running the pipeline (the JDK's SIZED), or null. */
    final ReferencePipeline.KnownSize size;
    private boolean used;

    DoublePipeline(PrimitiveIterator.OfDouble source, ReferencePipeline.Shared shared, Object size) {
        this.source = source;
        this.shared = shared == null ? new ReferencePipeline.Shared() : shared;
        this.size = size instanceof ReferencePipeline.KnownSize ? (ReferencePipeline.KnownSize) size
                : ReferencePipeline.KnownSize.of(size);
    }

    /** A stage over a boxed stream (flatMap, distinct, concat): unboxes as it is pulled or pushed. */
    DoublePipeline(Stream<Double> boxed) {
        this(unboxed(boxed.iterator()), ((ReferencePipeline<Double>) boxed).shared,
                ((ReferencePipeline<Double>) boxed).sizeSource);
    }

    private static PrimitiveIterator.OfDouble unboxed(final Iterator<Double> it) {
        return new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public double nextDouble() {
                return it.next();
            }
        };
    }

    /** A stage whose elements are computed one ahead in advance() (filter, takeWhile, ...). */
    abstract static class Lookahead implements PrimitiveIterator.OfDouble {
        double next;
        private int state; // 0 unknown, 1 ready, 2 done

        /** Sets next and returns true, or returns false at the end. */
        abstract boolean advance();

        public final boolean hasNext() {
            if (state == 0) {
                state = advance() ? 1 : 2;
            }
            return state == 1;
        }

        public final double nextDouble() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            state = 0;
            return next;
        }

        /** Before a push: hands on the element computed ahead, if any; false once the end was seen. */
        final boolean flush(DoubleConsumer sink) {
            if (state == 1) {
                state = 0;
                sink.accept(next);
            }
            return state != 2;
        }
    }

    static DoubleStream ofArray(final double[] a, final int from, final int to) {
        return new DoublePipeline(new PrimitiveIterator.OfDouble() {
            private int i = from;

            public boolean hasNext() {
                return i < to;
            }

            public double nextDouble() {
                if (i >= to) {
                    throw new NoSuchElementException();
                }
                return a[i++];
            }

            public void forEachRemaining(DoubleConsumer sink) {
                int k = i;
                i = to;
                for (; k < to; k++) {
                    sink.accept(a[k]);
                }
            }
        }, null, Long.valueOf(to - from));
    }

    /** DoubleStream.iterate: seed, then f of the previous element, computed when it is asked for. */
    static DoubleStream iterate(final double seed, final DoubleUnaryOperator f) {
        return new DoublePipeline(new PrimitiveIterator.OfDouble() {
            private boolean started;
            private double t;

            public boolean hasNext() {
                return true;
            }

            public double nextDouble() {
                t = started ? f.applyAsDouble(t) : seed;
                started = true;
                return t;
            }
        }, null, null);
    }

    /** DoubleStream.iterate with hasNext: the first element failing hasNext ends the stream. */
    static DoubleStream iterate(final double seed, final DoublePredicate hasNext, final DoubleUnaryOperator f) {
        return new DoublePipeline(new Lookahead() {
            private boolean started;
            private boolean finished;

            boolean advance() {
                if (finished) {
                    return false;
                }
                double candidate = started ? f.applyAsDouble(next) : seed;
                started = true;
                if (!hasNext.test(candidate)) {
                    finished = true;
                    return false;
                }
                next = candidate;
                return true;
            }
        }, null, null);
    }

    static DoubleStream generate(final DoubleSupplier s) {
        return new DoublePipeline(new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return true;
            }

            public double nextDouble() {
                return s.getAsDouble();
            }
        }, null, null);
    }

    /** The source of this stage, marking it used. */
    private PrimitiveIterator.OfDouble take() {
        if (used || shared.closed) {
            throw new IllegalStateException(ReferencePipeline.REUSED);
        }
        used = true;
        return source;
    }

    /** The next stage, keeping the known size (map, peek, sorted). */
    private DoubleStream sized(PrimitiveIterator.OfDouble it) {
        return new DoublePipeline(it, shared, size);
    }

    private DoubleStream next(PrimitiveIterator.OfDouble it) {
        return new DoublePipeline(it, shared, null);
    }

    // ---- BaseStream -----------------------------------------------------------------------------

    public PrimitiveIterator.OfDouble iterator() {
        return take();
    }

    public boolean isParallel() {
        return shared.parallel;
    }

    public DoubleStream sequential() {
        shared.parallel = false;
        return this;
    }

    public DoubleStream parallel() {
        shared.parallel = true;
        return this;
    }

    public DoubleStream unordered() {
        return this;
    }

    public DoubleStream onClose(Runnable closeHandler) {
        Objects.requireNonNull(closeHandler);
        if (used || shared.closed) {
            throw new IllegalStateException(ReferencePipeline.REUSED);
        }
        if (shared.onClose == null) {
            shared.onClose = new java.util.ArrayList<Runnable>();
        }
        shared.onClose.add(closeHandler);
        return this;
    }

    public void close() {
        shared.close();
    }

    // ---- intermediate operations ------------------------------------------------------------------

    public DoubleStream filter(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        final PrimitiveIterator.OfDouble up = take();
        return next(new Lookahead() {
            boolean advance() {
                while (up.hasNext()) {
                    double t = up.nextDouble();
                    if (predicate.test(t)) {
                        next = t;
                        return true;
                    }
                }
                return false;
            }

            public void forEachRemaining(final DoubleConsumer sink) {
                if (flush(sink)) {
                    up.forEachRemaining(new DoubleConsumer() {
                        public void accept(double t) {
                            if (predicate.test(t)) {
                                sink.accept(t);
                            }
                        }
                    });
                }
            }
        });
    }

    public DoubleStream map(final DoubleUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfDouble up = take();
        return sized(new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public double nextDouble() {
                return mapper.applyAsDouble(up.nextDouble());
            }

            public void forEachRemaining(final DoubleConsumer sink) {
                up.forEachRemaining(new DoubleConsumer() {
                    public void accept(double t) {
                        sink.accept(mapper.applyAsDouble(t));
                    }
                });
            }
        });
    }

    public <U> Stream<U> mapToObj(final DoubleFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfDouble up = take();
        return new ReferencePipeline<U>(new Iterator<U>() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public U next() {
                return mapper.apply(up.nextDouble());
            }
        }, shared, size);
    }

    public IntStream mapToInt(final DoubleToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfDouble up = take();
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public int nextInt() {
                return mapper.applyAsInt(up.nextDouble());
            }

            public void forEachRemaining(final IntConsumer sink) {
                up.forEachRemaining(new DoubleConsumer() {
                    public void accept(double t) {
                        sink.accept(mapper.applyAsInt(t));
                    }
                });
            }
        }, shared, size);
    }

    public LongStream mapToLong(final DoubleToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfDouble up = take();
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public long nextLong() {
                return mapper.applyAsLong(up.nextDouble());
            }

            public void forEachRemaining(final LongConsumer sink) {
                up.forEachRemaining(new DoubleConsumer() {
                    public void accept(double t) {
                        sink.accept(mapper.applyAsLong(t));
                    }
                });
            }
        }, shared, size);
    }

    public DoubleStream flatMap(final DoubleFunction<? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(boxed().flatMap(new Function<Double, Stream<Double>>() {
            public Stream<Double> apply(Double t) {
                DoubleStream inner = mapper.apply(t);
                return inner == null ? null : inner.boxed();
            }
        }));
    }

    public DoubleStream distinct() {
        return new DoublePipeline(boxed().distinct());
    }

    public DoubleStream sorted() {
        final PrimitiveIterator.OfDouble up = take();
        return sized(new PrimitiveIterator.OfDouble() {
            private double[] all;
            private int i;

            private double[] all() {
                if (all == null) {
                    all = drain(up);
                    Arrays.sort(all);
                }
                return all;
            }

            public boolean hasNext() {
                return i < all().length;
            }

            public double nextDouble() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return all[i++];
            }
        });
    }

    public DoubleStream peek(final DoubleConsumer action) {
        Objects.requireNonNull(action);
        final PrimitiveIterator.OfDouble up = take();
        return sized(new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public double nextDouble() {
                double t = up.nextDouble();
                action.accept(t);
                return t;
            }

            public void forEachRemaining(final DoubleConsumer sink) {
                up.forEachRemaining(new DoubleConsumer() {
                    public void accept(double t) {
                        action.accept(t);
                        sink.accept(t);
                    }
                });
            }
        });
    }

    public DoubleStream limit(final long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        final PrimitiveIterator.OfDouble up = take();
        final ReferencePipeline.KnownSize upSize = size;
        return new DoublePipeline(new PrimitiveIterator.OfDouble() {
            private long count;

            public boolean hasNext() {
                return count < maxSize && up.hasNext();
            }

            public double nextDouble() {
                if (count >= maxSize) {
                    throw new NoSuchElementException();
                }
                count++;
                return up.nextDouble();
            }
        }, shared, upSize == null ? null : new ReferencePipeline.KnownSize() {
            long get() {
                return Math.min(upSize.get(), maxSize);
            }
        });
    }

    public DoubleStream skip(final long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        final PrimitiveIterator.OfDouble up = take();
        final ReferencePipeline.KnownSize upSize = size;
        return new DoublePipeline(new PrimitiveIterator.OfDouble() {
            private long skipped;

            private void skipAll() {
                while (skipped < n && up.hasNext()) {
                    up.nextDouble();
                    skipped++;
                }
                skipped = n;
            }

            public boolean hasNext() {
                skipAll();
                return up.hasNext();
            }

            public double nextDouble() {
                skipAll();
                return up.nextDouble();
            }

            public void forEachRemaining(DoubleConsumer sink) {
                skipAll();
                up.forEachRemaining(sink);
            }
        }, shared, upSize == null ? null : new ReferencePipeline.KnownSize() {
            long get() {
                return Math.max(0, upSize.get() - n);
            }
        });
    }

    public DoubleStream takeWhile(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        final PrimitiveIterator.OfDouble up = take();
        return next(new Lookahead() {
            private boolean done;

            boolean advance() {
                if (done || !up.hasNext()) {
                    return false;
                }
                double t = up.nextDouble();
                if (!predicate.test(t)) {
                    done = true;
                    return false;
                }
                next = t;
                return true;
            }
        });
    }

    public DoubleStream dropWhile(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        final PrimitiveIterator.OfDouble up = take();
        return next(new Lookahead() {
            private boolean dropping = true;

            boolean advance() {
                while (up.hasNext()) {
                    double t = up.nextDouble();
                    if (dropping && predicate.test(t)) {
                        continue;
                    }
                    dropping = false;
                    next = t;
                    return true;
                }
                return false;
            }

            public void forEachRemaining(DoubleConsumer sink) {
                if (flush(sink) && (!dropping || hasNext())) {
                    flush(sink);
                    up.forEachRemaining(sink);
                }
            }
        });
    }

    public Stream<Double> boxed() {
        final PrimitiveIterator.OfDouble up = take();
        return new ReferencePipeline<Double>(new Iterator<Double>() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public Double next() {
                return up.nextDouble();
            }
        }, shared, size);
    }

    // ---- terminal operations: pushed through the stages ------------------------------------------

    /** Every remaining element of it, in order. */
    static double[] drain(PrimitiveIterator.OfDouble it) {
        final class Collect implements DoubleConsumer {
            double[] a = new double[16];
            int n;

            public void accept(double t) {
                if (n == a.length) {
                    a = Arrays.copyOf(a, n * 2);
                }
                a[n++] = t;
            }
        }
        Collect c = new Collect();
        it.forEachRemaining(c);
        return Arrays.copyOf(c.a, c.n);
    }

    /** The fold of the elements with op; `any` is false while none was seen. */
    static final class Fold implements DoubleConsumer {
        private final DoubleBinaryOperator op;
        boolean any;
        double r;

        Fold(DoubleBinaryOperator op, boolean any, double identity) {
            this.op = op;
            this.any = any;
            this.r = identity;
        }

        public void accept(double t) {
            if (any) {
                r = op.applyAsDouble(r, t);
            } else {
                r = t;
                any = true;
            }
        }
    }

    /**
     * Count and sum of the elements with the JDK's compensated (Kahan) summation: k[0] the sum,
     * k[1] the compensation, k[2] the simple sum (Collectors.sumWithCompensation/computeFinalSum).
     */
    static final class Sum implements DoubleConsumer {
        long count;
        final double[] k = new double[3];

        public void accept(double t) {
            count++;
            Collectors.sumWithCompensation(k, t);
            k[2] += t;
        }
    }

    public void forEach(DoubleConsumer action) {
        Objects.requireNonNull(action);
        take().forEachRemaining(action);
    }

    public void forEachOrdered(DoubleConsumer action) {
        forEach(action);
    }

    public double[] toArray() {
        return drain(take());
    }

    public double reduce(double identity, DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        Fold f = new Fold(op, true, identity);
        take().forEachRemaining(f);
        return f.r;
    }

    public OptionalDouble reduce(DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        Fold f = new Fold(op, false, 0);
        take().forEachRemaining(f);
        return f.any ? OptionalDouble.of(f.r) : OptionalDouble.empty();
    }

    public <R> R collect(Supplier<R> supplier, final ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        PrimitiveIterator.OfDouble it = take();
        final R r = supplier.get();
        it.forEachRemaining(new DoubleConsumer() {
            public void accept(double t) {
                accumulator.accept(r, t);
            }
        });
        return r;
    }

    public double sum() {
        Sum s = new Sum();
        take().forEachRemaining(s);
        return Collectors.computeFinalSum(s.k);
    }

    public OptionalDouble average() {
        Sum s = new Sum();
        take().forEachRemaining(s);
        return s.count > 0 ? OptionalDouble.of(Collectors.computeFinalSum(s.k) / s.count) : OptionalDouble.empty();
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
        PrimitiveIterator.OfDouble it = take();
        if (size != null) {
            return size.get();
        }
        Sum s = new Sum();
        it.forEachRemaining(s);
        return s.count;
    }

    public DoubleSummaryStatistics summaryStatistics() {
        DoubleSummaryStatistics st = new DoubleSummaryStatistics();
        take().forEachRemaining((DoubleConsumer) st);
        return st;
    }

    // ---- short-circuiting terminal operations: pulled -------------------------------------------

    public boolean anyMatch(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        PrimitiveIterator.OfDouble it = take();
        while (it.hasNext()) {
            if (predicate.test(it.nextDouble())) {
                return true;
            }
        }
        return false;
    }

    public boolean allMatch(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        PrimitiveIterator.OfDouble it = take();
        while (it.hasNext()) {
            if (!predicate.test(it.nextDouble())) {
                return false;
            }
        }
        return true;
    }

    public boolean noneMatch(DoublePredicate predicate) {
        return !anyMatch(predicate);
    }

    public OptionalDouble findFirst() {
        PrimitiveIterator.OfDouble it = take();
        return it.hasNext() ? OptionalDouble.of(it.nextDouble()) : OptionalDouble.empty();
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
