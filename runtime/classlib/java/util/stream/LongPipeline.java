// LongPipeline: jvmlab's LongStream, a chain of primitive stages that never box an element.
package java.util.stream;

import java.util.Arrays;
import java.util.Iterator;
import java.util.LongSummaryStatistics;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.PrimitiveIterator;
import java.util.function.*;

/**
 * A LongStream stage. Each stage is a PrimitiveIterator.OfLong over the previous stage's: the
 * short-circuiting operations (limit, takeWhile, anyMatch, findFirst, iterator) pull one element at
 * a time with hasNext/nextLong, and the others push every element through forEachRemaining, which
 * each stage overrides to apply its operation and hand the value on, as the JDK's chain of
 * Sink.OfLong does. Either way a value stays a long from source to terminal operation; only boxed(),
 * mapToObj, distinct and flatMap leave the primitive path, as in the JDK. Evaluation order is the
 * JDK's sequential order: one element at a time through all stages, sorted as a barrier. A stage
 * can be used once; close handlers and the parallel flag are shared with ReferencePipeline. Not
 * thread-safe.
 */
final class LongPipeline implements LongStream {
    private final PrimitiveIterator.OfLong source;
    final ReferencePipeline.Shared shared;
    /** The element count when known without running the pipeline (the JDK's SIZED), or null. */
    final ReferencePipeline.KnownSize size;
    private boolean used;

    LongPipeline(PrimitiveIterator.OfLong source, ReferencePipeline.Shared shared, Object size) {
        this.source = source;
        this.shared = shared == null ? new ReferencePipeline.Shared() : shared;
        this.size = size instanceof ReferencePipeline.KnownSize ? (ReferencePipeline.KnownSize) size
                : ReferencePipeline.KnownSize.of(size);
    }

    /** A stage over a boxed stream (flatMap, distinct, concat): unboxes as it is pulled or pushed. */
    LongPipeline(Stream<Long> boxed) {
        this(unboxed(boxed.iterator()), ((ReferencePipeline<Long>) boxed).shared,
                ((ReferencePipeline<Long>) boxed).sizeSource);
    }

    private static PrimitiveIterator.OfLong unboxed(final Iterator<Long> it) {
        return new PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public long nextLong() {
                return it.next();
            }
        };
    }

    /** A stage whose elements are computed one ahead in advance() (filter, takeWhile, ...). */
    abstract static class Lookahead implements PrimitiveIterator.OfLong {
        long next;
        private int state; // 0 unknown, 1 ready, 2 done

        /** Sets next and returns true, or returns false at the end. */
        abstract boolean advance();

        public final boolean hasNext() {
            if (state == 0) {
                state = advance() ? 1 : 2;
            }
            return state == 1;
        }

        public final long nextLong() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            state = 0;
            return next;
        }

        /** Before a push: hands on the element computed ahead, if any; false once the end was seen. */
        final boolean flush(LongConsumer sink) {
            if (state == 1) {
                state = 0;
                sink.accept(next);
            }
            return state != 2;
        }
    }

    static LongStream ofArray(final long[] a, final int from, final int to) {
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            private int i = from;

            public boolean hasNext() {
                return i < to;
            }

            public long nextLong() {
                if (i >= to) {
                    throw new NoSuchElementException();
                }
                return a[i++];
            }

            public void forEachRemaining(LongConsumer sink) {
                int k = i;
                i = to;
                for (; k < to; k++) {
                    sink.accept(a[k]);
                }
            }
        }, null, Long.valueOf(to - from));
    }

    static LongStream range(final long from, final long to, final boolean closed) {
        final long last = closed ? to : to - 1;
        final boolean empty = closed ? from > to : from >= to;
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            private long i = from;
            private boolean done = empty;

            public boolean hasNext() {
                return !done;
            }

            public long nextLong() {
                if (done) {
                    throw new NoSuchElementException();
                }
                long v = i;
                if (v == last) {
                    done = true;
                } else {
                    i = v + 1;
                }
                return v;
            }

            public void forEachRemaining(LongConsumer sink) {
                if (done) {
                    return;
                }
                done = true;
                for (long v = i; ; v++) {
                    sink.accept(v);
                    if (v == last) {
                        break;
                    }
                }
            }
        }, null, Long.valueOf(empty ? 0 : (long) last - from + 1));
    }

    /** LongStream.iterate: seed, then f of the previous element, computed when it is asked for. */
    static LongStream iterate(final long seed, final LongUnaryOperator f) {
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            private boolean started;
            private long t;

            public boolean hasNext() {
                return true;
            }

            public long nextLong() {
                t = started ? f.applyAsLong(t) : seed;
                started = true;
                return t;
            }
        }, null, null);
    }

    /** LongStream.iterate with hasNext: the first element failing hasNext ends the stream. */
    static LongStream iterate(final long seed, final LongPredicate hasNext, final LongUnaryOperator f) {
        return new LongPipeline(new Lookahead() {
            private boolean started;
            private boolean finished;

            boolean advance() {
                if (finished) {
                    return false;
                }
                long candidate = started ? f.applyAsLong(next) : seed;
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

    static LongStream generate(final LongSupplier s) {
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return true;
            }

            public long nextLong() {
                return s.getAsLong();
            }
        }, null, null);
    }

    /** The source of this stage, marking it used. */
    private PrimitiveIterator.OfLong take() {
        if (used || shared.closed) {
            throw new IllegalStateException(ReferencePipeline.REUSED);
        }
        used = true;
        return source;
    }

    /** The next stage, keeping the known size (map, peek, sorted). */
    private LongStream sized(PrimitiveIterator.OfLong it) {
        return new LongPipeline(it, shared, size);
    }

    private LongStream next(PrimitiveIterator.OfLong it) {
        return new LongPipeline(it, shared, null);
    }

    // ---- BaseStream -----------------------------------------------------------------------------

    public PrimitiveIterator.OfLong iterator() {
        return take();
    }

    public boolean isParallel() {
        return shared.parallel;
    }

    public LongStream sequential() {
        shared.parallel = false;
        return this;
    }

    public LongStream parallel() {
        shared.parallel = true;
        return this;
    }

    public LongStream unordered() {
        return this;
    }

    public LongStream onClose(Runnable closeHandler) {
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

    public LongStream filter(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        final PrimitiveIterator.OfLong up = take();
        return next(new Lookahead() {
            boolean advance() {
                while (up.hasNext()) {
                    long t = up.nextLong();
                    if (predicate.test(t)) {
                        next = t;
                        return true;
                    }
                }
                return false;
            }

            public void forEachRemaining(final LongConsumer sink) {
                if (flush(sink)) {
                    up.forEachRemaining(new LongConsumer() {
                        public void accept(long t) {
                            if (predicate.test(t)) {
                                sink.accept(t);
                            }
                        }
                    });
                }
            }
        });
    }

    public LongStream map(final LongUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfLong up = take();
        return sized(new PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public long nextLong() {
                return mapper.applyAsLong(up.nextLong());
            }

            public void forEachRemaining(final LongConsumer sink) {
                up.forEachRemaining(new LongConsumer() {
                    public void accept(long t) {
                        sink.accept(mapper.applyAsLong(t));
                    }
                });
            }
        });
    }

    public <U> Stream<U> mapToObj(final LongFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfLong up = take();
        return new ReferencePipeline<U>(new Iterator<U>() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public U next() {
                return mapper.apply(up.nextLong());
            }
        }, shared, size);
    }

    public IntStream mapToInt(final LongToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfLong up = take();
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public int nextInt() {
                return mapper.applyAsInt(up.nextLong());
            }

            public void forEachRemaining(final IntConsumer sink) {
                up.forEachRemaining(new LongConsumer() {
                    public void accept(long t) {
                        sink.accept(mapper.applyAsInt(t));
                    }
                });
            }
        }, shared, size);
    }

    public DoubleStream mapToDouble(final LongToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfLong up = take();
        return new DoublePipeline(new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public double nextDouble() {
                return mapper.applyAsDouble(up.nextLong());
            }

            public void forEachRemaining(final DoubleConsumer sink) {
                up.forEachRemaining(new LongConsumer() {
                    public void accept(long t) {
                        sink.accept(mapper.applyAsDouble(t));
                    }
                });
            }
        }, shared, size);
    }

    public DoubleStream asDoubleStream() {
        return mapToDouble(new LongToDoubleFunction() {
            public double applyAsDouble(long t) {
                return (double) t;
            }
        });
    }

    public LongStream flatMap(final LongFunction<? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(boxed().flatMap(new Function<Long, Stream<Long>>() {
            public Stream<Long> apply(Long t) {
                LongStream inner = mapper.apply(t);
                return inner == null ? null : inner.boxed();
            }
        }));
    }

    public LongStream distinct() {
        return new LongPipeline(boxed().distinct());
    }

    public LongStream sorted() {
        final PrimitiveIterator.OfLong up = take();
        return sized(new PrimitiveIterator.OfLong() {
            private long[] all;
            private int i;

            private long[] all() {
                if (all == null) {
                    all = drain(up);
                    Arrays.sort(all);
                }
                return all;
            }

            public boolean hasNext() {
                return i < all().length;
            }

            public long nextLong() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return all[i++];
            }
        });
    }

    public LongStream peek(final LongConsumer action) {
        Objects.requireNonNull(action);
        final PrimitiveIterator.OfLong up = take();
        return sized(new PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public long nextLong() {
                long t = up.nextLong();
                action.accept(t);
                return t;
            }

            public void forEachRemaining(final LongConsumer sink) {
                up.forEachRemaining(new LongConsumer() {
                    public void accept(long t) {
                        action.accept(t);
                        sink.accept(t);
                    }
                });
            }
        });
    }

    public LongStream limit(final long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        final PrimitiveIterator.OfLong up = take();
        final ReferencePipeline.KnownSize upSize = size;
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            private long count;

            public boolean hasNext() {
                return count < maxSize && up.hasNext();
            }

            public long nextLong() {
                if (count >= maxSize) {
                    throw new NoSuchElementException();
                }
                count++;
                return up.nextLong();
            }
        }, shared, upSize == null ? null : new ReferencePipeline.KnownSize() {
            long get() {
                return Math.min(upSize.get(), maxSize);
            }
        });
    }

    public LongStream skip(final long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        final PrimitiveIterator.OfLong up = take();
        final ReferencePipeline.KnownSize upSize = size;
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            private long skipped;

            private void skipAll() {
                while (skipped < n && up.hasNext()) {
                    up.nextLong();
                    skipped++;
                }
                skipped = n;
            }

            public boolean hasNext() {
                skipAll();
                return up.hasNext();
            }

            public long nextLong() {
                skipAll();
                return up.nextLong();
            }

            public void forEachRemaining(LongConsumer sink) {
                skipAll();
                up.forEachRemaining(sink);
            }
        }, shared, upSize == null ? null : new ReferencePipeline.KnownSize() {
            long get() {
                return Math.max(0, upSize.get() - n);
            }
        });
    }

    public LongStream takeWhile(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        final PrimitiveIterator.OfLong up = take();
        return next(new Lookahead() {
            private boolean done;

            boolean advance() {
                if (done || !up.hasNext()) {
                    return false;
                }
                long t = up.nextLong();
                if (!predicate.test(t)) {
                    done = true;
                    return false;
                }
                next = t;
                return true;
            }
        });
    }

    public LongStream dropWhile(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        final PrimitiveIterator.OfLong up = take();
        return next(new Lookahead() {
            private boolean dropping = true;

            boolean advance() {
                while (up.hasNext()) {
                    long t = up.nextLong();
                    if (dropping && predicate.test(t)) {
                        continue;
                    }
                    dropping = false;
                    next = t;
                    return true;
                }
                return false;
            }

            public void forEachRemaining(LongConsumer sink) {
                if (flush(sink) && (!dropping || hasNext())) {
                    flush(sink);
                    up.forEachRemaining(sink);
                }
            }
        });
    }

    public Stream<Long> boxed() {
        final PrimitiveIterator.OfLong up = take();
        return new ReferencePipeline<Long>(new Iterator<Long>() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public Long next() {
                return up.nextLong();
            }
        }, shared, size);
    }

    // ---- terminal operations: pushed through the stages ------------------------------------------

    /** Every remaining element of it, in order. */
    static long[] drain(PrimitiveIterator.OfLong it) {
        final class Collect implements LongConsumer {
            long[] a = new long[16];
            int n;

            public void accept(long t) {
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
    static final class Fold implements LongConsumer {
        private final LongBinaryOperator op;
        boolean any;
        long r;

        Fold(LongBinaryOperator op, boolean any, long identity) {
            this.op = op;
            this.any = any;
            this.r = identity;
        }

        public void accept(long t) {
            if (any) {
                r = op.applyAsLong(r, t);
            } else {
                r = t;
                any = true;
            }
        }
    }

    /** Count and sum of the elements (sum wraps as long addition does). */
    static final class Sum implements LongConsumer {
        long count;
        long sum;

        public void accept(long t) {
            count++;
            sum += t;
        }
    }

    public void forEach(LongConsumer action) {
        Objects.requireNonNull(action);
        take().forEachRemaining(action);
    }

    public void forEachOrdered(LongConsumer action) {
        forEach(action);
    }

    public long[] toArray() {
        return drain(take());
    }

    public long reduce(long identity, LongBinaryOperator op) {
        Objects.requireNonNull(op);
        Fold f = new Fold(op, true, identity);
        take().forEachRemaining(f);
        return f.r;
    }

    public OptionalLong reduce(LongBinaryOperator op) {
        Objects.requireNonNull(op);
        Fold f = new Fold(op, false, 0);
        take().forEachRemaining(f);
        return f.any ? OptionalLong.of(f.r) : OptionalLong.empty();
    }

    public <R> R collect(Supplier<R> supplier, final ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        PrimitiveIterator.OfLong it = take();
        final R r = supplier.get();
        it.forEachRemaining(new LongConsumer() {
            public void accept(long t) {
                accumulator.accept(r, t);
            }
        });
        return r;
    }

    public long sum() {
        Sum s = new Sum();
        take().forEachRemaining(s);
        return s.sum;
    }

    public OptionalDouble average() {
        Sum s = new Sum();
        take().forEachRemaining(s);
        return s.count > 0 ? OptionalDouble.of((double) s.sum / s.count) : OptionalDouble.empty();
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
        PrimitiveIterator.OfLong it = take();
        if (size != null) {
            return size.get();
        }
        Sum s = new Sum();
        it.forEachRemaining(s);
        return s.count;
    }

    public LongSummaryStatistics summaryStatistics() {
        LongSummaryStatistics st = new LongSummaryStatistics();
        take().forEachRemaining((LongConsumer) st);
        return st;
    }

    // ---- short-circuiting terminal operations: pulled -------------------------------------------

    public boolean anyMatch(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        PrimitiveIterator.OfLong it = take();
        while (it.hasNext()) {
            if (predicate.test(it.nextLong())) {
                return true;
            }
        }
        return false;
    }

    public boolean allMatch(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        PrimitiveIterator.OfLong it = take();
        while (it.hasNext()) {
            if (!predicate.test(it.nextLong())) {
                return false;
            }
        }
        return true;
    }

    public boolean noneMatch(LongPredicate predicate) {
        return !anyMatch(predicate);
    }

    public OptionalLong findFirst() {
        PrimitiveIterator.OfLong it = take();
        return it.hasNext() ? OptionalLong.of(it.nextLong()) : OptionalLong.empty();
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
