// java.util.ListIterator: bidirectional iteration over a list with optional mutation.
package java.util;

/** An iterator over a list that moves both ways and may set, add or remove elements. */
public interface ListIterator<E> extends Iterator<E> {
    boolean hasNext();
    E next();
    boolean hasPrevious();
    E previous();
    int nextIndex();
    int previousIndex();
    void remove();
    void set(E e);
    void add(E e);
}
