// jvmlab.internal.reflect.ClassData: the natives through which the class library reads the
// reflection-only attributes of a loaded class (annotations, MethodParameters, Signature) and
// the constants they name. Decoding is Java's (AnnotationParser, SignatureParser).
package jvmlab.internal.reflect;

/**
 * Raw class-file data of loaded classes (runtime/natives/reflect_natives.cpp). The kinds name
 * where an attribute sits: on the class, a field, a method, a record component. Bodies come back
 * as copies (the caller may keep them); absent attributes as null.
 */
public final class ClassData {
    public static final int CLASS = 0;
    public static final int FIELD = 1;
    public static final int METHOD = 2;
    public static final int PARAMETER_ANNOTATIONS = 3;
    public static final int ANNOTATION_DEFAULT = 4;
    public static final int METHOD_PARAMETERS = 5;
    public static final int RECORD_COMPONENT = 6;

    /** Constant-pool tags of numeric constants (JVMS Table 4.4-B). */
    public static final int INTEGER = 3;
    public static final int FLOAT = 4;
    public static final int LONG = 5;
    public static final int DOUBLE = 6;

    private ClassData() {}

    /**
     * The body of the RuntimeVisibleAnnotations (CLASS, FIELD, METHOD, RECORD_COMPONENT),
     * RuntimeVisibleParameterAnnotations, AnnotationDefault or MethodParameters attribute of `c`
     * or of its member `name` (methods: also `descriptor`), or null.
     */
    public static native byte[] raw(Class<?> c, int kind, String name, String descriptor);

    /** The Signature attribute of `c` (CLASS) or of its member (FIELD, METHOD, RECORD_COMPONENT), or null. */
    public static native String signature(Class<?> c, int kind, String name, String descriptor);

    /** The Utf8 constant `index` of `c`; IllegalArgumentException if it is not one. */
    public static native String utf8(Class<?> c, int index);

    /** The raw bits of numeric constant `index` of `c`, which must have tag `tag`. */
    public static native long bits(Class<?> c, int index, int tag);
}
