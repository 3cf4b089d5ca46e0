// java.lang.reflect.Executable: what Method and Constructor share: parameters (names from the
// MethodParameters attribute), parameter and member annotations, generic signatures.
package java.lang.reflect;

import java.lang.annotation.Annotation;
import java.util.Map;
import jvmlab.internal.reflect.AnnotationParser;
import jvmlab.internal.reflect.AnnotationSupport;
import jvmlab.internal.reflect.ClassData;
import jvmlab.internal.reflect.GenericTypes;

/**
 * A method or constructor. The subclasses give the declaring class, name as the class file has
 * it ("<init>" for constructors) and descriptor; everything here reads the class file's
 * attributes through jvmlab.internal.reflect.ClassData, lazily, caching per object.
 */
public abstract class Executable extends AccessibleObject implements Member, GenericDeclaration {
    private transient Map<Class<? extends Annotation>, Annotation> declaredAnnotations;
    private transient Parameter[] parameters;
    private transient GenericTypes.MethodSignature genericSignature;
    private transient boolean signatureRead;

    Executable() {
    }

    /** The method's name in the class file ("<init>" for constructors). */
    abstract String vmName();

    /** The method descriptor ("(I)V"). */
    abstract String vmDescriptor();

    public abstract Class<?> getDeclaringClass();

    public abstract String getName();

    public abstract int getModifiers();

    public abstract Class<?>[] getParameterTypes();

    public int getParameterCount() {
        return getParameterTypes().length;
    }

    public abstract Class<?>[] getExceptionTypes();

    public boolean isVarArgs() {
        return (getModifiers() & Modifier.VARARGS) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & Modifier.SYNTHETIC) != 0;
    }

    public abstract String toGenericString();

    private Map<Class<? extends Annotation>, Annotation> declaredAnnotations() {
        Map<Class<? extends Annotation>, Annotation> m = declaredAnnotations;
        if (m == null) {
            m = AnnotationParser.parseAnnotations(
                    ClassData.raw(getDeclaringClass(), ClassData.METHOD, vmName(), vmDescriptor()), getDeclaringClass());
            declaredAnnotations = m;
        }
        return m;
    }

    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        return AnnotationSupport.get(declaredAnnotations(), annotationClass);
    }

    public <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        return AnnotationSupport.byType(getDeclaredAnnotations(), annotationClass);
    }

    public Annotation[] getDeclaredAnnotations() {
        return AnnotationSupport.toArray(declaredAnnotations());
    }

    /** The annotations of each parameter (RuntimeVisibleParameterAnnotations), in order. */
    public Annotation[][] getParameterAnnotations() {
        return AnnotationParser.parseParameterAnnotations(
                ClassData.raw(getDeclaringClass(), ClassData.PARAMETER_ANNOTATIONS, vmName(), vmDescriptor()),
                getDeclaringClass(), getParameterCount());
    }

    /**
     * The parameters, named from the MethodParameters attribute (javac -parameters, and the
     * implicit parameters javac records for enum and inner-class constructors), else arg0, arg1...
     * MalformedParametersException as the JDK's checks when the attribute does not fit.
     */
    public Parameter[] getParameters() {
        Parameter[] p = parameters;
        if (p == null) {
            p = readParameters();
            parameters = p;
        }
        return p.clone();
    }

    private Parameter[] readParameters() {
        int n = getParameterCount();
        Parameter[] out = new Parameter[n];
        byte[] raw = ClassData.raw(getDeclaringClass(), ClassData.METHOD_PARAMETERS, vmName(), vmDescriptor());
        if (raw == null) {
            for (int i = 0; i < n; i++) {
                out[i] = new Parameter("arg" + i, 0, this, i, false);
            }
            return out;
        }
        int count = raw[0] & 0xff;
        if (count != n) {
            throw new MalformedParametersException("Wrong number of parameters in MethodParameters attribute");
        }
        for (int i = 0; i < n; i++) {
            int at = 1 + 4 * i;
            int nameIndex = ((raw[at] & 0xff) << 8) | (raw[at + 1] & 0xff);
            int flags = ((raw[at + 2] & 0xff) << 8) | (raw[at + 3] & 0xff);
            String name = nameIndex == 0 ? null : ClassData.utf8(getDeclaringClass(), nameIndex);
            if (name != null) {
                if (name.isEmpty()) {
                    throw new MalformedParametersException("Empty parameter name");
                }
                for (int k = 0; k < name.length(); k++) {
                    char c = name.charAt(k);
                    if (c == '.' || c == ';' || c == '[' || c == '/') {
                        throw new MalformedParametersException("Invalid parameter name \"" + name + "\"");
                    }
                }
            }
            if ((flags & ~(Modifier.FINAL | Modifier.SYNTHETIC | Modifier.MANDATED)) != 0) {
                throw new MalformedParametersException("Invalid parameter modifiers");
            }
            out[i] = new Parameter(name == null ? "arg" + i : name, flags, this, i, name != null);
        }
        return out;
    }

    GenericTypes.MethodSignature genericSignature() {
        if (!signatureRead) {
            String sig = ClassData.signature(getDeclaringClass(), ClassData.METHOD, vmName(), vmDescriptor());
            genericSignature = sig == null ? null : GenericTypes.parseMethod(sig, this);
            signatureRead = true;
        }
        return genericSignature;
    }

    /** The type variables this method or constructor declares, in order (empty if not generic). */
    public TypeVariable<?>[] getTypeParameters() {
        GenericTypes.MethodSignature s = genericSignature();
        return s == null ? new TypeVariable<?>[0] : s.typeParameters.clone();
    }

    /**
     * The generic parameter types from the Signature attribute; the erased parameter types when
     * there is none or it has a different number of parameters (implicit ones).
     */
    public Type[] getGenericParameterTypes() {
        GenericTypes.MethodSignature s = genericSignature();
        if (s == null || s.parameterTypes.length != getParameterCount()) {
            return getParameterTypes();
        }
        return s.parameterTypes.clone();
    }

    /** The generic exception types, or the erased ones without a Signature that lists them. */
    public Type[] getGenericExceptionTypes() {
        GenericTypes.MethodSignature s = genericSignature();
        if (s == null || s.exceptionTypes.length == 0) {
            return getExceptionTypes();
        }
        return s.exceptionTypes.clone();
    }

    /** The generic parameter list of toGenericString ("java.util.List<T>, int"). */
    void appendGenericParameters(StringBuilder sb) {
        Type[] types = getGenericParameterTypes();
        sb.append('(');
        for (int i = 0; i < types.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            String name = types[i].getTypeName();
            if (isVarArgs() && i == types.length - 1) {
                name = name.replaceFirst("\\[\\]$", "...");
            }
            sb.append(name);
        }
        sb.append(')');
        Type[] exceptions = getGenericExceptionTypes();
        if (exceptions.length > 0) {
            sb.append(" throws ");
            for (int i = 0; i < exceptions.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(exceptions[i].getTypeName());
            }
        }
    }

    /** "<T,U extends java.lang.Number> " for toGenericString, or "". */
    void appendTypeParameters(StringBuilder sb) {
        TypeVariable<?>[] tps = getTypeParameters();
        if (tps.length == 0) {
            return;
        }
        sb.append('<');
        for (int i = 0; i < tps.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(GenericTypes.typeVariableWithBounds(tps[i]));
        }
        sb.append("> ");
    }
}
