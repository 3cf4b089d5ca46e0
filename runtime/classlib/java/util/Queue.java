// java.util.Queue: FIFO (or priority) holding of elements before processing.
package java.util;

/** A queue: add/remove/element throw on failure, offer/poll/peek return a special value. */
public interface Queue<E> extends Collection<E> {
    boolean add(E e);
    boolean offer(E e);
    E remove();
    E poll();
    E element();
    E peek();
}
