// java.util.IdentityHashMap: a map comparing keys (and values) by reference, not equals.
package java.util;

/**
 * A Map whose keys are equal only when they are the same object (==), hashed by
 * System.identityHashCode; values compare by == in containsValue and the entry views, as JDK 17's.
 * Design: a HashMap from identity wrappers (JDK 17's linear-probe table is not reproduced; its
 * iteration order depends on identity hash codes, so no program can rely on it). Null keys and
 * values are allowed. Not thread-safe; iterators are fail-fast.
 */
public class IdentityHashMap<K, V> extends AbstractMap<K, V> implements java.io.Serializable, Cloneable {
    private static final long serialVersionUID = 8188218128353913216L;

    /** A key compared by identity; null keys are one shared wrapper. */
    private static final class Ref {
        final Object o;

        Ref(Object o) {
            this.o = o;
        }

        public boolean equals(Object other) {
            return other instanceof Ref && ((Ref) other).o == o;
        }

        public int hashCode() {
            return System.identityHashCode(o);
        }
    }

    private HashMap<Ref, V> map;
    private transient Set<Map.Entry<K, V>> entries;

    public IdentityHashMap() {
        map = new HashMap<>();
    }

    public IdentityHashMap(int expectedMaxSize) {
        if (expectedMaxSize < 0) {
            throw new IllegalArgumentException("expectedMaxSize is negative: " + expectedMaxSize);
        }
        map = new HashMap<>(Math.max(16, expectedMaxSize * 2));
    }

    public IdentityHashMap(Map<? extends K, ? extends V> m) {
        this((int) ((1 + m.size()) * 1.1));
        putAll(m);
    }

    public int size() {
        return map.size();
    }

    public boolean isEmpty() {
        return map.isEmpty();
    }

    public V get(Object key) {
        return map.get(new Ref(key));
    }

    public boolean containsKey(Object key) {
        return map.containsKey(new Ref(key));
    }

    public boolean containsValue(Object value) {
        for (V v : map.values()) {
            if (v == value) {
                return true;
            }
        }
        return false;
    }

    public V put(K key, V value) {
        return map.put(new Ref(key), value);
    }

    public V remove(Object key) {
        return map.remove(new Ref(key));
    }

    public void clear() {
        map.clear();
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (o instanceof IdentityHashMap) {
            IdentityHashMap<?, ?> m = (IdentityHashMap<?, ?>) o;
            if (m.size() != size()) {
                return false;
            }
            for (Map.Entry<Ref, V> e : map.entrySet()) {
                Ref k = e.getKey();
                if (!m.map.containsKey(k) || m.map.get(k) != e.getValue()) {
                    return false;
                }
            }
            return true;
        }
        return super.equals(o);
    }

    public int hashCode() {
        int h = 0;
        for (Map.Entry<Ref, V> e : map.entrySet()) {
            h += System.identityHashCode(e.getKey().o) ^ System.identityHashCode(e.getValue());
        }
        return h;
    }

    @SuppressWarnings("unchecked")
    public Object clone() {
        try {
            IdentityHashMap<K, V> m = (IdentityHashMap<K, V>) super.clone();
            m.map = new HashMap<>(map);
            m.entries = null;
            return m;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public Set<Map.Entry<K, V>> entrySet() {
        if (entries == null) {
            entries = new AbstractSet<Map.Entry<K, V>>() {
                public Iterator<Map.Entry<K, V>> iterator() {
                    final Iterator<Map.Entry<Ref, V>> it = map.entrySet().iterator();
                    return new Iterator<Map.Entry<K, V>>() {
                        public boolean hasNext() {
                            return it.hasNext();
                        }

                        public Map.Entry<K, V> next() {
                            return new IdEntry(it.next());
                        }

                        public void remove() {
                            it.remove();
                        }
                    };
                }

                public int size() {
                    return map.size();
                }

                public void clear() {
                    map.clear();
                }
            };
        }
        return entries;
    }

    /** An entry with JDK 17's identity equals/hashCode. */
    private final class IdEntry implements Map.Entry<K, V> {
        private final Map.Entry<Ref, V> e;

        IdEntry(Map.Entry<Ref, V> e) {
            this.e = e;
        }

        @SuppressWarnings("unchecked")
        public K getKey() {
            return (K) e.getKey().o;
        }

        public V getValue() {
            return e.getValue();
        }

        public V setValue(V value) {
            return e.setValue(value);
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> other = (Map.Entry<?, ?>) o;
            return other.getKey() == getKey() && other.getValue() == getValue();
        }

        public int hashCode() {
            return System.identityHashCode(getKey()) ^ System.identityHashCode(getValue());
        }

        public String toString() {
            return getKey() + "=" + getValue();
        }
    }
}
