// java.util.HashMap: hash table whose sizing, bucket order, resize split and red-black tree bins match JDK 17.
package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A hash table of linked buckets. Iteration order is observable, so everything that shapes it
 * follows JDK 17:
 * <pre>
 *   hash(key)  = h ^ (h >>> 16), h = key.hashCode() (null key: 0); bucket = hash & (table.length - 1)
 *   table      : power of two, allocated on first insert (16, or tableSizeFor(initialCapacity))
 *   threshold  : capacity * loadFactor (0.75); put() resizes after the insert that exceeds it,
 *                computeIfAbsent/compute/merge resize before inserting and insert at the bucket head
 *   resize     : doubles; each bucket splits into a "lo" and a "hi" list, both keeping relative order
 *   copy ctor  : pre-sizes to tableSizeFor((int) (size / loadFactor + 1.0f))
 *   tree bins  : a bucket that reaches 9 nodes by put (8 by computeIfAbsent/compute/merge) becomes a
 *                red-black tree (TreeNode) if the table has 64+ buckets, else the table doubles
 * </pre>
 * Tree bins (JDK 8+ design, JEP 180) keep their nodes on a doubly linked next/prev list as well, and
 * iteration follows that list. The list starts with the tree's root (moved there after every
 * rebalancing), and a new node is linked right after its tree parent, so the iteration order of a
 * crowded bucket depends on the tree's shape; TreeNode reproduces JDK 17's balancing exactly. Tree
 * order: hash, then compareTo when both keys are of the same class C implementing Comparable directly,
 * then class name, then System.identityHashCode. A bin shrinks back to a list at 6 nodes when a resize
 * splits it, or when a removal leaves a tree too shallow. Not synchronized.
 */
public class HashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, Cloneable, java.io.Serializable {
    static final int DEFAULT_INITIAL_CAPACITY = 16;
    static final int MAXIMUM_CAPACITY = 1 << 30;
    static final float DEFAULT_LOAD_FACTOR = 0.75f;
    /** A list bucket becomes a tree when a put makes it longer than this. */
    static final int TREEIFY_THRESHOLD = 8;
    /** A tree bucket split by resize() goes back to a list when a half has at most this many nodes. */
    static final int UNTREEIFY_THRESHOLD = 6;
    /** Below this many buckets a long bucket doubles the table instead of becoming a tree. */
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

    /**
     * The class C of x if x is a C and C itself declares Comparable among its interfaces, else null.
     * JDK 17 asks for "C implements Comparable&lt;C&gt;" through generic signatures; jvmlab has no
     * generic reflection, so a class declaring raw Comparable or Comparable&lt;Other&gt; also counts
     * here. Inherited Comparable (enums, subclasses) does not count, as in the JDK.
     */
    static Class<?> comparableClassFor(Object x) {
        if (!(x instanceof Comparable)) return null;
        Class<?> c = x.getClass();
        if (c == String.class || c == Integer.class || c == Long.class) return c;
        Class<?>[] declared = c.getInterfaces();
        for (int i = 0; i < declared.length; i++) {
            if (declared[i] == Comparable.class) return c;
        }
        return null;
    }

    /** k.compareTo(x) if x is exactly of class kc (the comparable class of k), else 0. */
    static int compareComparables(Class<?> kc, Object k, Object x) {
        if (x == null || x.getClass() != kc) return 0;
        return ((Comparable<Object>) k).compareTo(x);
    }

    /**
     * Last-resort order of two keys with equal hashes that compareTo cannot order: class names, then
     * identity hash codes (never 0, so a tree position always exists; equal keys are found by search).
     */
    static int tieBreakOrder(Object a, Object b) {
        if (a != null && b != null) {
            int d = a.getClass().getName().compareTo(b.getClass().getName());
            if (d != 0) return d;
        }
        return System.identityHashCode(a) <= System.identityHashCode(b) ? -1 : 1;
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
            } else {
                // Double as often as needed up front (JDK 17), so buckets treeify at the final size
                while (s > threshold && table.length < MAXIMUM_CAPACITY) resize();
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

    /** The node for key, or null: the bucket's first node, else a tree search or a list walk. */
    final Node<K, V> getNode(Object key) {
        Node<K, V>[] tab = table;
        if (tab == null || tab.length == 0) return null;
        int hash = hash(key);
        Node<K, V> first = tab[(tab.length - 1) & hash];
        if (first == null) return null;
        K k;
        if (first.hash == hash && ((k = first.key) == key || (key != null && key.equals(k)))) return first;
        if (first.next == null) return null;
        if (first instanceof TreeNode) return ((TreeNode<K, V>) first).getTreeNode(hash, key);
        for (Node<K, V> e = first.next; e != null; e = e.next) {
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

    /**
     * Inserts or replaces. A list bucket gets the new node at its tail (treeifying if that makes 9
     * nodes), a tree bucket gets it from putTreeVal. Resizes after an insert that exceeds threshold.
     */
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
            } else if (p instanceof TreeNode) {
                e = ((TreeNode<K, V>) p).putTreeVal(this, tab, hash, key, value);
            } else {
                for (int binCount = 0; ; ++binCount) {
                    if ((e = p.next) == null) {
                        p.next = newNode(hash, key, value, null);
                        if (binCount >= TREEIFY_THRESHOLD - 1) treeifyBin(tab, hash);
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
     * Allocates the first table or doubles it. Each old list bucket splits by the new hash bit into a
     * lo list (same index) and a hi list (index + oldCap), both in their original relative order; a
     * tree bucket splits the same way (TreeNode.split) and may turn back into lists.
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
                if (e instanceof TreeNode) {
                    ((TreeNode<K, V>) e).split(this, newTab, j, oldCap);
                    continue;
                }
                // Split the list, preserving order
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

    /**
     * Called when the list bucket of hash got too long: doubles a table of fewer than 64 buckets,
     * otherwise replaces the bucket's nodes by TreeNodes (same list order) and builds the tree.
     */
    final void treeifyBin(Node<K, V>[] tab, int hash) {
        int n;
        if (tab == null || (n = tab.length) < MIN_TREEIFY_CAPACITY) {
            resize();
            return;
        }
        int index = (n - 1) & hash;
        Node<K, V> e = tab[index];
        if (e == null) return;
        TreeNode<K, V> hd = null, tl = null;
        do {
            TreeNode<K, V> p = replacementTreeNode(e, null);
            if (tl == null) {
                hd = p;
            } else {
                p.prev = tl;
                tl.next = p;
            }
            tl = p;
        } while ((e = e.next) != null);
        tab[index] = hd;
        hd.treeify(tab);
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        putMapEntries(m, true);
    }

    public V remove(Object key) {
        Node<K, V> e = removeNode(hash(key), key, null, false, true);
        return e == null ? null : e.value;
    }

    /**
     * Unlinks the node for key (if matchValue, only when its value equals value) and returns it. The
     * node keeps its next. movable=false (iterator removal) leaves a tree bucket's other nodes where
     * they are: no root move, no shrinking back to a list.
     */
    final Node<K, V> removeNode(int hash, Object key, Object value, boolean matchValue, boolean movable) {
        Node<K, V>[] tab = table;
        int n;
        if (tab == null || (n = tab.length) == 0) return null;
        int index = (n - 1) & hash;
        Node<K, V> p = tab[index];
        if (p == null) return null;
        Node<K, V> node = null;
        K k;
        if (p.hash == hash && ((k = p.key) == key || (key != null && key.equals(k)))) {
            node = p;
        } else if (p.next != null) {
            if (p instanceof TreeNode) {
                node = ((TreeNode<K, V>) p).getTreeNode(hash, key);
            } else {
                // p trails e so it is the predecessor when e matches
                for (Node<K, V> e = p.next; e != null; p = e, e = e.next) {
                    if (e.hash == hash && ((k = e.key) == key || (key != null && key.equals(k)))) {
                        node = e;
                        break;
                    }
                }
            }
        }
        if (node == null) return null;
        V v;
        if (matchValue && !((v = node.value) == value || (value != null && value.equals(v)))) return null;
        if (node instanceof TreeNode) ((TreeNode<K, V>) node).removeTreeNode(this, tab, movable);
        else if (node == p) tab[index] = node.next;
        else p.next = node.next;
        ++modCount;
        --size;
        afterNodeRemoval(node);
        return node;
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

    /** Length of a list bucket, or 0 for a tree bucket (JDK 17 counts only list buckets). */
    private static int listLength(Node<?, ?> first) {
        if (first instanceof TreeNode) return 0;
        int n = 0;
        for (Node<?, ?> e = first; e != null; e = e.next) n++;
        return n;
    }

    /** The node for key in the bucket starting at first (tree or list), or null. */
    private Node<K, V> findInBucket(Node<K, V> first, int hash, Object key) {
        if (first == null) return null;
        if (first instanceof TreeNode) return ((TreeNode<K, V>) first).getTreeNode(hash, key);
        for (Node<K, V> e = first; e != null; e = e.next) {
            K k;
            if (e.hash == hash && ((k = e.key) == key || (key != null && key.equals(k)))) return e;
        }
        return null;
    }

    /**
     * Inserts a new node into bucket i for the compute family: a tree bucket takes it by putTreeVal, a
     * list bucket at its head (treeifying once the list had 7+ nodes before, i.e. at 8 nodes, as JDK
     * 17 does). Then modCount = mc + 1, size grows, afterNodeInsertion.
     */
    private void insertForCompute(Node<K, V>[] tab, int i, int hash, K key, V value, int mc) {
        Node<K, V> first = tab[i];
        if (first instanceof TreeNode) {
            ((TreeNode<K, V>) first).putTreeVal(this, tab, hash, key, value);
        } else {
            int binCount = listLength(first);
            tab[i] = newNode(hash, key, value, first);
            if (binCount >= TREEIFY_THRESHOLD - 1) treeifyBin(tab, hash);
        }
        modCount = mc + 1;
        ++size;
        afterNodeInsertion(true);
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (mappingFunction == null) throw new NullPointerException();
        int hash = hash(key);
        Node<K, V>[] tab = tableForCompute();
        int i = (tab.length - 1) & hash;
        Node<K, V> old = findInBucket(tab[i], hash, key);
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
        insertForCompute(tab, i, hash, key, v, mc);
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
        Node<K, V> old = findInBucket(tab[i], hash, key);
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
            insertForCompute(tab, i, hash, key, v, mc);
        }
        return v;
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (value == null || remappingFunction == null) throw new NullPointerException();
        int hash = hash(key);
        Node<K, V>[] tab = tableForCompute();
        int i = (tab.length - 1) & hash;
        Node<K, V> old = findInBucket(tab[i], hash, key);
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
        insertForCompute(tab, i, hash, key, value, modCount);
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

    // ---- node factories and hooks for LinkedHashMap ----

    Node<K, V> newNode(int hash, K key, V value, Node<K, V> next) {
        return new Node<K, V>(hash, key, value, next);
    }

    /** A plain node standing for p when a tree bucket turns back into a list. */
    Node<K, V> replacementNode(Node<K, V> p, Node<K, V> next) {
        return new Node<K, V>(p.hash, p.key, p.value, next);
    }

    TreeNode<K, V> newTreeNode(int hash, K key, V value, Node<K, V> next) {
        return new TreeNode<K, V>(hash, key, value, next);
    }

    /** A tree node standing for p when a list bucket becomes a tree. */
    TreeNode<K, V> replacementTreeNode(Node<K, V> p, Node<K, V> next) {
        return new TreeNode<K, V>(p.hash, p.key, p.value, next);
    }

    void afterNodeAccess(Node<K, V> p) {}

    void afterNodeInsertion(boolean evict) {}

    void afterNodeRemoval(Node<K, V> p) {}

    // ---- tree bins ----

    /**
     * A node of a red-black tree bucket (CLR "Introduction to Algorithms" ch. 13 insertion and
     * deletion, in the exact case order JDK 17 uses, since the shape decides iteration order).
     * Extends LinkedHashMap.Entry so that LinkedHashMap's before/after order survives treeification.
     *
     * Two structures share these nodes: the tree (parent/left/right, ordered by hash, then
     * compareTo for same-class Comparable keys, then tieBreakOrder) and the bucket list (next/prev),
     * which iterators and resize() follow. Invariant when the tree is "movable": tab[index] is the
     * root and the list's head.
     */
    static final class TreeNode<K, V> extends LinkedHashMap.Entry<K, V> {
        TreeNode<K, V> parent;
        TreeNode<K, V> left;
        TreeNode<K, V> right;
        /** Predecessor in the bucket list (next is inherited from Node). */
        TreeNode<K, V> prev;
        boolean red;

        TreeNode(int hash, K key, V value, Node<K, V> next) {
            super(hash, key, value, next);
        }

        /** The root of the tree containing this node. */
        TreeNode<K, V> root() {
            TreeNode<K, V> r = this;
            while (r.parent != null) r = r.parent;
            return r;
        }

        /**
         * Makes root the first node of its bucket: unlinks it from its list position and puts it in
         * front of the current head. This is the step that reorders iteration after a rebalance.
         */
        static <K, V> void moveRootToFront(Node<K, V>[] tab, TreeNode<K, V> root) {
            if (root == null || tab == null || tab.length == 0) return;
            int index = (tab.length - 1) & root.hash;
            TreeNode<K, V> first = (TreeNode<K, V>) tab[index];
            if (root == first) return;
            tab[index] = root;
            TreeNode<K, V> before = root.prev;
            Node<K, V> after = root.next;
            if (after != null) ((TreeNode<K, V>) after).prev = before;
            if (before != null) before.next = after;
            if (first != null) first.prev = root;
            root.next = first;
            root.prev = null;
        }

        /**
         * Searches the subtree rooted here for (h, k); kc caches k's comparable class. Where hashes are
         * equal and compareTo cannot decide, both subtrees are searched (right one first).
         */
        TreeNode<K, V> find(int h, Object k, Class<?> kc) {
            TreeNode<K, V> p = this;
            while (p != null) {
                TreeNode<K, V> pl = p.left, pr = p.right;
                int ph = p.hash;
                if (ph > h) {
                    p = pl;
                    continue;
                }
                if (ph < h) {
                    p = pr;
                    continue;
                }
                Object pk = p.key;
                if (pk == k || (k != null && k.equals(pk))) return p;
                if (pl == null) {
                    p = pr;
                } else if (pr == null) {
                    p = pl;
                } else {
                    int dir = 0;
                    if (kc == null) kc = comparableClassFor(k);
                    if (kc != null) dir = compareComparables(kc, k, pk);
                    if (dir != 0) {
                        p = (dir < 0) ? pl : pr;
                    } else {
                        TreeNode<K, V> q = pr.find(h, k, kc);
                        if (q != null) return q;
                        p = pl;
                    }
                }
            }
            return null;
        }

        /** find() from the root of this node's tree. */
        TreeNode<K, V> getTreeNode(int h, Object k) {
            return ((parent != null) ? root() : this).find(h, k, null);
        }

        /**
         * Direction (-1 left, 1 right) in which key k with hash h goes below a node (ph, pk), for
         * treeify: hash, then compareTo, then tieBreakOrder. Never 0.
         */
        static int treeDirection(int h, Object k, int ph, Object pk) {
            if (ph > h) return -1;
            if (ph < h) return 1;
            Class<?> kc = comparableClassFor(k);
            int dir;
            if (kc == null || (dir = compareComparables(kc, k, pk)) == 0) dir = tieBreakOrder(k, pk);
            return dir;
        }

        /**
         * Builds a tree from the list starting at this node, inserting nodes in list order, then moves
         * the root to the front of tab's bucket. The list order is otherwise kept.
         */
        void treeify(Node<K, V>[] tab) {
            TreeNode<K, V> root = null;
            TreeNode<K, V> x = this;
            while (x != null) {
                TreeNode<K, V> following = (TreeNode<K, V>) x.next;
                x.left = null;
                x.right = null;
                if (root == null) {
                    x.parent = null;
                    x.red = false;
                    root = x;
                } else {
                    TreeNode<K, V> p = root;
                    while (true) {
                        int dir = treeDirection(x.hash, x.key, p.hash, p.key);
                        TreeNode<K, V> child = (dir <= 0) ? p.left : p.right;
                        if (child == null) {
                            x.parent = p;
                            if (dir <= 0) p.left = x;
                            else p.right = x;
                            root = balanceInsertion(root, x);
                            break;
                        }
                        p = child;
                    }
                }
                x = following;
            }
            moveRootToFront(tab, root);
        }

        /** Plain nodes (map.replacementNode) for the list starting here, same order; returns the head. */
        Node<K, V> untreeify(HashMap<K, V> map) {
            Node<K, V> head = null, tail = null;
            for (Node<K, V> q = this; q != null; q = q.next) {
                Node<K, V> p = map.replacementNode(q, null);
                if (tail == null) head = p;
                else tail.next = p;
                tail = p;
            }
            return head;
        }

        /**
         * Tree version of putVal: returns the existing node for (h, k), or inserts a new node as a
         * leaf, links it into the bucket list right after its tree parent, rebalances and moves the
         * root to the front, and returns null.
         */
        TreeNode<K, V> putTreeVal(HashMap<K, V> map, Node<K, V>[] tab, int h, K k, V v) {
            Class<?> kc = null;
            boolean kcKnown = false;
            boolean searched = false;
            TreeNode<K, V> root = (parent != null) ? root() : this;
            TreeNode<K, V> p = root;
            while (true) {
                int dir;
                int ph = p.hash;
                if (ph > h) {
                    dir = -1;
                } else if (ph < h) {
                    dir = 1;
                } else {
                    K pk = p.key;
                    if (pk == k || (k != null && k.equals(pk))) return p;
                    if (!kcKnown) {
                        kc = comparableClassFor(k);
                        kcKnown = kc != null;
                    }
                    dir = (kc == null) ? 0 : compareComparables(kc, k, pk);
                    if (dir == 0) {
                        // Equal keys could sit on either side of an undecidable node: search once
                        if (!searched) {
                            searched = true;
                            TreeNode<K, V> q = null;
                            if (p.left != null) q = p.left.find(h, k, kc);
                            if (q == null && p.right != null) q = p.right.find(h, k, kc);
                            if (q != null) return q;
                        }
                        dir = tieBreakOrder(k, pk);
                    }
                }
                TreeNode<K, V> xp = p;
                p = (dir <= 0) ? p.left : p.right;
                if (p == null) {
                    Node<K, V> xpn = xp.next;
                    TreeNode<K, V> x = map.newTreeNode(h, k, v, xpn);
                    if (dir <= 0) xp.left = x;
                    else xp.right = x;
                    xp.next = x;
                    x.parent = xp;
                    x.prev = xp;
                    if (xpn != null) ((TreeNode<K, V>) xpn).prev = x;
                    moveRootToFront(tab, balanceInsertion(root, x));
                    return null;
                }
            }
        }

        /**
         * Removes this node (known to be in tab's bucket) from the bucket list and the tree. If the
         * tree is very small (root lacks a child, or the root's left child lacks a left child) and
         * movable, the whole bucket turns back into a plain list instead; the check is made before the
         * removal. Otherwise swaps this node with its in-order successor when it has two children,
         * splices it out, rebalances, and (if movable) moves the root to the front.
         */
        void removeTreeNode(HashMap<K, V> map, Node<K, V>[] tab, boolean movable) {
            int n;
            if (tab == null || (n = tab.length) == 0) return;
            int index = (n - 1) & hash;
            TreeNode<K, V> first = (TreeNode<K, V>) tab[index];
            TreeNode<K, V> root = first;
            TreeNode<K, V> succ = (TreeNode<K, V>) next;
            TreeNode<K, V> pred = prev;
            // 1. unlink from the bucket list
            if (pred == null) tab[index] = first = succ;
            else pred.next = succ;
            if (succ != null) succ.prev = pred;
            if (first == null) return;
            if (root.parent != null) root = root.root();
            if (root == null
                    || (movable && (root.right == null || root.left == null || root.left.left == null))) {
                tab[index] = first.untreeify(map);
                return;
            }
            // 2. unlink from the tree
            TreeNode<K, V> p = this;
            TreeNode<K, V> pl = left, pr = right;
            TreeNode<K, V> replacement;
            if (pl != null && pr != null) {
                // Trade places (and colors) with the leftmost node s of the right subtree
                TreeNode<K, V> s = pr;
                while (s.left != null) s = s.left;
                boolean c = s.red;
                s.red = p.red;
                p.red = c;
                TreeNode<K, V> sr = s.right;
                TreeNode<K, V> pp = p.parent;
                if (s == pr) {
                    p.parent = s;
                    s.right = p;
                } else {
                    TreeNode<K, V> sp = s.parent;
                    p.parent = sp;
                    if (sp != null) {
                        if (s == sp.left) sp.left = p;
                        else sp.right = p;
                    }
                    s.right = pr;
                    if (pr != null) pr.parent = s;
                }
                p.left = null;
                p.right = sr;
                if (sr != null) sr.parent = p;
                s.left = pl;
                if (pl != null) pl.parent = s;
                s.parent = pp;
                if (pp == null) root = s;
                else if (p == pp.left) pp.left = s;
                else pp.right = s;
                replacement = (sr != null) ? sr : p;
            } else if (pl != null) {
                replacement = pl;
            } else if (pr != null) {
                replacement = pr;
            } else {
                replacement = p;
            }
            if (replacement != p) {
                TreeNode<K, V> pp = p.parent;
                replacement.parent = pp;
                if (pp == null) {
                    root = replacement;
                    replacement.red = false;
                } else if (p == pp.left) {
                    pp.left = replacement;
                } else {
                    pp.right = replacement;
                }
                p.left = p.right = p.parent = null;
            }
            // A removed black node leaves a black deficit at replacement; p (a leaf) is still attached
            TreeNode<K, V> r = p.red ? root : balanceDeletion(root, replacement);
            if (replacement == p) {
                TreeNode<K, V> pp = p.parent;
                p.parent = null;
                if (pp != null) {
                    if (p == pp.left) pp.left = null;
                    else if (p == pp.right) pp.right = null;
                }
            }
            if (movable) moveRootToFront(tab, r);
        }

        /**
         * resize() helper: splits this tree bucket (index in the old table) into the nodes that stay
         * at index and those that move to index + bit, keeping list order. A half of at most 6 nodes
         * becomes a plain list; a bigger half is re-treeified unless it got every node (then the old
         * tree is kept as it is).
         */
        void split(HashMap<K, V> map, Node<K, V>[] tab, int index, int bit) {
            TreeNode<K, V> loHead = null, loTail = null, hiHead = null, hiTail = null;
            int lc = 0, hc = 0;
            TreeNode<K, V> e = this;
            while (e != null) {
                TreeNode<K, V> following = (TreeNode<K, V>) e.next;
                e.next = null;
                if ((e.hash & bit) == 0) {
                    e.prev = loTail;
                    if (loTail == null) loHead = e;
                    else loTail.next = e;
                    loTail = e;
                    ++lc;
                } else {
                    e.prev = hiTail;
                    if (hiTail == null) hiHead = e;
                    else hiTail.next = e;
                    hiTail = e;
                    ++hc;
                }
                e = following;
            }
            if (loHead != null) {
                if (lc <= UNTREEIFY_THRESHOLD) {
                    tab[index] = loHead.untreeify(map);
                } else {
                    tab[index] = loHead;
                    if (hiHead != null) loHead.treeify(tab);
                }
            }
            if (hiHead != null) {
                if (hc <= UNTREEIFY_THRESHOLD) {
                    tab[index + bit] = hiHead.untreeify(map);
                } else {
                    tab[index + bit] = hiHead;
                    if (loHead != null) hiHead.treeify(tab);
                }
            }
        }

        // ---- red-black balancing; each returns the (possibly new) root ----

        /** Rotates p's right child r up into p's place. The root, if replaced, is painted black. */
        static <K, V> TreeNode<K, V> rotateLeft(TreeNode<K, V> root, TreeNode<K, V> p) {
            TreeNode<K, V> r;
            if (p == null || (r = p.right) == null) return root;
            TreeNode<K, V> rl = r.left;
            p.right = rl;
            if (rl != null) rl.parent = p;
            TreeNode<K, V> pp = p.parent;
            r.parent = pp;
            if (pp == null) {
                root = r;
                r.red = false;
            } else if (pp.left == p) {
                pp.left = r;
            } else {
                pp.right = r;
            }
            r.left = p;
            p.parent = r;
            return root;
        }

        /** Mirror of rotateLeft: p's left child l moves up into p's place. */
        static <K, V> TreeNode<K, V> rotateRight(TreeNode<K, V> root, TreeNode<K, V> p) {
            TreeNode<K, V> l;
            if (p == null || (l = p.left) == null) return root;
            TreeNode<K, V> lr = l.right;
            p.left = lr;
            if (lr != null) lr.parent = p;
            TreeNode<K, V> pp = p.parent;
            l.parent = pp;
            if (pp == null) {
                root = l;
                l.red = false;
            } else if (pp.right == p) {
                pp.right = l;
            } else {
                pp.left = l;
            }
            l.right = p;
            p.parent = l;
            return root;
        }

        /** Restores the red-black rules after leaf x was attached (CLR RB-INSERT-FIXUP). */
        static <K, V> TreeNode<K, V> balanceInsertion(TreeNode<K, V> root, TreeNode<K, V> x) {
            x.red = true;
            while (true) {
                TreeNode<K, V> xp = x.parent;
                if (xp == null) {
                    x.red = false;
                    return x;
                }
                TreeNode<K, V> xpp;
                if (!xp.red || (xpp = xp.parent) == null) return root;
                TreeNode<K, V> xppl = xpp.left;
                if (xp == xppl) {
                    TreeNode<K, V> uncle = xpp.right;
                    if (uncle != null && uncle.red) {
                        // red uncle: recolor and continue from the grandparent
                        uncle.red = false;
                        xp.red = false;
                        xpp.red = true;
                        x = xpp;
                    } else {
                        if (x == xp.right) {
                            x = xp;
                            root = rotateLeft(root, x);
                            xp = x.parent;
                            xpp = (xp == null) ? null : xp.parent;
                        }
                        if (xp != null) {
                            xp.red = false;
                            if (xpp != null) {
                                xpp.red = true;
                                root = rotateRight(root, xpp);
                            }
                        }
                    }
                } else {
                    TreeNode<K, V> uncle = xppl;
                    if (uncle != null && uncle.red) {
                        uncle.red = false;
                        xp.red = false;
                        xpp.red = true;
                        x = xpp;
                    } else {
                        if (x == xp.left) {
                            x = xp;
                            root = rotateRight(root, x);
                            xp = x.parent;
                            xpp = (xp == null) ? null : xp.parent;
                        }
                        if (xp != null) {
                            xp.red = false;
                            if (xpp != null) {
                                xpp.red = true;
                                root = rotateLeft(root, xpp);
                            }
                        }
                    }
                }
            }
        }

        /** Restores the red-black rules after a black node was removed above x (CLR RB-DELETE-FIXUP). */
        static <K, V> TreeNode<K, V> balanceDeletion(TreeNode<K, V> root, TreeNode<K, V> x) {
            while (true) {
                if (x == null || x == root) return root;
                TreeNode<K, V> xp = x.parent;
                if (xp == null) {
                    x.red = false;
                    return x;
                }
                if (x.red) {
                    x.red = false;
                    return root;
                }
                if (xp.left == x) {
                    TreeNode<K, V> sib = xp.right;
                    if (sib != null && sib.red) {
                        sib.red = false;
                        xp.red = true;
                        root = rotateLeft(root, xp);
                        xp = x.parent;
                        sib = (xp == null) ? null : xp.right;
                    }
                    if (sib == null) {
                        x = xp;
                        continue;
                    }
                    TreeNode<K, V> sl = sib.left, sr = sib.right;
                    if ((sr == null || !sr.red) && (sl == null || !sl.red)) {
                        sib.red = true;
                        x = xp;
                        continue;
                    }
                    if (sr == null || !sr.red) {
                        if (sl != null) sl.red = false;
                        sib.red = true;
                        root = rotateRight(root, sib);
                        xp = x.parent;
                        sib = (xp == null) ? null : xp.right;
                    }
                    if (sib != null) {
                        sib.red = (xp == null) ? false : xp.red;
                        if ((sr = sib.right) != null) sr.red = false;
                    }
                    if (xp != null) {
                        xp.red = false;
                        root = rotateLeft(root, xp);
                    }
                    x = root;
                } else {
                    TreeNode<K, V> sib = xp.left;
                    if (sib != null && sib.red) {
                        sib.red = false;
                        xp.red = true;
                        root = rotateRight(root, xp);
                        xp = x.parent;
                        sib = (xp == null) ? null : xp.left;
                    }
                    if (sib == null) {
                        x = xp;
                        continue;
                    }
                    TreeNode<K, V> sl = sib.left, sr = sib.right;
                    if ((sl == null || !sl.red) && (sr == null || !sr.red)) {
                        sib.red = true;
                        x = xp;
                        continue;
                    }
                    if (sl == null || !sl.red) {
                        if (sr != null) sr.red = false;
                        sib.red = true;
                        root = rotateLeft(root, sib);
                        xp = x.parent;
                        sib = (xp == null) ? null : xp.left;
                    }
                    if (sib != null) {
                        sib.red = (xp == null) ? false : xp.red;
                        if ((sl = sib.left) != null) sl.red = false;
                    }
                    if (xp != null) {
                        xp.red = false;
                        root = rotateRight(root, xp);
                    }
                    x = root;
                }
            }
        }
    }
}
