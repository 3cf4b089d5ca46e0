// java.lang.Class: the mirror of a loaded class, interface, array or primitive type.
package java.lang;

/**
 * A class mirror. The VM creates one per Klass and stores the Klass* in `vmKlass`; every query
 * that needs the VM's class model is a native (runtime/natives/lang_natives.cpp,
 * runtime/natives/reflect_natives.cpp). Annotations and generic signatures are decoded in Java
 * (jvmlab.internal.reflect) from the attributes the VM keeps.
 */
public final class Class<T> implements java.io.Serializable, java.lang.reflect.GenericDeclaration,
        java.lang.reflect.Type, java.lang.reflect.AnnotatedElement {
    private static final int ANNOTATION = 0x2000;
    private static final int ENUM = 0x4000;
    private static final int SYNTHETIC = 0x1000;

    /** The Klass* this mirror stands for; set by the VM, never by Java code. */
    private transient long vmKlass;

    private Class() {}

    public String toString() {
        String kind = isInterface() ? "interface " : (isPrimitive() ? "" : "class ");
        return kind + getName();
    }

    /** "java.lang.String", "[I", "int": as the JDK names classes (interned). */
    public native String getName();

    /** Loads and initializes the class with binary name `className` (dots; arrays "[I"). */
    public static native Class<?> forName(String className) throws ClassNotFoundException;

    /**
     * Loads the class `name` as `loader` sees it, initializing it if `initialize`: a null
     * loader (the bootstrap loader) and the platform loader see the class library only, the
     * system loader the class path too; any other loader is asked through loadClass.
     */
    public static Class<?> forName(String name, boolean initialize, ClassLoader loader)
            throws ClassNotFoundException {
        boolean libraryOnly = loader == null || loader == ClassLoader.getPlatformClassLoader();
        if (libraryOnly || loader == ClassLoader.getSystemClassLoader()) {
            return forName0(name, initialize, libraryOnly);
        }
        // A user loader: ask it (JVMS §5.3.2), then initialize what it returned.
        Class<?> c = loader.loadClass(name);
        if (initialize) {
            forName0(c.getName(), true, false);
        }
        return c;
    }

    private static native Class<?> forName0(String name, boolean initialize, boolean libraryOnly)
            throws ClassNotFoundException;

    /**
     * The loader of this class: null for the class library (the bootstrap loader) and primitive
     * types, the system ("app") loader for classes from the class path; arrays answer for their
     * element type.
     */
    public ClassLoader getClassLoader() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive() || c.isLibraryClass0()) {
            return null;
        }
        ClassLoader defining = ClassLoader.definingLoader(c);
        return defining != null ? defining : ClassLoader.getSystemClassLoader();
    }

    /** True when the class came from jvmlab's class library (the bootstrap part of the loader). */
    private native boolean isLibraryClass0();

    /** The class of arrays of this type (Java 12). */
    public Class<?> arrayType() {
        return java.lang.reflect.Array.newInstance(this, 0).getClass();
    }

    /** The component type of an array class, else null (Java 12). */
    public Class<?> componentType() {
        return getComponentType();
    }

    /** The type descriptor: "I", "[Ljava/lang/String;", "Ljava/util/List;" (JVMS §4.3.2). */
    public String descriptorString() {
        if (isPrimitive()) {
            String n = getName();
            switch (n) {
                case "boolean": return "Z";
                case "long": return "J";
                default: return String.valueOf(Character.toUpperCase(n.charAt(0)));
            }
        }
        if (isArray()) {
            return "[" + getComponentType().descriptorString();
        }
        return "L" + getName().replace('.', '/') + ";";
    }

    /**
     * The constructor with these parameter types that this class declares (any access);
     * NoSuchMethodException "Name.<init>(int,java.lang.String)" if there is none.
     */
    public java.lang.reflect.Constructor<T> getDeclaredConstructor(Class<?>... parameterTypes)
            throws NoSuchMethodException {
        return constructor(parameterTypes, false);
    }

    /** Like getDeclaredConstructor, for public constructors only. */
    public java.lang.reflect.Constructor<T> getConstructor(Class<?>... parameterTypes)
            throws NoSuchMethodException {
        return constructor(parameterTypes, true);
    }

    /** Every constructor this class declares, in class-file order (empty for interfaces, arrays and
     *  primitives). */
    public java.lang.reflect.Constructor<?>[] getDeclaredConstructors() {
        return constructors0(false);
    }

    /** The public constructors this class declares. */
    public java.lang.reflect.Constructor<?>[] getConstructors() {
        return constructors0(true);
    }

    /**
     * A new instance from the nullary constructor; what it throws propagates unwrapped (the
     * deprecated JDK behaviour). InstantiationException(name) if there is no such constructor.
     */
    @Deprecated
    public T newInstance() throws InstantiationException, IllegalAccessException {
        java.lang.reflect.Constructor<T> c;
        try {
            c = getDeclaredConstructor();
        } catch (NoSuchMethodException e) {
            throw (InstantiationException) new InstantiationException(getName()).initCause(e);
        }
        try {
            return c.newInstance();
        } catch (java.lang.reflect.InvocationTargetException e) {
            Class.<RuntimeException>rethrow(e.getCause());
            return null;
        }
    }

    @SuppressWarnings("unchecked")
    private static <E extends Throwable> void rethrow(Throwable t) throws E {
        throw (E) t;
    }

    @SuppressWarnings("unchecked")
    private java.lang.reflect.Constructor<T> constructor(Class<?>[] types, boolean publicOnly)
            throws NoSuchMethodException {
        StringBuilder desc = new StringBuilder("(");
        boolean hasNull = false;
        int n = types == null ? 0 : types.length;
        for (int i = 0; i < n; i++) {
            if (types[i] == null) {
                hasNull = true;
            } else {
                desc.append(types[i].descriptorString());
            }
        }
        desc.append(")V");
        java.lang.reflect.Constructor<T> c = hasNull ? null
                : (java.lang.reflect.Constructor<T>) constructor0(desc.toString(), publicOnly);
        if (c == null) {
            throw new NoSuchMethodException(memberToString("<init>", types));
        }
        return c;
    }

    /** The Constructor for `descriptor` ("(I)V"), or null if this class declares none such (or it
     *  is not public and `publicOnly`). */
    private native java.lang.reflect.Constructor<?> constructor0(String descriptor, boolean publicOnly);

    private native java.lang.reflect.Constructor<?>[] constructors0(boolean publicOnly);

    /**
     * The method `name` with these parameter types that this class declares (any access; of a
     * method and its bridge, the method); NoSuchMethodException "a.B.name(int)" if none.
     */
    public java.lang.reflect.Method getDeclaredMethod(String name, Class<?>... parameterTypes)
            throws NoSuchMethodException {
        return method(name, parameterTypes, false);
    }

    /** The public method `name` of this class, its superclasses or its superinterfaces. */
    public java.lang.reflect.Method getMethod(String name, Class<?>... parameterTypes)
            throws NoSuchMethodException {
        return method(name, parameterTypes, true);
    }

    /** Every method this class declares (not constructors), in class-file order. */
    public java.lang.reflect.Method[] getDeclaredMethods() {
        return methods0(false);
    }

    /** The public methods of this class and its supertypes, one per signature, subclass first. */
    public java.lang.reflect.Method[] getMethods() {
        return methods0(true);
    }

    private java.lang.reflect.Method method(String name, Class<?>[] types, boolean publicOnly)
            throws NoSuchMethodException {
        if (name == null) {
            throw new NullPointerException();
        }
        StringBuilder desc = new StringBuilder("(");
        boolean hasNull = false;
        int n = types == null ? 0 : types.length;
        for (int i = 0; i < n; i++) {
            if (types[i] == null) {
                hasNull = true;
            } else {
                desc.append(types[i].descriptorString());
            }
        }
        desc.append(')');
        java.lang.reflect.Method m = hasNull ? null : method0(name, desc.toString(), publicOnly);
        if (m == null) {
            throw new NoSuchMethodException(memberToString(name, types));
        }
        return m;
    }

    /** "a.B.name(int,java.lang.String)", the JDK's text for NoSuchMethodException. */
    private String memberToString(String name, Class<?>[] types) {
        StringBuilder msg = new StringBuilder(getName()).append('.').append(name).append('(');
        int n = types == null ? 0 : types.length;
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                msg.append(',');
            }
            msg.append(types[i] == null ? "null" : types[i].getName());
        }
        return msg.append(')').toString();
    }

    /**
     * The components of a record class in declaration order, each with its accessor; null if this
     * is not a record class.
     */
    public java.lang.reflect.RecordComponent[] getRecordComponents() {
        if (!isRecord()) {
            return null;
        }
        String[] names = recordComponentNames0();
        if (names == null) {
            return null;
        }
        java.lang.reflect.RecordComponent[] out = new java.lang.reflect.RecordComponent[names.length];
        for (int i = 0; i < names.length; i++) {
            try {
                out[i] = recordComponent0(names[i], getDeclaredMethod(names[i]));
            } catch (NoSuchMethodException e) {
                throw new InternalError("record accessor missing: " + names[i]);
            }
        }
        return out;
    }

    /** The method `name` whose descriptor starts with `params` ("(I)"), or null. */
    private native java.lang.reflect.Method method0(String name, String params, boolean publicOnly);

    private native java.lang.reflect.Method[] methods0(boolean publicOnly);

    private native String[] recordComponentNames0();

    private native java.lang.reflect.RecordComponent recordComponent0(String name, java.lang.reflect.Method accessor);

    /** The field `name` this class declares (any access); NoSuchFieldException(name) if none. */
    public java.lang.reflect.Field getDeclaredField(String name) throws NoSuchFieldException {
        return field(name, false);
    }

    /** The public field `name` of this class, its superinterfaces or superclasses. */
    public java.lang.reflect.Field getField(String name) throws NoSuchFieldException {
        return field(name, true);
    }

    /** Every field this class declares, in class-file order. */
    public java.lang.reflect.Field[] getDeclaredFields() {
        return fields0(false);
    }

    /** The public fields of this class and its supertypes. */
    public java.lang.reflect.Field[] getFields() {
        return fields0(true);
    }

    private java.lang.reflect.Field field(String name, boolean publicOnly) throws NoSuchFieldException {
        if (name == null) {
            throw new NullPointerException();
        }
        java.lang.reflect.Field f = field0(name, publicOnly);
        if (f == null) {
            throw new NoSuchFieldException(name);
        }
        return f;
    }

    private native java.lang.reflect.Field field0(String name, boolean publicOnly);

    private native java.lang.reflect.Field[] fields0(boolean publicOnly);

    /** The host of this class's nest (JEP 181): the top-level class for nested ones, else itself. */
    public Class<?> getNestHost() {
        return getNestHost0();
    }

    /** True if `c` is in the same nest as this class. */
    public boolean isNestmateOf(Class<?> c) {
        return getNestHost() == c.getNestHost();
    }

    /** The nest host followed by the members its NestMembers attribute lists. */
    public Class<?>[] getNestMembers() {
        return getNestMembers0();
    }

    private native Class<?> getNestHost0();

    private native Class<?>[] getNestMembers0();

    /** Hidden classes (Lookup.defineHiddenClass) do not exist in jvmlab. */
    public boolean isHidden() {
        return false;
    }

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    public boolean isAnnotation() {
        return (getModifiers() & ANNOTATION) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & SYNTHETIC) != 0;
    }

    /** The superclass; null for Object, interfaces, primitives and void. */
    public native Class<? super T> getSuperclass();

    /** The directly implemented interfaces, in declaration order. */
    public native Class<?>[] getInterfaces();

    /** The element type of an array class, else null. */
    public native Class<?> getComponentType();

    /** Access flags from the class file (java.lang.reflect.Modifier bits). */
    public native int getModifiers();

    /** True when -ea was given and this is an application class (java's -ea leaves the class
     *  library's assertions off, as -esa would turn them on). */
    public native boolean desiredAssertionStatus();

    /** The mirror of a primitive type by name ("int", "void"). Used by the wrappers' TYPE fields. */
    static native Class<?> getPrimitiveClass(String name);

    public boolean isEnum() {
        return (getModifiers() & ENUM) != 0 && getSuperclass() == Enum.class;
    }

    /** True for record classes (direct final subclasses of java.lang.Record). */
    public boolean isRecord() {
        return getSuperclass() == Record.class;
    }

    /**
     * The class name without package or enclosing classes, as declared in the source: "" for
     * anonymous classes, "int[]" for arrays. Nested classes take it from their InnerClasses
     * entry (so a top-level class named "A$B" keeps its '$'). As JDK 17's, it asks whether the
     * class is top-level, which resolves an EnclosingMethod attribute's class.
     */
    public String getSimpleName() {
        if (isArray()) {
            return getComponentType().getSimpleName() + "[]";
        }
        if (!isTopLevelClass()) {
            String inner = getSimpleBinaryName0();
            return inner == null ? "" : inner;
        }
        String name = getName();
        return name.substring(name.lastIndexOf('.') + 1);
    }

    /** The canonical name ("java.util.Map.Entry"), or null for local and anonymous classes. */
    public String getCanonicalName() {
        if (isArray()) {
            String c = getComponentType().getCanonicalName();
            return c == null ? null : c + "[]";
        }
        if (isLocalOrAnonymousClass()) {
            return null;
        }
        Class<?> enclosing = getEnclosingClass();
        if (enclosing == null) {
            return getName();
        }
        String outer = enclosing.getCanonicalName();
        return outer == null ? null : outer + "." + getSimpleName();
    }

    /** True for classes declared as members of another class (JLS §8.5). */
    public boolean isMemberClass() {
        return !isLocalOrAnonymousClass() && getDeclaringClass0() != null;
    }

    /** True for classes declared in a block (JLS §14.3). */
    public boolean isLocalClass() {
        return isLocalOrAnonymousClass() && (isArray() || !isAnonymousName());
    }

    /** True for anonymous classes (JLS §15.9.5). */
    public boolean isAnonymousClass() {
        return !isArray() && isLocalOrAnonymousClass() && isAnonymousName();
    }

    /**
     * The class this member class is declared in; null for top-level, local and anonymous
     * classes (a local or anonymous class's EnclosingMethod class is resolved all the same, as
     * HotSpot's compute_enclosing_class resolves it).
     */
    public Class<?> getDeclaringClass() {
        return getDeclaringClass0();
    }

    /**
     * The immediately enclosing class: a member class's declaring class; a local or anonymous
     * class's EnclosingMethod class (resolved: NoClassDefFoundError if it cannot be loaded);
     * null for top-level classes. As JDK 17's Class.getEnclosingClass.
     */
    public Class<?> getEnclosingClass() {
        Object[] info = getEnclosingMethod0();
        if (info == null) {
            return getDeclaringClass0();
        }
        Class<?> enclosing = (Class<?>) info[0];
        if (enclosing == this || enclosing == null) {
            throw new InternalError("Malformed enclosing method information");
        }
        return enclosing;
    }

    /**
     * The member classes and interfaces this class declares (not inherited ones), in the order
     * of its InnerClasses attribute, as HotSpot lists them; empty for arrays and primitives.
     */
    public Class<?>[] getDeclaredClasses() {
        return getDeclaredClasses0();
    }

    /** The public member classes of this class and of its superclasses, as JDK 17's getClasses. */
    public Class<?>[] getClasses() {
        java.util.ArrayList<Class<?>> list = new java.util.ArrayList<Class<?>>();
        for (Class<?> c = this; c != null; c = c.getSuperclass()) {
            for (Class<?> m : c.getDeclaredClasses()) {
                if (java.lang.reflect.Modifier.isPublic(m.getModifiers())) {
                    list.add(m);
                }
            }
        }
        return list.toArray(new Class<?>[0]);
    }

    private native Class<?>[] getDeclaredClasses0();

    /**
     * The method whose body declares this local or anonymous class, from its EnclosingMethod
     * attribute; null for other classes and for classes declared in a constructor or an
     * initializer (JDK 17's rule).
     */
    public java.lang.reflect.Method getEnclosingMethod() {
        Object[] info = getEnclosingMethod0();
        if (info == null || info[1] == null || "<init>".equals(info[1]) || "<clinit>".equals(info[1])) {
            return null;
        }
        for (java.lang.reflect.Method m : ((Class<?>) info[0]).getDeclaredMethods()) {
            if (m.getName().equals(info[1])
                    && descriptorOf(m.getParameterTypes(), m.getReturnType()).equals(info[2])) {
                return m;
            }
        }
        throw new InternalError("Enclosing method not found");
    }

    /** The constructor whose body declares this local or anonymous class, else null. */
    public java.lang.reflect.Constructor<?> getEnclosingConstructor() {
        Object[] info = getEnclosingMethod0();
        if (info == null || !"<init>".equals(info[1])) {
            return null;
        }
        for (java.lang.reflect.Constructor<?> c : ((Class<?>) info[0]).getDeclaredConstructors()) {
            if (descriptorOf(c.getParameterTypes(), void.class).equals(info[2])) {
                return c;
            }
        }
        throw new InternalError("Enclosing constructor not found");
    }

    /** The method descriptor (JVMS §4.3.3) of these parameter and return types. */
    private static String descriptorOf(Class<?>[] params, Class<?> ret) {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : params) {
            sb.append(descriptorOf(p));
        }
        return sb.append(')').append(descriptorOf(ret)).toString();
    }

    private static String descriptorOf(Class<?> c) {
        if (c.isArray()) {
            return c.getName().replace('.', '/');
        }
        if (c.isPrimitive()) {
            String n = c.getName();
            return n.equals("boolean") ? "Z" : n.equals("long") ? "J" : n.equals("void") ? "V"
                : String.valueOf(Character.toUpperCase(n.charAt(0)));
        }
        return "L" + c.getName().replace('.', '/') + ";";
    }

    /** The signers a class loader set (ClassLoader.setSigners), else null. */
    public Object[] getSigners() {
        return ClassLoader.signersOf(this);
    }

    /** JVMS §4.7.7: a class has an EnclosingMethod attribute iff it is local or anonymous. */
    private boolean isLocalOrAnonymousClass() {
        return getEnclosingMethod0() != null;
    }

    private boolean isTopLevelClass() {
        return !isLocalOrAnonymousClass() && getDeclaringClass0() == null;
    }

    /** No inner name in this class's own InnerClasses entry (or no entry). */
    private boolean isAnonymousName() {
        String inner = getSimpleBinaryName0();
        return inner == null || inner.isEmpty();
    }

    /** The simple name from this class's InnerClasses entry ("" if anonymous); null if top-level. */
    private native String getSimpleBinaryName0();

    private native Class<?> getDeclaringClass0();

    /**
     * {enclosing class, method name, method descriptor} of the EnclosingMethod attribute (the
     * last two null when no method encloses the class), or null without one; resolves the class.
     */
    private native Object[] getEnclosingMethod0();

    /** "int[][]" for arrays, else getName(). */
    public String getTypeName() {
        if (isArray()) {
            return getComponentType().getTypeName() + "[]";
        }
        return getName();
    }

    /** The package part of the name ("java.lang"); "" for the unnamed package and primitives. */
    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String name = c.getName();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(0, dot);
    }

    /** Casts `obj` to this type; ClassCastException "Cannot cast A to B" if it is not an instance. */
    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to " + getName());
        }
        return (T) obj;
    }

    /** The enum constants in declaration order, or null if this is not an enum class. */
    @SuppressWarnings("unchecked")
    public T[] getEnumConstants() {
        T[] values = getEnumConstantsShared();
        return values == null ? null : (T[]) values.clone();
    }

    /** Like getEnumConstants, but the array may be shared: callers must not modify it. */
    @SuppressWarnings("unchecked")
    T[] getEnumConstantsShared() {
        if (!isEnum()) {
            return null;
        }
        return (T[]) enumValues0();
    }

    /** Calls the enum's static values() method (initializing the class). */
    private native Object[] enumValues0();

    // --- annotations, generic signatures, packages --------------------------------------------

    /** The annotation of type `annotationClass` present on this class (own or @Inherited), or null. */
    public <A extends java.lang.annotation.Annotation> A getAnnotation(Class<A> annotationClass) {
        return jvmlab.internal.reflect.AnnotationSupport.get(jvmlab.internal.reflect.AnnotationSupport.allOf(this),
                annotationClass);
    }

    public boolean isAnnotationPresent(Class<? extends java.lang.annotation.Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    /**
     * The annotations of type `annotationClass` directly or indirectly (in a container) present;
     * if there are none and the type is @Inherited, the superclass's (JDK 17's
     * AnnotationSupport.getAssociatedAnnotations).
     */
    public <A extends java.lang.annotation.Annotation> A[] getAnnotationsByType(Class<A> annotationClass) {
        A[] result = getDeclaredAnnotationsByType(annotationClass);
        if (result.length == 0 && getSuperclass() != null
                && jvmlab.internal.reflect.AnnotationType.of(annotationClass).isInherited()) {
            result = getSuperclass().getAnnotationsByType(annotationClass);
        }
        return result;
    }

    /** The annotations present on this class: the superclass's @Inherited ones, then its own. */
    public java.lang.annotation.Annotation[] getAnnotations() {
        return jvmlab.internal.reflect.AnnotationSupport.toArray(jvmlab.internal.reflect.AnnotationSupport.allOf(this));
    }

    public <A extends java.lang.annotation.Annotation> A getDeclaredAnnotation(Class<A> annotationClass) {
        return jvmlab.internal.reflect.AnnotationSupport.get(jvmlab.internal.reflect.AnnotationSupport.declaredOf(this),
                annotationClass);
    }

    public <A extends java.lang.annotation.Annotation> A[] getDeclaredAnnotationsByType(Class<A> annotationClass) {
        return jvmlab.internal.reflect.AnnotationSupport.byType(getDeclaredAnnotations(), annotationClass);
    }

    /** The annotations directly present on this class, in class-file order. */
    public java.lang.annotation.Annotation[] getDeclaredAnnotations() {
        return jvmlab.internal.reflect.AnnotationSupport.toArray(jvmlab.internal.reflect.AnnotationSupport.declaredOf(this));
    }

    private jvmlab.internal.reflect.GenericTypes.ClassSignature genericInfo() {
        if (isArray() || isPrimitive()) {
            return null;
        }
        String sig = jvmlab.internal.reflect.ClassData.signature(this, jvmlab.internal.reflect.ClassData.CLASS, null, null);
        return sig == null ? null : jvmlab.internal.reflect.GenericTypes.parseClass(sig, this);
    }

    /** The type variables of a generic class or interface, in order (empty otherwise). */
    @SuppressWarnings("unchecked")
    public java.lang.reflect.TypeVariable<Class<T>>[] getTypeParameters() {
        jvmlab.internal.reflect.GenericTypes.ClassSignature s = genericInfo();
        return (java.lang.reflect.TypeVariable<Class<T>>[]) (s == null ? new java.lang.reflect.TypeVariable<?>[0]
                : s.typeParameters.clone());
    }

    /** The superclass with its type arguments (a ParameterizedType) when the Signature gives them. */
    public java.lang.reflect.Type getGenericSuperclass() {
        Class<?> sup = getSuperclass();
        if (sup == null) {
            return null;
        }
        jvmlab.internal.reflect.GenericTypes.ClassSignature s = genericInfo();
        return s == null ? sup : s.superclass;
    }

    /** The direct superinterfaces with their type arguments, in declaration order. */
    public java.lang.reflect.Type[] getGenericInterfaces() {
        jvmlab.internal.reflect.GenericTypes.ClassSignature s = genericInfo();
        return s == null ? getInterfaces() : s.interfaces.clone();
    }

    /**
     * "public final class java.lang.String", "public abstract interface java.util.List<E>", as
     * the JDK's toGenericString.
     */
    public String toGenericString() {
        if (isPrimitive()) {
            return toString();
        }
        StringBuilder sb = new StringBuilder();
        Class<?> component = this;
        int arrayDepth = 0;
        if (isArray()) {
            do {
                arrayDepth++;
                component = component.getComponentType();
            } while (component.isArray());
            sb.append(component.getName());
        } else {
            int modifiers = getModifiers() & java.lang.reflect.Modifier.classModifiers();
            if (modifiers != 0) {
                sb.append(java.lang.reflect.Modifier.toString(modifiers)).append(' ');
            }
            if (isAnnotation()) {
                sb.append('@');
            }
            if (isInterface()) {
                sb.append("interface");
            } else if (isEnum()) {
                sb.append("enum");
            } else if (isRecord()) {
                sb.append("record");
            } else {
                sb.append("class");
            }
            sb.append(' ').append(getName());
        }
        java.lang.reflect.TypeVariable<?>[] typeparms = component.getTypeParameters();
        if (typeparms.length > 0) {
            sb.append('<');
            for (int i = 0; i < typeparms.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(jvmlab.internal.reflect.GenericTypes.typeVariableWithBounds(typeparms[i]));
            }
            sb.append('>');
        }
        for (int i = 0; i < arrayDepth; i++) {
            sb.append("[]");
        }
        return sb.toString();
    }

    /**
     * The module of this class: for the class library's classes the JDK 17 module that holds
     * their package (ModuleLayer.boot()), for primitive types java.base, for arrays their
     * element type's, else the unnamed module of the defining loader.
     */
    public Module getModule() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return Module.ofLibraryPackage("java.lang");
        }
        if (c.isLibraryClass0()) {
            return Module.ofLibraryPackage(c.getPackageName());
        }
        return c.getClassLoader().getUnnamedModule();
    }

    /**
     * The protection domain: the class path entry this class came from as its code source
     * (java.security.ProtectionDomain decides, reached through reflection as its factory is not
     * public); none for the class library, primitive types, arrays and user loaders' classes.
     */
    public java.security.ProtectionDomain getProtectionDomain() {
        Class<?> c = this;
        // arrays have the domain without a code source, as the class library's
        ClassLoader loader = (c.isArray() || c.isPrimitive() || c.isLibraryClass0()) ? null : c.getClassLoader();
        try {
            java.lang.reflect.Method of = java.security.ProtectionDomain.class.getDeclaredMethod(
                "of", String.class, ClassLoader.class);
            of.setAccessible(true);
            return (java.security.ProtectionDomain) of.invoke(null, c.getName(), loader);
        } catch (ReflectiveOperationException e) {
            throw new InternalError(e);
        }
    }

    /** The package of this class (the unnamed package is one too, named ""); null for arrays and primitives. */
    public Package getPackage() {
        if (isPrimitive() || isArray()) {
            return null;
        }
        return Package.of(getPackageName(), this);
    }

    @SuppressWarnings("unchecked")
    public <U> Class<? extends U> asSubclass(Class<U> clazz) {
        if (clazz.isAssignableFrom(this)) {
            return (Class<? extends U>) this;
        }
        throw new ClassCastException(this.toString());
    }
}
