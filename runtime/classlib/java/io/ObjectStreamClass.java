// java.io.ObjectStreamClass: the serialization descriptor of a class: name, serialVersionUID
// (declared, or JDK 17's default computed by SHA-1 over the class's shape), flags and the fields
// in stream order; also the descriptors read back from a stream.
package java.io;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;

/**
 * Descriptors of local classes are cached per Class. A few JDK classes whose jvmlab fields differ
 * from the JDK's (ArrayList, HashMap, HashSet, LinkedHashMap, LinkedList, TreeMap, TreeSet) get
 * the JDK's descriptor ("builtin" != 0) and are written and read by ObjectOutputStream and
 * ObjectInputStream as the JDK's writeObject/readObject methods do.
 */
public class ObjectStreamClass implements Serializable {
    private static final long serialVersionUID = -6120832682080437368L;

    static final int BUILTIN_NONE = 0, ARRAY_LIST = 1, HASH_MAP = 2, HASH_SET = 3, LINKED_HASH_MAP = 4,
            LINKED_LIST = 5, TREE_MAP = 6, TREE_SET = 7;

    String name;
    long suid;
    byte flags;
    /** Stream fields in stream order: names, type codes, type signatures of object fields. */
    String[] fieldNames;
    char[] typeCodes;
    String[] typeSigs;
    /** Local reflective fields matching fieldNames (null entries when absent locally). */
    Field[] localFields;
    Class<?> cl;
    ObjectStreamClass superDesc;
    Method writeObjectMethod;
    Method readObjectMethod;
    Method writeReplaceMethod;
    Method readResolveMethod;
    int builtin;
    boolean isEnum;
    boolean isArray;
    boolean serializable;
    boolean externalizable;
    /** The first class up the hierarchy that is not Serializable, whose no-arg constructor runs. */
    Class<?> constructorClass;

    ObjectStreamClass() {
    }

    private static final HashMap<Class<?>, ObjectStreamClass> cache = new HashMap<>();

    /** The descriptor of a Serializable class (null for others), as the JDK's lookup. */
    public static ObjectStreamClass lookup(Class<?> cl) {
        ObjectStreamClass d = lookupAny(cl);
        return d.serializable || d.externalizable || d.builtin != 0 || d.isEnum || d.isArray ? d : null;
    }

    public static ObjectStreamClass lookupAny(Class<?> cl) {
        synchronized (cache) {
            ObjectStreamClass d = cache.get(cl);
            if (d == null) {
                d = new ObjectStreamClass();
                cache.put(cl, d);
                d.init(cl);
            }
            return d;
        }
    }

    public String getName() {
        return name;
    }

    public long getSerialVersionUID() {
        return suid;
    }

    public Class<?> forClass() {
        return cl;
    }

    public String toString() {
        return name + ": static final long serialVersionUID = " + suid + "L;";
    }

    private static final Object[][] BUILTINS = {
        // class name, kind, suid, flags, field names, type codes, type signatures
        {"java.util.ArrayList", ARRAY_LIST, 8683452581122892189L, 3, new String[] {"size"}, "I", new String[] {null}},
        {"java.util.HashMap", HASH_MAP, 362498820763181265L, 3, new String[] {"loadFactor", "threshold"}, "FI",
            new String[] {null, null}},
        {"java.util.HashSet", HASH_SET, -5024744406713321676L, 3, new String[0], "", new String[0]},
        {"java.util.LinkedHashMap", LINKED_HASH_MAP, 3801124242820219131L, 2, new String[] {"accessOrder"}, "Z",
            new String[] {null}},
        {"java.util.LinkedList", LINKED_LIST, 876323262645176354L, 3, new String[0], "", new String[0]},
        {"java.util.TreeMap", TREE_MAP, 919286545866124006L, 3, new String[] {"comparator"}, "L",
            new String[] {"Ljava/util/Comparator;"}},
        {"java.util.TreeSet", TREE_SET, -2479143000061671589L, 3, new String[0], "", new String[0]},
    };

    /** serialVersionUIDs of JDK classes that jvmlab's library does not declare. */
    private static final Object[][] KNOWN_SUIDS = {
        {"java.lang.Number", -8742448824652078965L},
        {"java.lang.Integer", 1360826667806852920L},
        {"java.lang.Long", 4290774380558885855L},
        {"java.lang.Short", 7515723908773894738L},
        {"java.lang.Byte", -7183698231559129828L},
        {"java.lang.Double", -9172774392245257468L},
        {"java.lang.Float", -2671257302660747028L},
        {"java.lang.Boolean", -3665804199014368530L},
        {"java.lang.Character", 3786198910865385080L},
        {"java.lang.String", -6849794470754667710L},
        {"java.lang.StringBuilder", 4383685877147921099L},
        {"java.lang.StringBuffer", 3388685877147921107L},
        {"java.math.BigInteger", -8287574255936472291L},
        {"java.math.BigDecimal", 6108874887143696463L},
    };

    static Object[] builtinRow(String name) {
        for (Object[] row : BUILTINS) {
            if (row[0].equals(name)) {
                return row;
            }
        }
        return null;
    }

    private void init(Class<?> c) {
        cl = c;
        name = c.getName();
        isArray = c.isArray();
        isEnum = Enum.class.isAssignableFrom(c) && c != Enum.class;
        if (isEnum && c.getSuperclass() != Enum.class) {
            c = c.getSuperclass();
            cl = c;
            name = c.getName();
        }
        Object[] row = builtinRow(name);
        if (row != null) {
            builtin = (Integer) row[1];
            suid = (Long) row[2];
            flags = (byte) (int) (Integer) row[3];
            fieldNames = (String[]) row[4];
            typeCodes = ((String) row[5]).toCharArray();
            typeSigs = (String[]) row[6];
            localFields = new Field[fieldNames.length];
            Class<?> sup = c.getSuperclass();
            superDesc = builtinRow(sup.getName()) != null ? lookupAny(sup) : null;
            serializable = true;
            return;
        }
        serializable = Serializable.class.isAssignableFrom(c);
        externalizable = Externalizable.class.isAssignableFrom(c);
        if (isEnum) {
            suid = 0L;
            flags = ObjectStreamConstants.SC_SERIALIZABLE | ObjectStreamConstants.SC_ENUM;
            fieldNames = new String[0];
            typeCodes = new char[0];
            typeSigs = new String[0];
            localFields = new Field[0];
            superDesc = c == Enum.class ? null : lookupAny(Enum.class);
            return;
        }
        if (c == Enum.class) {
            suid = 0L;
            flags = ObjectStreamConstants.SC_SERIALIZABLE | ObjectStreamConstants.SC_ENUM;
            fieldNames = new String[0];
            typeCodes = new char[0];
            typeSigs = new String[0];
            localFields = new Field[0];
            return;
        }
        if (isArray) {
            flags = ObjectStreamConstants.SC_SERIALIZABLE;
            fieldNames = new String[0];
            typeCodes = new char[0];
            typeSigs = new String[0];
            localFields = new Field[0];
            suid = computeDefaultSUID(c);
            return;
        }
        Class<?> sup = c.getSuperclass();
        if (sup != null && (Serializable.class.isAssignableFrom(sup) || builtinRow(sup.getName()) != null)) {
            superDesc = lookupAny(sup);
        }
        List<Field> fs = new ArrayList<>();
        if (serializable && !externalizable) {
            for (Field f : c.getDeclaredFields()) {
                int m = f.getModifiers();
                if ((m & (Modifier.STATIC | Modifier.TRANSIENT)) == 0) {
                    f.setAccessible(true);
                    fs.add(f);
                }
            }
        }
        fs.sort(new Comparator<Field>() {
            public int compare(Field a, Field b) {
                boolean pa = a.getType().isPrimitive();
                boolean pb = b.getType().isPrimitive();
                if (pa != pb) {
                    return pa ? -1 : 1;
                }
                return a.getName().compareTo(b.getName());
            }
        });
        int n = fs.size();
        fieldNames = new String[n];
        typeCodes = new char[n];
        typeSigs = new String[n];
        localFields = fs.toArray(new Field[0]);
        for (int i = 0; i < n; i++) {
            Field f = localFields[i];
            fieldNames[i] = f.getName();
            String sig = signature(f.getType());
            typeCodes[i] = sig.charAt(0);
            typeSigs[i] = f.getType().isPrimitive() ? null : sig;
        }
        if (externalizable) {
            flags = ObjectStreamConstants.SC_EXTERNALIZABLE | ObjectStreamConstants.SC_BLOCK_DATA;
        } else if (serializable) {
            flags = ObjectStreamConstants.SC_SERIALIZABLE;
            writeObjectMethod = privateMethod(c, "writeObject", ObjectOutputStream.class, Void.TYPE);
            readObjectMethod = privateMethod(c, "readObject", ObjectInputStream.class, Void.TYPE);
            if (writeObjectMethod != null) {
                flags |= ObjectStreamConstants.SC_WRITE_METHOD;
            }
        }
        writeReplaceMethod = inheritableMethod(c, "writeReplace");
        readResolveMethod = inheritableMethod(c, "readResolve");
        suid = declaredSUID(c);
        if (externalizable) {
            constructorClass = c;
        } else {
            Class<?> k = c;
            while (k != null && (Serializable.class.isAssignableFrom(k) || builtinRow(k.getName()) != null)) {
                k = k.getSuperclass();
            }
            constructorClass = k;
        }
    }

    private static Method privateMethod(Class<?> c, String name, Class<?> arg, Class<?> ret) {
        try {
            Method m = c.getDeclaredMethod(name, arg);
            int mods = m.getModifiers();
            if (m.getReturnType() == ret && (mods & Modifier.STATIC) == 0 && (mods & Modifier.PRIVATE) != 0) {
                m.setAccessible(true);
                return m;
            }
        } catch (NoSuchMethodException e) {
            // none
        }
        return null;
    }

    private static Method inheritableMethod(Class<?> c, String name) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            try {
                Method m = k.getDeclaredMethod(name);
                if (m.getReturnType() != Object.class || (m.getModifiers() & Modifier.STATIC) != 0) {
                    return null;
                }
                if ((m.getModifiers() & Modifier.PRIVATE) != 0 && k != c) {
                    return null;
                }
                m.setAccessible(true);
                return m;
            } catch (NoSuchMethodException e) {
                // look further up
            }
        }
        return null;
    }

    private long declaredSUID(Class<?> c) {
        for (Object[] row : KNOWN_SUIDS) {
            if (row[0].equals(name)) {
                return (Long) row[1];
            }
        }
        try {
            Field f = c.getDeclaredField("serialVersionUID");
            int mask = Modifier.STATIC | Modifier.FINAL;
            if ((f.getModifiers() & mask) == mask && f.getType() == Long.TYPE) {
                f.setAccessible(true);
                return f.getLong(null);
            }
        } catch (NoSuchFieldException | IllegalAccessException e) {
            // computed below
        }
        return computeDefaultSUID(c);
    }

    /** The JVM signature of a type: I, [J, Ljava/lang/String;. */
    static String signature(Class<?> t) {
        if (t.isArray()) {
            return t.getName().replace('.', '/');
        }
        if (t == Integer.TYPE) return "I";
        if (t == Long.TYPE) return "J";
        if (t == Byte.TYPE) return "B";
        if (t == Short.TYPE) return "S";
        if (t == Character.TYPE) return "C";
        if (t == Boolean.TYPE) return "Z";
        if (t == Float.TYPE) return "F";
        if (t == Double.TYPE) return "D";
        if (t == Void.TYPE) return "V";
        return "L" + t.getName().replace('.', '/') + ";";
    }

    private static String methodSignature(Class<?>[] params, Class<?> ret) {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : params) {
            sb.append(signature(p));
        }
        return sb.append(')').append(signature(ret)).toString();
    }

    /** True when the class has a static initializer (runtime/natives/io_natives.cpp). */
    private static native boolean hasStaticInitializer(Class<?> c);

    /** JDK 17's ObjectStreamClass.computeDefaultSUID. */
    private static long computeDefaultSUID(Class<?> cl) {
        ByteArrayOutputStream bout = new ByteArrayOutputStream();
        DataOutputStream dout = new DataOutputStream(bout);
        try {
            dout.writeUTF(cl.getName());
            int classMods = cl.getModifiers() & (Modifier.PUBLIC | Modifier.FINAL | Modifier.INTERFACE | Modifier.ABSTRACT);
            Method[] methods = cl.isArray() ? new Method[0] : cl.getDeclaredMethods();
            if ((classMods & Modifier.INTERFACE) != 0) {
                classMods = (methods.length > 0) ? (classMods | Modifier.ABSTRACT) : (classMods & ~Modifier.ABSTRACT);
            }
            dout.writeInt(classMods);
            if (!cl.isArray()) {
                Class<?>[] interfaces = cl.getInterfaces();
                String[] ifaceNames = new String[interfaces.length];
                for (int i = 0; i < interfaces.length; i++) {
                    ifaceNames[i] = interfaces[i].getName();
                }
                Arrays.sort(ifaceNames);
                for (String s : ifaceNames) {
                    dout.writeUTF(s);
                }
                Field[] fields = cl.getDeclaredFields();
                Arrays.sort(fields, new Comparator<Field>() {
                    public int compare(Field a, Field b) {
                        return a.getName().compareTo(b.getName());
                    }
                });
                for (Field f : fields) {
                    int mods = f.getModifiers() & (Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED
                            | Modifier.STATIC | Modifier.FINAL | Modifier.VOLATILE | Modifier.TRANSIENT);
                    if (((mods & Modifier.PRIVATE) == 0) || ((mods & (Modifier.STATIC | Modifier.TRANSIENT)) == 0)) {
                        dout.writeUTF(f.getName());
                        dout.writeInt(mods);
                        dout.writeUTF(signature(f.getType()));
                    }
                }
                if (hasStaticInitializer(cl)) {
                    dout.writeUTF("<clinit>");
                    dout.writeInt(Modifier.STATIC);
                    dout.writeUTF("()V");
                }
                final int methodMask = Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED | Modifier.STATIC
                        | Modifier.FINAL | Modifier.SYNCHRONIZED | Modifier.NATIVE | Modifier.ABSTRACT | Modifier.STRICT;
                Constructor<?>[] cons = cl.getDeclaredConstructors();
                String[] consSigs = new String[cons.length];
                for (int i = 0; i < cons.length; i++) {
                    consSigs[i] = methodSignature(cons[i].getParameterTypes(), Void.TYPE);
                }
                Integer[] order = sortedOrder(consSigs, null);
                for (Integer i : order) {
                    int mods = cons[i].getModifiers() & methodMask;
                    if ((mods & Modifier.PRIVATE) == 0) {
                        dout.writeUTF("<init>");
                        dout.writeInt(mods);
                        dout.writeUTF(consSigs[i].replace('/', '.'));
                    }
                }
                String[] names = new String[methods.length];
                String[] sigs = new String[methods.length];
                for (int i = 0; i < methods.length; i++) {
                    names[i] = methods[i].getName();
                    sigs[i] = methodSignature(methods[i].getParameterTypes(), methods[i].getReturnType());
                }
                order = sortedOrder(names, sigs);
                for (Integer i : order) {
                    int mods = methods[i].getModifiers() & methodMask;
                    if ((mods & Modifier.PRIVATE) == 0) {
                        dout.writeUTF(names[i]);
                        dout.writeInt(mods);
                        dout.writeUTF(sigs[i].replace('/', '.'));
                    }
                }
            }
            dout.flush();
        } catch (IOException e) {
            throw new InternalError(e);
        }
        byte[] hashBytes = sha1(bout.toByteArray());
        long hash = 0;
        for (int i = Math.min(hashBytes.length, 8) - 1; i >= 0; i--) {
            hash = (hash << 8) | (hashBytes[i] & 0xFF);
        }
        return hash;
    }

    private static Integer[] sortedOrder(final String[] primary, final String[] secondary) {
        Integer[] order = new Integer[primary.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, new Comparator<Integer>() {
            public int compare(Integer a, Integer b) {
                int c = primary[a].compareTo(primary[b]);
                if (c == 0 && secondary != null) {
                    c = secondary[a].compareTo(secondary[b]);
                }
                return c;
            }
        });
        return order;
    }

    /** SHA-1 (FIPS 180-4) of msg. */
    static byte[] sha1(byte[] msg) {
        int[] h = {0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0};
        long bitLen = (long) msg.length * 8;
        int padded = ((msg.length + 9 + 63) / 64) * 64;
        byte[] m = new byte[padded];
        System.arraycopy(msg, 0, m, 0, msg.length);
        m[msg.length] = (byte) 0x80;
        for (int i = 0; i < 8; i++) {
            m[padded - 1 - i] = (byte) (bitLen >>> (8 * i));
        }
        int[] w = new int[80];
        for (int block = 0; block < padded; block += 64) {
            for (int i = 0; i < 16; i++) {
                int j = block + i * 4;
                w[i] = (m[j] & 0xff) << 24 | (m[j + 1] & 0xff) << 16 | (m[j + 2] & 0xff) << 8 | (m[j + 3] & 0xff);
            }
            for (int i = 16; i < 80; i++) {
                w[i] = Integer.rotateLeft(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
            }
            int a = h[0], b = h[1], c = h[2], d = h[3], e = h[4];
            for (int i = 0; i < 80; i++) {
                int f;
                int k;
                if (i < 20) {
                    f = (b & c) | (~b & d);
                    k = 0x5A827999;
                } else if (i < 40) {
                    f = b ^ c ^ d;
                    k = 0x6ED9EBA1;
                } else if (i < 60) {
                    f = (b & c) | (b & d) | (c & d);
                    k = 0x8F1BBCDC;
                } else {
                    f = b ^ c ^ d;
                    k = 0xCA62C1D6;
                }
                int t = Integer.rotateLeft(a, 5) + f + e + k + w[i];
                e = d;
                d = c;
                c = Integer.rotateLeft(b, 30);
                b = a;
                a = t;
            }
            h[0] += a;
            h[1] += b;
            h[2] += c;
            h[3] += d;
            h[4] += e;
        }
        byte[] out = new byte[20];
        for (int i = 0; i < 5; i++) {
            out[4 * i] = (byte) (h[i] >>> 24);
            out[4 * i + 1] = (byte) (h[i] >>> 16);
            out[4 * i + 2] = (byte) (h[i] >>> 8);
            out[4 * i + 3] = (byte) h[i];
        }
        return out;
    }
}
