// IntPipeline: jvmlab's IntStream, a chain of primitive stages that never box an element.
package java.util.stream;

import java.util.Arrays;
import java.util.Iterator;
import java.util.IntSummaryStatistics;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.PrimitiveIterator;
import java.util.function.*;

/**
 * A IntStream stage. Each stage is a PrimitiveIterator.OfInt over the previous stage's: the
 * short-circuiting operations (limit, takeWhile, anyMatch, findFirst, iterator) pull one element at
 * a time with hasNext/nextInt, and the others push every element through forEachRemaining, which
 * each stage overrides to apply its operation and hand the value on, as the JDK's chain of
 * Sink.OfInt does. Either way a value stays a int from source to terminal operation; only boxed(),
 * mapToObj, distinct and flatMap leave the primitive path, as in the JDK. Evaluation order is the
 * JDK's sequential order: one element at a time through all stages, sorted as a barrier. A stage
 * can be used once; close handlers and the parallel flag are shared with ReferencePipeline. Not
 * thread-safe.
 */
final class IntPipeline implements IntStream {
    private final PrimitiveIterator.OfInt source;
    final ReferencePipeline.Shared shared;
    /** The element count when known without running the pipeline (the JDK's SIZED), or null. */
    final ReferencePipeline.KnownSize size;
    private boolean used;

    IntPipeline(PrimitiveIterator.OfInt source, ReferencePipeline.Shared shared, Object size) {
        this.source = source;
        this.shared = shared == null ? new ReferencePipeline.Shared() : shared;
        this.size = size instanceof ReferencePipeline.KnownSize ? (ReferencePipeline.KnownSize) size
                : ReferencePipeline.KnownSize.of(size);
    }

    /** A stage over a boxed stream (flatMap, distinct, concat): unboxes as it is pulled or pushed. */
    IntPipeline(Stream<Integer> boxed) {
        this(unboxed(boxed.iterator()), ((ReferencePipeline<Integer>) boxed).shared,
                ((ReferencePipeline<Integer>) boxed).sizeSource);
    }

    private static PrimitiveIterator.OfInt unboxed(final Iterator<Integer> it) {
        return new PrimitiveIterator.OfInt() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public int nextInt() {
                return it.next();
            }
        };
    }

    /** A stage whose elements are computed one ahead in advance() (filter, takeWhile, ...). */
    abstract static class Lookahead implements PrimitiveIterator.OfInt {
        int next;
        private int state; // 0 unknown, 1 ready, 2 done

        /** Sets next and returns true, or returns false at the end. */
        abstract boolean advance();

        public final boolean hasNext() {
            if (state == 0) {
                state = advance() ? 1 : 2;
            }
            return state == 1;
        }

        public final int nextInt() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            state = 0;
            return next;
        }

        /** Before a push: hands on the element computed ahead, if any; false once the end was seen. */
        final boolean flush(IntConsumer sink) {
            if (state == 1) {
                state = 0;
                sink.accept(next);
            }
            return state != 2;
        }
    }

    static IntStream ofArray(final int[] a, final int from, final int to) {
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            private int i = from;

            public boolean hasNext() {
                return i < to;
            }

            public int nextInt() {
                if (i >= to) {
                    throw new NoSuchElementException();
                }
                return a[i++];
            }

            public void forEachRemaining(IntConsumer sink) {
                int k = i;
                i = to;
                for (; k < to; k++) {
                    sink.accept(a[k]);
                }
            }
        }, null, Long.valueOf(to - from));
    }

    static IntStream range(final int from, final int to, final boolean closed) {
        final int last = closed ? to : to - 1;
        final boolean empty = closed ? from > to : from >= to;
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            private int i = from;
            private boolean done = empty;

            public boolean hasNext() {
                return !done;
            }

            public int nextInt() {
                if (done) {
                    throw new NoSuchElementException();
                }
                int v = i;
                if (v == last) {
                    done = true;
                } else {
                    i = v + 1;
                }
                return v;
            }

            public void forEachRemaining(IntConsumer sink) {
                if (done) {
                    return;
                }
                done = true;
                for (int v = i; ; v++) {
                    sink.accept(v);
                    if (v == last) {
                        break;
                    }
                }
            }
        }, null, Long.valueOf(empty ? 0 : (long) last - from + 1));
    }

    /** IntStream.iterate: seed, then f of the previous element, computed when it is asked for. */
    static IntStream iterate(final int seed, final IntUnaryOperator f) {
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            private boolean started;
            private int t;

            public boolean hasNext() {
                return true;
            }

            public int nextInt() {
                t = started ? f.applyAsInt(t) : seed;
                started = true;
                return t;
            }
        }, null, null);
    }

    /** IntStream.iterate with hasNext: the first element failing hasNext ends the stream. */
    static IntStream iterate(final int seed, final IntPredicate hasNext, final IntUnaryOperator f) {
        return new IntPipeline(new Lookahead() {
            private boolean started;
            private boolean finished;

            boolean advance() {
                if (finished) {
                    return false;
                }
                int candidate = started ? f.applyAsInt(next) : seed;
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

    static IntStream generate(final IntSupplier s) {
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            public boolean hasNext() {
                return true;
            }

            public int nextInt() {
                return s.getAsInt();
            }
        }, null, null);
    }

    /** The source of this stage, marking it used. */
    private PrimitiveIterator.OfInt take() {
        if (used || shared.closed) {
            throw new IllegalStateException(ReferencePipeline.REUSED);
        }
        used = true;
        return source;
    }

    /** The next stage, keeping the known size (map, peek, sorted). */
    private IntStream sized(PrimitiveIterator.OfInt it) {
        return new IntPipeline(it, shared, size);
    }

    private IntStream next(PrimitiveIterator.OfInt it) {
        return new IntPipeline(it, shared, null);
    }

    // ---- BaseStream -----------------------------------------------------------------------------

    public PrimitiveIterator.OfInt iterator() {
        return take();
    }

    public boolean isParallel() {
        return shared.parallel;
    }

    public IntStream sequential() {
        shared.parallel = false;
        return this;
    }

    public IntStream parallel() {
        shared.parallel = true;
        return this;
    }

    public IntStream unordered() {
        return this;
    }

    public IntStream onClose(Runnable closeHandler) {
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

    public IntStream filter(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        final PrimitiveIterator.OfInt up = take();
        return next(new Lookahead() {
            boolean advance() {
                while (up.hasNext()) {
                    int t = up.nextInt();
                    if (predicate.test(t)) {
                        next = t;
                        return true;
                    }
                }
                return false;
            }

            public void forEachRemaining(final IntConsumer sink) {
                if (flush(sink)) {
                    up.forEachRemaining(new IntConsumer() {
                        public void accept(int t) {
                            if (predicate.test(t)) {
                                sink.accept(t);
                            }
                        }
                    });
                }
            }
        });
    }

    public IntStream map(final IntUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfInt up = take();
        return sized(new PrimitiveIterator.OfInt() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public int nextInt() {
                return mapper.applyAsInt(up.nextInt());
            }

            public void forEachRemaining(final IntConsumer sink) {
                up.forEachRemaining(new IntConsumer() {
                    public void accept(int t) {
                        sink.accept(mapper.applyAsInt(t));
                    }
                });
            }
        });
    }

    public <U> Stream<U> mapToObj(final IntFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfInt up = take();
        return new ReferencePipeline<U>(new Iterator<U>() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public U next() {
                return mapper.apply(up.nextInt());
            }
        }, shared, size);
    }

    public LongStream mapToLong(final IntToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfInt up = take();
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public long nextLong() {
                return mapper.applyAsLong(up.nextInt());
            }

            public void forEachRemaining(final LongConsumer sink) {
                up.forEachRemaining(new IntConsumer() {
                    public void accept(int t) {
                        sink.accept(mapper.applyAsLong(t));
                    }
                });
            }
        }, shared, size);
    }

    public DoubleStream mapToDouble(final IntToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfInt up = take();
        return new DoublePipeline(new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public double nextDouble() {
                return mapper.applyAsDouble(up.nextInt());
            }

            public void forEachRemaining(final DoubleConsumer sink) {
                up.forEachRemaining(new IntConsumer() {
                    public void accept(int t) {
                        sink.accept(mapper.applyAsDouble(t));
                    }
                });
            }
        }, shared, size);
    }

    public LongStream asLongStream() {
        return mapToLong(new IntToLongFunction() {
            public long applyAsLong(int t) {
                return (long) t;
            }
        });
    }

    public DoubleStream asDoubleStream() {
        return mapToDouble(new IntToDoubleFunction() {
            public double applyAsDouble(int t) {
                return (double) t;
            }
        });
    }

    public IntStream flatMap(final IntFunction<? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(boxed().flatMap(new Function<Integer, Stream<Integer>>() {
            public Stream<Integer> apply(Integer t) {
                IntStream inner = mapper.apply(t);
                return inner == null ? null : inner.boxed();
            }
        }));
    }

    public IntStream distinct() {
        return new IntPipeline(boxed().distinct());
    }

    public IntStream sorted() {
        final PrimitiveIterator.OfInt up = take();
        return sized(new PrimitiveIterator.OfInt() {
            private int[] all;
            private int i;

            private int[] all() {
                if (all == null) {
                    all = drain(up);
                    Arrays.sort(all);
                }
                return all;
            }

            public boolean hasNext() {
                return i < all().length;
            }

            public int nextInt() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return all[i++];
            }
        });
    }

    public IntStream peek(final IntConsumer action) {
        Objects.requireNonNull(action);
        final PrimitiveIterator.OfInt up = take();
        return sized(new PrimitiveIterator.OfInt() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public int nextInt() {
                int t = up.nextInt();
                action.accept(t);
                return t;
            }

            public void forEachRemaining(final IntConsumer sink) {
                up.forEachRemaining(new IntConsumer() {
                    public void accept(int t) {
                        action.accept(t);
                        sink.accept(t);
                    }
                });
            }
        });
    }

    public IntStream limit(final long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        final PrimitiveIterator.OfInt up = take();
        final ReferencePipeline.KnownSize upSize = size;
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            private long count;

            public boolean hasNext() {
                return count < maxSize && up.hasNext();
            }

            public int nextInt() {
                if (count >= maxSize) {
                    throw new NoSuchElementException();
                }
                count++;
                return up.nextInt();
            }
        }, shared, upSize == null ? null : new ReferencePipeline.KnownSize() {
            long get() {
                return Math.min(upSize.get(), maxSize);
            }
        });
    }

    public IntStream skip(final long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        final PrimitiveIterator.OfInt up = take();
        final ReferencePipeline.KnownSize upSize = size;
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            private long skipped;

            private void skipAll() {
                while (skipped < n && up.hasNext()) {
                    up.nextInt();
                    skipped++;
                }
                skipped = n;
            }

            public boolean hasNext() {
                skipAll();
                return up.hasNext();
            }

            public int nextInt() {
                skipAll();
                return up.nextInt();
            }

            public void forEachRemaining(IntConsumer sink) {
                skipAll();
                up.forEachRemaining(sink);
            }
        }, shared, upSize == null ? null : new ReferencePipeline.KnownSize() {
            long get() {
                return Math.max(0, upSize.get() - n);
            }
        });
    }

    public IntStream takeWhile(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        final PrimitiveIterator.OfInt up = take();
        return next(new Lookahead() {
            private boolean done;

            boolean advance() {
                if (done || !up.hasNext()) {
                    return false;
                }
                int t = up.nextInt();
                if (!predicate.test(t)) {
                    done = true;
                    return false;
                }
                next = t;
                return true;
            }
        });
    }

    public IntStream dropWhile(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        final PrimitiveIterator.OfInt up = take();
        return next(new Lookahead() {
            private boolean dropping = true;

            boolean advance() {
                while (up.hasNext()) {
                    int t = up.nextInt();
                    if (dropping && predicate.test(t)) {
                        continue;
                    }
                    dropping = false;
                    next = t;
                    return true;
                }
                return false;
            }

            public void forEachRemaining(IntConsumer sink) {
                if (flush(sink) && (!dropping || hasNext())) {
                    flush(sink);
                    up.forEachRemaining(sink);
                }
            }
        });
    }

    public Stream<Integer> boxed() {
        final PrimitiveIterator.OfInt up = take();
        return new ReferencePipeline<Integer>(new Iterator<Integer>() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public Integer next() {
                return up.nextInt();
            }
        }, shared, size);
    }

    // ---- terminal operations: pushed through the stages ------------------------------------------

    /** Every remaining element of it, in order. */
    static int[] drain(PrimitiveIterator.OfInt it) {
        final class Collect implements IntConsumer {
            int[] a = new int[16];
            int n;

            public void accept(int t) {
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
    static final class Fold implements IntConsumer {
        private final IntBinaryOperator op;
        boolean any;
        int r;

        Fold(IntBinaryOperator op, boolean any, int identity) {
            this.op = op;
            this.any = any;
            this.r = identity;
        }

        public void accept(int t) {
            if (any) {
                r = op.applyAsInt(r, t);
            } else {
                r = t;
                any = true;
            }
        }
    }

    /** Count and sum of the elements, in a long, as the JDK's IntPipeline.average sums. */
    static final class Sum implements IntConsumer {
        long count;
        long sum;

        public void accept(int t) {
            count++;
            sum += t;
        }
    }

    public void forEach(IntConsumer action) {
        Objects.requireNonNull(action);
        take().forEachRemaining(action);
    }

    public void forEachOrdered(IntConsumer action) {
        forEach(action);
    }

    public int[] toArray() {
        return drain(take());
    }

    public int reduce(int identity, IntBinaryOperator op) {
        Objects.requireNonNull(op);
        Fold f = new Fold(op, true, identity);
        take().forEachRemaining(f);
        return f.r;
    }

    public OptionalInt reduce(IntBinaryOperator op) {
        Objects.requireNonNull(op);
        Fold f = new Fold(op, false, 0);
        take().forEachRemaining(f);
        return f.any ? OptionalInt.of(f.r) : OptionalInt.empty();
    }

    public <R> R collect(Supplier<R> supplier, final ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        PrimitiveIterator.OfInt it = take();
        final R r = supplier.get();
        it.forEachRemaining(new IntConsumer() {
            public void accept(int t) {
                accumulator.accept(r, t);
            }
        });
        return r;
    }

    public int sum() {
        Sum s = new Sum();
        take().forEachRemaining(s);
        return (int) s.sum;
    }

    public OptionalDouble average() {
        Sum s = new Sum();
        take().forEachRemaining(s);
        return s.count > 0 ? OptionalDouble.of((double) s.sum / s.count) : OptionalDouble.empty();
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
        PrimitiveIterator.OfInt it = take();
        if (size != null) {
            return size.get();
        }
        Sum s = new Sum();
        it.forEachRemaining(s);
        return s.count;
    }

    public IntSummaryStatistics summaryStatistics() {
        IntSummaryStatistics st = new IntSummaryStatistics();
        take().forEachRemaining((IntConsumer) st);
        return st;
    }

    // ---- short-circuiting terminal operations: pulled -------------------------------------------

    public boolean anyMatch(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        PrimitiveIterator.OfInt it = take();
        while (it.hasNext()) {
            if (predicate.test(it.nextInt())) {
                return true;
            }
        }
        return false;
    }

    public boolean allMatch(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        PrimitiveIterator.OfInt it = take();
        while (it.hasNext()) {
            if (!predicate.test(it.nextInt())) {
                return false;
            }
        }
        return true;
    }

    public boolean noneMatch(IntPredicate predicate) {
        return !anyMatch(predicate);
    }

    public OptionalInt findFirst() {
        PrimitiveIterator.OfInt it = take();
        return it.hasNext() ? OptionalInt.of(it.nextInt()) : OptionalInt.empty();
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
