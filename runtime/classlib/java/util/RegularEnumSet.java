// RegularEnumSet: jvmlab's EnumSet implementation, a long[] bit vector indexed by ordinal.
package java.util;

/** The EnumSet behind every factory (any universe size). Not thread-safe. */
final class RegularEnumSet<E extends Enum<E>> extends EnumSet<E> {
    private static final long serialVersionUID = 1L;

    private long[] bits;
    private int size;

    RegularEnumSet(Class<E> elementType, Enum<?>[] universe) {
        super(elementType, universe);
        bits = new long[(universe.length + 63) >>> 6];
    }

    void addRange(E from, E to) {
        for (int i = from.ordinal(); i <= to.ordinal(); i++) {
            set(i);
        }
    }

    void addAll() {
        for (int i = 0; i < universe.length; i++) {
            set(i);
        }
    }

    void complement() {
        for (int i = 0; i < universe.length; i++) {
            if (has(i)) {
                clearBit(i);
            } else {
                set(i);
            }
        }
    }

    private boolean has(int i) {
        return (bits[i >>> 6] & (1L << i)) != 0;
    }

    private boolean set(int i) {
        if (has(i)) {
            return false;
        }
        bits[i >>> 6] |= 1L << i;
        size++;
        return true;
    }

    private boolean clearBit(int i) {
        if (!has(i)) {
            return false;
        }
        bits[i >>> 6] &= ~(1L << i);
        size--;
        return true;
    }

    public Iterator<E> iterator() {
        return new Iterator<E>() {
            private int next = advance(0);
            private int last = -1;

            private int advance(int from) {
                while (from < universe.length && !has(from)) {
                    from++;
                }
                return from;
            }

            public boolean hasNext() {
                return next < universe.length;
            }

            @SuppressWarnings("unchecked")
            public E next() {
                if (next >= universe.length) {
                    throw new NoSuchElementException();
                }
                last = next;
                next = advance(next + 1);
                return (E) universe[last];
            }

            public void remove() {
                if (last < 0) {
                    throw new IllegalStateException();
                }
                clearBit(last);
                last = -1;
            }
        };
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    private int indexOf(Object e) {
        if (e == null) {
            return -1;
        }
        Class<?> eClass = e.getClass();
        if (eClass != elementType && eClass.getSuperclass() != elementType) {
            return -1;
        }
        return ((Enum<?>) e).ordinal();
    }

    public boolean contains(Object e) {
        int i = indexOf(e);
        return i >= 0 && has(i);
    }

    public boolean add(E e) {
        typeCheck(e);
        return set(e.ordinal());
    }

    public boolean remove(Object e) {
        int i = indexOf(e);
        return i >= 0 && clearBit(i);
    }

    public void clear() {
        Arrays.fill(bits, 0L);
        size = 0;
    }

    @Override
    public RegularEnumSet<E> clone() {
        RegularEnumSet<E> copy = (RegularEnumSet<E>) super.clone();
        copy.bits = bits.clone();
        return copy;
    }
}
