// java.util.concurrent.CopyOnWriteArrayList: a thread-safe list whose writes copy the array.
package java.util.concurrent;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * JDK 17's CopyOnWriteArrayList: reads see a volatile array, every write copies it under the
 * list's monitor, iterators walk the snapshot taken when they were made (never throwing
 * ConcurrentModificationException, and refusing remove/set/add with
 * UnsupportedOperationException). Null elements are allowed. subList is AbstractList's view
 * (fail-fast on the list's own writes, where the JDK's checks the array identity).
 */
public class CopyOnWriteArrayList<E> extends AbstractList<E> implements List<E>, RandomAccess, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 8673264195747942595L;

    private transient volatile Object[] array;

    public CopyOnWriteArrayList() {
        array = new Object[0];
    }

    public CopyOnWriteArrayList(Collection<? extends E> c) {
        array = c.toArray().clone();
        if (array.getClass() != Object[].class) {
            array = Arrays.copyOf(array, array.length, Object[].class);
        }
    }

    public CopyOnWriteArrayList(E[] toCopyIn) {
        array = Arrays.copyOf(toCopyIn, toCopyIn.length, Object[].class);
    }

    public int size() {
        return array.length;
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    @SuppressWarnings("unchecked")
    public E get(int index) {
        Object[] a = array;
        if (index < 0 || index >= a.length) {
            throw new ArrayIndexOutOfBoundsException("Index " + index + " out of bounds for length " + a.length);
        }
        return (E) a[index];
    }

    public int indexOf(Object o) {
        Object[] a = array;
        for (int i = 0; i < a.length; i++) {
            if (Objects.equals(o, a[i])) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(Object o) {
        Object[] a = array;
        for (int i = a.length - 1; i >= 0; i--) {
            if (Objects.equals(o, a[i])) {
                return i;
            }
        }
        return -1;
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public Object[] toArray() {
        return array.clone();
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        Object[] es = array;
        int len = es.length;
        if (a.length < len) {
            return (T[]) Arrays.copyOf(es, len, a.getClass());
        }
        System.arraycopy(es, 0, a, 0, len);
        if (a.length > len) {
            a[len] = null;
        }
        return a;
    }

    public synchronized E set(int index, E element) {
        E old = get(index);
        if (old != element) {
            Object[] a = array.clone();
            a[index] = element;
            array = a;
        }
        modCount++;
        return old;
    }

    public synchronized boolean add(E e) {
        Object[] a = Arrays.copyOf(array, array.length + 1);
        a[a.length - 1] = e;
        array = a;
        modCount++;
        return true;
    }

    public synchronized void add(int index, E element) {
        Object[] es = array;
        int len = es.length;
        if (index > len || index < 0) {
            throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + len);
        }
        Object[] a = new Object[len + 1];
        System.arraycopy(es, 0, a, 0, index);
        a[index] = element;
        System.arraycopy(es, index, a, index + 1, len - index);
        array = a;
        modCount++;
    }

    public synchronized E remove(int index) {
        E old = get(index);
        Object[] es = array;
        Object[] a = new Object[es.length - 1];
        System.arraycopy(es, 0, a, 0, index);
        System.arraycopy(es, index + 1, a, index, es.length - index - 1);
        array = a;
        modCount++;
        return old;
    }

    public synchronized boolean remove(Object o) {
        int i = indexOf(o);
        if (i < 0) {
            return false;
        }
        remove(i);
        return true;
    }

    public synchronized boolean addIfAbsent(E e) {
        if (indexOf(e) >= 0) {
            return false;
        }
        return add(e);
    }

    public synchronized int addAllAbsent(Collection<? extends E> c) {
        int added = 0;
        for (E e : c) {
            if (addIfAbsent(e)) {
                added++;
            }
        }
        return added;
    }

    public synchronized boolean addAll(Collection<? extends E> c) {
        Object[] cs = c.toArray();
        if (cs.length == 0) {
            return false;
        }
        Object[] es = array;
        Object[] a = Arrays.copyOf(es, es.length + cs.length);
        System.arraycopy(cs, 0, a, es.length, cs.length);
        array = a;
        modCount++;
        return true;
    }

    public synchronized boolean addAll(int index, Collection<? extends E> c) {
        Object[] cs = c.toArray();
        Object[] es = array;
        int len = es.length;
        if (index > len || index < 0) {
            throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + len);
        }
        if (cs.length == 0) {
            return false;
        }
        Object[] a = new Object[len + cs.length];
        System.arraycopy(es, 0, a, 0, index);
        System.arraycopy(cs, 0, a, index, cs.length);
        System.arraycopy(es, index, a, index + cs.length, len - index);
        array = a;
        modCount++;
        return true;
    }

    public synchronized boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        Object[] es = array;
        Object[] kept = new Object[es.length];
        int n = 0;
        for (Object e : es) {
            @SuppressWarnings("unchecked")
            E x = (E) e;
            if (!filter.test(x)) {
                kept[n++] = e;
            }
        }
        if (n == es.length) {
            return false;
        }
        array = Arrays.copyOf(kept, n);
        modCount++;
        return true;
    }

    public boolean removeAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return removeIf(new Predicate<E>() {
            public boolean test(E e) {
                return c.contains(e);
            }
        });
    }

    public boolean retainAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return removeIf(new Predicate<E>() {
            public boolean test(E e) {
                return !c.contains(e);
            }
        });
    }

    @SuppressWarnings("unchecked")
    public synchronized void replaceAll(UnaryOperator<E> operator) {
        Objects.requireNonNull(operator);
        Object[] a = array.clone();
        for (int i = 0; i < a.length; i++) {
            a[i] = operator.apply((E) a[i]);
        }
        array = a;
        modCount++;
    }

    @SuppressWarnings("unchecked")
    public synchronized void sort(Comparator<? super E> c) {
        Object[] a = array.clone();
        Arrays.sort(a, (Comparator<Object>) c);
        array = a;
        modCount++;
    }

    public synchronized void clear() {
        array = new Object[0];
        modCount++;
    }

    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        for (Object x : array) {
            action.accept((E) x);
        }
    }

    public Iterator<E> iterator() {
        return new COWIterator<E>(array, 0);
    }

    public ListIterator<E> listIterator() {
        return new COWIterator<E>(array, 0);
    }

    public ListIterator<E> listIterator(int index) {
        Object[] es = array;
        if (index < 0 || index > es.length) {
            throw new IndexOutOfBoundsException("Index: " + index);
        }
        return new COWIterator<E>(es, index);
    }

    /** An iterator over a snapshot of the array. */
    static final class COWIterator<E> implements ListIterator<E> {
        private final Object[] snapshot;
        private int cursor;

        COWIterator(Object[] es, int initialCursor) {
            cursor = initialCursor;
            snapshot = es;
        }

        public boolean hasNext() {
            return cursor < snapshot.length;
        }

        public boolean hasPrevious() {
            return cursor > 0;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            return (E) snapshot[cursor++];
        }

        @SuppressWarnings("unchecked")
        public E previous() {
            if (!hasPrevious()) {
                throw new NoSuchElementException();
            }
            return (E) snapshot[--cursor];
        }

        public int nextIndex() {
            return cursor;
        }

        public int previousIndex() {
            return cursor - 1;
        }

        public void remove() {
            throw new UnsupportedOperationException();
        }

        public void set(E e) {
            throw new UnsupportedOperationException();
        }

        public void add(E e) {
            throw new UnsupportedOperationException();
        }
    }

    @SuppressWarnings("unchecked")
    public Object clone() {
        try {
            CopyOnWriteArrayList<E> clone = (CopyOnWriteArrayList<E>) super.clone();
            return clone;
        } catch (CloneNotSupportedException e) {
            throw new InternalError();
        }
    }

    public String toString() {
        return Arrays.toString(array);
    }
}
