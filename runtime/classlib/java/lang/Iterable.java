// java.lang.Iterable: the target of the enhanced for statement.
package java.lang;

import java.util.Iterator;
import java.util.function.Consumer;

/** Objects that can be iterated with for-each (JLS 14.14.2). */
public interface Iterable<T> {
    Iterator<T> iterator();

    /** Applies `action` to each element in iteration order. Throws NullPointerException if null. */
    default void forEach(Consumer<? super T> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Iterator<T> it = iterator(); it.hasNext(); ) {
            action.accept(it.next());
        }
    }

    /** A sequential spliterator over iterator() (size unknown), as JDK 17's default. */
    default java.util.Spliterator<T> spliterator() {
        return java.util.Spliterators.spliteratorUnknownSize(iterator(), 0);
    }
}
