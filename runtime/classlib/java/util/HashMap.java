// java.util.HashMap: chained hash table whose sizing, bucket order and resize split match JDK 17.
package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A hash table of singly-linked buckets. Iteration order is observable, so everything that shapes it
 * follows JDK 17:
 * <pre>
 *   hash(key)  = h ^ (h >>> 16), h = key.hashCode() (null key: 0); bucket = hash & (table.length - 1)
 *   table      : power of two, allocated on first insert (16, or tableSizeFor(initialCapacity))
 *   threshold  : capacity * loadFactor (0.75); put() resizes after the insert that exceeds it,
 *                computeIfAbsent/compute/merge resize before inserting and insert at the bucket head
 *   resize     : doubles; each bucket splits into a "lo" and a "hi" list, both keeping relative order
 *   copy ctor  : pre-sizes to tableSizeFor((int) (size / loadFactor + 1.0f))
 * </pre>
 * Simplification: JDK 17 turns a bucket with 8+ entries into a red-black tree once the table has 64+
 * buckets; jvmlab keeps a list (same lookups, slower with many collisions). Below 64 buckets the JDK
 * resizes instead of treeifying, and so does jvmlab, so iteration order only differs for maps that had
 * 9+ colliding keys in one bucket of a 64+ table. Not synchronized.
 */
public class HashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, Cloneable {
    static final int DEFAULT_INITIAL_CAPACITY = 16;
    static final int MAXIMUM_CAPACITY = 1 << 30;
    static final float DEFAULT_LOAD_FACTOR = 0.75f;
    static final int TREEIFY_THRESHOLD = 8;
    static final int MIN_TREEIFY_CAPACITY = 64;

    /** A bucket entry; 'next' chains the bucket in insertion order. */
    static class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        V value;
        Node<K, V> next;

        Node(int hash, K key, V value, Node<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.value = value;
            this.next = next;
        }

        public final K getKey() { return key; }
        public final V getValue() { return value; }
        public final String toString() { return key + "=" + value; }

        public final int hashCode() {
            return Objects.hashCode(key) ^ Objects.hashCode(value);
        }

        public final V setValue(V newValue) {
            V oldValue = value;
            value = newValue;
            return oldValue;
        }

        public final boolean equals(Object o) {
            if (o == this) return true;
            if (!(o instanceof Map.Entry)) return false;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return Objects.equals(key, e.getKey()) && Objects.equals(value, e.getValue());
        }
    }

    /** Spreads the high bits of hashCode into the low bits used for bucket selection. */
    static final int hash(Object key) {
        int h;
        return (key == null) ? 0 : (h = key.hashCode()) ^ (h >>> 16);
    }

    /** The smallest power of two >= cap (1 for cap <= 1), capped at MAXIMUM_CAPACITY. */
    static final int tableSizeFor(int cap) {
        int n = 1;
        while (n < cap && n < MAXIMUM_CAPACITY) n <<= 1;
        return n;
    }

    transient Node<K, V>[] table;
    transient Set<Map.Entry<K, V>> entrySet;
    transient int size;
    transient int modCount;
    /** Next size at which to resize; before the table exists, holds the initial capacity (0 = default). */
    int threshold;
    final float loadFactor;

    public HashMap(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0) throw new IllegalArgumentException("Illegal initial capacity: " + initialCapacity);
        if (initialCapacity > MAXIMUM_CAPACITY) initialCapacity = MAXIMUM_CAPACITY;
        if (loadFactor <= 0 || loadFactor != loadFactor) {
            throw new IllegalArgumentException("Illegal load factor: " + loadFactor);
        }
        this.loadFactor = loadFactor;
        this.threshold = tableSizeFor(initialCapacity);
    }

    public HashMap(int initialCapacity) {
        this(initialCapacity, DEFAULT_LOAD_FACTOR);
    }

    public HashMap() {
        this.loadFactor = DEFAULT_LOAD_FACTOR;
    }

    public HashMap(Map<? extends K, ? extends V> m) {
        this.loadFactor = DEFAULT_LOAD_FACTOR;
        putMapEntries(m, false);
    }

    final void putMapEntries(Map<? extends K, ? extends V> m, boolean evict) {
        int s = m.size();
        if (s > 0) {
            if (table == null) {
                // Pre-size: JDK 17's formula, which may over-allocate by one doubling.
                float ft = ((float) s / loadFactor) + 1.0F;
                int t = (ft < (float) MAXIMUM_CAPACITY) ? (int) ft : MAXIMUM_CAPACITY;
                if (t > threshold) threshold = tableSizeFor(t);
            } else if (s > threshold) {
                resize();
            }
            for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
                K key = e.getKey();
                V value = e.getValue();
                putVal(hash(key), key, value, false, evict);
            }
        }
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public V get(Object key) {
        Node<K, V> e = getNode(key);
        return e == null ? null : e.value;
    }

    final Node<K, V> getNode(Object key) {
        Node<K, V>[] tab = table;
        if (tab == null || tab.length == 0) return null;
        int hash = hash(key);
        for (Node<K, V> e = tab[(tab.length - 1) & hash]; e != null; e = e.next) {
            K k;
            if (e.hash == hash && ((k = e.key) == key || (key != null && key.equals(k)))) return e;
        }
        return null;
    }

    public boolean containsKey(Object key) {
        return getNode(key) != null;
    }

    public V put(K key, V value) {
        return putVal(hash(key), key, value, false, true);
    }

    /** Appends a node at the bucket tail (or replaces the value); resizes after the insert if needed. */
    final V putVal(int hash, K key, V value, boolean onlyIfAbsent, boolean evict) {
        Node<K, V>[] tab = table;
        int n;
        if (tab == null || (n = tab.length) == 0) n = (tab = resize()).length;
        int i = (n - 1) & hash;
        Node<K, V> p = tab[i];
        Node<K, V> e = null;
        if (p == null) {
            tab[i] = newNode(hash, key, value, null);
        } else {
            K k;
            if (p.hash == hash && ((k = p.key) == key || (key != null && key.equals(k)))) {
                e = p;
            } else {
                for (int binCount = 0; ; ++binCount) {
                    if ((e = p.next) == null) {
                        p.next = newNode(hash, key, value, null);
                        if (binCount >= TREEIFY_THRESHOLD - 1) treeifyBin(tab);
                        break;
                    }
                    if (e.hash == hash && ((k = e.key) == key || (key != null && key.equals(k)))) break;
                    p = e;
                }
            }
            if (e != null) {
                V oldValue = e.value;
                if (!onlyIfAbsent || oldValue == null) e.value = value;
                afterNodeAccess(e);
                return oldValue;
            }
        }
        ++modCount;
        if (++size > threshold) resize();
        afterNodeInsertion(evict);
        return null;
    }

    /**
     * Allocates the first table or doubles it. Each old bucket splits by the new hash bit into a lo list
     * (same index) and a hi list (index + oldCap), both in their original relative order.
     */
    final Node<K, V>[] resize() {
        Node<K, V>[] oldTab = table;
        int oldCap = (oldTab == null) ? 0 : oldTab.length;
        int oldThr = threshold;
        int newCap;
        int newThr = 0;
        if (oldCap > 0) {
            if (oldCap >= MAXIMUM_CAPACITY) {
                threshold = Integer.MAX_VALUE;
                return oldTab;
            }
            newCap = oldCap << 1;
            if (newCap < MAXIMUM_CAPACITY && oldCap >= DEFAULT_INITIAL_CAPACITY) newThr = oldThr << 1;
        } else if (oldThr > 0) {
            newCap = oldThr;
        } else {
            newCap = DEFAULT_INITIAL_CAPACITY;
            newThr = (int) (DEFAULT_LOAD_FACTOR * DEFAULT_INITIAL_CAPACITY);
        }
        if (newThr == 0) {
            float ft = (float) newCap * loadFactor;
            newThr = (newCap < MAXIMUM_CAPACITY && ft < (float) MAXIMUM_CAPACITY) ? (int) ft : Integer.MAX_VALUE;
        }
        threshold = newThr;
        Node<K, V>[] newTab = (Node<K, V>[]) new Node[newCap];
        table = newTab;
        if (oldTab != null) {
            for (int j = 0; j < oldCap; ++j) {
                Node<K, V> e = oldTab[j];
                if (e == null) continue;
                oldTab[j] = null;
                if (e.next == null) {
                    newTab[e.hash & (newCap - 1)] = e;
                    continue;
                }
                // Split the bucket, preserving order
                Node<K, V> loHead = null, loTail = null, hiHead = null, hiTail = null;
                Node<K, V> next;
                do {
                    next = e.next;
                    if ((e.hash & oldCap) == 0) {
                        if (loTail == null) loHead = e;
                        else loTail.next = e;
                        loTail = e;
                    } else {
                        if (hiTail == null) hiHead = e;
                        else hiTail.next = e;
                        hiTail = e;
                    }
                } while ((e = next) != null);
                if (loTail != null) {
                    loTail.next = null;
                    newTab[j] = loHead;
                }
                if (hiTail != null) {
                    hiTail.next = null;
                    newTab[j + oldCap] = hiHead;
                }
            }
        }
        return newTab;
    }

    /** JDK 17 resizes a small table instead of treeifying a long bucket; large tables keep the list here. */
    final void treeifyBin(Node<K, V>[] tab) {
        if (tab == null || tab.length < MIN_TREEIFY_CAPACITY) resize();
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        putMapEntries(m, true);
    }

    public V remove(Object key) {
        Node<K, V> e = removeNode(hash(key), key, null, false, true);
        return e == null ? null : e.value;
    }

    /** Unlinks the node for key (if matchValue, only when its value equals value). The node keeps its next. */
    final Node<K, V> removeNode(int hash, Object key, Object value, boolean matchValue, boolean movable) {
        Node<K, V>[] tab = table;
        int n;
        if (tab == null || (n = tab.length) == 0) return null;
        int index = (n - 1) & hash;
        Node<K, V> prev = null;
        for (Node<K, V> e = tab[index]; e != null; prev = e, e = e.next) {
            K k;
            if (e.hash == hash && ((k = e.key) == key || (key != null && key.equals(k)))) {
                V v;
                if (matchValue && !((v = e.value) == value || (value != null && value.equals(v)))) return null;
                if (prev == null) tab[index] = e.next;
                else prev.next = e.next;
                ++modCount;
                --size;
                afterNodeRemoval(e);
                return e;
            }
        }
        return null;
    }

    public void clear() {
        Node<K, V>[] tab = table;
        modCount++;
        if (tab != null && size > 0) {
            size = 0;
            for (int i = 0; i < tab.length; ++i) tab[i] = null;
        }
    }

    public boolean containsValue(Object value) {
        Node<K, V>[] tab = table;
        if (tab != null && size > 0) {
            for (Node<K, V> e : tab) {
                for (; e != null; e = e.next) {
                    V v;
                    if ((v = e.value) == value || (value != null && value.equals(v))) return true;
                }
            }
        }
        return false;
    }

    public Set<K> keySet() {
        Set<K> ks = keySet;
        if (ks == null) {
            ks = new KeySet();
            keySet = ks;
        }
        return ks;
    }

    public Collection<V> values() {
        Collection<V> vs = values;
        if (vs == null) {
            vs = new Values();
            values = vs;
        }
        return vs;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> es = entrySet;
        return (es == null) ? (entrySet = new EntrySet()) : es;
    }

    // ---- iteration order (overridden by LinkedHashMap) ----

    /** First node in iteration order of a walk over tab. */
    Node<K, V> walkFirst(Node<K, V>[] tab) {
        for (int i = 0; i < tab.length; i++) if (tab[i] != null) return tab[i];
        return null;
    }

    /** Node after e in iteration order of a walk over tab (tab may have been replaced meanwhile). */
    Node<K, V> walkNext(Node<K, V>[] tab, Node<K, V> e) {
        if (e.next != null) return e.next;
        for (int i = (e.hash & (tab.length - 1)) + 1; i < tab.length; i++) if (tab[i] != null) return tab[i];
        return null;
    }

    /** Fail-fast iterator over the nodes in walk order; remove() unlinks the last node returned. */
    abstract class HashIterator {
        Node<K, V>[] tab;
        Node<K, V> next;
        Node<K, V> current;
        int expectedModCount;

        HashIterator() {
            expectedModCount = modCount;
            tab = table;
            if (tab != null && size > 0) next = walkFirst(tab);
        }

        public final boolean hasNext() {
            return next != null;
        }

        final Node<K, V> nextNode() {
            Node<K, V> e = next;
            if (modCount != expectedModCount) throw new ConcurrentModificationException();
            if (e == null) throw new NoSuchElementException();
            current = e;
            next = walkNext(tab, e);
            return e;
        }

        public final void remove() {
            Node<K, V> p = current;
            if (p == null) throw new IllegalStateException();
            if (modCount != expectedModCount) throw new ConcurrentModificationException();
            current = null;
            removeNode(p.hash, p.key, null, false, false);
            expectedModCount = modCount;
        }
    }

    final class KeyIterator extends HashIterator implements Iterator<K> {
        public K next() { return nextNode().key; }
    }

    final class ValueIterator extends HashIterator implements Iterator<V> {
        public V next() { return nextNode().value; }
    }

    final class EntryIterator extends HashIterator implements Iterator<Map.Entry<K, V>> {
        public Map.Entry<K, V> next() { return nextNode(); }
    }

    /** Walks every node once, then throws ConcurrentModificationException if the map changed (JDK style). */
    private abstract class Walk {
        abstract void visit(Node<K, V> e);

        final void run() {
            Node<K, V>[] tab = table;
            if (size > 0 && tab != null) {
                int mc = modCount;
                for (Node<K, V> e = walkFirst(tab); e != null; e = walkNext(tab, e)) visit(e);
                if (modCount != mc) throw new ConcurrentModificationException();
            }
        }
    }

    final class KeySet extends AbstractSet<K> {
        public final int size() { return size; }
        public final void clear() { HashMap.this.clear(); }
        public final Iterator<K> iterator() { return new KeyIterator(); }
        public final boolean contains(Object o) { return containsKey(o); }

        public final boolean remove(Object key) {
            return removeNode(hash(key), key, null, false, true) != null;
        }

        public final void forEach(final Consumer<? super K> action) {
            Objects.requireNonNull(action);
            new Walk() {
                void visit(Node<K, V> e) { action.accept(e.key); }
            }.run();
        }
    }

    final class Values extends AbstractCollection<V> {
        public final int size() { return size; }
        public final void clear() { HashMap.this.clear(); }
        public final Iterator<V> iterator() { return new ValueIterator(); }
        public final boolean contains(Object o) { return containsValue(o); }

        public final void forEach(final Consumer<? super V> action) {
            Objects.requireNonNull(action);
            new Walk() {
                void visit(Node<K, V> e) { action.accept(e.value); }
            }.run();
        }
    }

    final class EntrySet extends AbstractSet<Map.Entry<K, V>> {
        public final int size() { return size; }
        public final void clear() { HashMap.this.clear(); }
        public final Iterator<Map.Entry<K, V>> iterator() { return new EntryIterator(); }

        public final boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) return false;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Node<K, V> candidate = getNode(e.getKey());
            return candidate != null && candidate.equals(e);
        }

        public final boolean remove(Object o) {
            if (o instanceof Map.Entry) {
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                Object key = e.getKey();
                Object value = e.getValue();
                return removeNode(hash(key), key, value, true, true) != null;
            }
            return false;
        }

        public final void forEach(final Consumer<? super Map.Entry<K, V>> action) {
            Objects.requireNonNull(action);
            new Walk() {
                void visit(Node<K, V> e) { action.accept(e); }
            }.run();
        }
    }

    // ---- overrides of Map defaults (single lookup, CME when the function modifies the map) ----

    public V getOrDefault(Object key, V defaultValue) {
        Node<K, V> e = getNode(key);
        return e == null ? defaultValue : e.value;
    }

    public V putIfAbsent(K key, V value) {
        return putVal(hash(key), key, value, true, true);
    }

    public boolean remove(Object key, Object value) {
        return removeNode(hash(key), key, value, true, true) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        Node<K, V> e = getNode(key);
        V v;
        if (e != null && ((v = e.value) == oldValue || (v != null && v.equals(oldValue)))) {
            e.value = newValue;
            afterNodeAccess(e);
            return true;
        }
        return false;
    }

    public V replace(K key, V value) {
        Node<K, V> e = getNode(key);
        if (e != null) {
            V oldValue = e.value;
            e.value = value;
            afterNodeAccess(e);
            return oldValue;
        }
        return null;
    }

    /** Resizes first if the map is over threshold or has no table (compute-style inserts). */
    private Node<K, V>[] tableForCompute() {
        Node<K, V>[] tab = table;
        if (size > threshold || tab == null || tab.length == 0) tab = resize();
        return tab;
    }

    /** Inserts a new node at the head of bucket i, as JDK 17's compute/merge do. */
    private void insertAtHead(Node<K, V>[] tab, int i, int hash, K key, V value, int binCount, int mc) {
        tab[i] = newNode(hash, key, value, tab[i]);
        if (binCount >= TREEIFY_THRESHOLD - 1) treeifyBin(tab);
        modCount = mc + 1;
        ++size;
        afterNodeInsertion(true);
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (mappingFunction == null) throw new NullPointerException();
        int hash = hash(key);
        Node<K, V>[] tab = tableForCompute();
        int i = (tab.length - 1) & hash;
        int binCount = 0;
        Node<K, V> old = null;
        for (Node<K, V> e = tab[i]; e != null; e = e.next) {
            K k;
            if (e.hash == hash && ((k = e.key) == key || (key != null && key.equals(k)))) {
                old = e;
                break;
            }
            ++binCount;
        }
        V oldValue;
        if (old != null && (oldValue = old.value) != null) {
            afterNodeAccess(old);
            return oldValue;
        }
        int mc = modCount;
        V v = mappingFunction.apply(key);
        if (mc != modCount) throw new ConcurrentModificationException();
        if (v == null) return null;
        if (old != null) {
            old.value = v;
            afterNodeAccess(old);
            return v;
        }
        insertAtHead(tab, i, hash, key, v, binCount, mc);
        return v;
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) throw new NullPointerException();
        Node<K, V> e = getNode(key);
        V oldValue;
        if (e != null && (oldValue = e.value) != null) {
            int mc = modCount;
            V v = remappingFunction.apply(key, oldValue);
            if (mc != modCount) throw new ConcurrentModificationException();
            if (v != null) {
                e.value = v;
                afterNodeAccess(e);
                return v;
            }
            removeNode(hash(key), key, null, false, true);
        }
        return null;
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) throw new NullPointerException();
        int hash = hash(key);
        Node<K, V>[] tab = tableForCompute();
        int i = (tab.length - 1) & hash;
        int binCount = 0;
        Node<K, V> old = null;
        for (Node<K, V> e = tab[i]; e != null; e = e.next) {
            K k;
            if (e.hash == hash && ((k = e.key) == key || (key != null && key.equals(k)))) {
                old = e;
                break;
            }
            ++binCount;
        }
        V oldValue = (old == null) ? null : old.value;
        int mc = modCount;
        V v = remappingFunction.apply(key, oldValue);
        if (mc != modCount) throw new ConcurrentModificationException();
        if (old != null) {
            if (v != null) {
                old.value = v;
                afterNodeAccess(old);
            } else {
                removeNode(hash, key, null, false, true);
            }
        } else if (v != null) {
            insertAtHead(tab, i, hash, key, v, binCount, mc);
        }
        return v;
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (value == null || remappingFunction == null) throw new NullPointerException();
        int hash = hash(key);
        Node<K, V>[] tab = tableForCompute();
        int i = (tab.length - 1) & hash;
        int binCount = 0;
        Node<K, V> old = null;
        for (Node<K, V> e = tab[i]; e != null; e = e.next) {
            K k;
            if (e.hash == hash && ((k = e.key) == key || (key != null && key.equals(k)))) {
                old = e;
                break;
            }
            ++binCount;
        }
        if (old != null) {
            V v;
            if (old.value != null) {
                int mc = modCount;
                v = remappingFunction.apply(old.value, value);
                if (mc != modCount) throw new ConcurrentModificationException();
            } else {
                v = value;
            }
            if (v != null) {
                old.value = v;
                afterNodeAccess(old);
            } else {
                removeNode(hash, key, null, false, true);
            }
            return v;
        }
        insertAtHead(tab, i, hash, key, value, binCount, modCount);
        return value;
    }

    public void forEach(final BiConsumer<? super K, ? super V> action) {
        if (action == null) throw new NullPointerException();
        new Walk() {
            void visit(Node<K, V> e) { action.accept(e.key, e.value); }
        }.run();
    }

    public void replaceAll(final BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) throw new NullPointerException();
        new Walk() {
            void visit(Node<K, V> e) { e.value = function.apply(e.key, e.value); }
        }.run();
    }

    public Object clone() {
        HashMap<K, V> result;
        try {
            result = (HashMap<K, V>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError();
        }
        result.reinitialize();
        result.putMapEntries(this, false);
        return result;
    }

    /** Resets to the freshly-constructed state (clone). */
    void reinitialize() {
        table = null;
        entrySet = null;
        keySet = null;
        values = null;
        modCount = 0;
        threshold = 0;
        size = 0;
    }

    // ---- hooks for LinkedHashMap ----

    Node<K, V> newNode(int hash, K key, V value, Node<K, V> next) {
        return new Node<K, V>(hash, key, value, next);
    }

    void afterNodeAccess(Node<K, V> p) {}

    void afterNodeInsertion(boolean evict) {}

    void afterNodeRemoval(Node<K, V> p) {}
}
