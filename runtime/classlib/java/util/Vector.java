// java.util.Vector: the legacy growable array (unsynchronized here: jvmlab's class library runs one thread).
package java.util;

import java.util.function.Consumer;

/**
 * A growable array list with the legacy element API (addElement, elementAt, ...). Capacity doubles unless a
 * capacityIncrement is given. Index errors are ArrayIndexOutOfBoundsException with JDK 17's messages
 * ("Array index out of range: 3", "3 >= 1", "3 > 1"). Methods are not synchronized.
 */
public class Vector<E> extends AbstractList<E> implements List<E>, RandomAccess, Cloneable {
    protected Object[] elementData;
    protected int elementCount;
    protected int capacityIncrement;

    public Vector(int initialCapacity, int capacityIncrement) {
        if (initialCapacity < 0) throw new IllegalArgumentException("Illegal Capacity: " + initialCapacity);
        this.elementData = new Object[initialCapacity];
        this.capacityIncrement = capacityIncrement;
    }

    public Vector(int initialCapacity) {
        this(initialCapacity, 0);
    }

    public Vector() {
        this(10);
    }

    public Vector(Collection<? extends E> c) {
        Object[] a = c.toArray();
        elementCount = a.length;
        elementData = new Object[a.length];
        System.arraycopy(a, 0, elementData, 0, a.length);
    }

    public void copyInto(Object[] anArray) {
        System.arraycopy(elementData, 0, anArray, 0, elementCount);
    }

    public void trimToSize() {
        modCount++;
        if (elementCount < elementData.length) elementData = Arrays.copyOf(elementData, elementCount);
    }

    public void ensureCapacity(int minCapacity) {
        if (minCapacity > 0) {
            modCount++;
            if (minCapacity > elementData.length) grow(minCapacity);
        }
    }

    private void grow(int minCapacity) {
        int oldCapacity = elementData.length;
        int newCapacity = oldCapacity + ((capacityIncrement > 0) ? capacityIncrement : oldCapacity);
        if (newCapacity < minCapacity) newCapacity = minCapacity;
        elementData = Arrays.copyOf(elementData, newCapacity);
    }

    public void setSize(int newSize) {
        modCount++;
        if (newSize > elementData.length) grow(newSize);
        for (int i = newSize; i < elementCount; i++) elementData[i] = null;
        elementCount = newSize;
    }

    public int capacity() {
        return elementData.length;
    }

    public int size() {
        return elementCount;
    }

    public boolean isEmpty() {
        return elementCount == 0;
    }

    public Enumeration<E> elements() {
        return new Enumeration<E>() {
            int count = 0;

            public boolean hasMoreElements() {
                return count < elementCount;
            }

            public E nextElement() {
                if (count < elementCount) return (E) elementData[count++];
                throw new NoSuchElementException("Vector Enumeration");
            }
        };
    }

    public boolean contains(Object o) {
        return indexOf(o, 0) >= 0;
    }

    public int indexOf(Object o) {
        return indexOf(o, 0);
    }

    public int indexOf(Object o, int index) {
        if (o == null) {
            for (int i = index; i < elementCount; i++) if (elementData[i] == null) return i;
        } else {
            for (int i = index; i < elementCount; i++) if (o.equals(elementData[i])) return i;
        }
        return -1;
    }

    public int lastIndexOf(Object o) {
        return lastIndexOf(o, elementCount - 1);
    }

    public int lastIndexOf(Object o, int index) {
        if (index >= elementCount) throw new IndexOutOfBoundsException(index + " >= " + elementCount);
        if (o == null) {
            for (int i = index; i >= 0; i--) if (elementData[i] == null) return i;
        } else {
            for (int i = index; i >= 0; i--) if (o.equals(elementData[i])) return i;
        }
        return -1;
    }

    public E elementAt(int index) {
        if (index >= elementCount) throw new ArrayIndexOutOfBoundsException(index + " >= " + elementCount);
        return (E) elementData[index];
    }

    public E firstElement() {
        if (elementCount == 0) throw new NoSuchElementException();
        return (E) elementData[0];
    }

    public E lastElement() {
        if (elementCount == 0) throw new NoSuchElementException();
        return (E) elementData[elementCount - 1];
    }

    public void setElementAt(E obj, int index) {
        if (index >= elementCount) throw new ArrayIndexOutOfBoundsException(index + " >= " + elementCount);
        elementData[index] = obj;
    }

    public void removeElementAt(int index) {
        if (index >= elementCount) {
            throw new ArrayIndexOutOfBoundsException(index + " >= " + elementCount);
        } else if (index < 0) {
            throw new ArrayIndexOutOfBoundsException(outOfRange(index));
        }
        int j = elementCount - index - 1;
        if (j > 0) System.arraycopy(elementData, index + 1, elementData, index, j);
        modCount++;
        elementCount--;
        elementData[elementCount] = null;
    }

    public void insertElementAt(E obj, int index) {
        if (index > elementCount) throw new ArrayIndexOutOfBoundsException(index + " > " + elementCount);
        modCount++;
        if (elementCount == elementData.length) grow(elementCount + 1);
        System.arraycopy(elementData, index, elementData, index + 1, elementCount - index);
        elementData[index] = obj;
        elementCount++;
    }

    public void addElement(E obj) {
        modCount++;
        if (elementCount == elementData.length) grow(elementCount + 1);
        elementData[elementCount++] = obj;
    }

    public boolean removeElement(Object obj) {
        modCount++;
        int i = indexOf(obj);
        if (i >= 0) {
            removeElementAt(i);
            return true;
        }
        return false;
    }

    public void removeAllElements() {
        for (int i = 0; i < elementCount; i++) elementData[i] = null;
        modCount++;
        elementCount = 0;
    }

    public Object clone() {
        try {
            Vector<E> v = (Vector<E>) super.clone();
            v.elementData = Arrays.copyOf(elementData, elementCount);
            v.modCount = 0;
            return v;
        } catch (CloneNotSupportedException e) {
            throw new InternalError();
        }
    }

    public Object[] toArray() {
        return Arrays.copyOf(elementData, elementCount);
    }

    public <T> T[] toArray(T[] a) {
        if (a.length < elementCount) a = Arrays.newArrayLike(a, elementCount);
        System.arraycopy(elementData, 0, a, 0, elementCount);
        if (a.length > elementCount) a[elementCount] = null;
        return a;
    }

    private static String outOfRange(int index) {
        return "Array index out of range: " + index;
    }

    public E get(int index) {
        if (index >= elementCount) throw new ArrayIndexOutOfBoundsException(outOfRange(index));
        return (E) elementData[index];
    }

    public E set(int index, E element) {
        if (index >= elementCount) throw new ArrayIndexOutOfBoundsException(outOfRange(index));
        E oldValue = (E) elementData[index];
        elementData[index] = element;
        return oldValue;
    }

    public boolean add(E e) {
        addElement(e);
        return true;
    }

    public boolean remove(Object o) {
        return removeElement(o);
    }

    public void add(int index, E element) {
        insertElementAt(element, index);
    }

    public E remove(int index) {
        modCount++;
        if (index >= elementCount) throw new ArrayIndexOutOfBoundsException(outOfRange(index));
        E oldValue = (E) elementData[index];
        int numMoved = elementCount - index - 1;
        if (numMoved > 0) System.arraycopy(elementData, index + 1, elementData, index, numMoved);
        elementData[--elementCount] = null;
        return oldValue;
    }

    public void clear() {
        removeAllElements();
    }

    public boolean addAll(Collection<? extends E> c) {
        Object[] a = c.toArray();
        modCount++;
        int numNew = a.length;
        if (numNew == 0) return false;
        if (numNew > elementData.length - elementCount) grow(elementCount + numNew);
        System.arraycopy(a, 0, elementData, elementCount, numNew);
        elementCount += numNew;
        return true;
    }

    public boolean addAll(int index, Collection<? extends E> c) {
        if (index < 0 || index > elementCount) throw new ArrayIndexOutOfBoundsException(outOfRange(index));
        Object[] a = c.toArray();
        modCount++;
        int numNew = a.length;
        if (numNew == 0) return false;
        if (numNew > elementData.length - elementCount) grow(elementCount + numNew);
        int numMoved = elementCount - index;
        if (numMoved > 0) System.arraycopy(elementData, index, elementData, index + numNew, numMoved);
        System.arraycopy(a, 0, elementData, index, numNew);
        elementCount += numNew;
        return true;
    }

    protected void removeRange(int fromIndex, int toIndex) {
        modCount++;
        System.arraycopy(elementData, toIndex, elementData, fromIndex, elementCount - toIndex);
        int newCount = elementCount - (toIndex - fromIndex);
        for (int i = newCount; i < elementCount; i++) elementData[i] = null;
        elementCount = newCount;
    }

    public Iterator<E> iterator() {
        return new Itr();
    }

    /** Fail-fast iterator, same protocol as ArrayList's. */
    private class Itr implements Iterator<E> {
        int cursor;
        int lastRet = -1;
        int expectedModCount = modCount;

        public boolean hasNext() {
            return cursor != elementCount;
        }

        public E next() {
            checkForComodification();
            int i = cursor;
            if (i >= elementCount) throw new NoSuchElementException();
            cursor = i + 1;
            return (E) elementData[lastRet = i];
        }

        public void remove() {
            if (lastRet == -1) throw new IllegalStateException();
            checkForComodification();
            Vector.this.remove(lastRet);
            expectedModCount = modCount;
            cursor = lastRet;
            lastRet = -1;
        }

        final void checkForComodification() {
            if (modCount != expectedModCount) throw new ConcurrentModificationException();
        }
    }

    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        final int expectedModCount = modCount;
        final Object[] es = elementData;
        final int size = elementCount;
        for (int i = 0; modCount == expectedModCount && i < size; i++) action.accept((E) es[i]);
        if (modCount != expectedModCount) throw new ConcurrentModificationException();
    }

    public void sort(Comparator<? super E> c) {
        final int expectedModCount = modCount;
        Arrays.sort((E[]) elementData, 0, elementCount, c);
        if (modCount != expectedModCount) throw new ConcurrentModificationException();
        modCount++;
    }
}
