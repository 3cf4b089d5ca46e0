// java.util.concurrent.ConcurrentHashMap: a thread-safe hash map (one lock over a HashMap).
package java.util.concurrent;

import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A thread-safe hash map. Design: every operation holds the map's monitor over a HashMap (the
 * JDK's lock-striped table and lock-free reads are not reproduced); iteration, keySet(), values()
 * and entrySet() work on snapshots taken under the lock (weakly consistent, never throwing
 * ConcurrentModificationException), so writes through them do not reach the map except
 * Iterator.remove on keySet/entrySet. The compute family runs the function under the lock, so it
 * is atomic (the function must not touch the map). Null keys and values throw
 * NullPointerException, as in the JDK. Iteration order is HashMap's, which matches the JDK's
 * ConcurrentHashMap for the same capacity and keys.
 */
public class ConcurrentHashMap<K, V> extends AbstractMap<K, V> implements ConcurrentMap<K, V>, java.io.Serializable {
    private final HashMap<K, V> map;

    public ConcurrentHashMap() {
        map = new HashMap<K, V>();
    }

    public ConcurrentHashMap(int initialCapacity) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException();
        }
        // The JDK sizes the table for initialCapacity * 1.5 + 1 (rounded to a power of two).
        long size = (long) (1.0 + (long) initialCapacity / 0.75f);
        map = new HashMap<K, V>((int) Math.min(size, 1 << 30));
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor) {
        this(initialCapacity);
    }

    public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
        this();
        putAll(m);
    }

    private static void checkNotNull(Object o) {
        if (o == null) throw new NullPointerException();
    }

    public synchronized int size() { return map.size(); }
    public synchronized boolean isEmpty() { return map.isEmpty(); }

    public synchronized V get(Object key) {
        checkNotNull(key);
        return map.get(key);
    }

    public synchronized boolean containsKey(Object key) {
        checkNotNull(key);
        return map.containsKey(key);
    }

    public synchronized boolean containsValue(Object value) {
        checkNotNull(value);
        return map.containsValue(value);
    }

    public boolean contains(Object value) {
        return containsValue(value);
    }

    public synchronized V put(K key, V value) {
        checkNotNull(key);
        checkNotNull(value);
        return map.put(key, value);
    }

    public synchronized void putAll(Map<? extends K, ? extends V> m) {
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    public synchronized V remove(Object key) {
        checkNotNull(key);
        return map.remove(key);
    }

    public synchronized void clear() { map.clear(); }

    public synchronized V putIfAbsent(K key, V value) {
        checkNotNull(key);
        checkNotNull(value);
        V old = map.get(key);
        if (old == null) {
            map.put(key, value);
        }
        return old;
    }

    public synchronized boolean remove(Object key, Object value) {
        checkNotNull(key);
        if (value == null) {
            return false;
        }
        V cur = map.get(key);
        if (cur != null && cur.equals(value)) {
            map.remove(key);
            return true;
        }
        return false;
    }

    public synchronized boolean replace(K key, V oldValue, V newValue) {
        checkNotNull(key);
        checkNotNull(oldValue);
        checkNotNull(newValue);
        V cur = map.get(key);
        if (cur != null && cur.equals(oldValue)) {
            map.put(key, newValue);
            return true;
        }
        return false;
    }

    public synchronized V replace(K key, V value) {
        checkNotNull(key);
        checkNotNull(value);
        return map.containsKey(key) ? map.put(key, value) : null;
    }

    public synchronized V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    public synchronized V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        checkNotNull(key);
        checkNotNull(mappingFunction);
        V v = map.get(key);
        if (v == null) {
            v = mappingFunction.apply(key);
            if (v != null) {
                map.put(key, v);
            }
        }
        return v;
    }

    public synchronized V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        checkNotNull(key);
        checkNotNull(remappingFunction);
        V v = map.get(key);
        if (v == null) {
            return null;
        }
        V n = remappingFunction.apply(key, v);
        if (n == null) {
            map.remove(key);
        } else {
            map.put(key, n);
        }
        return n;
    }

    public synchronized V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        checkNotNull(key);
        checkNotNull(remappingFunction);
        V n = remappingFunction.apply(key, map.get(key));
        if (n == null) {
            map.remove(key);
        } else {
            map.put(key, n);
        }
        return n;
    }

    public synchronized V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        checkNotNull(key);
        checkNotNull(value);
        checkNotNull(remappingFunction);
        V old = map.get(key);
        V n = old == null ? value : remappingFunction.apply(old, value);
        if (n == null) {
            map.remove(key);
        } else {
            map.put(key, n);
        }
        return n;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        checkNotNull(action);
        for (Map.Entry<K, V> e : entrySet()) {
            action.accept(e.getKey(), e.getValue());
        }
    }

    /** Snapshot of the keys; Iterator.remove removes from the map. */
    public Set<K> keySet() {
        final LinkedHashSet<K> snapshot;
        synchronized (this) {
            snapshot = new LinkedHashSet<K>(map.keySet());
        }
        return new SnapshotSet<K>(snapshot) {
            void removed(Object k) {
                ConcurrentHashMap.this.remove(k);
            }
        };
    }

    public Collection<V> values() {
        synchronized (this) {
            return new ArrayList<V>(map.values());
        }
    }

    /** Snapshot of the entries (copies); Iterator.remove removes the key from the map. */
    public Set<Map.Entry<K, V>> entrySet() {
        final LinkedHashSet<Map.Entry<K, V>> snapshot = new LinkedHashSet<Map.Entry<K, V>>();
        synchronized (this) {
            for (Map.Entry<K, V> e : map.entrySet()) {
                snapshot.add(new AbstractMap.SimpleEntry<K, V>(e.getKey(), e.getValue()));
            }
        }
        return new SnapshotSet<Map.Entry<K, V>>(snapshot) {
            void removed(Object e) {
                ConcurrentHashMap.this.remove(((Map.Entry<?, ?>) e).getKey());
            }
        };
    }

    public synchronized int hashCode() { return map.hashCode(); }

    public synchronized String toString() { return map.toString(); }

    public long mappingCount() {
        return size();
    }

    /** A snapshot set whose iterator's remove also removes from the map. */
    private abstract static class SnapshotSet<E> extends java.util.AbstractSet<E> {
        private final Set<E> items;

        SnapshotSet(Set<E> items) {
            this.items = items;
        }

        abstract void removed(Object e);

        public int size() { return items.size(); }

        public boolean contains(Object o) { return items.contains(o); }

        public java.util.Iterator<E> iterator() {
            final java.util.Iterator<E> it = items.iterator();
            return new java.util.Iterator<E>() {
                private E last;
                public boolean hasNext() { return it.hasNext(); }
                public E next() { last = it.next(); return last; }
                public void remove() {
                    it.remove();
                    removed(last);
                }
            };
        }
    }
}
