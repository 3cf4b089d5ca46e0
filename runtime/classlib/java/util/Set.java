// java.util.Set: collection without duplicates; Set.of/copyOf factories.
package java.util;

/**
 * A collection with no duplicate elements. The static factories return unmodifiable, null-hostile sets;
 * their iteration order is unspecified (JDK 17 randomizes it per run; jvmlab keeps insertion order).
 */
public interface Set<E> extends Collection<E> {
    int size();
    boolean isEmpty();
    boolean contains(Object o);
    Iterator<E> iterator();
    Object[] toArray();
    <T> T[] toArray(T[] a);
    boolean add(E e);
    boolean remove(Object o);
    boolean containsAll(Collection<?> c);
    boolean addAll(Collection<? extends E> c);
    boolean retainAll(Collection<?> c);
    boolean removeAll(Collection<?> c);
    void clear();
    boolean equals(Object o);
    int hashCode();

    static <E> Set<E> of() { return ImmutableCollections.setOf(new Object[0], true); }
    static <E> Set<E> of(E e1) { return ImmutableCollections.setOf(new Object[] {e1}, true); }
    static <E> Set<E> of(E e1, E e2) { return ImmutableCollections.setOf(new Object[] {e1, e2}, true); }
    static <E> Set<E> of(E e1, E e2, E e3) { return ImmutableCollections.setOf(new Object[] {e1, e2, e3}, true); }
    static <E> Set<E> of(E e1, E e2, E e3, E e4) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4}, true);
    }
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5}, true);
    }
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6}, true);
    }
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6, e7}, true);
    }
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8}, true);
    }
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9}, true);
    }
    static <E> Set<E> of(E e1, E e2, E e3, E e4, E e5, E e6, E e7, E e8, E e9, E e10) {
        return ImmutableCollections.setOf(new Object[] {e1, e2, e3, e4, e5, e6, e7, e8, e9, e10}, true);
    }
    static <E> Set<E> of(E... elements) { return ImmutableCollections.setOf(elements.clone(), true); }

    static <E> Set<E> copyOf(Collection<? extends E> coll) {
        if (coll instanceof ImmutableCollections.SetN) return (Set<E>) coll;
        return ImmutableCollections.setOf(coll.toArray(), false);
    }
}
