// Spliterators: spliterators over iterators and collections (no splitting in jvmlab).
package java.util;

import java.util.function.Consumer;

/** Factories of the sequential spliterators jvmlab uses (iterator- or collection-backed). */
public final class Spliterators {
    private Spliterators() {
    }

    /** A spliterator over the remaining elements of it, size unknown. */
    public static <T> Spliterator<T> spliteratorUnknownSize(Iterator<? extends T> it, int characteristics) {
        return new IteratorSpliterator<T>(null, Objects.requireNonNull(it), -1,
                characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    /** A spliterator over the remaining elements of it, which yields exactly size elements. */
    public static <T> Spliterator<T> spliterator(Iterator<? extends T> it, long size, int characteristics) {
        return new IteratorSpliterator<T>(null, Objects.requireNonNull(it), size,
                characteristics | Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    /** A late-binding spliterator over c (its iterator is taken at the first traversal). */
    public static <T> Spliterator<T> spliterator(Collection<? extends T> c, int characteristics) {
        return new IteratorSpliterator<T>(Objects.requireNonNull(c), null, -1,
                characteristics | Spliterator.SIZED | Spliterator.SUBSIZED);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> Spliterator<T> spliterator(Object[] array, int characteristics) {
        List<T> list = (List) Arrays.asList(array);
        return spliterator(list, characteristics | Spliterator.ORDERED);
    }

    public static <T> Spliterator<T> emptySpliterator() {
        return spliterator(Collections.<T>emptyList(), 0);
    }

    /** An Iterator over the spliterator's remaining elements. */
    public static <T> Iterator<T> iterator(final Spliterator<? extends T> spliterator) {
        Objects.requireNonNull(spliterator);
        return new Iterator<T>() {
            private boolean ready;
            private T next;

            public boolean hasNext() {
                if (!ready) {
                    ready = spliterator.tryAdvance(new Consumer<T>() {
                        public void accept(T t) {
                            next = t;
                        }
                    });
                }
                return ready;
            }

            public T next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                T t = next;
                next = null;
                return t;
            }
        };
    }

    static final class IteratorSpliterator<T> implements Spliterator<T> {
        private final Collection<? extends T> collection;
        private Iterator<? extends T> it;
        private long size;
        private final int characteristics;

        IteratorSpliterator(Collection<? extends T> collection, Iterator<? extends T> it, long size,
                int characteristics) {
            this.collection = collection;
            this.it = it;
            this.size = size;
            this.characteristics = characteristics;
        }

        private Iterator<? extends T> it() {
            if (it == null) {
                it = collection.iterator();
                size = collection.size();
            }
            return it;
        }

        public boolean tryAdvance(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            Iterator<? extends T> i = it();
            if (!i.hasNext()) {
                return false;
            }
            action.accept(i.next());
            return true;
        }

        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            Iterator<? extends T> i = it();
            while (i.hasNext()) {
                action.accept(i.next());
            }
        }

        public Spliterator<T> trySplit() {
            return null;
        }

        public long estimateSize() {
            if (it == null && collection != null) {
                return collection.size();
            }
            return size < 0 ? Long.MAX_VALUE : size;
        }

        public int characteristics() {
            return characteristics;
        }
    }
}
