// EnumMap: a map keyed by the constants of one enum type, stored in an array indexed by ordinal.
package java.util;

/**
 * java.util.EnumMap of JDK 17: iteration in key ordinal order, null keys rejected
 * (NullPointerException), keys of another enum type rejected by put (ClassCastException) and
 * ignored by get/remove/containsKey, null values allowed. Not thread-safe.
 */
public class EnumMap<K extends Enum<K>, V> extends AbstractMap<K, V> implements java.io.Serializable, Cloneable {
    private static final long serialVersionUID = 1L;
    private static final Object NULL = new Object();

    private final Class<K> keyType;
    private transient Enum<?>[] keyUniverse;
    private transient Object[] vals;
    private transient int size;

    public EnumMap(Class<K> keyType) {
        this.keyType = keyType;
        keyUniverse = EnumSet.universeOf(keyType);
        vals = new Object[keyUniverse.length];
    }

    public EnumMap(EnumMap<K, ? extends V> m) {
        keyType = m.keyType;
        keyUniverse = m.keyUniverse;
        vals = m.vals.clone();
        size = m.size;
    }

    @SuppressWarnings("unchecked")
    public EnumMap(Map<K, ? extends V> m) {
        if (m instanceof EnumMap) {
            EnumMap<K, ? extends V> em = (EnumMap<K, ? extends V>) m;
            keyType = em.keyType;
            keyUniverse = em.keyUniverse;
            vals = em.vals.clone();
            size = em.size;
        } else {
            if (m.isEmpty()) {
                throw new IllegalArgumentException("Specified map is empty");
            }
            keyType = m.keySet().iterator().next().getDeclaringClass();
            keyUniverse = EnumSet.universeOf(keyType);
            vals = new Object[keyUniverse.length];
            putAll(m);
        }
    }

    private static Object maskNull(Object value) {
        return value == null ? NULL : value;
    }

    @SuppressWarnings("unchecked")
    private V unmaskNull(Object value) {
        return (V) (value == NULL ? null : value);
    }

    private boolean isValidKey(Object key) {
        if (key == null) {
            return false;
        }
        Class<?> keyClass = key.getClass();
        return keyClass == keyType || keyClass.getSuperclass() == keyType;
    }

    private void typeCheck(K key) {
        Class<?> keyClass = key.getClass();
        if (keyClass != keyType && keyClass.getSuperclass() != keyType) {
            throw new ClassCastException(keyClass + " != " + keyType);
        }
    }

    public int size() {
        return size;
    }

    public boolean containsValue(Object value) {
        value = maskNull(value);
        for (Object val : vals) {
            if (val != null && value.equals(val)) {
                return true;
            }
        }
        return false;
    }

    public boolean containsKey(Object key) {
        return isValidKey(key) && vals[((Enum<?>) key).ordinal()] != null;
    }

    public V get(Object key) {
        return isValidKey(key) ? unmaskNull(vals[((Enum<?>) key).ordinal()]) : null;
    }

    public V put(K key, V value) {
        typeCheck(key);
        int index = key.ordinal();
        Object oldValue = vals[index];
        vals[index] = maskNull(value);
        if (oldValue == null) {
            size++;
        }
        return unmaskNull(oldValue);
    }

    public V remove(Object key) {
        if (!isValidKey(key)) {
            return null;
        }
        int index = ((Enum<?>) key).ordinal();
        Object oldValue = vals[index];
        vals[index] = null;
        if (oldValue != null) {
            size--;
        }
        return unmaskNull(oldValue);
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    public void clear() {
        Arrays.fill(vals, null);
        size = 0;
    }

    /** Iterates the present ordinals; the views below differ only in what next() returns. */
    private abstract class Cursor<T> implements Iterator<T> {
        int index;
        int last = -1;

        public boolean hasNext() {
            while (index < vals.length && vals[index] == null) {
                index++;
            }
            return index < vals.length;
        }

        int step() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            last = index++;
            return last;
        }

        public void remove() {
            if (last < 0) {
                throw new IllegalStateException();
            }
            if (vals[last] != null) {
                vals[last] = null;
                size--;
            }
            last = -1;
        }
    }

    private final class Entry implements Map.Entry<K, V> {
        private final int index;

        Entry(int index) {
            this.index = index;
        }

        @SuppressWarnings("unchecked")
        public K getKey() {
            return (K) keyUniverse[index];
        }

        public V getValue() {
            return unmaskNull(vals[index]);
        }

        public V setValue(V value) {
            V old = unmaskNull(vals[index]);
            vals[index] = maskNull(value);
            return old;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return getKey() == e.getKey() && Objects.equals(getValue(), e.getValue());
        }

        public int hashCode() {
            return keyUniverse[index].hashCode() ^ Objects.hashCode(getValue());
        }

        public String toString() {
            return keyUniverse[index] + "=" + getValue();
        }
    }

    public Set<K> keySet() {
        return new AbstractSet<K>() {
            public Iterator<K> iterator() {
                return new Cursor<K>() {
                    @SuppressWarnings("unchecked")
                    public K next() {
                        return (K) keyUniverse[step()];
                    }
                };
            }

            public int size() {
                return size;
            }

            public boolean contains(Object o) {
                return containsKey(o);
            }

            public boolean remove(Object o) {
                int before = size;
                EnumMap.this.remove(o);
                return size != before;
            }

            public void clear() {
                EnumMap.this.clear();
            }
        };
    }

    public Collection<V> values() {
        return new AbstractCollection<V>() {
            public Iterator<V> iterator() {
                return new Cursor<V>() {
                    public V next() {
                        return unmaskNull(vals[step()]);
                    }
                };
            }

            public int size() {
                return size;
            }

            public void clear() {
                EnumMap.this.clear();
            }
        };
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public Iterator<Map.Entry<K, V>> iterator() {
                return new Cursor<Map.Entry<K, V>>() {
                    public Map.Entry<K, V> next() {
                        return new Entry(step());
                    }
                };
            }

            public int size() {
                return size;
            }

            public void clear() {
                EnumMap.this.clear();
            }
        };
    }

    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o instanceof EnumMap) {
            EnumMap<?, ?> em = (EnumMap<?, ?>) o;
            if (em.keyType != keyType) {
                return size == 0 && em.size == 0;
            }
            for (int i = 0; i < keyUniverse.length; i++) {
                Object ours = vals[i];
                Object theirs = em.vals[i];
                if (theirs != ours && (theirs == null || !theirs.equals(ours))) {
                    return false;
                }
            }
            return true;
        }
        return super.equals(o);
    }

    public int hashCode() {
        int h = 0;
        for (int i = 0; i < keyUniverse.length; i++) {
            if (vals[i] != null) {
                h += keyUniverse[i].hashCode() ^ Objects.hashCode(unmaskNull(vals[i]));
            }
        }
        return h;
    }

    @SuppressWarnings("unchecked")
    public EnumMap<K, V> clone() {
        EnumMap<K, V> result;
        try {
            result = (EnumMap<K, V>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
        result.vals = result.vals.clone();
        return result;
    }
}
