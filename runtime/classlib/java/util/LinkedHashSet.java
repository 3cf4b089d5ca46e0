// java.util.LinkedHashSet: a HashSet that iterates in insertion order.
package java.util;

/** A set backed by a LinkedHashMap: insertion-ordered iteration; re-adding keeps the original position. */
public class LinkedHashSet<E> extends HashSet<E> implements Set<E>, Cloneable {
    public LinkedHashSet(int initialCapacity, float loadFactor) {
        super(initialCapacity, loadFactor, true);
    }

    public LinkedHashSet(int initialCapacity) {
        super(initialCapacity, .75f, true);
    }

    public LinkedHashSet() {
        super(16, .75f, true);
    }

    public LinkedHashSet(Collection<? extends E> c) {
        super(Math.max(2 * c.size(), 11), .75f, true);
        addAll(c);
    }
}
