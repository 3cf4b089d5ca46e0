// StreamSupport: jvmlab's entry points that make streams from iterables and iterators.
package java.util.stream;

import java.util.Iterator;

/**
 * Factories for sequential streams (jvmlab has no Spliterator; these take an Iterable, whose
 * iterator() is called only when the terminal operation starts, like a late-binding
 * spliterator, or an Iterator). Used by Collection.stream(), Arrays.stream(), Optional.stream().
 */
public final class StreamSupport {
    private StreamSupport() {
    }

    /** A stream over source, iterated when the terminal operation runs. */
    public static <T> Stream<T> stream(Iterable<T> source) {
        return new ReferencePipeline<T>(new ReferencePipeline.LazyIterator<T>(source), null,
                source instanceof java.util.Collection ? source : null);
    }

    /** A sequential stream over spliterator (parallel is recorded, not honoured), as JDK 17's. */
    public static <T> Stream<T> stream(java.util.Spliterator<T> spliterator, boolean parallel) {
        java.util.Objects.requireNonNull(spliterator);
        long exact = spliterator.getExactSizeIfKnown();
        Stream<T> s = new ReferencePipeline<T>(java.util.Spliterators.iterator(spliterator), null,
                exact >= 0 ? Long.valueOf(exact) : null);
        return parallel ? s.parallel() : s;
    }

    /** A stream over it, which yields exactly size elements (count() need not iterate). */
    public static <T> Stream<T> fromIterator(Iterator<T> it, long size) {
        return new ReferencePipeline<T>(it, null, Long.valueOf(size));
    }

    /** A stream over the remaining elements of it. */
    public static <T> Stream<T> fromIterator(Iterator<T> it) {
        return new ReferencePipeline<T>(it, null);
    }

    /** An IntStream over a[from..to). */
    public static IntStream intStream(final int[] a, final int from, final int to) {
        return IntPipeline.ofArray(a, from, to);
    }

    /** A LongStream over a[from..to). */
    public static LongStream longStream(final long[] a, final int from, final int to) {
        return LongPipeline.ofArray(a, from, to);
    }

    /** A DoubleStream over a[from..to). */
    public static DoubleStream doubleStream(final double[] a, final int from, final int to) {
        return DoublePipeline.ofArray(a, from, to);
    }
}
