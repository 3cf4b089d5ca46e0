// java.util.Collections: algorithms (sort, shuffle, binarySearch, ...) and wrapper/empty/singleton collections.
package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * Static algorithms and collection factories with JDK 17's observable behaviour: stable sort, the
 * JDK's shuffle (swap i-1 with rnd.nextInt(i) for i from size down to 2), error messages of the
 * empty/singleton/nCopies lists, and unmodifiable views throwing UnsupportedOperationException.
 */
public class Collections {
    private Collections() {}

    public static final Set EMPTY_SET = new EmptySet<Object>();
    public static final List EMPTY_LIST = new EmptyList<Object>();
    public static final Map EMPTY_MAP = new EmptyMap<Object, Object>();

    private static Random shuffleRandom;

    // ---- algorithms ----

    public static <T extends Comparable<? super T>> void sort(List<T> list) {
        list.sort(null);
    }

    public static <T> void sort(List<T> list, Comparator<? super T> c) {
        list.sort(c);
    }

    public static <T> int binarySearch(List<? extends Comparable<? super T>> list, T key) {
        int low = 0;
        int high = list.size() - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            Comparable<? super T> midVal = list.get(mid);
            int cmp = midVal.compareTo(key);
            if (cmp < 0) low = mid + 1;
            else if (cmp > 0) high = mid - 1;
            else return mid;
        }
        return -(low + 1);
    }

    public static <T> int binarySearch(List<? extends T> list, T key, Comparator<? super T> c) {
        if (c == null) return binarySearch((List<? extends Comparable<? super T>>) list, key);
        int low = 0;
        int high = list.size() - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            T midVal = list.get(mid);
            int cmp = c.compare(midVal, key);
            if (cmp < 0) low = mid + 1;
            else if (cmp > 0) high = mid - 1;
            else return mid;
        }
        return -(low + 1);
    }

    public static void reverse(List<?> list) {
        int size = list.size();
        if (list instanceof RandomAccess) {
            for (int i = 0, mid = size >> 1, j = size - 1; i < mid; i++, j--) swap(list, i, j);
        } else {
            ListIterator fwd = list.listIterator();
            ListIterator rev = list.listIterator(size);
            for (int i = 0, mid = size >> 1; i < mid; i++) {
                Object tmp = fwd.next();
                fwd.set(rev.previous());
                rev.set(tmp);
            }
        }
    }

    public static void shuffle(List<?> list) {
        Random rnd = shuffleRandom;
        if (rnd == null) shuffleRandom = rnd = new Random();
        shuffle(list, rnd);
    }

    public static void shuffle(List<?> list, Random rnd) {
        int size = list.size();
        if (list instanceof RandomAccess) {
            for (int i = size; i > 1; i--) swap(list, i - 1, rnd.nextInt(i));
        } else {
            Object[] arr = list.toArray();
            for (int i = size; i > 1; i--) {
                int j = rnd.nextInt(i);
                Object tmp = arr[i - 1];
                arr[i - 1] = arr[j];
                arr[j] = tmp;
            }
            ListIterator it = list.listIterator();
            for (Object e : arr) {
                it.next();
                it.set(e);
            }
        }
    }

    public static void swap(List<?> list, int i, int j) {
        final List l = list;
        l.set(i, l.set(j, l.get(i)));
    }

    public static <T> void fill(List<? super T> list, T obj) {
        ListIterator<? super T> itr = list.listIterator();
        while (itr.hasNext()) {
            itr.next();
            itr.set(obj);
        }
    }

    public static <T> void copy(List<? super T> dest, List<? extends T> src) {
        int srcSize = src.size();
        if (srcSize > dest.size()) throw new IndexOutOfBoundsException("Source does not fit in dest");
        ListIterator<? super T> di = dest.listIterator();
        ListIterator<? extends T> si = src.listIterator();
        for (int i = 0; i < srcSize; i++) {
            di.next();
            di.set(si.next());
        }
    }

    public static <T extends Object & Comparable<? super T>> T min(Collection<? extends T> coll) {
        Iterator<? extends T> i = coll.iterator();
        T candidate = i.next();
        while (i.hasNext()) {
            T next = i.next();
            if (next.compareTo(candidate) < 0) candidate = next;
        }
        return candidate;
    }

    public static <T> T min(Collection<? extends T> coll, Comparator<? super T> comp) {
        if (comp == null) return (T) min((Collection) coll);
        Iterator<? extends T> i = coll.iterator();
        T candidate = i.next();
        while (i.hasNext()) {
            T next = i.next();
            if (comp.compare(next, candidate) < 0) candidate = next;
        }
        return candidate;
    }

    public static <T extends Object & Comparable<? super T>> T max(Collection<? extends T> coll) {
        Iterator<? extends T> i = coll.iterator();
        T candidate = i.next();
        while (i.hasNext()) {
            T next = i.next();
            if (next.compareTo(candidate) > 0) candidate = next;
        }
        return candidate;
    }

    public static <T> T max(Collection<? extends T> coll, Comparator<? super T> comp) {
        if (comp == null) return (T) max((Collection) coll);
        Iterator<? extends T> i = coll.iterator();
        T candidate = i.next();
        while (i.hasNext()) {
            T next = i.next();
            if (comp.compare(next, candidate) > 0) candidate = next;
        }
        return candidate;
    }

    /** Rotates by distance (element at i moves to (i + distance) mod size). */
    public static void rotate(List<?> list, int distance) {
        int size = list.size();
        if (size == 0) return;
        distance = distance % size;
        if (distance < 0) distance += size;
        if (distance == 0) return;
        // Three reversals: rotate right by d == reverse all, then reverse [0, d) and [d, size)
        reverse(list);
        reverse(list.subList(0, distance));
        reverse(list.subList(distance, size));
    }

    public static <T> boolean replaceAll(List<T> list, T oldVal, T newVal) {
        boolean result = false;
        ListIterator<T> itr = list.listIterator();
        while (itr.hasNext()) {
            T e = itr.next();
            if (oldVal == null ? e == null : oldVal.equals(e)) {
                itr.set(newVal);
                result = true;
            }
        }
        return result;
    }

    public static int indexOfSubList(List<?> source, List<?> target) {
        int sourceSize = source.size();
        int targetSize = target.size();
        int maxCandidate = sourceSize - targetSize;
        nextCand:
        for (int candidate = 0; candidate <= maxCandidate; candidate++) {
            for (int i = 0, j = candidate; i < targetSize; i++, j++) {
                if (!Objects.equals(target.get(i), source.get(j))) continue nextCand;
            }
            return candidate;
        }
        return -1;
    }

    public static int lastIndexOfSubList(List<?> source, List<?> target) {
        int sourceSize = source.size();
        int targetSize = target.size();
        int maxCandidate = sourceSize - targetSize;
        nextCand:
        for (int candidate = maxCandidate; candidate >= 0; candidate--) {
            for (int i = 0, j = candidate; i < targetSize; i++, j++) {
                if (!Objects.equals(target.get(i), source.get(j))) continue nextCand;
            }
            return candidate;
        }
        return -1;
    }

    public static int frequency(Collection<?> c, Object o) {
        int result = 0;
        if (o == null) {
            for (Object e : c) if (e == null) result++;
        } else {
            for (Object e : c) if (o.equals(e)) result++;
        }
        return result;
    }

    public static boolean disjoint(Collection<?> c1, Collection<?> c2) {
        Collection<?> contains = c2;
        Collection<?> iterate = c1;
        if (c1 instanceof Set) {
            iterate = c2;
            contains = c1;
        } else if (!(c2 instanceof Set)) {
            int c1size = c1.size();
            int c2size = c2.size();
            if (c1size == 0 || c2size == 0) return true;
            if (c1size > c2size) {
                iterate = c2;
                contains = c1;
            }
        }
        for (Object e : iterate) if (contains.contains(e)) return false;
        return true;
    }

    public static <T> boolean addAll(Collection<? super T> c, T... elements) {
        boolean result = false;
        for (T element : elements) result |= c.add(element);
        return result;
    }

    public static <T> Comparator<T> reverseOrder() {
        return (Comparator<T>) ReverseComparator.REVERSE_ORDER;
    }

    public static <T> Comparator<T> reverseOrder(Comparator<T> cmp) {
        if (cmp == null) return (Comparator<T>) ReverseComparator.REVERSE_ORDER;
        if (cmp == ReverseComparator.REVERSE_ORDER) return (Comparator<T>) NaturalOrderComparator.INSTANCE;
        if (cmp instanceof ReverseComparator2) return ((ReverseComparator2<T>) cmp).cmp;
        return new ReverseComparator2<T>(cmp);
    }

    /** Natural ordering reversed. */
    private static final class ReverseComparator implements Comparator<Comparable<Object>> {
        static final ReverseComparator REVERSE_ORDER = new ReverseComparator();

        public int compare(Comparable<Object> c1, Comparable<Object> c2) {
            return c2.compareTo(c1);
        }

        public Comparator<Comparable<Object>> reversed() {
            return Comparator.naturalOrder();
        }
    }

    /** cmp reversed. */
    private static final class ReverseComparator2<T> implements Comparator<T> {
        final Comparator<T> cmp;

        ReverseComparator2(Comparator<T> cmp) {
            this.cmp = cmp;
        }

        public int compare(T t1, T t2) {
            return cmp.compare(t2, t1);
        }

        public boolean equals(Object o) {
            return (o == this) || (o instanceof ReverseComparator2 && cmp.equals(((ReverseComparator2) o).cmp));
        }

        public int hashCode() {
            return cmp.hashCode() ^ Integer.MIN_VALUE;
        }

        public Comparator<T> reversed() {
            return cmp;
        }
    }

    public static <T> Enumeration<T> enumeration(final Collection<T> c) {
        return new Enumeration<T>() {
            private final Iterator<T> i = c.iterator();

            public boolean hasMoreElements() {
                return i.hasNext();
            }

            public T nextElement() {
                return i.next();
            }
        };
    }

    public static <T> ArrayList<T> list(Enumeration<T> e) {
        ArrayList<T> l = new ArrayList<T>();
        while (e.hasMoreElements()) l.add(e.nextElement());
        return l;
    }

    // ---- synchronized wrappers (SynchronizedCollections): one mutex per wrapper ----

    public static <T> Collection<T> synchronizedCollection(Collection<T> c) {
        return new SynchronizedCollections.SyncCollection<T>(c);
    }

    public static <T> List<T> synchronizedList(List<T> list) {
        return list instanceof RandomAccess ? new SynchronizedCollections.SyncRandomAccessList<T>(list)
                : new SynchronizedCollections.SyncList<T>(list);
    }

    public static <T> Set<T> synchronizedSet(Set<T> s) {
        return new SynchronizedCollections.SyncSet<T>(s);
    }

    public static <K, V> Map<K, V> synchronizedMap(Map<K, V> m) {
        return new SynchronizedCollections.SyncMap<K, V>(m);
    }

    /** Read-only views keeping order and navigation (UnmodifiableSorted). */
    @SuppressWarnings("unchecked")
    public static <T> SortedSet<T> unmodifiableSortedSet(SortedSet<T> s) {
        return s instanceof NavigableSet ? new UnmodifiableSorted.NavigableSetView<T>((NavigableSet<T>) s)
                : new UnmodifiableSorted.SortedSetView<T>(s);
    }

    public static <T> NavigableSet<T> unmodifiableNavigableSet(NavigableSet<T> s) {
        return new UnmodifiableSorted.NavigableSetView<T>(s);
    }

    @SuppressWarnings("unchecked")
    public static <K, V> SortedMap<K, V> unmodifiableSortedMap(SortedMap<K, ? extends V> m) {
        return m instanceof NavigableMap ? new UnmodifiableSorted.NavigableMapView<K, V>((NavigableMap<K, V>) m)
                : new UnmodifiableSorted.SortedMapView<K, V>((SortedMap<K, V>) m);
    }

    @SuppressWarnings("unchecked")
    public static <K, V> NavigableMap<K, V> unmodifiableNavigableMap(NavigableMap<K, ? extends V> m) {
        return new UnmodifiableSorted.NavigableMapView<K, V>((NavigableMap<K, V>) m);
    }

    public static <E> SortedSet<E> emptySortedSet() {
        return unmodifiableNavigableSet(new TreeSet<E>());
    }

    public static <E> NavigableSet<E> emptyNavigableSet() {
        return unmodifiableNavigableSet(new TreeSet<E>());
    }

    public static <K, V> SortedMap<K, V> emptySortedMap() {
        return unmodifiableNavigableMap(new TreeMap<K, V>());
    }

    public static <K, V> NavigableMap<K, V> emptyNavigableMap() {
        return unmodifiableNavigableMap(new TreeMap<K, V>());
    }

    /** A Set view of map's keys (map must be empty); add(e) puts e -> TRUE. */
    public static <E> Set<E> newSetFromMap(final Map<E, Boolean> map) {
        if (!map.isEmpty()) {
            throw new IllegalArgumentException("Map is non-empty");
        }
        return new AbstractSet<E>() {
            public Iterator<E> iterator() {
                return map.keySet().iterator();
            }

            public int size() {
                return map.size();
            }

            public boolean contains(Object o) {
                return map.containsKey(o);
            }

            public boolean add(E e) {
                return map.put(e, Boolean.TRUE) == null;
            }

            public boolean remove(Object o) {
                return map.remove(o) != null;
            }

            public void clear() {
                map.clear();
            }
        };
    }

    /** A LIFO queue view of deque: add/offer push, remove/poll pop. */
    public static <T> Queue<T> asLifoQueue(final Deque<T> deque) {
        return new AbstractQueue<T>() {
            public boolean add(T e) {
                deque.addFirst(e);
                return true;
            }

            public boolean offer(T e) {
                return deque.offerFirst(e);
            }

            public T poll() {
                return deque.pollFirst();
            }

            public T remove() {
                return deque.removeFirst();
            }

            public T peek() {
                return deque.peekFirst();
            }

            public T element() {
                return deque.getFirst();
            }

            public Iterator<T> iterator() {
                return deque.iterator();
            }

            public int size() {
                return deque.size();
            }

            public void clear() {
                deque.clear();
            }

            public String toString() {
                return deque.toString();
            }
        };
    }

    // ---- unmodifiable views ----

    public static <T> Collection<T> unmodifiableCollection(Collection<? extends T> c) {
        if (c.getClass() == UnmodifiableCollection.class) return (Collection<T>) c;
        return new UnmodifiableCollection<T>(c);
    }

    public static <T> Set<T> unmodifiableSet(Set<? extends T> s) {
        if (s.getClass() == UnmodifiableSet.class) return (Set<T>) s;
        return new UnmodifiableSet<T>(s);
    }

    public static <T> List<T> unmodifiableList(List<? extends T> list) {
        if (list.getClass() == UnmodifiableList.class || list.getClass() == UnmodifiableRandomAccessList.class) {
            return (List<T>) list;
        }
        return (list instanceof RandomAccess) ? new UnmodifiableRandomAccessList<T>(list)
                : new UnmodifiableList<T>(list);
    }

    public static <K, V> Map<K, V> unmodifiableMap(Map<? extends K, ? extends V> m) {
        if (m.getClass() == UnmodifiableMap.class) return (Map<K, V>) m;
        return new UnmodifiableMap<K, V>(m);
    }

    /** Read-only view: queries delegate, mutators throw UnsupportedOperationException. */
    static class UnmodifiableCollection<E> implements Collection<E> {
        final Collection<? extends E> c;

        UnmodifiableCollection(Collection<? extends E> c) {
            if (c == null) throw new NullPointerException();
            this.c = c;
        }

        public int size() { return c.size(); }
        public boolean isEmpty() { return c.isEmpty(); }
        public boolean contains(Object o) { return c.contains(o); }
        public Object[] toArray() { return c.toArray(); }
        public <T> T[] toArray(T[] a) { return c.toArray(a); }
        public String toString() { return c.toString(); }

        public Iterator<E> iterator() {
            final Iterator<? extends E> i = c.iterator();
            return new Iterator<E>() {
                public boolean hasNext() { return i.hasNext(); }
                public E next() { return i.next(); }
                public void remove() { throw new UnsupportedOperationException(); }
                public void forEachRemaining(Consumer<? super E> action) { i.forEachRemaining(action); }
            };
        }

        public boolean add(E e) { throw new UnsupportedOperationException(); }
        public boolean remove(Object o) { throw new UnsupportedOperationException(); }
        public boolean containsAll(Collection<?> coll) { return c.containsAll(coll); }
        public boolean addAll(Collection<? extends E> coll) { throw new UnsupportedOperationException(); }
        public boolean removeAll(Collection<?> coll) { throw new UnsupportedOperationException(); }
        public boolean retainAll(Collection<?> coll) { throw new UnsupportedOperationException(); }
        public void clear() { throw new UnsupportedOperationException(); }
        public void forEach(Consumer<? super E> action) { c.forEach(action); }
        public boolean removeIf(Predicate<? super E> filter) { throw new UnsupportedOperationException(); }
    }

    static class UnmodifiableSet<E> extends UnmodifiableCollection<E> implements Set<E> {
        UnmodifiableSet(Set<? extends E> s) {
            super(s);
        }

        public boolean equals(Object o) { return o == this || c.equals(o); }
        public int hashCode() { return c.hashCode(); }
    }

    static class UnmodifiableList<E> extends UnmodifiableCollection<E> implements List<E> {
        final List<? extends E> list;

        UnmodifiableList(List<? extends E> list) {
            super(list);
            this.list = list;
        }

        public boolean equals(Object o) { return o == this || list.equals(o); }
        public int hashCode() { return list.hashCode(); }
        public E get(int index) { return list.get(index); }
        public E set(int index, E element) { throw new UnsupportedOperationException(); }
        public void add(int index, E element) { throw new UnsupportedOperationException(); }
        public E remove(int index) { throw new UnsupportedOperationException(); }
        public int indexOf(Object o) { return list.indexOf(o); }
        public int lastIndexOf(Object o) { return list.lastIndexOf(o); }
        public boolean addAll(int index, Collection<? extends E> c) { throw new UnsupportedOperationException(); }
        public void replaceAll(UnaryOperator<E> operator) { throw new UnsupportedOperationException(); }
        public void sort(Comparator<? super E> c) { throw new UnsupportedOperationException(); }
        public ListIterator<E> listIterator() { return listIterator(0); }

        public ListIterator<E> listIterator(final int index) {
            final ListIterator<? extends E> i = list.listIterator(index);
            return new ListIterator<E>() {
                public boolean hasNext() { return i.hasNext(); }
                public E next() { return i.next(); }
                public boolean hasPrevious() { return i.hasPrevious(); }
                public E previous() { return i.previous(); }
                public int nextIndex() { return i.nextIndex(); }
                public int previousIndex() { return i.previousIndex(); }
                public void remove() { throw new UnsupportedOperationException(); }
                public void set(E e) { throw new UnsupportedOperationException(); }
                public void add(E e) { throw new UnsupportedOperationException(); }
            };
        }

        public List<E> subList(int fromIndex, int toIndex) {
            return new UnmodifiableList<E>(list.subList(fromIndex, toIndex));
        }
    }

    static class UnmodifiableRandomAccessList<E> extends UnmodifiableList<E> implements RandomAccess {
        UnmodifiableRandomAccessList(List<? extends E> list) {
            super(list);
        }

        public List<E> subList(int fromIndex, int toIndex) {
            return new UnmodifiableRandomAccessList<E>(list.subList(fromIndex, toIndex));
        }
    }

    static class UnmodifiableMap<K, V> implements Map<K, V> {
        private final Map<? extends K, ? extends V> m;
        private transient Set<K> keySet;
        private transient Set<Map.Entry<K, V>> entrySet;
        private transient Collection<V> values;

        UnmodifiableMap(Map<? extends K, ? extends V> m) {
            if (m == null) throw new NullPointerException();
            this.m = m;
        }

        public int size() { return m.size(); }
        public boolean isEmpty() { return m.isEmpty(); }
        public boolean containsKey(Object key) { return m.containsKey(key); }
        public boolean containsValue(Object val) { return m.containsValue(val); }
        public V get(Object key) { return m.get(key); }
        public V put(K key, V value) { throw new UnsupportedOperationException(); }
        public V remove(Object key) { throw new UnsupportedOperationException(); }
        public void putAll(Map<? extends K, ? extends V> map) { throw new UnsupportedOperationException(); }
        public void clear() { throw new UnsupportedOperationException(); }

        public Set<K> keySet() {
            if (keySet == null) keySet = unmodifiableSet(m.keySet());
            return keySet;
        }

        public Set<Map.Entry<K, V>> entrySet() {
            if (entrySet == null) entrySet = new UnmodifiableEntrySet<K, V>(m.entrySet());
            return entrySet;
        }

        public Collection<V> values() {
            if (values == null) values = unmodifiableCollection(m.values());
            return values;
        }

        public boolean equals(Object o) { return o == this || m.equals(o); }
        public int hashCode() { return m.hashCode(); }
        public String toString() { return m.toString(); }

        public V getOrDefault(Object k, V defaultValue) {
            return ((Map<K, V>) m).getOrDefault(k, defaultValue);
        }

        public void forEach(BiConsumer<? super K, ? super V> action) {
            ((Map<K, V>) m).forEach(action);
        }

        public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
            throw new UnsupportedOperationException();
        }

        public V putIfAbsent(K key, V value) { throw new UnsupportedOperationException(); }
        public boolean remove(Object key, Object value) { throw new UnsupportedOperationException(); }
        public boolean replace(K key, V oldValue, V newValue) { throw new UnsupportedOperationException(); }
        public V replace(K key, V value) { throw new UnsupportedOperationException(); }

        public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
            throw new UnsupportedOperationException();
        }

        public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            throw new UnsupportedOperationException();
        }

        public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            throw new UnsupportedOperationException();
        }

        public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
            throw new UnsupportedOperationException();
        }
    }

    /** Entry set whose entries refuse setValue. */
    static class UnmodifiableEntrySet<K, V> extends UnmodifiableSet<Map.Entry<K, V>> {
        UnmodifiableEntrySet(Set<? extends Map.Entry<? extends K, ? extends V>> s) {
            super((Set) s);
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            final Iterator<? extends Map.Entry<? extends K, ? extends V>> i =
                    (Iterator<? extends Map.Entry<? extends K, ? extends V>>) c.iterator();
            return new Iterator<Map.Entry<K, V>>() {
                public boolean hasNext() { return i.hasNext(); }
                public Map.Entry<K, V> next() { return new UnmodifiableEntry<K, V>(i.next()); }
                public void remove() { throw new UnsupportedOperationException(); }
            };
        }

        public Object[] toArray() {
            Object[] a = c.toArray();
            for (int i = 0; i < a.length; i++) {
                a[i] = new UnmodifiableEntry<K, V>((Map.Entry<? extends K, ? extends V>) a[i]);
            }
            return a;
        }

        public <T> T[] toArray(T[] a) {
            Object[] arr = toArray();
            if (a.length < arr.length) a = Arrays.newArrayLike(a, arr.length);
            System.arraycopy(arr, 0, a, 0, arr.length);
            if (a.length > arr.length) a[arr.length] = null;
            return a;
        }

        public void forEach(final Consumer<? super Map.Entry<K, V>> action) {
            Objects.requireNonNull(action);
            c.forEach(new Consumer<Map.Entry<K, V>>() {
                public void accept(Map.Entry<K, V> e) {
                    action.accept(new UnmodifiableEntry<K, V>(e));
                }
            });
        }
    }

    private static class UnmodifiableEntry<K, V> implements Map.Entry<K, V> {
        private final Map.Entry<? extends K, ? extends V> e;

        UnmodifiableEntry(Map.Entry<? extends K, ? extends V> e) {
            this.e = Objects.requireNonNull(e);
        }

        public K getKey() { return e.getKey(); }
        public V getValue() { return e.getValue(); }
        public V setValue(V value) { throw new UnsupportedOperationException(); }
        public int hashCode() { return e.hashCode(); }

        public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Map.Entry)) return false;
            Map.Entry<?, ?> t = (Map.Entry<?, ?>) o;
            return Objects.equals(e.getKey(), t.getKey()) && Objects.equals(e.getValue(), t.getValue());
        }

        public String toString() { return e.toString(); }
    }

    // ---- empty collections ----

    public static <T> Iterator<T> emptyIterator() {
        return (Iterator<T>) emptyListIterator();
    }

    public static <T> ListIterator<T> emptyListIterator() {
        return new ListIterator<T>() {
            public boolean hasNext() { return false; }
            public T next() { throw new NoSuchElementException(); }
            public boolean hasPrevious() { return false; }
            public T previous() { throw new NoSuchElementException(); }
            public int nextIndex() { return 0; }
            public int previousIndex() { return -1; }
            public void remove() { throw new IllegalStateException(); }
            public void set(T e) { throw new IllegalStateException(); }
            public void add(T e) { throw new UnsupportedOperationException(); }
        };
    }

    public static <T> Enumeration<T> emptyEnumeration() {
        return new Enumeration<T>() {
            public boolean hasMoreElements() { return false; }
            public T nextElement() { throw new NoSuchElementException(); }
        };
    }

    public static final <T> Set<T> emptySet() {
        return (Set<T>) EMPTY_SET;
    }

    public static final <T> List<T> emptyList() {
        return (List<T>) EMPTY_LIST;
    }

    public static final <K, V> Map<K, V> emptyMap() {
        return (Map<K, V>) EMPTY_MAP;
    }

    private static class EmptySet<E> extends AbstractSet<E> {
        public Iterator<E> iterator() { return emptyIterator(); }
        public int size() { return 0; }
        public boolean isEmpty() { return true; }
        public boolean contains(Object obj) { return false; }
        public void clear() {}
        public boolean containsAll(Collection<?> c) { return c.isEmpty(); }
        public Object[] toArray() { return new Object[0]; }

        public <T> T[] toArray(T[] a) {
            if (a.length > 0) a[0] = null;
            return a;
        }

        public int hashCode() { return 0; }
    }

    private static class EmptyList<E> extends AbstractList<E> implements RandomAccess {
        public Iterator<E> iterator() { return emptyIterator(); }
        public ListIterator<E> listIterator() { return emptyListIterator(); }
        public int size() { return 0; }
        public boolean isEmpty() { return true; }
        public boolean contains(Object obj) { return false; }
        public boolean containsAll(Collection<?> c) { return c.isEmpty(); }
        public Object[] toArray() { return new Object[0]; }

        public <T> T[] toArray(T[] a) {
            if (a.length > 0) a[0] = null;
            return a;
        }

        public E get(int index) {
            throw new IndexOutOfBoundsException("Index: " + index);
        }

        public boolean equals(Object o) { return (o instanceof List) && ((List<?>) o).isEmpty(); }
        public int hashCode() { return 1; }

        public boolean removeIf(Predicate<? super E> filter) {
            Objects.requireNonNull(filter);
            return false;
        }

        public void replaceAll(UnaryOperator<E> operator) {
            Objects.requireNonNull(operator);
        }

        public void sort(Comparator<? super E> c) {}
    }

    private static class EmptyMap<K, V> extends AbstractMap<K, V> {
        public int size() { return 0; }
        public boolean isEmpty() { return true; }
        public void clear() {}
        public boolean containsKey(Object key) { return false; }
        public boolean containsValue(Object value) { return false; }
        public V get(Object key) { return null; }
        public Set<K> keySet() { return emptySet(); }
        public Collection<V> values() { return emptySet(); }
        public Set<Map.Entry<K, V>> entrySet() { return emptySet(); }
        public boolean equals(Object o) { return (o instanceof Map) && ((Map<?, ?>) o).isEmpty(); }
        public int hashCode() { return 0; }
        public V getOrDefault(Object k, V defaultValue) { return defaultValue; }
    }

    // ---- singletons and copies ----

    static <E> Iterator<E> singletonIterator(final E e) {
        return new Iterator<E>() {
            private boolean hasNext = true;

            public boolean hasNext() {
                return hasNext;
            }

            public E next() {
                if (hasNext) {
                    hasNext = false;
                    return e;
                }
                throw new NoSuchElementException();
            }
        };
    }

    public static <T> Set<T> singleton(T o) {
        return new SingletonSet<T>(o);
    }

    public static <T> List<T> singletonList(T o) {
        return new SingletonList<T>(o);
    }

    public static <K, V> Map<K, V> singletonMap(K key, V value) {
        return new SingletonMap<K, V>(key, value);
    }

    private static class SingletonSet<E> extends AbstractSet<E> {
        private final E element;

        SingletonSet(E e) {
            element = e;
        }

        public Iterator<E> iterator() { return singletonIterator(element); }
        public int size() { return 1; }
        public boolean contains(Object o) { return Objects.equals(o, element); }
        public boolean removeIf(Predicate<? super E> filter) { throw new UnsupportedOperationException(); }
        public int hashCode() { return Objects.hashCode(element); }
    }

    private static class SingletonList<E> extends AbstractList<E> implements RandomAccess {
        private final E element;

        SingletonList(E obj) {
            element = obj;
        }

        public Iterator<E> iterator() { return singletonIterator(element); }
        public int size() { return 1; }
        public boolean contains(Object obj) { return Objects.equals(obj, element); }

        public E get(int index) {
            if (index != 0) throw new IndexOutOfBoundsException("Index: " + index + ", Size: 1");
            return element;
        }

        public boolean removeIf(Predicate<? super E> filter) { throw new UnsupportedOperationException(); }
        public void replaceAll(UnaryOperator<E> operator) { throw new UnsupportedOperationException(); }
        public void sort(Comparator<? super E> c) {}
        public int hashCode() { return 31 + Objects.hashCode(element); }
    }

    private static class SingletonMap<K, V> extends AbstractMap<K, V> {
        private final K k;
        private final V v;
        private transient Set<Map.Entry<K, V>> entrySet;

        SingletonMap(K key, V value) {
            k = key;
            v = value;
        }

        public int size() { return 1; }
        public boolean isEmpty() { return false; }
        public boolean containsKey(Object key) { return Objects.equals(key, k); }
        public boolean containsValue(Object value) { return Objects.equals(value, v); }
        public V get(Object key) { return Objects.equals(key, k) ? v : null; }

        public Set<K> keySet() {
            if (keySet == null) keySet = singleton(k);
            return keySet;
        }

        public Set<Map.Entry<K, V>> entrySet() {
            if (entrySet == null) {
                entrySet = Collections.<Map.Entry<K, V>>singleton(new SimpleImmutableEntry<K, V>(k, v));
            }
            return entrySet;
        }

        public Collection<V> values() {
            if (values == null) values = singleton(v);
            return values;
        }

        public V getOrDefault(Object key, V defaultValue) {
            return Objects.equals(key, k) ? v : defaultValue;
        }

        public int hashCode() { return Objects.hashCode(k) ^ Objects.hashCode(v); }
    }

    public static <T> List<T> nCopies(int n, T o) {
        if (n < 0) throw new IllegalArgumentException("List length = " + n);
        return new CopiesList<T>(n, o);
    }

    private static class CopiesList<E> extends AbstractList<E> implements RandomAccess {
        final int n;
        final E element;

        CopiesList(int n, E e) {
            this.n = n;
            element = e;
        }

        public int size() { return n; }
        public boolean contains(Object obj) { return n != 0 && Objects.equals(obj, element); }
        public int indexOf(Object o) { return contains(o) ? 0 : -1; }
        public int lastIndexOf(Object o) { return contains(o) ? n - 1 : -1; }

        public E get(int index) {
            if (index < 0 || index >= n) throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + n);
            return element;
        }

        public Object[] toArray() {
            Object[] a = new Object[n];
            if (element != null) Arrays.fill(a, 0, n, element);
            return a;
        }

        public List<E> subList(int fromIndex, int toIndex) {
            if (fromIndex < 0) throw new IndexOutOfBoundsException("fromIndex = " + fromIndex);
            if (toIndex > n) throw new IndexOutOfBoundsException("toIndex = " + toIndex);
            if (fromIndex > toIndex) {
                throw new IllegalArgumentException("fromIndex(" + fromIndex + ") > toIndex(" + toIndex + ")");
            }
            return new CopiesList<E>(toIndex - fromIndex, element);
        }
    }
}
