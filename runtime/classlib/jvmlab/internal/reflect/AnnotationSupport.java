// jvmlab.internal.reflect.AnnotationSupport: the annotations of classes (declared and inherited,
// cached per class) and the repeatable-annotation lookups of AnnotatedElement's defaults.
package jvmlab.internal.reflect;

import java.lang.annotation.Annotation;
import java.lang.annotation.Repeatable;
import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Annotation lookups shared by Class, the members and parameters. Caches are synchronized. */
public final class AnnotationSupport {
    private static final HashMap<Class<?>, Map<Class<? extends Annotation>, Annotation>> declared = new HashMap<>();
    private static final HashMap<Class<?>, Map<Class<? extends Annotation>, Annotation>> all = new HashMap<>();
    private static final Annotation[] NONE = new Annotation[0];

    private AnnotationSupport() {}

    /** The annotations directly present on class `c`, by type (cached; do not modify). */
    public static Map<Class<? extends Annotation>, Annotation> declaredOf(Class<?> c) {
        synchronized (declared) {
            Map<Class<? extends Annotation>, Annotation> m = declared.get(c);
            if (m == null) {
                m = AnnotationParser.parseAnnotations(ClassData.raw(c, ClassData.CLASS, null, null), c);
                declared.put(c, m);
            }
            return m;
        }
    }

    /**
     * The annotations present on class `c`: its superclass's @Inherited ones first, then its own
     * (an own annotation of an inherited type takes the inherited one's place), as JDK 17's
     * Class.createAnnotationData.
     */
    public static Map<Class<? extends Annotation>, Annotation> allOf(Class<?> c) {
        synchronized (declared) {
            Map<Class<? extends Annotation>, Annotation> m = all.get(c);
            if (m != null) {
                return m;
            }
            Map<Class<? extends Annotation>, Annotation> own = declaredOf(c);
            Class<?> sup = c.getSuperclass();
            if (sup == null) {
                m = own;
            } else {
                m = new LinkedHashMap<>();
                for (Map.Entry<Class<? extends Annotation>, Annotation> e : allOf(sup).entrySet()) {
                    if (AnnotationType.of(e.getKey()).isInherited()) {
                        m.put(e.getKey(), e.getValue());
                    }
                }
                m.putAll(own);
            }
            all.put(c, m);
            return m;
        }
    }

    /** The values of `m` as an array (a fresh one). */
    public static Annotation[] toArray(Map<Class<? extends Annotation>, Annotation> m) {
        return m.isEmpty() ? NONE : m.values().toArray(new Annotation[m.size()]);
    }

    /** The annotation of type `type` in `m`, or null; NullPointerException for a null type. */
    public static <T extends Annotation> T get(Map<Class<? extends Annotation>, Annotation> m, Class<T> type) {
        if (type == null) {
            throw new NullPointerException();
        }
        return type.cast(m.get(type));
    }

    /** The annotations of a member's RuntimeVisibleAnnotations body (`raw`, may be null). */
    public static Map<Class<? extends Annotation>, Annotation> parse(byte[] raw, Class<?> container) {
        return AnnotationParser.parseAnnotations(raw, container);
    }

    /**
     * Those of `annotations` that are of type `type`, directly or inside a container of the
     * repeatable `type` (JLS §9.6.3), in the JDK's order: the contained ones before the direct
     * one when the container comes first.
     */
    @SuppressWarnings("unchecked")
    public static <T extends Annotation> T[] byType(Annotation[] annotations, Class<T> type) {
        if (type == null) {
            throw new NullPointerException();
        }
        T direct = null;
        int directAt = -1;
        List<T> indirect = new ArrayList<>();
        int containerAt = -1;
        Repeatable rep = type.getDeclaredAnnotation(Repeatable.class);
        Class<? extends Annotation> containerType = rep == null ? null : rep.value();
        for (int i = 0; i < annotations.length; i++) {
            Annotation a = annotations[i];
            if (a.annotationType() == type && direct == null) {
                direct = (T) a;
                directAt = i;
            } else if (containerType != null && a.annotationType() == containerType && containerAt < 0) {
                containerAt = i;
                try {
                    Method value = containerType.getMethod("value");
                    Object contained = value.invoke(a);
                    if (contained instanceof Object[]) {
                        for (Object o : (Object[]) contained) {
                            indirect.add((T) o);
                        }
                    }
                } catch (NoSuchMethodException | IllegalAccessException e) {
                    throw new java.lang.annotation.AnnotationFormatError(e);
                } catch (InvocationTargetException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof RuntimeException) throw (RuntimeException) cause;
                    if (cause instanceof Error) throw (Error) cause;
                    throw new java.lang.annotation.AnnotationFormatError(cause);
                }
            }
        }
        List<T> result = new ArrayList<>();
        if (direct != null) {
            result.add(direct);
        }
        if (!indirect.isEmpty()) {
            boolean indirectFirst = direct == null || containerAt < directAt;
            result.addAll(indirectFirst ? 0 : 1, indirect);
        }
        T[] out = (T[]) Array.newInstance(type, result.size());
        return result.toArray(out);
    }
}
