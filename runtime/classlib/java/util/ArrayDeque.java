// java.util.ArrayDeque: circular-array Deque (no nulls); iteration runs head to tail.
package java.util;

import java.util.function.Consumer;

/**
 * A resizable circular buffer used as a queue or stack. Null elements throw NullPointerException;
 * empty removeFirst/getFirst/pop/element throw NoSuchElementException with no message. Iterators count
 * the elements left (like JDK 17) and throw ConcurrentModificationException when they meet a hole.
 */
public class ArrayDeque<E> extends AbstractCollection<E> implements Deque<E>, Cloneable {
    /** Circular storage; empty slots are null. head is the first element, tail the next free slot. */
    transient Object[] elements;
    transient int head;
    transient int tail;
    private int count;

    public ArrayDeque() {
        elements = new Object[16];
    }

    public ArrayDeque(int numElements) {
        elements = new Object[Math.max(1, numElements)];
    }

    public ArrayDeque(Collection<? extends E> c) {
        this(c.size());
        for (E e : c) addLast(e);
    }

    private int inc(int i) {
        return (++i == elements.length) ? 0 : i;
    }

    private int dec(int i) {
        return (--i < 0) ? elements.length - 1 : i;
    }

    /** Doubles the capacity, unwrapping the ring so head becomes 0. */
    private void grow() {
        Object[] old = elements;
        int n = old.length;
        Object[] es = new Object[n < 64 ? n * 2 + 2 : n + (n >> 1)];
        for (int i = 0; i < count; i++) es[i] = old[(head + i) % n];
        elements = es;
        head = 0;
        tail = count;
    }

    public void addFirst(E e) {
        if (e == null) throw new NullPointerException();
        if (count == elements.length) grow();
        head = dec(head);
        elements[head] = e;
        count++;
        tail = (head + count) % elements.length;
    }

    public void addLast(E e) {
        if (e == null) throw new NullPointerException();
        if (count == elements.length) grow();
        elements[tail] = e;
        tail = inc(tail);
        count++;
    }

    public boolean addAll(Collection<? extends E> c) {
        boolean modified = false;
        for (E e : c) {
            addLast(e);
            modified = true;
        }
        return modified;
    }

    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        addLast(e);
        return true;
    }

    public E removeFirst() {
        E e = pollFirst();
        if (e == null) throw new NoSuchElementException();
        return e;
    }

    public E removeLast() {
        E e = pollLast();
        if (e == null) throw new NoSuchElementException();
        return e;
    }

    public E pollFirst() {
        if (count == 0) return null;
        E e = (E) elements[head];
        elements[head] = null;
        head = inc(head);
        count--;
        return e;
    }

    public E pollLast() {
        if (count == 0) return null;
        tail = dec(tail);
        E e = (E) elements[tail];
        elements[tail] = null;
        count--;
        return e;
    }

    public E getFirst() {
        if (count == 0) throw new NoSuchElementException();
        return (E) elements[head];
    }

    public E getLast() {
        if (count == 0) throw new NoSuchElementException();
        return (E) elements[dec(tail)];
    }

    public E peekFirst() {
        return count == 0 ? null : (E) elements[head];
    }

    public E peekLast() {
        return count == 0 ? null : (E) elements[dec(tail)];
    }

    public boolean removeFirstOccurrence(Object o) {
        if (o != null) {
            for (int k = 0, i = head; k < count; k++, i = inc(i)) {
                if (o.equals(elements[i])) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean removeLastOccurrence(Object o) {
        if (o != null) {
            for (int k = 0, i = dec(tail); k < count; k++, i = dec(i)) {
                if (o.equals(elements[i])) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    /** Removes the element at array index i by shifting the later elements one slot towards head. */
    void delete(int i) {
        int j = i;
        int next = inc(j);
        while (next != tail) {
            elements[j] = elements[next];
            j = next;
            next = inc(next);
        }
        elements[j] = null;
        tail = j;
        count--;
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public E remove() {
        return removeFirst();
    }

    public E poll() {
        return pollFirst();
    }

    public E element() {
        return getFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    public int size() {
        return count;
    }

    public boolean isEmpty() {
        return count == 0;
    }

    public Iterator<E> iterator() {
        return new DeqIterator(false);
    }

    public Iterator<E> descendingIterator() {
        return new DeqIterator(true);
    }

    /** Walks 'remaining' slots from head (or tail); a null slot means a concurrent modification. */
    private final class DeqIterator implements Iterator<E> {
        private final boolean descending;
        private int cursor;
        private int remaining;
        private int lastRet = -1;

        DeqIterator(boolean descending) {
            this.descending = descending;
            this.remaining = count;
            this.cursor = descending ? dec(tail) : head;
        }

        public boolean hasNext() {
            return remaining > 0;
        }

        public E next() {
            if (remaining <= 0) throw new NoSuchElementException();
            E e = (E) elements[cursor];
            if (e == null) throw new ConcurrentModificationException();
            lastRet = cursor;
            cursor = descending ? dec(cursor) : inc(cursor);
            remaining--;
            return e;
        }

        public void remove() {
            if (lastRet < 0) throw new IllegalStateException();
            delete(lastRet);
            // The later elements moved one slot back, so the next ascending element now sits at lastRet.
            if (!descending) cursor = lastRet;
            lastRet = -1;
        }

        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            while (remaining > 0) action.accept(next());
        }
    }

    public boolean contains(Object o) {
        if (o != null) {
            for (int k = 0, i = head; k < count; k++, i = inc(i)) if (o.equals(elements[i])) return true;
        }
        return false;
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public void clear() {
        for (int k = 0, i = head; k < count; k++, i = inc(i)) elements[i] = null;
        head = tail = count = 0;
    }

    public Object[] toArray() {
        Object[] a = new Object[count];
        for (int k = 0, i = head; k < count; k++, i = inc(i)) a[k] = elements[i];
        return a;
    }

    public <T> T[] toArray(T[] a) {
        if (a.length < count) a = Arrays.newArrayLike(a, count);
        Object[] r = a;
        for (int k = 0, i = head; k < count; k++, i = inc(i)) r[k] = elements[i];
        if (a.length > count) a[count] = null;
        return a;
    }

    public ArrayDeque<E> clone() {
        try {
            ArrayDeque<E> result = (ArrayDeque<E>) super.clone();
            result.elements = elements.clone();
            return result;
        } catch (CloneNotSupportedException e) {
            throw new InternalError();
        }
    }
}
