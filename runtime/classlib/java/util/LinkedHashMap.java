// java.util.LinkedHashMap: HashMap plus a doubly-linked list giving insertion or access order.
package java.util;

/**
 * A HashMap whose iteration order is insertion order, or access order (least recently accessed first)
 * with the three-argument constructor. Override removeEldestEntry to build an LRU cache: it is asked
 * after every insertion. In access order, get() moves the entry to the end and counts as a structural
 * modification, as in JDK 17.
 */
public class LinkedHashMap<K, V> extends HashMap<K, V> implements Map<K, V> {
    /** A HashMap node with before/after links (HashMap.TreeNode extends it, so tree bins keep them). */
    static class Entry<K, V> extends HashMap.Node<K, V> {
        Entry<K, V> before;
        Entry<K, V> after;

        Entry(int hash, K key, V value, HashMap.Node<K, V> next) {
            super(hash, key, value, next);
        }
    }

    /** Eldest and youngest entries. */
    transient Entry<K, V> head;
    transient Entry<K, V> tail;
    final boolean accessOrder;

    public LinkedHashMap(int initialCapacity, float loadFactor) {
        super(initialCapacity, loadFactor);
        accessOrder = false;
    }

    public LinkedHashMap(int initialCapacity) {
        super(initialCapacity);
        accessOrder = false;
    }

    public LinkedHashMap() {
        super();
        accessOrder = false;
    }

    public LinkedHashMap(Map<? extends K, ? extends V> m) {
        super();
        accessOrder = false;
        putMapEntries(m, false);
    }

    public LinkedHashMap(int initialCapacity, float loadFactor, boolean accessOrder) {
        super(initialCapacity, loadFactor);
        this.accessOrder = accessOrder;
    }

    private void linkNodeLast(Entry<K, V> p) {
        Entry<K, V> last = tail;
        tail = p;
        if (last == null) {
            head = p;
        } else {
            p.before = last;
            last.after = p;
        }
    }

    void reinitialize() {
        super.reinitialize();
        head = tail = null;
    }

    HashMap.Node<K, V> newNode(int hash, K key, V value, HashMap.Node<K, V> e) {
        Entry<K, V> p = new Entry<K, V>(hash, key, value, e);
        linkNodeLast(p);
        return p;
    }

    /** Puts dst in src's place in the before/after list (a node replaced by treeify or untreeify). */
    private void transferLinks(Entry<K, V> src, Entry<K, V> dst) {
        Entry<K, V> b = dst.before = src.before;
        Entry<K, V> a = dst.after = src.after;
        if (b == null) head = dst;
        else b.after = dst;
        if (a == null) tail = dst;
        else a.before = dst;
    }

    HashMap.Node<K, V> replacementNode(HashMap.Node<K, V> p, HashMap.Node<K, V> next) {
        Entry<K, V> q = (Entry<K, V>) p;
        Entry<K, V> t = new Entry<K, V>(q.hash, q.key, q.value, next);
        transferLinks(q, t);
        return t;
    }

    HashMap.TreeNode<K, V> newTreeNode(int hash, K key, V value, HashMap.Node<K, V> next) {
        HashMap.TreeNode<K, V> p = new HashMap.TreeNode<K, V>(hash, key, value, next);
        linkNodeLast(p);
        return p;
    }

    HashMap.TreeNode<K, V> replacementTreeNode(HashMap.Node<K, V> p, HashMap.Node<K, V> next) {
        Entry<K, V> q = (Entry<K, V>) p;
        HashMap.TreeNode<K, V> t = new HashMap.TreeNode<K, V>(q.hash, q.key, q.value, next);
        transferLinks(q, t);
        return t;
    }

    void afterNodeRemoval(HashMap.Node<K, V> e) {
        Entry<K, V> p = (Entry<K, V>) e;
        Entry<K, V> b = p.before;
        Entry<K, V> a = p.after;
        p.before = p.after = null;
        if (b == null) head = a;
        else b.after = a;
        if (a == null) tail = b;
        else a.before = b;
    }

    void afterNodeInsertion(boolean evict) {
        Entry<K, V> first;
        if (evict && (first = head) != null && removeEldestEntry(first)) {
            K key = first.key;
            removeNode(hash(key), key, null, false, true);
        }
    }

    /** In access order, moves e to the end of the list. */
    void afterNodeAccess(HashMap.Node<K, V> e) {
        Entry<K, V> last = tail;
        if (accessOrder && last != e) {
            Entry<K, V> p = (Entry<K, V>) e;
            Entry<K, V> b = p.before;
            Entry<K, V> a = p.after;
            p.after = null;
            if (b == null) head = a;
            else b.after = a;
            if (a != null) a.before = b;
            else last = b;
            if (last == null) {
                head = p;
            } else {
                p.before = last;
                last.after = p;
            }
            tail = p;
            ++modCount;
        }
    }

    HashMap.Node<K, V> walkFirst(HashMap.Node<K, V>[] tab) {
        return head;
    }

    HashMap.Node<K, V> walkNext(HashMap.Node<K, V>[] tab, HashMap.Node<K, V> e) {
        return ((Entry<K, V>) e).after;
    }

    public boolean containsValue(Object value) {
        for (Entry<K, V> e = head; e != null; e = e.after) {
            V v = e.value;
            if (v == value || (value != null && value.equals(v))) return true;
        }
        return false;
    }

    public V get(Object key) {
        HashMap.Node<K, V> e = getNode(key);
        if (e == null) return null;
        if (accessOrder) afterNodeAccess(e);
        return e.value;
    }

    public V getOrDefault(Object key, V defaultValue) {
        HashMap.Node<K, V> e = getNode(key);
        if (e == null) return defaultValue;
        if (accessOrder) afterNodeAccess(e);
        return e.value;
    }

    public void clear() {
        super.clear();
        head = tail = null;
    }

    /**
     * Called after each insertion with the eldest entry; returning true removes it. The default keeps
     * everything.
     */
    protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
        return false;
    }
}
