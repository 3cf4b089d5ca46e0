// jvmlab.internal.reflect.GenericTypes: parses Signature attributes (JVMS §4.7.9.1) into
// java.lang.reflect.Type objects (Class, ParameterizedType, TypeVariable, WildcardType,
// GenericArrayType) with the JDK's toString, equals and hashCode.
package jvmlab.internal.reflect;

import java.lang.annotation.Annotation;
import java.lang.reflect.Array;
import java.lang.reflect.Executable;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.GenericDeclaration;
import java.lang.reflect.GenericSignatureFormatError;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Signature parsing and the Type implementations. Class names are loaded with the declaring
 * class's loader when the type is built (TypeNotPresentException if one cannot be); type
 * variables are looked up by name in the declaration's scope (the method or constructor, then
 * its class, then the enclosing classes) when first used. A malformed signature is
 * GenericSignatureFormatError "Signature Parse error: ..." as in the JDK.
 */
public final class GenericTypes {
    /** A parsed class signature. */
    public static final class ClassSignature {
        public TypeVariable<?>[] typeParameters;
        public Type superclass;
        public Type[] interfaces;
    }

    /** A parsed method signature. */
    public static final class MethodSignature {
        public TypeVariable<?>[] typeParameters;
        public Type[] parameterTypes;
        public Type returnType;
        public Type[] exceptionTypes;
    }

    private final String s;
    private int pos;
    /** The declaration whose signature this is (a Class, Method or Constructor). */
    private final GenericDeclaration decl;
    private final Class<?> context;
    /** The type parameters the signature declares, while they are being parsed. */
    private List<TypeVariableImpl> declared = new ArrayList<>();

    private GenericTypes(String s, GenericDeclaration decl, Class<?> context) {
        this.s = s;
        this.decl = decl;
        this.context = context;
    }

    /** Parses a class Signature of `c`. */
    public static ClassSignature parseClass(String sig, Class<?> c) {
        GenericTypes p = new GenericTypes(sig, c, c);
        try {
            ClassSignature out = new ClassSignature();
            out.typeParameters = p.typeParameters();
            out.superclass = p.referenceType();
            List<Type> is = new ArrayList<>();
            while (p.pos < sig.length()) {
                is.add(p.referenceType());
            }
            out.interfaces = is.toArray(new Type[0]);
            return out;
        } catch (StringIndexOutOfBoundsException e) {
            throw p.error();
        }
    }

    /** Parses a method Signature of `m` (a Method or Constructor). */
    public static MethodSignature parseMethod(String sig, Executable m) {
        GenericTypes p = new GenericTypes(sig, m, m.getDeclaringClass());
        try {
            MethodSignature out = new MethodSignature();
            out.typeParameters = p.typeParameters();
            p.expect('(');
            List<Type> ps = new ArrayList<>();
            while (p.peek() != ')') {
                ps.add(p.javaType());
            }
            p.pos++;
            out.parameterTypes = ps.toArray(new Type[0]);
            if (p.peek() == 'V') {
                p.pos++;
                out.returnType = void.class;
            } else {
                out.returnType = p.javaType();
            }
            List<Type> ts = new ArrayList<>();
            while (p.pos < sig.length()) {
                p.expect('^');
                ts.add(p.referenceType());
            }
            out.exceptionTypes = ts.toArray(new Type[0]);
            return out;
        } catch (StringIndexOutOfBoundsException e) {
            throw p.error();
        }
    }

    /** Parses a field or record component Signature (a reference type) of a member of `c`. */
    public static Type parseField(String sig, Class<?> c) {
        GenericTypes p = new GenericTypes(sig, c, c);
        try {
            return p.javaType();
        } catch (StringIndexOutOfBoundsException e) {
            throw p.error();
        }
    }

    /** "T", "T extends java.lang.Number & java.lang.Comparable<T>" (toGenericString's form). */
    public static String typeVariableWithBounds(TypeVariable<?> tv) {
        Type[] bounds = tv.getBounds();
        if (bounds.length == 1 && bounds[0].equals(Object.class)) {
            return tv.getName();
        }
        StringBuilder sb = new StringBuilder(tv.getName()).append(" extends ");
        for (int i = 0; i < bounds.length; i++) {
            if (i > 0) {
                sb.append(" & ");
            }
            sb.append(bounds[i].getTypeName());
        }
        return sb.toString();
    }

    private GenericSignatureFormatError error() {
        return new GenericSignatureFormatError("Signature Parse error: Unexpected character or end of signature"
                + "\n\tRemaining input: " + (pos < s.length() ? s.substring(pos) : ""));
    }

    private char peek() {
        return s.charAt(pos);
    }

    private void expect(char c) {
        if (s.charAt(pos) != c) {
            throw error();
        }
        pos++;
    }

    private String identifier() {
        int start = pos;
        while (true) {
            char c = s.charAt(pos);
            if (c == ';' || c == '<' || c == '>' || c == ':' || c == '.' || c == '/') {
                break;
            }
            pos++;
        }
        if (pos == start) {
            throw error();
        }
        return s.substring(start, pos);
    }

    private TypeVariable<?>[] typeParameters() {
        if (pos >= s.length() || peek() != '<') {
            return new TypeVariable<?>[0];
        }
        pos++;
        List<int[]> boundStarts = new ArrayList<>();
        // Declare every name first (bounds may refer to later parameters: <T extends Comparable<U>, U>).
        int save = pos;
        List<String> names = new ArrayList<>();
        while (peek() != '>') {
            names.add(identifier());
            while (peek() == ':') {
                pos++;
                if (peek() != ':') {
                    skipReferenceType();
                }
            }
        }
        for (String n : names) {
            declared.add(new TypeVariableImpl(n, decl));
        }
        pos = save;
        for (int i = 0; i < names.size(); i++) {
            identifier();
            List<Type> bounds = new ArrayList<>();
            expect(':');
            if (peek() != ':' && peek() != '>' && (peek() == 'L' || peek() == 'T' || peek() == '[')) {
                bounds.add(referenceType());
            }
            while (peek() == ':') {
                pos++;
                bounds.add(referenceType());
            }
            if (bounds.isEmpty()) {
                bounds.add(Object.class);
            }
            declared.get(i).bounds = bounds.toArray(new Type[0]);
        }
        expect('>');
        return declared.toArray(new TypeVariable<?>[0]);
    }

    /** Moves past one reference type signature without building it. */
    private void skipReferenceType() {
        int depth = 0;
        char c = peek();
        while (c == '[') {
            pos++;
            c = peek();
        }
        if (c != 'L' && c != 'T') {
            pos++;  // a base type of an array
            return;
        }
        while (true) {
            c = s.charAt(pos++);
            if (c == '<') depth++;
            else if (c == '>') depth--;
            else if (c == ';' && depth == 0) return;
        }
    }

    private Type javaType() {
        char c = peek();
        switch (c) {
            case 'B': pos++; return byte.class;
            case 'C': pos++; return char.class;
            case 'D': pos++; return double.class;
            case 'F': pos++; return float.class;
            case 'I': pos++; return int.class;
            case 'J': pos++; return long.class;
            case 'S': pos++; return short.class;
            case 'Z': pos++; return boolean.class;
            default: return referenceType();
        }
    }

    private Type referenceType() {
        char c = peek();
        if (c == 'L') {
            return classType();
        }
        if (c == 'T') {
            pos++;
            String name = identifier();
            expect(';');
            return typeVariable(name);
        }
        if (c == '[') {
            pos++;
            Type component = javaType();
            if (component instanceof Class) {
                return Array.newInstance((Class<?>) component, 0).getClass();
            }
            return new GenericArrayTypeImpl(component);
        }
        throw error();
    }

    private Type classType() {
        expect('L');
        StringBuilder name = new StringBuilder();
        Type owner = null;
        Class<?> raw = null;
        while (true) {
            int start = pos;
            while (s.charAt(pos) != ';' && s.charAt(pos) != '<' && s.charAt(pos) != '.') {
                pos++;
            }
            if (pos == start) {
                throw error();
            }
            name.append(s, start, pos);
            raw = load(name.toString().replace('/', '.'));
            Type[] args = null;
            if (peek() == '<') {
                pos++;
                List<Type> as = new ArrayList<>();
                while (peek() != '>') {
                    as.add(typeArgument());
                }
                pos++;
                args = as.toArray(new Type[0]);
            }
            Type here;
            if (args != null || owner instanceof ParameterizedType) {
                Type o = owner != null ? owner : raw.getDeclaringClass();
                here = new ParameterizedTypeImpl(raw, args == null ? new Type[0] : args, o);
            } else {
                here = raw;
            }
            if (peek() == ';') {
                pos++;
                return here;
            }
            expect('.');
            owner = here;
            name.append('$');
        }
    }

    private Type typeArgument() {
        char c = peek();
        if (c == '*') {
            pos++;
            return new WildcardTypeImpl(new Type[] {Object.class}, new Type[0]);
        }
        if (c == '+') {
            pos++;
            return new WildcardTypeImpl(new Type[] {referenceType()}, new Type[0]);
        }
        if (c == '-') {
            pos++;
            return new WildcardTypeImpl(new Type[] {Object.class}, new Type[] {referenceType()});
        }
        return referenceType();
    }

    private Class<?> load(String name) {
        try {
            return Class.forName(name, false, context.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new TypeNotPresentException(name, e);
        }
    }

    /** The type variable `name` in scope: declared here, by the method's class, or an enclosing class. */
    private Type typeVariable(String name) {
        for (TypeVariableImpl tv : declared) {
            if (tv.name.equals(name)) {
                return tv;
            }
        }
        Class<?> c = context;
        if (decl instanceof Class) {
            c = enclosing((Class<?>) decl);
        }
        while (c != null) {
            for (TypeVariable<?> tv : c.getTypeParameters()) {
                if (tv.getName().equals(name)) {
                    return tv;
                }
            }
            c = enclosing(c);
        }
        // Not in scope (a malformed or stale signature): a free variable, as the JDK's.
        return new TypeVariableImpl(name, decl);
    }

    private static Class<?> enclosing(Class<?> c) {
        if (java.lang.reflect.Modifier.isStatic(c.getModifiers())) {
            return null;
        }
        try {
            return c.getEnclosingClass();
        } catch (RuntimeException | LinkageError e) {
            return null;
        }
    }

    static final class ParameterizedTypeImpl implements ParameterizedType {
        private final Class<?> rawType;
        private final Type[] actualTypeArguments;
        private final Type ownerType;

        ParameterizedTypeImpl(Class<?> rawType, Type[] args, Type ownerType) {
            this.rawType = rawType;
            this.actualTypeArguments = args;
            this.ownerType = ownerType;
        }

        public Type[] getActualTypeArguments() {
            return actualTypeArguments.clone();
        }

        public Class<?> getRawType() {
            return rawType;
        }

        public Type getOwnerType() {
            return ownerType;
        }

        public boolean equals(Object o) {
            if (o instanceof ParameterizedType) {
                if (this == o) {
                    return true;
                }
                ParameterizedType that = (ParameterizedType) o;
                return Objects.equals(ownerType, that.getOwnerType()) && Objects.equals(rawType, that.getRawType())
                        && Arrays.equals(actualTypeArguments, that.getActualTypeArguments());
            }
            return false;
        }

        public int hashCode() {
            return Arrays.hashCode(actualTypeArguments) ^ Objects.hashCode(ownerType) ^ Objects.hashCode(rawType);
        }

        public String toString() {
            StringBuilder sb = new StringBuilder();
            if (ownerType != null) {
                sb.append(ownerType.getTypeName()).append('$');
                if (ownerType instanceof ParameterizedTypeImpl) {
                    sb.append(rawType.getName().replace(((ParameterizedTypeImpl) ownerType).rawType.getName() + "$", ""));
                } else {
                    sb.append(rawType.getSimpleName());
                }
            } else {
                sb.append(rawType.getName());
            }
            if (actualTypeArguments != null && actualTypeArguments.length > 0) {
                sb.append('<');
                for (int i = 0; i < actualTypeArguments.length; i++) {
                    if (i > 0) {
                        sb.append(", ");
                    }
                    sb.append(actualTypeArguments[i].getTypeName());
                }
                sb.append('>');
            }
            return sb.toString();
        }
    }

    static final class TypeVariableImpl implements TypeVariable<GenericDeclaration> {
        final String name;
        final GenericDeclaration decl;
        Type[] bounds = new Type[] {Object.class};

        TypeVariableImpl(String name, GenericDeclaration decl) {
            this.name = name;
            this.decl = decl;
        }

        public Type[] getBounds() {
            return bounds.clone();
        }

        public GenericDeclaration getGenericDeclaration() {
            return decl;
        }

        public String getName() {
            return name;
        }

        public String toString() {
            return name;
        }

        public boolean equals(Object o) {
            if (o instanceof TypeVariable && o.getClass() == TypeVariableImpl.class) {
                TypeVariable<?> that = (TypeVariable<?>) o;
                return Objects.equals(decl, that.getGenericDeclaration()) && name.equals(that.getName());
            }
            return false;
        }

        public int hashCode() {
            return decl.hashCode() ^ name.hashCode();
        }

        public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
            Objects.requireNonNull(annotationClass);
            return null;
        }

        public Annotation[] getAnnotations() {
            return new Annotation[0];
        }

        public Annotation[] getDeclaredAnnotations() {
            return new Annotation[0];
        }
    }

    static final class WildcardTypeImpl implements WildcardType {
        private final Type[] upper;
        private final Type[] lower;

        WildcardTypeImpl(Type[] upper, Type[] lower) {
            this.upper = upper;
            this.lower = lower;
        }

        public Type[] getUpperBounds() {
            return upper.clone();
        }

        public Type[] getLowerBounds() {
            return lower.clone();
        }

        public String toString() {
            Type[] bounds = lower;
            StringBuilder sb = new StringBuilder();
            if (lower.length > 0) {
                sb.append("? super ");
            } else if (upper.length > 0 && !upper[0].equals(Object.class)) {
                bounds = upper;
                sb.append("? extends ");
            } else {
                return "?";
            }
            for (int i = 0; i < bounds.length; i++) {
                if (i > 0) {
                    sb.append(" & ");
                }
                sb.append(bounds[i].getTypeName());
            }
            return sb.toString();
        }

        public boolean equals(Object o) {
            if (o instanceof WildcardType) {
                WildcardType that = (WildcardType) o;
                return Arrays.equals(lower, that.getLowerBounds()) && Arrays.equals(upper, that.getUpperBounds());
            }
            return false;
        }

        public int hashCode() {
            return Arrays.hashCode(lower) ^ Arrays.hashCode(upper);
        }
    }

    static final class GenericArrayTypeImpl implements GenericArrayType {
        private final Type component;

        GenericArrayTypeImpl(Type component) {
            this.component = component;
        }

        public Type getGenericComponentType() {
            return component;
        }

        public String toString() {
            return component.getTypeName() + "[]";
        }

        public boolean equals(Object o) {
            return o instanceof GenericArrayType && Objects.equals(component, ((GenericArrayType) o).getGenericComponentType());
        }

        public int hashCode() {
            return Objects.hashCode(component);
        }
    }
}
