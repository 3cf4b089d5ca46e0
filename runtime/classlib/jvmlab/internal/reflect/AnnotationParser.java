// jvmlab.internal.reflect.AnnotationParser: decodes RuntimeVisibleAnnotations,
// RuntimeVisibleParameterAnnotations and AnnotationDefault bodies (JVMS §4.7.16-4.7.22) into
// annotation instances (dynamic proxies over AnnotationHandler) and element values.
package jvmlab.internal.reflect;

import java.lang.annotation.Annotation;
import java.lang.annotation.AnnotationFormatError;
import java.lang.reflect.Array;
import java.lang.reflect.Proxy;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One pass over an attribute body of class `container` (whose constant pool the indices name).
 * As the JDK's AnnotationParser: an annotation whose type cannot be loaded or is not an
 * annotation type is skipped; a class value that cannot be loaded becomes an exception proxy
 * (TypeNotPresentException when read), a missing enum constant likewise; values of elements the
 * type no longer declares are dropped. Values are in "proxy return form": primitives boxed,
 * arrays typed by the element's return type. Not thread-safe (a cursor); each call makes its own.
 */
public final class AnnotationParser {
    private final byte[] b;
    private final Class<?> container;
    private int pos;

    private AnnotationParser(byte[] b, Class<?> container) {
        this.b = b;
        this.container = container;
    }

    /** The annotations of a RuntimeVisibleAnnotations body, by type, in class-file order (empty for null). */
    public static Map<Class<? extends Annotation>, Annotation> parseAnnotations(byte[] raw, Class<?> container) {
        Map<Class<? extends Annotation>, Annotation> out = new LinkedHashMap<>();
        if (raw == null) {
            return out;
        }
        AnnotationParser p = new AnnotationParser(raw, container);
        try {
            int n = p.u2();
            for (int i = 0; i < n; i++) {
                Annotation a = p.annotation();
                if (a != null && !out.containsKey(a.annotationType())) {
                    out.put(a.annotationType(), a);
                }
            }
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new AnnotationFormatError("Unexpected end of annotations");
        }
        return out;
    }

    /**
     * The annotations of each of `count` parameters from a RuntimeVisibleParameterAnnotations
     * body (all empty for null). A body for fewer parameters than `count` (javac omits synthetic
     * leading ones, such as an inner class constructor's outer instance) fills the last ones.
     */
    public static Annotation[][] parseParameterAnnotations(byte[] raw, Class<?> container, int count) {
        Annotation[][] out = new Annotation[count][];
        int first = 0;
        Annotation[][] parsed = new Annotation[0][];
        if (raw != null) {
            AnnotationParser p = new AnnotationParser(raw, container);
            try {
                int n = p.u1();
                parsed = new Annotation[n][];
                for (int i = 0; i < n; i++) {
                    Map<Class<? extends Annotation>, Annotation> m = new LinkedHashMap<>();
                    int k = p.u2();
                    for (int j = 0; j < k; j++) {
                        Annotation a = p.annotation();
                        if (a != null && !m.containsKey(a.annotationType())) {
                            m.put(a.annotationType(), a);
                        }
                    }
                    parsed[i] = m.values().toArray(new Annotation[0]);
                }
            } catch (ArrayIndexOutOfBoundsException e) {
                throw new AnnotationFormatError("Unexpected end of parameter annotations");
            }
            first = Math.max(0, count - parsed.length);
        }
        for (int i = 0; i < count; i++) {
            int j = i - first;
            out[i] = j >= 0 && j < parsed.length ? parsed[j] : new Annotation[0];
        }
        return out;
    }

    /** The value of an AnnotationDefault body for an element returning `type`; null for null. */
    public static Object parseDefault(byte[] raw, Class<?> container, Class<?> type) {
        if (raw == null) {
            return null;
        }
        try {
            return new AnnotationParser(raw, container).value(type);
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new AnnotationFormatError("Unexpected end of annotation default");
        }
    }

    private int u1() {
        return b[pos++] & 0xff;
    }

    private int u2() {
        int v = ((b[pos] & 0xff) << 8) | (b[pos + 1] & 0xff);
        pos += 2;
        return v;
    }

    /** One annotation structure; null (and skipped) if its type is missing or not an annotation. */
    @SuppressWarnings("unchecked")
    private Annotation annotation() {
        String desc = ClassData.utf8(container, u2());
        Class<?> type;
        try {
            type = typeOf(desc);
        } catch (ClassNotFoundException | NoClassDefFoundError e) {
            type = null;
        }
        int n = u2();
        if (type == null || !type.isAnnotation()) {
            skipMembers(n);
            return null;
        }
        AnnotationType at;
        try {
            at = AnnotationType.of((Class<? extends Annotation>) type);
        } catch (IllegalArgumentException e) {
            // A member of the type cannot be read (a default value naming a constant of the wrong
            // type): the JDK's parseAnnotation2 skips the annotation as if it were not there.
            skipMembers(n);
            return null;
        }
        Map<String, Object> values = new LinkedHashMap<>(at.memberDefaults);
        for (int i = 0; i < n; i++) {
            String name = ClassData.utf8(container, u2());
            Class<?> memberType = at.memberTypes.get(name);
            Object v = value(memberType);
            if (memberType != null && v != null) {
                values.put(name, v);
            }
        }
        return create((Class<? extends Annotation>) type, values);
    }

    /** Skips `n` element_value_pairs without reading the constant pool (the JDK's skipAnnotation). */
    private void skipMembers(int n) {
        for (int i = 0; i < n; i++) {
            u2();
            skipValue();
        }
    }

    /** Skips one element_value without reading the constant pool (the JDK's skipMemberValue). */
    private void skipValue() {
        int tag = u1();
        switch (tag) {
            case 'e':
                u2();
                u2();
                break;
            case '@':
                u2();
                skipMembers(u2());
                break;
            case '[':
                for (int i = 0, n = u2(); i < n; i++) {
                    skipValue();
                }
                break;
            default:
                u2();
        }
    }

    /** An annotation instance of `type` with `values` (the JDK's AnnotationParser.annotationForMap). */
    public static Annotation create(Class<? extends Annotation> type, Map<String, Object> values) {
        return (Annotation) Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type},
                new AnnotationHandler(type, values));
    }

    /** One element_value (JVMS §4.7.16.1) for an element returning `type` (null: unknown, parsed and dropped). */
    private Object value(Class<?> type) {
        int tag = u1();
        switch (tag) {
            case 'B': return (byte) ClassData.bits(container, u2(), ClassData.INTEGER);
            case 'C': return (char) ClassData.bits(container, u2(), ClassData.INTEGER);
            case 'S': return (short) ClassData.bits(container, u2(), ClassData.INTEGER);
            case 'I': return (int) ClassData.bits(container, u2(), ClassData.INTEGER);
            case 'Z': return ClassData.bits(container, u2(), ClassData.INTEGER) != 0;
            case 'J': return ClassData.bits(container, u2(), ClassData.LONG);
            case 'F': return Float.intBitsToFloat((int) ClassData.bits(container, u2(), ClassData.FLOAT));
            case 'D': return Double.longBitsToDouble(ClassData.bits(container, u2(), ClassData.DOUBLE));
            case 's': return ClassData.utf8(container, u2());
            case 'e': return enumValue();
            case 'c': return classValue();
            case '@': return annotation();
            case '[': return arrayValue(type);
            default:
                throw new AnnotationFormatError("Invalid member-value tag in annotation: " + (char) tag);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Object enumValue() {
        String desc = ClassData.utf8(container, u2());
        String name = ClassData.utf8(container, u2());
        Class<?> type;
        try {
            type = typeOf(desc);
        } catch (ClassNotFoundException | NoClassDefFoundError e) {
            return new AnnotationHandler.Missing(new TypeNotPresentException(binaryName(desc), e));
        }
        if (!type.isEnum()) {
            return null;
        }
        try {
            return Enum.valueOf((Class) type, name);
        } catch (IllegalArgumentException e) {
            return new AnnotationHandler.Missing(
                    new IllegalArgumentException("No enum constant " + type.getCanonicalName() + "." + name));
        }
    }

    private Object classValue() {
        String desc = ClassData.utf8(container, u2());
        try {
            return typeOf(desc);
        } catch (ClassNotFoundException | NoClassDefFoundError e) {
            return new AnnotationHandler.Missing(new TypeNotPresentException(binaryName(desc), e));
        }
    }

    private Object arrayValue(Class<?> type) {
        int n = u2();
        Class<?> component = type != null && type.isArray() ? type.getComponentType() : null;
        Object[] items = new Object[n];
        boolean missing = false;
        for (int i = 0; i < n; i++) {
            items[i] = value(component);
            missing |= items[i] instanceof AnnotationHandler.Missing;
        }
        if (missing) {
            for (Object item : items) {
                if (item instanceof AnnotationHandler.Missing) {
                    return item;
                }
            }
        }
        if (component == null) {
            return null;
        }
        Object arr = Array.newInstance(component, n);
        for (int i = 0; i < n; i++) {
            try {
                Array.set(arr, i, items[i]);
            } catch (IllegalArgumentException e) {
                return null;  // a mismatched element type: the element keeps its default
            }
        }
        return arr;
    }

    /** "Ljava/lang/String;" -> "java.lang.String". */
    private static String binaryName(String desc) {
        if (desc.startsWith("L") && desc.endsWith(";")) {
            return desc.substring(1, desc.length() - 1).replace('/', '.');
        }
        return desc.replace('/', '.');
    }

    /** The class a field or return descriptor names ("V" is void), loaded as the container's loader sees it. */
    private Class<?> typeOf(String desc) throws ClassNotFoundException {
        switch (desc) {
            case "V": return void.class;
            case "Z": return boolean.class;
            case "B": return byte.class;
            case "C": return char.class;
            case "S": return short.class;
            case "I": return int.class;
            case "J": return long.class;
            case "F": return float.class;
            case "D": return double.class;
            default:
                if (desc.length() < 2) {
                    throw new AnnotationFormatError("Invalid type descriptor " + desc);
                }
                return Class.forName(binaryName(desc), false, container.getClassLoader());
        }
    }
}
