// java.util.Dictionary: the abstract key-value store Hashtable and Properties extend (obsolete API).
package java.util;

/**
 * JDK 17's abstract Dictionary: keys and values are non-null objects. Only Hashtable (and through
 * it Properties) extend it here. Thread-safety is the subclass's.
 */
public abstract class Dictionary<K, V> {
    public Dictionary() {
    }

    public abstract int size();

    public abstract boolean isEmpty();

    public abstract Enumeration<K> keys();

    public abstract Enumeration<V> elements();

    public abstract V get(Object key);

    public abstract V put(K key, V value);

    public abstract V remove(Object key);
}
