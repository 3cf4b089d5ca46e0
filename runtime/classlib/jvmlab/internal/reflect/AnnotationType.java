// jvmlab.internal.reflect.AnnotationType: what the annotation machinery needs of one annotation
// interface: its elements' types and defaults, and whether it is @Inherited.
package jvmlab.internal.reflect;

import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.HashMap;

/**
 * The elements of an annotation interface, computed once per type (cached; thread-safe).
 * memberDefaults is a HashMap as in the JDK's AnnotationType, so an annotation's toString lists
 * defaulted elements in the same (hash) order as java's.
 */
public final class AnnotationType {
    private static final HashMap<Class<?>, AnnotationType> cache = new HashMap<>();

    public final Class<? extends Annotation> type;
    /** Element name to its return type (primitive types stay primitive). */
    public final HashMap<String, Class<?>> memberTypes;
    /** Element name to its default value, for the elements that have one. */
    public final HashMap<String, Object> memberDefaults;
    /** Element name to its method. */
    public final HashMap<String, Method> members;
    private Boolean inherited;

    private AnnotationType(Class<? extends Annotation> type) {
        this.type = type;
        Method[] methods = type.getDeclaredMethods();
        memberTypes = new HashMap<>(methods.length + 1, 1.0f);
        memberDefaults = new HashMap<>(0);
        members = new HashMap<>(methods.length + 1, 1.0f);
        for (Method m : methods) {
            if (m.getParameterCount() != 0 || java.lang.reflect.Modifier.isStatic(m.getModifiers())) {
                continue;
            }
            String name = m.getName();
            memberTypes.put(name, m.getReturnType());
            members.put(name, m);
            Object d = m.getDefaultValue();
            if (d != null) {
                memberDefaults.put(name, d);
            }
        }
    }

    /** The description of annotation interface `type`. */
    public static AnnotationType of(Class<? extends Annotation> type) {
        synchronized (cache) {
            AnnotationType at = cache.get(type);
            if (at == null) {
                at = new AnnotationType(type);
                cache.put(type, at);
            }
            return at;
        }
    }

    /** True if the type is meta-annotated @Inherited (JLS §9.6.4.3). */
    public boolean isInherited() {
        if (inherited == null) {
            inherited = type.isAnnotationPresent(java.lang.annotation.Inherited.class);
        }
        return inherited;
    }
}
