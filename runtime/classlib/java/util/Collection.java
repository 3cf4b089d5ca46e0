// java.util.Collection: the root collection interface.
package java.util;

import java.util.function.IntFunction;
import java.util.function.Predicate;

/** A group of elements. Optional operations throw UnsupportedOperationException. */
public interface Collection<E> extends Iterable<E> {
    int size();
    boolean isEmpty();
    boolean contains(Object o);
    Iterator<E> iterator();
    Object[] toArray();
    <T> T[] toArray(T[] a);

    default <T> T[] toArray(IntFunction<T[]> generator) {
        return toArray(generator.apply(0));
    }

    boolean add(E e);
    boolean remove(Object o);
    boolean containsAll(Collection<?> c);
    boolean addAll(Collection<? extends E> c);
    boolean removeAll(Collection<?> c);

    default boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        boolean removed = false;
        Iterator<E> it = iterator();
        while (it.hasNext()) {
            if (filter.test(it.next())) {
                it.remove();
                removed = true;
            }
        }
        return removed;
    }

    /** A late-binding, SIZED spliterator over this collection (never splits). */
    default Spliterator<E> spliterator() {
        return Spliterators.spliterator(this, 0);
    }

    /** A sequential stream over this collection (its iterator is taken by the terminal operation). */
    default java.util.stream.Stream<E> stream() {
        return java.util.stream.StreamSupport.stream(this);
    }

    /** Same as stream(): jvmlab's streams are sequential (isParallel() reports the request). */
    default java.util.stream.Stream<E> parallelStream() {
        return stream().parallel();
    }

    boolean retainAll(Collection<?> c);
    void clear();
    boolean equals(Object o);
    int hashCode();
}
