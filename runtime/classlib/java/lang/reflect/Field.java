// java.lang.reflect.Field: a field found by Class.getDeclaredField(s)/getField(s), read and written
// with the JDK's checks, conversions and messages; its annotations and generic type.
package java.lang.reflect;

/**
 * A field of `clazz`, created by the VM (runtime/natives/reflect_natives.cpp). get boxes the value;
 * set unboxes and widens (JLS §5.1.2) into primitive fields. Final fields can be set only after
 * setAccessible(true), and static final ones never (as in JDK 17); other access control is not
 * enforced. Messages follow JDK 17 ("Can not set int field a.B.x to java.lang.String").
 */
public final class Field extends AccessibleObject implements Member {
    private final Class<?> clazz;
    private final String name;
    private final Class<?> type;
    private final int modifiers;
    private transient java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation>
            declaredAnnotations;

    /** Created by the VM only. */
    private Field(Class<?> clazz, String name, Class<?> type, int modifiers) {
        this.clazz = clazz;
        this.name = name;
        this.type = type;
        this.modifiers = modifiers;
    }

    public Class<?> getDeclaringClass() { return clazz; }
    public String getName() { return name; }
    public Class<?> getType() { return type; }
    public int getModifiers() { return modifiers; }
    public boolean isEnumConstant() { return (modifiers & 0x4000) != 0; }
    public boolean isSynthetic() { return (modifiers & 0x1000) != 0; }

    /** The field's generic type from its Signature attribute, else getType(). */
    public Type getGenericType() {
        String sig = jvmlab.internal.reflect.ClassData.signature(clazz, jvmlab.internal.reflect.ClassData.FIELD, name, null);
        return sig == null ? type : jvmlab.internal.reflect.GenericTypes.parseField(sig, clazz);
    }

    /** "private java.util.List<java.lang.String> a.B.names", as the JDK's toGenericString. */
    public String toGenericString() {
        int mods = modifiers & Modifier.fieldModifiers();
        return (mods == 0 ? "" : Modifier.toString(mods) + " ") + getGenericType().getTypeName() + " " + qualified();
    }

    private java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> annotations() {
        java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> m = declaredAnnotations;
        if (m == null) {
            m = jvmlab.internal.reflect.AnnotationParser.parseAnnotations(
                    jvmlab.internal.reflect.ClassData.raw(clazz, jvmlab.internal.reflect.ClassData.FIELD, name, null), clazz);
            declaredAnnotations = m;
        }
        return m;
    }

    public <T extends java.lang.annotation.Annotation> T getAnnotation(Class<T> annotationClass) {
        return jvmlab.internal.reflect.AnnotationSupport.get(annotations(), annotationClass);
    }

    public <T extends java.lang.annotation.Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        return jvmlab.internal.reflect.AnnotationSupport.byType(getDeclaredAnnotations(), annotationClass);
    }

    public java.lang.annotation.Annotation[] getDeclaredAnnotations() {
        return jvmlab.internal.reflect.AnnotationSupport.toArray(annotations());
    }

    public boolean equals(Object o) {
        if (!(o instanceof Field)) {
            return false;
        }
        Field other = (Field) o;
        return clazz == other.clazz && name.equals(other.name);
    }

    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    /** "private static final int a.B.x", as the JDK prints it. */
    public String toString() {
        int mods = modifiers & Modifier.fieldModifiers();
        return (mods == 0 ? "" : Modifier.toString(mods) + " ") + type.getTypeName() + " " + qualified();
    }

    private String qualified() {
        return clazz.getTypeName() + "." + name;
    }

    private boolean isStatic() {
        return (modifiers & Modifier.STATIC) != 0;
    }

    /** The receiver check both get and set make: NPE for null, IAE for another class's object. */
    private void checkReceiver(Object obj) {
        if (isStatic()) {
            ensureInitialized0(clazz);
            return;
        }
        if (obj == null) {
            throw new NullPointerException("Cannot invoke \"Object.getClass()\" because \"obj\" is null");
        }
        if (!clazz.isInstance(obj)) {
            throw new IllegalArgumentException(setMessage(obj.getClass().getName()));
        }
    }

    private String setMessage(String what) {
        String fin = (modifiers & Modifier.FINAL) != 0 ? (isStatic() ? "static final " : "final ") : "";
        return "Can not set " + fin + type.getTypeName() + " field " + qualified() + " to " + what;
    }

    /** The value of this field in `obj` (ignored for static fields), primitives boxed. */
    public Object get(Object obj) throws IllegalArgumentException, IllegalAccessException {
        checkReceiver(obj);
        return get0(clazz, name, isStatic() ? null : obj);
    }

    /** Stores `value` (unboxed and widened for primitive fields). */
    public void set(Object obj, Object value) throws IllegalArgumentException, IllegalAccessException {
        checkReceiver(obj);
        String what = value == null ? "null value" : value.getClass().getName();
        store(obj, value, what);
    }

    private void store(Object obj, Object value, String what) throws IllegalAccessException {
        if ((modifiers & Modifier.FINAL) != 0 && (isStatic() || !override)) {
            throw new IllegalAccessException(setMessage(what));
        }
        if (type.isPrimitive()) {
            if (value == null) {
                throw new IllegalArgumentException(setMessage(what));
            }
            long bits;
            try {
                bits = ReflectArgs.primitiveBits(type, value);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(setMessage(what));
            }
            set0(clazz, name, isStatic() ? null : obj, null, bits);
        } else {
            if (value != null && !type.isInstance(value)) {
                throw new IllegalArgumentException(setMessage(what));
            }
            set0(clazz, name, isStatic() ? null : obj, value, 0);
        }
    }

    /** get() converted to primitive `want` by widening; the JDK's message when impossible. */
    private Object getAs(Object obj, Class<?> want) throws IllegalAccessException {
        Object v = get(obj);
        if (type.isPrimitive()) {
            try {
                long bits = ReflectArgs.primitiveBits(want, v);
                return bits;
            } catch (IllegalArgumentException e) {
                // fall through to the message below
            }
        }
        throw new IllegalArgumentException("Attempt to get " + type.getTypeName() + " field \"" + qualified()
                + "\" with illegal data type conversion to " + want.getName());
    }

    public boolean getBoolean(Object obj) throws IllegalAccessException { return ((Long) getAs(obj, boolean.class)) != 0; }
    public byte getByte(Object obj) throws IllegalAccessException { return (byte) (long) (Long) getAs(obj, byte.class); }
    public char getChar(Object obj) throws IllegalAccessException { return (char) (long) (Long) getAs(obj, char.class); }
    public short getShort(Object obj) throws IllegalAccessException { return (short) (long) (Long) getAs(obj, short.class); }
    public int getInt(Object obj) throws IllegalAccessException { return (int) (long) (Long) getAs(obj, int.class); }
    public long getLong(Object obj) throws IllegalAccessException { return (Long) getAs(obj, long.class); }
    public float getFloat(Object obj) throws IllegalAccessException {
        return Float.intBitsToFloat((int) (long) (Long) getAs(obj, float.class));
    }
    public double getDouble(Object obj) throws IllegalAccessException {
        return Double.longBitsToDouble((Long) getAs(obj, double.class));
    }

    private void setPrimitive(Object obj, Object boxed, String text) throws IllegalAccessException {
        checkReceiver(obj);
        store(obj, boxed, text);
    }

    public void setBoolean(Object obj, boolean z) throws IllegalAccessException { setPrimitive(obj, z, "(boolean)" + z); }
    public void setByte(Object obj, byte b) throws IllegalAccessException { setPrimitive(obj, b, "(byte)" + b); }
    public void setChar(Object obj, char c) throws IllegalAccessException { setPrimitive(obj, c, "(char)" + c); }
    public void setShort(Object obj, short s) throws IllegalAccessException { setPrimitive(obj, s, "(short)" + s); }
    public void setInt(Object obj, int i) throws IllegalAccessException { setPrimitive(obj, i, "(int)" + i); }
    public void setLong(Object obj, long l) throws IllegalAccessException { setPrimitive(obj, l, "(long)" + l); }
    public void setFloat(Object obj, float f) throws IllegalAccessException { setPrimitive(obj, f, "(float)" + f); }
    public void setDouble(Object obj, double d) throws IllegalAccessException { setPrimitive(obj, d, "(double)" + d); }

    /** Runs class initialization of `c` (errors propagate unwrapped). */
    private static native void ensureInitialized0(Class<?> c);

    /** The value of field `name` declared by `c` in `obj` (null: static), boxed if primitive. */
    private static native Object get0(Class<?> c, String name, Object obj);

    /** Stores `ref` (reference fields) or the bits `bits` (see ReflectArgs) into field `name`. */
    private static native void set0(Class<?> c, String name, Object obj, Object ref, long bits);
}
