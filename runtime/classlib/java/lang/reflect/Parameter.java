// java.lang.reflect.Parameter: one parameter of a method or constructor (name, modifiers, type,
// generic type, annotations).
package java.lang.reflect;

import java.lang.annotation.Annotation;
import jvmlab.internal.reflect.AnnotationSupport;

/** A parameter as Executable.getParameters makes it. Immutable. */
public final class Parameter implements AnnotatedElement {
    private final String name;
    private final int modifiers;
    private final Executable executable;
    private final int index;
    private final boolean namePresent;

    Parameter(String name, int modifiers, Executable executable, int index, boolean namePresent) {
        this.name = name;
        this.modifiers = modifiers;
        this.executable = executable;
        this.index = index;
        this.namePresent = namePresent;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof Parameter)) {
            return false;
        }
        Parameter other = (Parameter) obj;
        return other.executable.equals(executable) && other.index == index;
    }

    public int hashCode() {
        return executable.hashCode() ^ index;
    }

    /** True when the class file names the parameter (MethodParameters). */
    public boolean isNamePresent() {
        return namePresent;
    }

    /** "final java.util.List<java.lang.String> names", "int... xs", as the JDK prints it. */
    public String toString() {
        StringBuilder sb = new StringBuilder();
        Type type = getParameterizedType();
        String typename = type.getTypeName();
        sb.append(Modifier.toString(getModifiers()));
        if (0 != modifiers) {
            sb.append(' ');
        }
        if (isVarArgs()) {
            sb.append(typename.replaceFirst("\\[\\]$", "..."));
        } else {
            sb.append(typename);
        }
        sb.append(' ').append(getName());
        return sb.toString();
    }

    public Executable getDeclaringExecutable() {
        return executable;
    }

    public int getModifiers() {
        return modifiers;
    }

    public String getName() {
        return name;
    }

    public Type getParameterizedType() {
        return executable.getGenericParameterTypes()[index];
    }

    public Class<?> getType() {
        return executable.getParameterTypes()[index];
    }

    public boolean isImplicit() {
        return Modifier.isMandated(getModifiers());
    }

    public boolean isSynthetic() {
        return Modifier.isSynthetic(getModifiers());
    }

    public boolean isVarArgs() {
        return executable.isVarArgs() && index == executable.getParameterCount() - 1;
    }

    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        if (annotationClass == null) {
            throw new NullPointerException();
        }
        for (Annotation a : getDeclaredAnnotations()) {
            if (a.annotationType() == annotationClass) {
                return annotationClass.cast(a);
            }
        }
        return null;
    }

    public <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        return AnnotationSupport.byType(getDeclaredAnnotations(), annotationClass);
    }

    public Annotation[] getDeclaredAnnotations() {
        return executable.getParameterAnnotations()[index];
    }

    public <T extends Annotation> T getDeclaredAnnotation(Class<T> annotationClass) {
        return getAnnotation(annotationClass);
    }

    public <T extends Annotation> T[] getDeclaredAnnotationsByType(Class<T> annotationClass) {
        return getAnnotationsByType(annotationClass);
    }

    public Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }
}
