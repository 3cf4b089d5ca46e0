// ReferencePipeline: jvmlab's Stream implementation, a chain of lazy iterators.
package java.util.stream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
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

/**
 * One stage of a sequential object stream. Each stage owns an Iterator that pulls from the
 * previous stage's; a stage can be used once (IllegalStateException afterwards, JDK 17's
 * message). Close handlers are shared by all stages of one pipeline. Not thread-safe.
 */
final class ReferencePipeline<T> implements Stream<T> {
    static final String REUSED = "stream has already been operated upon or closed";

    /** Close handlers and the parallel flag of one pipeline (all its stages). */
    static final class Shared {
        ArrayList<Runnable> onClose;
        boolean parallel;
        boolean closed;

        void close() {
            if (closed) {
                return;
            }
            closed = true;
            if (onClose == null) {
                return;
            }
            RuntimeException first = null;
            for (int i = 0; i < onClose.size(); i++) {
                try {
                    onClose.get(i).run();
                } catch (RuntimeException e) {
                    if (first == null) {
                        first = e;
                    } else if (first != e) {
                        first.addSuppressed(e);
                    }
                }
            }
            onClose = null;
            if (first != null) {
                throw first;
            }
        }
    }

    /** Calls iterable.iterator() on first use (late binding, as the JDK's spliterators). */
    static final class LazyIterator<T> implements Iterator<T> {
        private Iterable<T> source;
        private Iterator<T> it;

        LazyIterator(Iterable<T> source) {
            this.source = source;
        }

        private Iterator<T> it() {
            if (it == null) {
                it = source.iterator();
                source = null;
            }
            return it;
        }

        public boolean hasNext() {
            return it().hasNext();
        }

        public T next() {
            return it().next();
        }
    }

    /** An iterator that computes its next element ahead in advance(). */
    abstract static class Lookahead<T> implements Iterator<T> {
        T next;
        private int state; // 0 unknown, 1 ready, 2 done

        /** Sets next and returns true, or returns false at the end. */
        abstract boolean advance();

        public final boolean hasNext() {
            if (state == 0) {
                state = advance() ? 1 : 2;
            }
            return state == 1;
        }

        public final T next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            T t = next;
            next = null;
            state = 0;
            return t;
        }
    }

    private final Iterator<T> source;
    final Shared shared;
    private boolean used;
    /**
     * The element count when known without running the pipeline (JDK's SIZED flag), or null.
     * count() then skips the traversal, as JDK 17 does (so peek/map actions do not run).
     */
    KnownSize sizeSource;

    /** A size computed at the terminal operation (a collection's size() is read late). */
    abstract static class KnownSize {
        abstract long get();

        static KnownSize of(final Object source) {
            if (source instanceof java.util.Collection) {
                return new KnownSize() {
                    long get() {
                        return ((java.util.Collection<?>) source).size();
                    }
                };
            }
            if (source instanceof Long) {
                return new KnownSize() {
                    long get() {
                        return ((Long) source).longValue();
                    }
                };
            }
            return null;
        }
    }

    ReferencePipeline(Iterator<T> source, Shared shared) {
        this.source = source;
        this.shared = shared == null ? new Shared() : shared;
    }

    ReferencePipeline(Iterator<T> source, Shared shared, Object sizeSource) {
        this(source, shared);
        this.sizeSource = sizeSource instanceof KnownSize ? (KnownSize) sizeSource : KnownSize.of(sizeSource);
    }

    /** The next stage, keeping the known size (map, peek, sorted). */
    private <R> Stream<R> sized(Iterator<R> it) {
        return new ReferencePipeline<R>(it, shared, sizeSource);
    }

    /** The source iterator, marking this stage used. */
    Iterator<T> take() {
        if (used || shared.closed) {
            throw new IllegalStateException(REUSED);
        }
        used = true;
        return source;
    }

    private <R> Stream<R> next(Iterator<R> it) {
        return new ReferencePipeline<R>(it, shared);
    }

    // ---- BaseStream -----------------------------------------------------------------------------

    public Iterator<T> iterator() {
        return take();
    }

    public boolean isParallel() {
        return shared.parallel;
    }

    public Stream<T> sequential() {
        shared.parallel = false;
        return this;
    }

    public Stream<T> parallel() {
        shared.parallel = true;
        return this;
    }

    public Stream<T> unordered() {
        return this;
    }

    public Stream<T> onClose(Runnable closeHandler) {
        Objects.requireNonNull(closeHandler);
        if (used || shared.closed) {
            throw new IllegalStateException(REUSED);
        }
        if (shared.onClose == null) {
            shared.onClose = new ArrayList<Runnable>();
        }
        shared.onClose.add(closeHandler);
        return this;
    }

    public void close() {
        shared.close();
    }

    // ---- intermediate operations ------------------------------------------------------------------

    public Stream<T> filter(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        final Iterator<T> up = take();
        return next(new Lookahead<T>() {
            boolean advance() {
                while (up.hasNext()) {
                    T t = up.next();
                    if (predicate.test(t)) {
                        next = t;
                        return true;
                    }
                }
                return false;
            }
        });
    }

    public <R> Stream<R> map(final Function<? super T, ? extends R> mapper) {
        Objects.requireNonNull(mapper);
        final Iterator<T> up = take();
        return sized(new Iterator<R>() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public R next() {
                return mapper.apply(up.next());
            }
        });
    }

    public IntStream mapToInt(final ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        final Iterator<T> up = take();
        return new IntPipeline(new java.util.PrimitiveIterator.OfInt() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public int nextInt() {
                return mapper.applyAsInt(up.next());
            }
        }, shared, sizeSource);
    }

    public LongStream mapToLong(final ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        final Iterator<T> up = take();
        return new LongPipeline(new java.util.PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public long nextLong() {
                return mapper.applyAsLong(up.next());
            }
        }, shared, sizeSource);
    }

    public DoubleStream mapToDouble(final ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        final Iterator<T> up = take();
        return new DoublePipeline(new java.util.PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public double nextDouble() {
                return mapper.applyAsDouble(up.next());
            }
        }, shared, sizeSource);
    }

    public <R> Stream<R> flatMap(final Function<? super T, ? extends Stream<? extends R>> mapper) {
        Objects.requireNonNull(mapper);
        final Iterator<T> up = take();
        return next(new Lookahead<R>() {
            private Iterator<? extends R> inner;
            private Stream<? extends R> innerStream;

            boolean advance() {
                while (true) {
                    if (inner != null && inner.hasNext()) {
                        next = inner.next();
                        return true;
                    }
                    if (innerStream != null) {
                        innerStream.close();
                        innerStream = null;
                    }
                    inner = null;
                    if (!up.hasNext()) {
                        return false;
                    }
                    innerStream = mapper.apply(up.next());
                    if (innerStream != null) {
                        inner = innerStream.sequential().iterator();
                    }
                }
            }
        });
    }

    public IntStream flatMapToInt(final Function<? super T, ? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(flatMap(new Function<T, Stream<Integer>>() {
            public Stream<Integer> apply(T t) {
                IntStream s = mapper.apply(t);
                return s == null ? null : s.boxed();
            }
        }));
    }

    public LongStream flatMapToLong(final Function<? super T, ? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(flatMap(new Function<T, Stream<Long>>() {
            public Stream<Long> apply(T t) {
                LongStream s = mapper.apply(t);
                return s == null ? null : s.boxed();
            }
        }));
    }

    public DoubleStream flatMapToDouble(final Function<? super T, ? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(flatMap(new Function<T, Stream<Double>>() {
            public Stream<Double> apply(T t) {
                DoubleStream s = mapper.apply(t);
                return s == null ? null : s.boxed();
            }
        }));
    }

    public Stream<T> distinct() {
        final Iterator<T> up = take();
        return next(new Lookahead<T>() {
            private final HashSet<T> seen = new HashSet<T>();

            boolean advance() {
                while (up.hasNext()) {
                    T t = up.next();
                    if (seen.add(t)) {
                        next = t;
                        return true;
                    }
                }
                return false;
            }
        });
    }

    public Stream<T> sorted() {
        return sorted(null);
    }

    @SuppressWarnings("unchecked")
    public Stream<T> sorted(final Comparator<? super T> comparator) {
        final Iterator<T> up = take();
        return sized(new Iterator<T>() {
            private Object[] sortedItems;
            private int pos;

            private void fill() {
                if (sortedItems == null) {
                    ArrayList<T> all = new ArrayList<T>();
                    while (up.hasNext()) {
                        all.add(up.next());
                    }
                    Object[] a = all.toArray();
                    if (comparator == null) {
                        for (int i = 0; i < a.length; i++) {
                            if (!(a[i] instanceof Comparable)) {
                                // the JDK's message for a non-Comparable element
                                throw new ClassCastException("class " + a[i].getClass().getName()
                                        + " cannot be cast to class java.lang.Comparable");
                            }
                        }
                        Arrays.sort(a);
                    } else {
                        Arrays.sort(a, (Comparator<Object>) comparator);
                    }
                    sortedItems = a;
                }
            }

            public boolean hasNext() {
                fill();
                return pos < sortedItems.length;
            }

            public T next() {
                fill();
                if (pos >= sortedItems.length) {
                    throw new NoSuchElementException();
                }
                return (T) sortedItems[pos++];
            }
        });
    }

    public Stream<T> peek(final Consumer<? super T> action) {
        Objects.requireNonNull(action);
        final Iterator<T> up = take();
        return sized(new Iterator<T>() {
            public boolean hasNext() {
                return up.hasNext();
            }

            public T next() {
                T t = up.next();
                action.accept(t);
                return t;
            }
        });
    }

    public Stream<T> limit(final long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        final Iterator<T> up = take();
        final KnownSize upSize = sizeSource;
        return new ReferencePipeline<T>(new Iterator<T>() {
            private long count;

            public boolean hasNext() {
                return count < maxSize && up.hasNext();
            }

            public T next() {
                if (count >= maxSize) {
                    throw new NoSuchElementException();
                }
                count++;
                return up.next();
            }
        }, shared, upSize == null ? null : new KnownSize() {
            long get() {
                return Math.min(upSize.get(), maxSize);
            }
        });
    }

    public Stream<T> skip(final long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        final Iterator<T> up = take();
        final KnownSize upSize = sizeSource;
        return new ReferencePipeline<T>(new Iterator<T>() {
            private long skipped;

            private void skipAll() {
                while (skipped < n && up.hasNext()) {
                    up.next();
                    skipped++;
                }
                skipped = n;
            }

            public boolean hasNext() {
                skipAll();
                return up.hasNext();
            }

            public T next() {
                skipAll();
                return up.next();
            }
        }, shared, upSize == null ? null : new KnownSize() {
            long get() {
                return Math.max(0, upSize.get() - n);
            }
        });
    }

    public Stream<T> takeWhile(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        final Iterator<T> up = take();
        return next(new Lookahead<T>() {
            private boolean done;

            boolean advance() {
                if (done || !up.hasNext()) {
                    return false;
                }
                T t = up.next();
                if (!predicate.test(t)) {
                    done = true;
                    return false;
                }
                next = t;
                return true;
            }
        });
    }

    public Stream<T> dropWhile(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        final Iterator<T> up = take();
        return next(new Lookahead<T>() {
            private boolean dropping = true;

            boolean advance() {
                while (up.hasNext()) {
                    T t = up.next();
                    if (dropping && predicate.test(t)) {
                        continue;
                    }
                    dropping = false;
                    next = t;
                    return true;
                }
                return false;
            }
        });
    }

    static <T> Stream<T> concat(Stream<? extends T> a, Stream<? extends T> b) {
        final Iterator<? extends T> ia = a.iterator();
        final Iterator<? extends T> ib = b.iterator();
        final KnownSize sa = a instanceof ReferencePipeline ? ((ReferencePipeline<?>) a).sizeSource : null;
        final KnownSize sb = b instanceof ReferencePipeline ? ((ReferencePipeline<?>) b).sizeSource : null;
        ReferencePipeline<T> s = new ReferencePipeline<T>(new Iterator<T>() {
            public boolean hasNext() {
                return ia.hasNext() || ib.hasNext();
            }

            public T next() {
                return ia.hasNext() ? ia.next() : ib.next();
            }
        }, null, sa == null || sb == null ? null : new KnownSize() {
            long get() {
                return sa.get() + sb.get();
            }
        });
        final Stream<? extends T> fa = a;
        final Stream<? extends T> fb = b;
        s.onClose(new Runnable() {
            public void run() {
                try {
                    fa.close();
                } finally {
                    fb.close();
                }
            }
        });
        return s;
    }

    // ---- terminal operations ----------------------------------------------------------------------

    public void forEach(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        Iterator<T> it = take();
        while (it.hasNext()) {
            action.accept(it.next());
        }
    }

    public void forEachOrdered(Consumer<? super T> action) {
        forEach(action);
    }

    public Object[] toArray() {
        Iterator<T> it = take();
        ArrayList<T> all = new ArrayList<T>();
        while (it.hasNext()) {
            all.add(it.next());
        }
        return all.toArray();
    }

    public <A> A[] toArray(IntFunction<A[]> generator) {
        Object[] all = toArray();
        A[] out = generator.apply(all.length);
        if (out.length != all.length) {
            throw new IllegalStateException("Begin size " + all.length + " is not equal to fixed size "
                    + out.length);
        }
        System.arraycopy(all, 0, out, 0, all.length);
        return out;
    }

    public T reduce(T identity, BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        Iterator<T> it = take();
        T result = identity;
        while (it.hasNext()) {
            result = accumulator.apply(result, it.next());
        }
        return result;
    }

    public Optional<T> reduce(BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        Iterator<T> it = take();
        if (!it.hasNext()) {
            return Optional.empty();
        }
        T result = it.next();
        while (it.hasNext()) {
            result = accumulator.apply(result, it.next());
        }
        return Optional.of(result);
    }

    public <U> U reduce(U identity, BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner) {
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        Iterator<T> it = take();
        U result = identity;
        while (it.hasNext()) {
            result = accumulator.apply(result, it.next());
        }
        return result;
    }

    public <R> R collect(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        Iterator<T> it = take();
        R container = supplier.get();
        while (it.hasNext()) {
            accumulator.accept(container, it.next());
        }
        return container;
    }

    @SuppressWarnings("unchecked")
    public <R, A> R collect(Collector<? super T, A, R> collector) {
        Objects.requireNonNull(collector);
        Iterator<T> it = take();
        A container = collector.supplier().get();
        BiConsumer<A, ? super T> acc = collector.accumulator();
        while (it.hasNext()) {
            ((BiConsumer<A, T>) acc).accept(container, it.next());
        }
        if (collector.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return (R) container;
        }
        return collector.finisher().apply(container);
    }

    public Optional<T> min(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reduce(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) <= 0 ? a : b;
            }
        });
    }

    public Optional<T> max(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reduce(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) >= 0 ? a : b;
            }
        });
    }

    public long count() {
        Iterator<T> it = take();
        if (sizeSource != null) {
            return sizeSource.get();
        }
        long n = 0;
        while (it.hasNext()) {
            it.next();
            n++;
        }
        return n;
    }

    public boolean anyMatch(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        Iterator<T> it = take();
        while (it.hasNext()) {
            if (predicate.test(it.next())) {
                return true;
            }
        }
        return false;
    }

    public boolean allMatch(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        Iterator<T> it = take();
        while (it.hasNext()) {
            if (!predicate.test(it.next())) {
                return false;
            }
        }
        return true;
    }

    public boolean noneMatch(Predicate<? super T> predicate) {
        return !anyMatch(predicate);
    }

    public Optional<T> findFirst() {
        Iterator<T> it = take();
        if (!it.hasNext()) {
            return Optional.empty();
        }
        return Optional.of(it.next());
    }

    public Optional<T> findAny() {
        return findFirst();
    }

    /** Stream.builder(): collects into a list, then streams it once. */
    static final class BuilderImpl<T> implements Stream.Builder<T> {
        private ArrayList<T> items = new ArrayList<T>();

        public void accept(T t) {
            if (items == null) {
                throw new IllegalStateException();
            }
            items.add(t);
        }

        public Stream<T> build() {
            if (items == null) {
                throw new IllegalStateException();
            }
            ArrayList<T> all = items;
            items = null;
            return StreamSupport.stream(all);
        }
    }
}
