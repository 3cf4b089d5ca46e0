// java.util.TreeSubMap: ranged and/or descending live view of a TreeMap (headMap, tailMap, subMap, descendingMap).
package java.util;

/**
 * A view of the TreeMap entries between lo and hi (each bound absent, inclusive or exclusive), seen in
 * ascending or descending order. "abs" methods work in the backing map's ascending order; the public
 * NavigableMap methods map onto them according to 'descending'. put() outside the range throws
 * IllegalArgumentException("key out of range"); narrowing outside it throws "fromKey/toKey out of range".
 * Package-private; plays the role of JDK's TreeMap.AscendingSubMap/DescendingSubMap.
 */
final class TreeSubMap<K, V> extends AbstractMap<K, V> implements NavigableMap<K, V> {
    final TreeMap<K, V> m;
    final K lo;
    final K hi;
    final boolean fromStart;
    final boolean toEnd;
    final boolean loInclusive;
    final boolean hiInclusive;
    final boolean descending;

    TreeSubMap(TreeMap<K, V> m, boolean fromStart, K lo, boolean loInclusive,
               boolean toEnd, K hi, boolean hiInclusive, boolean descending) {
        if (!fromStart && !toEnd) {
            if (m.compare(lo, hi) > 0) throw new IllegalArgumentException("fromKey > toKey");
        } else {
            if (!fromStart) m.compare(lo, lo); // type check
            if (!toEnd) m.compare(hi, hi);
        }
        this.m = m;
        this.fromStart = fromStart;
        this.lo = lo;
        this.loInclusive = loInclusive;
        this.toEnd = toEnd;
        this.hi = hi;
        this.hiInclusive = hiInclusive;
        this.descending = descending;
    }

    // ---- range tests ----

    boolean tooLow(Object key) {
        if (!fromStart) {
            int c = m.compare(key, lo);
            if (c < 0 || (c == 0 && !loInclusive)) return true;
        }
        return false;
    }

    boolean tooHigh(Object key) {
        if (!toEnd) {
            int c = m.compare(key, hi);
            if (c > 0 || (c == 0 && !hiInclusive)) return true;
        }
        return false;
    }

    boolean inRange(Object key) {
        return !tooLow(key) && !tooHigh(key);
    }

    boolean inClosedRange(Object key) {
        return (fromStart || m.compare(key, lo) >= 0) && (toEnd || m.compare(hi, key) >= 0);
    }

    boolean inRange(Object key, boolean inclusive) {
        return inclusive ? inRange(key) : inClosedRange(key);
    }

    // ---- absolute (ascending) navigation within the range ----

    TreeMap.Entry<K, V> absLowest() {
        TreeMap.Entry<K, V> e = fromStart ? m.getFirstEntry()
                : (loInclusive ? m.getCeilingEntry(lo) : m.getHigherEntry(lo));
        return (e == null || tooHigh(e.key)) ? null : e;
    }

    TreeMap.Entry<K, V> absHighest() {
        TreeMap.Entry<K, V> e = toEnd ? m.getLastEntry()
                : (hiInclusive ? m.getFloorEntry(hi) : m.getLowerEntry(hi));
        return (e == null || tooLow(e.key)) ? null : e;
    }

    TreeMap.Entry<K, V> absCeiling(K key) {
        if (tooLow(key)) return absLowest();
        TreeMap.Entry<K, V> e = m.getCeilingEntry(key);
        return (e == null || tooHigh(e.key)) ? null : e;
    }

    TreeMap.Entry<K, V> absHigher(K key) {
        if (tooLow(key)) return absLowest();
        TreeMap.Entry<K, V> e = m.getHigherEntry(key);
        return (e == null || tooHigh(e.key)) ? null : e;
    }

    TreeMap.Entry<K, V> absFloor(K key) {
        if (tooHigh(key)) return absHighest();
        TreeMap.Entry<K, V> e = m.getFloorEntry(key);
        return (e == null || tooLow(e.key)) ? null : e;
    }

    TreeMap.Entry<K, V> absLower(K key) {
        if (tooHigh(key)) return absHighest();
        TreeMap.Entry<K, V> e = m.getLowerEntry(key);
        return (e == null || tooLow(e.key)) ? null : e;
    }

    /** First entry above the range (iteration stops there), or null. */
    TreeMap.Entry<K, V> absHighFence() {
        return toEnd ? null : (hiInclusive ? m.getHigherEntry(hi) : m.getCeilingEntry(hi));
    }

    /** First entry below the range (descending iteration stops there), or null. */
    TreeMap.Entry<K, V> absLowFence() {
        return fromStart ? null : (loInclusive ? m.getLowerEntry(lo) : m.getFloorEntry(lo));
    }

    // ---- view-relative navigation ----

    private TreeMap.Entry<K, V> subLowest() { return descending ? absHighest() : absLowest(); }
    private TreeMap.Entry<K, V> subHighest() { return descending ? absLowest() : absHighest(); }
    private TreeMap.Entry<K, V> subCeiling(K k) { return descending ? absFloor(k) : absCeiling(k); }
    private TreeMap.Entry<K, V> subHigher(K k) { return descending ? absLower(k) : absHigher(k); }
    private TreeMap.Entry<K, V> subFloor(K k) { return descending ? absCeiling(k) : absFloor(k); }
    private TreeMap.Entry<K, V> subLower(K k) { return descending ? absHigher(k) : absLower(k); }

    // ---- Map ----

    public boolean isEmpty() {
        return (fromStart && toEnd) ? m.isEmpty() : absLowest() == null;
    }

    public int size() {
        if (fromStart && toEnd) return m.size();
        int n = 0;
        TreeMap.Entry<K, V> fence = absHighFence();
        for (TreeMap.Entry<K, V> e = absLowest(); e != null && e != fence; e = TreeMap.successor(e)) n++;
        return n;
    }

    public boolean containsKey(Object key) {
        return inRange(key) && m.containsKey(key);
    }

    public V put(K key, V value) {
        if (!inRange(key)) throw new IllegalArgumentException("key out of range");
        return m.put(key, value);
    }

    public V get(Object key) {
        return !inRange(key) ? null : m.get(key);
    }

    public V remove(Object key) {
        return !inRange(key) ? null : m.remove(key);
    }

    public Comparator<? super K> comparator() {
        return descending ? Collections.reverseOrder(m.comparator()) : m.comparator();
    }

    public K firstKey() { return TreeMap.key(subLowest()); }
    public K lastKey() { return TreeMap.key(subHighest()); }
    public Map.Entry<K, V> firstEntry() { return TreeMap.exportEntry(subLowest()); }
    public Map.Entry<K, V> lastEntry() { return TreeMap.exportEntry(subHighest()); }
    public Map.Entry<K, V> ceilingEntry(K key) { return TreeMap.exportEntry(subCeiling(key)); }
    public K ceilingKey(K key) { return TreeMap.keyOrNull(subCeiling(key)); }
    public Map.Entry<K, V> higherEntry(K key) { return TreeMap.exportEntry(subHigher(key)); }
    public K higherKey(K key) { return TreeMap.keyOrNull(subHigher(key)); }
    public Map.Entry<K, V> floorEntry(K key) { return TreeMap.exportEntry(subFloor(key)); }
    public K floorKey(K key) { return TreeMap.keyOrNull(subFloor(key)); }
    public Map.Entry<K, V> lowerEntry(K key) { return TreeMap.exportEntry(subLower(key)); }
    public K lowerKey(K key) { return TreeMap.keyOrNull(subLower(key)); }

    public Map.Entry<K, V> pollFirstEntry() {
        TreeMap.Entry<K, V> e = subLowest();
        Map.Entry<K, V> result = TreeMap.exportEntry(e);
        if (e != null) m.deleteEntry(e);
        return result;
    }

    public Map.Entry<K, V> pollLastEntry() {
        TreeMap.Entry<K, V> e = subHighest();
        Map.Entry<K, V> result = TreeMap.exportEntry(e);
        if (e != null) m.deleteEntry(e);
        return result;
    }

    // ---- views ----

    public NavigableMap<K, V> descendingMap() {
        return new TreeSubMap<K, V>(m, fromStart, lo, loInclusive, toEnd, hi, hiInclusive, !descending);
    }

    public NavigableSet<K> navigableKeySet() {
        return new TreeMap.KeySet<K>(this);
    }

    public Set<K> keySet() {
        return navigableKeySet();
    }

    public NavigableSet<K> descendingKeySet() {
        return descendingMap().navigableKeySet();
    }

    public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        if (!inRange(fromKey, fromInclusive)) throw new IllegalArgumentException("fromKey out of range");
        if (!inRange(toKey, toInclusive)) throw new IllegalArgumentException("toKey out of range");
        if (descending) return new TreeSubMap<K, V>(m, false, toKey, toInclusive, false, fromKey, fromInclusive, true);
        return new TreeSubMap<K, V>(m, false, fromKey, fromInclusive, false, toKey, toInclusive, false);
    }

    public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
        if (!inRange(toKey, inclusive)) throw new IllegalArgumentException("toKey out of range");
        if (descending) return new TreeSubMap<K, V>(m, false, toKey, inclusive, toEnd, hi, hiInclusive, true);
        return new TreeSubMap<K, V>(m, fromStart, lo, loInclusive, false, toKey, inclusive, false);
    }

    public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
        if (!inRange(fromKey, inclusive)) throw new IllegalArgumentException("fromKey out of range");
        if (descending) return new TreeSubMap<K, V>(m, fromStart, lo, loInclusive, false, fromKey, inclusive, true);
        return new TreeSubMap<K, V>(m, false, fromKey, inclusive, toEnd, hi, hiInclusive, false);
    }

    public SortedMap<K, V> subMap(K fromKey, K toKey) {
        return subMap(fromKey, true, toKey, false);
    }

    public SortedMap<K, V> headMap(K toKey) {
        return headMap(toKey, false);
    }

    public SortedMap<K, V> tailMap(K fromKey) {
        return tailMap(fromKey, true);
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public Iterator<Map.Entry<K, V>> iterator() {
                return new SubMapIterator<Map.Entry<K, V>>(descending) {
                    public Map.Entry<K, V> next() { return nextEntry(); }
                };
            }

            public int size() { return TreeSubMap.this.size(); }
            public boolean isEmpty() { return TreeSubMap.this.isEmpty(); }

            public boolean contains(Object o) {
                if (!(o instanceof Map.Entry)) return false;
                Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
                Object key = entry.getKey();
                if (!inRange(key)) return false;
                TreeMap.Entry<?, ?> node = m.getEntry(key);
                return node != null && TreeMap.valEquals(node.getValue(), entry.getValue());
            }

            public boolean remove(Object o) {
                if (!(o instanceof Map.Entry)) return false;
                Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
                Object key = entry.getKey();
                if (!inRange(key)) return false;
                TreeMap.Entry<K, V> node = m.getEntry(key);
                if (node != null && TreeMap.valEquals(node.getValue(), entry.getValue())) {
                    m.deleteEntry(node);
                    return true;
                }
                return false;
            }
        };
    }

    Iterator<K> keyIterator() {
        return new SubMapIterator<K>(descending) {
            public K next() { return nextEntry().key; }
        };
    }

    Iterator<K> descendingKeyIterator() {
        return new SubMapIterator<K>(!descending) {
            public K next() { return nextEntry().key; }
        };
    }

    /** Fail-fast iterator over the range, in ascending or descending backing-map order. */
    abstract class SubMapIterator<T> implements Iterator<T> {
        final boolean backwards;
        TreeMap.Entry<K, V> lastReturned;
        TreeMap.Entry<K, V> next;
        final Object fenceKey;
        final boolean hasFence;
        int expectedModCount;

        SubMapIterator(boolean backwards) {
            this.backwards = backwards;
            expectedModCount = m.modCount();
            next = backwards ? absHighest() : absLowest();
            TreeMap.Entry<K, V> fence = backwards ? absLowFence() : absHighFence();
            hasFence = fence != null;
            fenceKey = hasFence ? fence.key : null;
        }

        public final boolean hasNext() {
            return next != null && !(hasFence && next.key == fenceKey);
        }

        final TreeMap.Entry<K, V> nextEntry() {
            TreeMap.Entry<K, V> e = next;
            if (e == null || (hasFence && e.key == fenceKey)) throw new NoSuchElementException();
            if (m.modCount() != expectedModCount) throw new ConcurrentModificationException();
            next = backwards ? TreeMap.predecessor(e) : TreeMap.successor(e);
            lastReturned = e;
            return e;
        }

        public void remove() {
            if (lastReturned == null) throw new IllegalStateException();
            if (m.modCount() != expectedModCount) throw new ConcurrentModificationException();
            // Ascending: deleting a node with two children moves its successor's contents into it
            if (!backwards && lastReturned.left != null && lastReturned.right != null) next = lastReturned;
            m.deleteEntry(lastReturned);
            lastReturned = null;
            expectedModCount = m.modCount();
        }
    }
}
