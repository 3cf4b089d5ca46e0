// java.util.ImmutableCollections: the unmodifiable, null-hostile collections behind List.of/Set.of/Map.of.
package java.util;

import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * Backing classes for List.of/copyOf, Set.of/copyOf, Map.of/ofEntries/copyOf/entry. Like JDK 17: nulls are
 * rejected on creation and in queries (contains(null) throws NullPointerException), every mutator throws
 * UnsupportedOperationException, Set.of/Map.of reject duplicates with IllegalArgumentException
 * ("duplicate element: x", "duplicate key: k"). Lists of 1-2 elements report a bad index as
 * "Index: 5 Size: 2"; others fail on the array access. Set/Map iteration order is insertion order here
 * (JDK 17 randomizes it per JVM run, so no program can rely on it). Package-private.
 */
final class ImmutableCollections {
    private ImmutableCollections() {}

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
    }

    /** Takes ownership of a (which the caller has copied); rejects nulls. */
    static <E> List<E> listOf(Object[] a) {
        for (Object o : a) Objects.requireNonNull(o);
        return new ListN<E>(a);
    }

    static <E> Set<E> setOf(Object[] a, boolean rejectDuplicates) {
        LinkedHashMap<Object, Boolean> m = new LinkedHashMap<Object, Boolean>();
        for (Object o : a) {
            Objects.requireNonNull(o);
            if (m.put(o, Boolean.TRUE) != null && rejectDuplicates) {
                throw new IllegalArgumentException("duplicate element: " + o);
            }
        }
        return new SetN<E>(m);
    }

    /** kv holds k1, v1, k2, v2, ...; duplicate keys are an error. */
    static <K, V> Map<K, V> mapOf(Object[] kv) {
        LinkedHashMap<K, V> m = new LinkedHashMap<K, V>();
        for (int i = 0; i < kv.length; i += 2) {
            K k = (K) Objects.requireNonNull(kv[i]);
            V v = (V) Objects.requireNonNull(kv[i + 1]);
            if (m.put(k, v) != null) throw new IllegalArgumentException("duplicate key: " + k);
        }
        return new MapN<K, V>(m);
    }

    /** Like mapOf, for Map.copyOf (keys already distinct). */
    static <K, V> Map<K, V> mapOfUnique(Object[] kv) {
        return mapOf(kv);
    }

    /** Unmodifiable random-access list over an array. */
    static final class ListN<E> extends AbstractList<E> implements RandomAccess {
        private final Object[] elements;

        ListN(Object[] elements) {
            this.elements = elements;
        }

        public int size() {
            return elements.length;
        }

        public E get(int index) {
            if (elements.length == 1 || elements.length == 2) {
                if (index < 0 || index >= elements.length) {
                    throw new IndexOutOfBoundsException("Index: " + index + " Size: " + elements.length);
                }
            }
            return (E) elements[index];
        }

        public int indexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = 0; i < elements.length; i++) if (o.equals(elements[i])) return i;
            return -1;
        }

        public int lastIndexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = elements.length - 1; i >= 0; i--) if (o.equals(elements[i])) return i;
            return -1;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public Object[] toArray() {
            Object[] r = new Object[elements.length];
            System.arraycopy(elements, 0, r, 0, elements.length);
            return r;
        }

        public boolean add(E e) { throw uoe(); }
        public boolean addAll(Collection<? extends E> c) { throw uoe(); }
        public boolean addAll(int index, Collection<? extends E> c) { throw uoe(); }
        public void clear() { throw uoe(); }
        public boolean remove(Object o) { throw uoe(); }
        public boolean removeAll(Collection<?> c) { throw uoe(); }
        public boolean removeIf(Predicate<? super E> filter) { throw uoe(); }
        public boolean retainAll(Collection<?> c) { throw uoe(); }
        public void replaceAll(UnaryOperator<E> operator) { throw uoe(); }
        public void sort(Comparator<? super E> c) { throw uoe(); }
        public void add(int index, E element) { throw uoe(); }
        public E remove(int index) { throw uoe(); }
        public E set(int index, E element) { throw uoe(); }
    }

    /** Unmodifiable set over a private LinkedHashMap's keys. */
    static final class SetN<E> extends AbstractSet<E> {
        private final LinkedHashMap<Object, Boolean> m;

        SetN(LinkedHashMap<Object, Boolean> m) {
            this.m = m;
        }

        public int size() {
            return m.size();
        }

        public boolean contains(Object o) {
            if (m.size() == 1 || m.size() == 2) {
                // JDK's Set12 calls o.equals directly, so a null fails there
                for (Object e : m.keySet()) if (o.equals(e)) return true;
                return false;
            }
            Objects.requireNonNull(o);
            return m.containsKey(o);
        }

        public Iterator<E> iterator() {
            final Iterator<Object> i = m.keySet().iterator();
            return new Iterator<E>() {
                public boolean hasNext() { return i.hasNext(); }
                public E next() { return (E) i.next(); }
            };
        }

        public boolean add(E e) { throw uoe(); }
        public boolean addAll(Collection<? extends E> c) { throw uoe(); }
        public void clear() { throw uoe(); }
        public boolean remove(Object o) { throw uoe(); }
        public boolean removeAll(Collection<?> c) { throw uoe(); }
        public boolean removeIf(Predicate<? super E> filter) { throw uoe(); }
        public boolean retainAll(Collection<?> c) { throw uoe(); }
    }

    /** Unmodifiable map over a private LinkedHashMap; entries are KeyValueHolders. */
    static final class MapN<K, V> extends AbstractMap<K, V> {
        private final LinkedHashMap<K, V> m;

        MapN(LinkedHashMap<K, V> m) {
            this.m = m;
        }

        public int size() {
            return m.size();
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        // Null arguments fail where JDK 17's Map1/MapN fail (o.equals for one entry, pk.hashCode otherwise)

        public V get(Object o) {
            if (m.size() == 1) {
                Map.Entry<K, V> e = m.entrySet().iterator().next();
                return o.equals(e.getKey()) ? e.getValue() : null;
            }
            if (m.size() == 0) {
                Objects.requireNonNull(o);
                return null;
            }
            Object pk = o;
            pk.hashCode();
            return m.get(pk);
        }

        public boolean containsKey(Object o) {
            if (m.size() == 1) return o.equals(m.keySet().iterator().next());
            Objects.requireNonNull(o);
            return m.containsKey(o);
        }

        public boolean containsValue(Object o) {
            if (m.size() == 1) return o.equals(m.values().iterator().next());
            Objects.requireNonNull(o);
            return m.containsValue(o);
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractSet<Map.Entry<K, V>>() {
                public int size() {
                    return m.size();
                }

                public Iterator<Map.Entry<K, V>> iterator() {
                    final Iterator<Map.Entry<K, V>> i = m.entrySet().iterator();
                    return new Iterator<Map.Entry<K, V>>() {
                        public boolean hasNext() { return i.hasNext(); }

                        public Map.Entry<K, V> next() {
                            Map.Entry<K, V> e = i.next();
                            return new KeyValueHolder<K, V>(e.getKey(), e.getValue());
                        }
                    };
                }
            };
        }

        public V put(K key, V value) { throw uoe(); }
        public V remove(Object key) { throw uoe(); }
        public void putAll(Map<? extends K, ? extends V> map) { throw uoe(); }
        public void clear() { throw uoe(); }
        public V putIfAbsent(K key, V value) { throw uoe(); }
        public boolean remove(Object key, Object value) { throw uoe(); }
        public boolean replace(K key, V oldValue, V newValue) { throw uoe(); }
        public V replace(K key, V value) { throw uoe(); }
        public void replaceAll(BiFunction<? super K, ? super V, ? extends V> f) { throw uoe(); }
        public V computeIfAbsent(K key, Function<? super K, ? extends V> f) { throw uoe(); }
        public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> f) { throw uoe(); }
        public V compute(K key, BiFunction<? super K, ? super V, ? extends V> f) { throw uoe(); }
        public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> f) { throw uoe(); }
    }

    /** An immutable, null-hostile Map.Entry (Map.entry). */
    static final class KeyValueHolder<K, V> implements Map.Entry<K, V> {
        final K key;
        final V value;

        KeyValueHolder(K k, V v) {
            key = Objects.requireNonNull(k);
            value = Objects.requireNonNull(v);
        }

        public K getKey() { return key; }
        public V getValue() { return value; }

        public V setValue(V value) {
            throw new UnsupportedOperationException("not supported");
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) return false;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return key.equals(e.getKey()) && value.equals(e.getValue());
        }

        public int hashCode() {
            return key.hashCode() ^ value.hashCode();
        }

        public String toString() {
            return key + "=" + value;
        }
    }
}
