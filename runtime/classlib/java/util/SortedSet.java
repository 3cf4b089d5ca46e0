// java.util.SortedSet: a set ordered by a comparator or natural ordering.
package java.util;

/** A set whose iteration order is its sort order. */
public interface SortedSet<E> extends Set<E> {
    Comparator<? super E> comparator();
    SortedSet<E> subSet(E fromElement, E toElement);
    SortedSet<E> headSet(E toElement);
    SortedSet<E> tailSet(E fromElement);
    E first();
    E last();
}
