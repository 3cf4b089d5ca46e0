// UnmodifiableSorted: the read-only SortedSet/NavigableSet/SortedMap/NavigableMap views of Collections.
package java.util;

/**
 * Read-only views that keep navigation (every sub-view is read-only too); mutators, pollFirst/
 * pollLast and iterator removal throw UnsupportedOperationException. Thread-safety is the
 * backing collection's.
 */
final class UnmodifiableSorted {
    private UnmodifiableSorted() {
    }

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
    }

    static class SortedSetView<E> extends Collections.UnmodifiableSet<E> implements SortedSet<E> {
        private final SortedSet<E> ss;

        SortedSetView(SortedSet<E> s) {
            super(s);
            ss = s;
        }

        public Comparator<? super E> comparator() {
            return ss.comparator();
        }

        public SortedSet<E> subSet(E fromElement, E toElement) {
            return new SortedSetView<E>(ss.subSet(fromElement, toElement));
        }

        public SortedSet<E> headSet(E toElement) {
            return new SortedSetView<E>(ss.headSet(toElement));
        }

        public SortedSet<E> tailSet(E fromElement) {
            return new SortedSetView<E>(ss.tailSet(fromElement));
        }

        public E first() {
            return ss.first();
        }

        public E last() {
            return ss.last();
        }
    }

    static final class NavigableSetView<E> extends SortedSetView<E> implements NavigableSet<E> {
        private final NavigableSet<E> ns;

        NavigableSetView(NavigableSet<E> s) {
            super(s);
            ns = s;
        }

        public E lower(E e) {
            return ns.lower(e);
        }

        public E floor(E e) {
            return ns.floor(e);
        }

        public E ceiling(E e) {
            return ns.ceiling(e);
        }

        public E higher(E e) {
            return ns.higher(e);
        }

        public E pollFirst() {
            throw uoe();
        }

        public E pollLast() {
            throw uoe();
        }

        public NavigableSet<E> descendingSet() {
            return new NavigableSetView<E>(ns.descendingSet());
        }

        public Iterator<E> descendingIterator() {
            return descendingSet().iterator();
        }

        public NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement, boolean toInclusive) {
            return new NavigableSetView<E>(ns.subSet(fromElement, fromInclusive, toElement, toInclusive));
        }

        public NavigableSet<E> headSet(E toElement, boolean inclusive) {
            return new NavigableSetView<E>(ns.headSet(toElement, inclusive));
        }

        public NavigableSet<E> tailSet(E fromElement, boolean inclusive) {
            return new NavigableSetView<E>(ns.tailSet(fromElement, inclusive));
        }
    }

    static class SortedMapView<K, V> extends Collections.UnmodifiableMap<K, V> implements SortedMap<K, V> {
        private final SortedMap<K, V> sm;

        SortedMapView(SortedMap<K, V> m) {
            super(m);
            sm = m;
        }

        public Comparator<? super K> comparator() {
            return sm.comparator();
        }

        public SortedMap<K, V> subMap(K fromKey, K toKey) {
            return new SortedMapView<K, V>(sm.subMap(fromKey, toKey));
        }

        public SortedMap<K, V> headMap(K toKey) {
            return new SortedMapView<K, V>(sm.headMap(toKey));
        }

        public SortedMap<K, V> tailMap(K fromKey) {
            return new SortedMapView<K, V>(sm.tailMap(fromKey));
        }

        public K firstKey() {
            return sm.firstKey();
        }

        public K lastKey() {
            return sm.lastKey();
        }
    }

    static final class NavigableMapView<K, V> extends SortedMapView<K, V> implements NavigableMap<K, V> {
        private final NavigableMap<K, V> nm;

        NavigableMapView(NavigableMap<K, V> m) {
            super(m);
            nm = m;
        }

        private static <K, V> Map.Entry<K, V> entry(Map.Entry<K, V> e) {
            return e == null ? null : new AbstractMap.SimpleImmutableEntry<K, V>(e);
        }

        public Map.Entry<K, V> lowerEntry(K key) {
            return entry(nm.lowerEntry(key));
        }

        public K lowerKey(K key) {
            return nm.lowerKey(key);
        }

        public Map.Entry<K, V> floorEntry(K key) {
            return entry(nm.floorEntry(key));
        }

        public K floorKey(K key) {
            return nm.floorKey(key);
        }

        public Map.Entry<K, V> ceilingEntry(K key) {
            return entry(nm.ceilingEntry(key));
        }

        public K ceilingKey(K key) {
            return nm.ceilingKey(key);
        }

        public Map.Entry<K, V> higherEntry(K key) {
            return entry(nm.higherEntry(key));
        }

        public K higherKey(K key) {
            return nm.higherKey(key);
        }

        public Map.Entry<K, V> firstEntry() {
            return entry(nm.firstEntry());
        }

        public Map.Entry<K, V> lastEntry() {
            return entry(nm.lastEntry());
        }

        public Map.Entry<K, V> pollFirstEntry() {
            throw uoe();
        }

        public Map.Entry<K, V> pollLastEntry() {
            throw uoe();
        }

        public NavigableMap<K, V> descendingMap() {
            return new NavigableMapView<K, V>(nm.descendingMap());
        }

        public NavigableSet<K> navigableKeySet() {
            return new NavigableSetView<K>(nm.navigableKeySet());
        }

        public NavigableSet<K> descendingKeySet() {
            return new NavigableSetView<K>(nm.descendingKeySet());
        }

        public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
            return new NavigableMapView<K, V>(nm.subMap(fromKey, fromInclusive, toKey, toInclusive));
        }

        public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
            return new NavigableMapView<K, V>(nm.headMap(toKey, inclusive));
        }

        public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
            return new NavigableMapView<K, V>(nm.tailMap(fromKey, inclusive));
        }
    }
}
