// java.util.Iterator: the iteration protocol (hasNext/next, optional remove).
package java.util;

import java.util.function.Consumer;

/** Iterates over a collection. remove() is optional and throws UnsupportedOperationException by default. */
public interface Iterator<E> {
    boolean hasNext();

    E next();

    default void remove() {
        throw new UnsupportedOperationException("remove");
    }

    default void forEachRemaining(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        while (hasNext()) action.accept(next());
    }
}
