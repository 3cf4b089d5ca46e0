// java.lang.reflect.RecordComponent: one component of a record class (name, type, accessor).
package java.lang.reflect;

/** A record component as Class.getRecordComponents lists it (JVMS §4.7.30 Record attribute). */
public final class RecordComponent implements AnnotatedElement {
    private final Class<?> declaringRecord;
    private final String name;
    private final Method accessor;

    /** Created by the VM only (Class.getRecordComponents). */
    private RecordComponent(Class<?> declaringRecord, String name, Method accessor) {
        this.declaringRecord = declaringRecord;
        this.name = name;
        this.accessor = accessor;
    }

    public String getName() {
        return name;
    }

    public Class<?> getType() {
        return accessor.getReturnType();
    }

    public Method getAccessor() {
        return accessor;
    }

    public Class<?> getDeclaringRecord() {
        return declaringRecord;
    }

    /** The generic type from the component's Signature attribute, else getType(). */
    public Type getGenericType() {
        String sig = jvmlab.internal.reflect.ClassData.signature(declaringRecord,
                jvmlab.internal.reflect.ClassData.RECORD_COMPONENT, name, null);
        return sig == null ? getType() : jvmlab.internal.reflect.GenericTypes.parseField(sig, declaringRecord);
    }

    /** The Signature attribute's text, or null. */
    public String getGenericSignature() {
        return jvmlab.internal.reflect.ClassData.signature(declaringRecord,
                jvmlab.internal.reflect.ClassData.RECORD_COMPONENT, name, null);
    }

    private java.util.Map<Class<? extends java.lang.annotation.Annotation>, java.lang.annotation.Annotation> annotations() {
        return jvmlab.internal.reflect.AnnotationParser.parseAnnotations(jvmlab.internal.reflect.ClassData.raw(
                declaringRecord, jvmlab.internal.reflect.ClassData.RECORD_COMPONENT, name, null), declaringRecord);
    }

    public <T extends java.lang.annotation.Annotation> T getAnnotation(Class<T> annotationClass) {
        return jvmlab.internal.reflect.AnnotationSupport.get(annotations(), annotationClass);
    }

    public java.lang.annotation.Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }

    public java.lang.annotation.Annotation[] getDeclaredAnnotations() {
        return jvmlab.internal.reflect.AnnotationSupport.toArray(annotations());
    }

    /** "int x", "java.util.List<java.lang.String> names" (the generic type, as the JDK). */
    public String toString() {
        return getGenericType().getTypeName() + " " + name;
    }
}
