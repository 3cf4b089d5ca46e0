// java.util.Enumeration: the legacy iteration protocol (Vector.elements, Collections.enumeration).
package java.util;

/** Legacy iterator: hasMoreElements/nextElement; asIterator adapts it to Iterator. */
public interface Enumeration<E> {
    boolean hasMoreElements();

    E nextElement();

    default Iterator<E> asIterator() {
        final Enumeration<E> self = this;
        return new Iterator<E>() {
            public boolean hasNext() { return self.hasMoreElements(); }
            public E next() { return self.nextElement(); }
        };
    }
}
