// java.lang.reflect.RecordComponent: one component of a record class (name, type, accessor).
package java.lang.reflect;

/** A record component as Class.getRecordComponents lists it (JVMS §4.7.30 Record attribute). */
public final class RecordComponent {
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

    /** "int x", "java.lang.String name". */
    public String toString() {
        return getType().getTypeName() + " " + name;
    }
}
