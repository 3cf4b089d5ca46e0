// java.util.concurrent.ConcurrentMap: a Map whose compound operations are atomic.
package java.util.concurrent;

import java.util.Map;

/** A thread-safe Map: putIfAbsent, remove(k, v), replace and the compute family are atomic. */
public interface ConcurrentMap<K, V> extends Map<K, V> {
    V putIfAbsent(K key, V value);
    boolean remove(Object key, Object value);
    boolean replace(K key, V oldValue, V newValue);
    V replace(K key, V value);
}
