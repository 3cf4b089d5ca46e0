// java.io.ObjectInputStream: reads objects written in the Java serialization stream format,
// resolving classes by name, checking serialVersionUIDs, running readObject hooks.
package java.io;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;

/**
 * The JDK's reader: objects are created without running the constructors of Serializable classes
 * (the no-argument constructor of the first non-serializable superclass runs, as in the JDK),
 * fields are matched by name and type, a class whose serialVersionUID differs is
 * InvalidClassException "local class incompatible", primitive data where an object is expected is
 * OptionalDataException. Not thread-safe.
 */
public class ObjectInputStream extends InputStream implements ObjectInput, ObjectStreamConstants {
    private final InputStream under;
    private int peek = -1;
    private final DataInputStream in;
    private boolean blockMode;
    private int blockRemaining;
    private final DataInputStream blockIn;
    private final ArrayList<Object> handles = new ArrayList<>();
    private Object curObj;
    private ObjectStreamClass curDesc;
    private int depth;

    public ObjectInputStream(InputStream input) throws IOException {
        this.under = input;
        this.in = new DataInputStream(new InputStream() {
            public int read() throws IOException {
                if (peek >= 0) {
                    int t = peek;
                    peek = -1;
                    return t;
                }
                return under.read();
            }

            public int read(byte[] b, int off, int len) throws IOException {
                if (len == 0) {
                    return 0;
                }
                if (peek >= 0) {
                    b[off] = (byte) peek;
                    peek = -1;
                    return 1;
                }
                return under.read(b, off, len);
            }
        });
        this.blockIn = new DataInputStream(new InputStream() {
            public int read() throws IOException {
                if (!blockMode) {
                    return in.read();
                }
                if (blockAvail() == 0) {
                    return -1;
                }
                blockRemaining--;
                return in.read();
            }

            public int read(byte[] b, int off, int len) throws IOException {
                if (len == 0) {
                    return 0;
                }
                if (!blockMode) {
                    return in.read(b, off, len);
                }
                int avail = blockAvail();
                if (avail == 0) {
                    return -1;
                }
                int n = in.read(b, off, Math.min(len, avail));
                if (n > 0) {
                    blockRemaining -= n;
                }
                return n;
            }
        });
        readStreamHeader();
        blockMode = true;
    }

    protected ObjectInputStream() throws IOException {
        throw new UnsupportedOperationException("subclassing ObjectInputStream without a stream");
    }

    protected void readStreamHeader() throws IOException {
        short s0 = in.readShort();
        short s1 = in.readShort();
        if (s0 != STREAM_MAGIC || s1 != STREAM_VERSION) {
            throw new StreamCorruptedException(String.format("invalid stream header: %04X%04X", s0, s1));
        }
    }

    private int rawPeek() throws IOException {
        if (peek < 0) {
            peek = under.read();
        }
        return peek;
    }

    /** Bytes left in the current block, reading block headers; 0 when block data ends here. */
    private int blockAvail() throws IOException {
        while (blockRemaining == 0) {
            int tag = rawPeek();
            if (tag == (TC_BLOCKDATA & 0xff)) {
                in.read();
                blockRemaining = in.readUnsignedByte();
            } else if (tag == (TC_BLOCKDATALONG & 0xff)) {
                in.read();
                blockRemaining = in.readInt();
                if (blockRemaining < 0) {
                    throw new StreamCorruptedException("illegal block data header length: " + blockRemaining);
                }
            } else if (tag == (TC_RESET & 0xff) && depth == 0) {
                in.read();
                handles.clear();
            } else {
                return 0;
            }
        }
        return blockRemaining;
    }

    private boolean setBlockDataMode(boolean mode) throws IOException {
        boolean old = blockMode;
        if (old != mode) {
            if (old && blockRemaining > 0) {
                throw new IllegalStateException("unread block data");
            }
            blockMode = mode;
        }
        return old;
    }

    // ---- primitives -----------------------------------------------------------------------------

    public int read() throws IOException {
        return blockIn.read();
    }

    public int read(byte[] buf, int off, int len) throws IOException {
        if (buf == null) {
            throw new NullPointerException();
        }
        OutputStream.checkFromIndexSize(off, len, buf.length);
        return blockIn.read(buf, off, len);
    }

    public int available() throws IOException {
        return blockMode ? blockAvail() : 0;
    }

    public void close() throws IOException {
        under.close();
    }

    public boolean readBoolean() throws IOException {
        return blockIn.readBoolean();
    }

    public byte readByte() throws IOException {
        return blockIn.readByte();
    }

    public int readUnsignedByte() throws IOException {
        return blockIn.readUnsignedByte();
    }

    public char readChar() throws IOException {
        return blockIn.readChar();
    }

    public short readShort() throws IOException {
        return blockIn.readShort();
    }

    public int readUnsignedShort() throws IOException {
        return blockIn.readUnsignedShort();
    }

    public int readInt() throws IOException {
        return blockIn.readInt();
    }

    public long readLong() throws IOException {
        return blockIn.readLong();
    }

    public float readFloat() throws IOException {
        return blockIn.readFloat();
    }

    public double readDouble() throws IOException {
        return blockIn.readDouble();
    }

    public void readFully(byte[] buf) throws IOException {
        blockIn.readFully(buf, 0, buf.length);
    }

    public void readFully(byte[] buf, int off, int len) throws IOException {
        blockIn.readFully(buf, off, len);
    }

    public int skipBytes(int len) throws IOException {
        return blockIn.skipBytes(len);
    }

    @Deprecated
    public String readLine() throws IOException {
        return blockIn.readLine();
    }

    public String readUTF() throws IOException {
        return blockIn.readUTF();
    }

    // ---- objects --------------------------------------------------------------------------------

    public final Object readObject() throws IOException, ClassNotFoundException {
        return readObjectTop(false);
    }

    public Object readUnshared() throws IOException, ClassNotFoundException {
        return readObjectTop(true);
    }

    private Object readObjectTop(boolean unshared) throws IOException, ClassNotFoundException {
        if (blockMode) {
            int avail = blockAvail();
            if (avail > 0) {
                throw new OptionalDataException(avail);
            }
            if (curObj != null && rawPeek() == (TC_ENDBLOCKDATA & 0xff)) {
                throw new OptionalDataException(true);
            }
        }
        boolean old = setBlockDataMode(false);
        depth++;
        try {
            return readObject0(unshared);
        } finally {
            depth--;
            setBlockDataMode(old);
        }
    }

    protected Object readObjectOverride() throws IOException, ClassNotFoundException {
        return null;
    }

    private int assign(Object o) {
        handles.add(o);
        return handles.size() - 1;
    }

    private Object readObject0(boolean unshared) throws IOException, ClassNotFoundException {
        while (true) {
            int tag = in.read();
            if (tag < 0) {
                throw new EOFException();
            }
            switch ((byte) tag) {
                case TC_NULL:
                    return null;
                case TC_REFERENCE: {
                    int h = in.readInt() - baseWireHandle;
                    if (h < 0 || h >= handles.size()) {
                        throw new StreamCorruptedException(String.format("invalid handle value: %08X", h + baseWireHandle));
                    }
                    return handles.get(h);
                }
                case TC_STRING: {
                    String s = readUtfBody(in.readUnsignedShort());
                    assign(s);
                    return s;
                }
                case TC_LONGSTRING: {
                    long len = in.readLong();
                    String s = readUtfBody((int) len);
                    assign(s);
                    return s;
                }
                case TC_CLASSDESC:
                    return readClassDescBody();
                case TC_CLASS: {
                    ObjectStreamClass desc = readClassDesc();
                    Class<?> c = desc.cl;
                    if (c == null) {
                        throw new ClassNotFoundException(desc.name);
                    }
                    assign(c);
                    return c;
                }
                case TC_ARRAY:
                    return readArray();
                case TC_ENUM:
                    return readEnum();
                case TC_OBJECT:
                    return readOrdinaryObject();
                case TC_RESET:
                    handles.clear();
                    continue;
                case TC_BLOCKDATA:
                case TC_BLOCKDATALONG:
                    peek = tag;
                    throw new StreamCorruptedException("unexpected block data");
                case TC_ENDBLOCKDATA:
                    peek = tag;
                    throw new OptionalDataException(true);
                default:
                    throw new StreamCorruptedException(String.format("invalid type code: %02X", tag));
            }
        }
    }

    private String readUtfBody(int utflen) throws IOException {
        byte[] b = new byte[utflen];
        in.readFully(b, 0, utflen);
        char[] c = new char[utflen];
        int n = 0;
        int i = 0;
        while (i < utflen) {
            int x = b[i] & 0xff;
            if (x < 0x80) {
                c[n++] = (char) x;
                i++;
            } else if ((x >> 5) == 6 && i + 1 < utflen) {
                c[n++] = (char) (((x & 0x1F) << 6) | (b[i + 1] & 0x3F));
                i += 2;
            } else if ((x >> 4) == 14 && i + 2 < utflen) {
                c[n++] = (char) (((x & 0x0F) << 12) | ((b[i + 1] & 0x3F) << 6) | (b[i + 2] & 0x3F));
                i += 3;
            } else {
                throw new UTFDataFormatException();
            }
        }
        return new String(c, 0, n);
    }

    private ObjectStreamClass readClassDesc() throws IOException, ClassNotFoundException {
        int tag = in.read();
        switch ((byte) tag) {
            case TC_NULL:
                return null;
            case TC_REFERENCE: {
                int h = in.readInt() - baseWireHandle;
                Object o = h >= 0 && h < handles.size() ? handles.get(h) : null;
                if (!(o instanceof ObjectStreamClass)) {
                    throw new StreamCorruptedException(String.format("invalid handle value: %08X", h + baseWireHandle));
                }
                return (ObjectStreamClass) o;
            }
            case TC_CLASSDESC:
                return readClassDescBody();
            case TC_PROXYCLASSDESC:
                throw new InvalidClassException("proxy classes are not supported by jvmlab");
            default:
                throw new StreamCorruptedException(String.format("invalid type code: %02X", tag));
        }
    }

    /** A stream descriptor bound to its local class (desc.cl null when the class is missing). */
    private ObjectStreamClass readClassDescBody() throws IOException, ClassNotFoundException {
        ObjectStreamClass desc = new ObjectStreamClass();
        assign(desc);
        desc.name = in.readUTF();
        desc.suid = in.readLong();
        desc.flags = in.readByte();
        int n = in.readShort();
        desc.fieldNames = new String[n];
        desc.typeCodes = new char[n];
        desc.typeSigs = new String[n];
        for (int i = 0; i < n; i++) {
            desc.typeCodes[i] = (char) in.readByte();
            desc.fieldNames[i] = in.readUTF();
            if (desc.typeCodes[i] == 'L' || desc.typeCodes[i] == '[') {
                desc.typeSigs[i] = (String) readObject0(false);
            }
        }
        // class annotations: skipped up to TC_ENDBLOCKDATA
        boolean old = setBlockDataMode(true);
        skipCustomData();
        setBlockDataMode(old);
        ClassNotFoundException missing = null;
        Class<?> cl = null;
        try {
            cl = resolveClass(desc);
        } catch (ClassNotFoundException e) {
            missing = e;
        }
        desc.superDesc = readClassDesc();
        if (cl != null) {
            ObjectStreamClass local = ObjectStreamClass.lookupAny(cl);
            boolean isEnumDesc = (desc.flags & SC_ENUM) != 0;
            if (!cl.isArray() && !isEnumDesc && local.suid != desc.suid && !local.isEnum) {
                throw new InvalidClassException(cl.getName(), "local class incompatible: stream classdesc serialVersionUID = "
                        + desc.suid + ", local class serialVersionUID = " + local.suid);
            }
            desc.cl = cl;
            desc.builtin = local.builtin;
            desc.isEnum = isEnumDesc;
            desc.isArray = cl.isArray();
            desc.serializable = local.serializable;
            desc.externalizable = local.externalizable;
            desc.readObjectMethod = local.readObjectMethod;
            desc.readResolveMethod = local.readResolveMethod;
            desc.constructorClass = local.constructorClass;
            desc.localFields = new Field[n];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < local.fieldNames.length; j++) {
                    if (local.fieldNames[j].equals(desc.fieldNames[i]) && local.localFields[j] != null) {
                        char lt = local.typeCodes[j];
                        char st = desc.typeCodes[i];
                        if (lt != st && !((lt == 'L' || lt == '[') && (st == 'L' || st == '['))) {
                            throw new InvalidClassException(cl.getName(), "incompatible types for field " + desc.fieldNames[i]);
                        }
                        desc.localFields[i] = local.localFields[j];
                    }
                }
            }
        } else if (missing != null) {
            throw missing;
        }
        return desc;
    }

    /** Class.forName(name, false, the caller's loader); primitives by name. */
    protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        String name = desc.name;
        switch (name) {
            case "int": return Integer.TYPE;
            case "long": return Long.TYPE;
            case "boolean": return Boolean.TYPE;
            case "byte": return Byte.TYPE;
            case "char": return Character.TYPE;
            case "short": return Short.TYPE;
            case "float": return Float.TYPE;
            case "double": return Double.TYPE;
            case "void": return Void.TYPE;
            default: break;
        }
        return Class.forName(name, false, ClassLoader.getSystemClassLoader());
    }

    private Object readArray() throws IOException, ClassNotFoundException {
        ObjectStreamClass desc = readClassDesc();
        int len = in.readInt();
        if (len < 0) {
            throw new StreamCorruptedException("Array length is negative");
        }
        Class<?> ccl = desc.cl.getComponentType();
        Object array = Array.newInstance(ccl, len);
        int h = assign(array);
        if (ccl == Integer.TYPE) {
            int[] a = (int[]) array;
            for (int i = 0; i < len; i++) {
                a[i] = in.readInt();
            }
        } else if (ccl == Byte.TYPE) {
            in.readFully((byte[]) array, 0, len);
        } else if (ccl == Long.TYPE) {
            long[] a = (long[]) array;
            for (int i = 0; i < len; i++) {
                a[i] = in.readLong();
            }
        } else if (ccl == Float.TYPE) {
            float[] a = (float[]) array;
            for (int i = 0; i < len; i++) {
                a[i] = in.readFloat();
            }
        } else if (ccl == Double.TYPE) {
            double[] a = (double[]) array;
            for (int i = 0; i < len; i++) {
                a[i] = in.readDouble();
            }
        } else if (ccl == Short.TYPE) {
            short[] a = (short[]) array;
            for (int i = 0; i < len; i++) {
                a[i] = in.readShort();
            }
        } else if (ccl == Character.TYPE) {
            char[] a = (char[]) array;
            for (int i = 0; i < len; i++) {
                a[i] = in.readChar();
            }
        } else if (ccl == Boolean.TYPE) {
            boolean[] a = (boolean[]) array;
            for (int i = 0; i < len; i++) {
                a[i] = in.readBoolean();
            }
        } else {
            Object[] a = (Object[]) array;
            for (int i = 0; i < len; i++) {
                a[i] = readObject0(false);
            }
        }
        handles.set(h, array);
        return array;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Object readEnum() throws IOException, ClassNotFoundException {
        ObjectStreamClass desc = readClassDesc();
        int h = assign(null);
        String name = (String) readObject0(false);
        Object e = Enum.valueOf((Class) desc.cl, name);
        handles.set(h, e);
        return e;
    }

    /** allocates cl's instance and runs ctorClass's no-argument constructor on it (io_natives.cpp). */
    private static native Object newSerialInstance(Class<?> cl, Class<?> ctorClass);

    private Object readOrdinaryObject() throws IOException, ClassNotFoundException {
        ObjectStreamClass desc = readClassDesc();
        Class<?> cl = desc.cl;
        Object obj;
        if (desc.builtin == ObjectStreamClass.TREE_MAP || desc.builtin == ObjectStreamClass.TREE_SET
                || desc.builtin == ObjectStreamClass.HASH_SET
                || (desc.builtin == ObjectStreamClass.HASH_MAP && desc.superDesc == null)) {
            return readSized(desc);
        }
        if (desc.builtin != 0) {
            obj = newBuiltin(desc.builtin);
        } else if (desc.externalizable) {
            try {
                obj = cl.getConstructor().newInstance();
            } catch (ReflectiveOperationException e) {
                throw new InvalidClassException(cl.getName(), "no valid constructor");
            }
        } else if (desc.serializable) {
            Class<?> cc = desc.constructorClass;
            try {
                java.lang.reflect.Constructor<?> c = cc.getDeclaredConstructor();
                if ((c.getModifiers() & java.lang.reflect.Modifier.PRIVATE) != 0) {
                    throw new NoSuchMethodException();
                }
            } catch (NoSuchMethodException e) {
                throw new InvalidClassException(cl.getName(), "no valid constructor");
            }
            obj = newSerialInstance(cl, cc);
        } else {
            throw new InvalidClassException(cl.getName(), "class invalid for deserialization");
        }
        int h = assign(obj);
        if (desc.externalizable) {
            Object oldObj = curObj;
            ObjectStreamClass oldDesc = curDesc;
            curObj = obj;
            curDesc = desc;
            setBlockDataMode(true);
            try {
                ((Externalizable) obj).readExternal(this);
                skipCustomData();
            } finally {
                setBlockDataMode(false);
                curObj = oldObj;
                curDesc = oldDesc;
            }
        } else {
            readSerialData(obj, desc);
        }
        if (desc.readResolveMethod != null) {
            Object rep = invoke(desc.readResolveMethod, obj);
            handles.set(h, rep);
            obj = rep;
        }
        return obj;
    }

    private void readSerialData(Object obj, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        if (desc.superDesc != null) {
            readSerialData(obj, desc.superDesc);
        }
        if (desc.builtin != 0) {
            readBuiltin(obj, desc);
            return;
        }
        boolean hasData = (desc.flags & SC_WRITE_METHOD) != 0;
        if (desc.readObjectMethod != null) {
            Object oldObj = curObj;
            ObjectStreamClass oldDesc = curDesc;
            curObj = obj;
            curDesc = desc;
            setBlockDataMode(true);
            try {
                invoke(desc.readObjectMethod, obj, this);
            } finally {
                curObj = oldObj;
                curDesc = oldDesc;
            }
            if (hasData) {
                skipCustomData();
            }
            blockRemaining = 0;
            setBlockDataMode(false);
        } else {
            defaultReadFields(obj, desc);
            if (hasData) {
                setBlockDataMode(true);
                skipCustomData();
                setBlockDataMode(false);
            }
        }
    }

    /** Skips block data and objects up to and including TC_ENDBLOCKDATA (block mode on). */
    private void skipCustomData() throws IOException, ClassNotFoundException {
        while (true) {
            int avail = blockAvail();
            if (avail > 0) {
                in.skipBytes(avail);
                blockRemaining = 0;
                continue;
            }
            int tag = rawPeek();
            if (tag < 0) {
                throw new EOFException();
            }
            if (tag == (TC_ENDBLOCKDATA & 0xff)) {
                in.read();
                return;
            }
            blockMode = false;
            readObject0(false);
            blockMode = true;
        }
    }

    private void defaultReadFields(Object obj, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        try {
            int n = desc.fieldNames.length;
            for (int i = 0; i < n; i++) {
                Field f = desc.localFields == null ? null : desc.localFields[i];
                switch (desc.typeCodes[i]) {
                    case 'Z': { boolean v = in.readBoolean(); if (f != null) f.setBoolean(obj, v); break; }
                    case 'B': { byte v = in.readByte(); if (f != null) f.setByte(obj, v); break; }
                    case 'C': { char v = in.readChar(); if (f != null) f.setChar(obj, v); break; }
                    case 'S': { short v = in.readShort(); if (f != null) f.setShort(obj, v); break; }
                    case 'I': { int v = in.readInt(); if (f != null) f.setInt(obj, v); break; }
                    case 'J': { long v = in.readLong(); if (f != null) f.setLong(obj, v); break; }
                    case 'F': { float v = in.readFloat(); if (f != null) f.setFloat(obj, v); break; }
                    case 'D': { double v = in.readDouble(); if (f != null) f.setDouble(obj, v); break; }
                    default: break;
                }
            }
            for (int i = 0; i < n; i++) {
                char t = desc.typeCodes[i];
                if (t == 'L' || t == '[') {
                    Object v = readObject0(false);
                    Field f = desc.localFields == null ? null : desc.localFields[i];
                    if (f != null && obj != null) {
                        if (v != null && !f.getType().isInstance(v)) {
                            throw new ClassCastException("cannot assign instance of " + v.getClass().getName()
                                    + " to field " + f.getDeclaringClass().getName() + "." + f.getName() + " of type "
                                    + f.getType().getName() + " in instance of " + obj.getClass().getName());
                        }
                        f.set(obj, v);
                    }
                }
            }
        } catch (IllegalAccessException e) {
            throw new InternalError(e);
        }
    }

    /** Called from a readObject hook: the fields of the current class, as without the hook. */
    public void defaultReadObject() throws IOException, ClassNotFoundException {
        if (curObj == null) {
            throw new NotActiveException("not in call to readObject");
        }
        boolean old = setBlockDataMode(false);
        defaultReadFields(curObj, curDesc);
        setBlockDataMode(old);
    }

    private static Object newBuiltin(int kind) {
        switch (kind) {
            case ObjectStreamClass.ARRAY_LIST: return new java.util.ArrayList<Object>();
            case ObjectStreamClass.HASH_MAP: return new java.util.HashMap<Object, Object>();
            case ObjectStreamClass.HASH_SET: return new java.util.HashSet<Object>();
            case ObjectStreamClass.LINKED_HASH_MAP: return new java.util.LinkedHashMap<Object, Object>();
            case ObjectStreamClass.LINKED_LIST: return new java.util.LinkedList<Object>();
            case ObjectStreamClass.TREE_MAP: return new java.util.TreeMap<Object, Object>();
            case ObjectStreamClass.TREE_SET: return new java.util.TreeSet<Object>();
            default: throw new InternalError();
        }
    }

    /** The JDK's readObject of the collections ObjectStreamClass describes itself. */
    @SuppressWarnings("unchecked")
    private void readBuiltin(Object obj, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        switch (desc.builtin) {
            case ObjectStreamClass.ARRAY_LIST: {
                in.readInt();
                setBlockDataMode(true);
                int size = readInt();
                java.util.List<Object> l = (java.util.List<Object>) obj;
                for (int i = 0; i < size; i++) {
                    l.add(readObject());
                }
                break;
            }
            case ObjectStreamClass.LINKED_LIST: {
                setBlockDataMode(true);
                int size = readInt();
                java.util.List<Object> l = (java.util.List<Object>) obj;
                for (int i = 0; i < size; i++) {
                    l.add(readObject());
                }
                break;
            }
            case ObjectStreamClass.HASH_MAP: {
                in.readFloat();
                in.readInt();
                setBlockDataMode(true);
                readInt();
                int size = readInt();
                java.util.Map<Object, Object> m = (java.util.Map<Object, Object>) obj;
                for (int i = 0; i < size; i++) {
                    Object k = readObject();
                    Object v = readObject();
                    m.put(k, v);
                }
                break;
            }
            case ObjectStreamClass.LINKED_HASH_MAP:
                in.readBoolean();
                return;
            case ObjectStreamClass.HASH_SET: {
                setBlockDataMode(true);
                readInt();
                readFloat();
                int size = readInt();
                java.util.Set<Object> s = (java.util.Set<Object>) obj;
                for (int i = 0; i < size; i++) {
                    s.add(readObject());
                }
                break;
            }
            default:
                throw new InternalError();
        }
        skipCustomData();
        setBlockDataMode(false);
    }

    /**
     * TreeMap/TreeSet (the comparator comes first) and HashMap/HashSet (made with the capacity
     * the JDK's readObject computes from the size, which decides their iteration order): the
     * collection is made after reading what sizes it.
     */
    @SuppressWarnings("unchecked")
    private Object readSized(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        int h = assign(null);
        Object obj;
        if (desc.builtin == ObjectStreamClass.HASH_MAP) {
            float loadFactor = in.readFloat();
            in.readInt();
            setBlockDataMode(true);
            readInt();
            int mappings = readInt();
            float lf = Math.min(Math.max(0.25f, loadFactor), 4.0f);
            float fc = (float) mappings / lf + 1.0f;
            int cap = (fc < 16) ? 16 : (fc >= (1 << 30)) ? (1 << 30) : (int) fc;
            java.util.HashMap<Object, Object> m = new java.util.HashMap<>(cap, loadFactor);
            handles.set(h, m);
            for (int i = 0; i < mappings; i++) {
                Object k = readObject();
                Object v = readObject();
                m.put(k, v);
            }
            obj = m;
        } else if (desc.builtin == ObjectStreamClass.HASH_SET) {
            setBlockDataMode(true);
            readInt();
            float loadFactor = readFloat();
            int size = readInt();
            int capacity = (int) Math.min(size * Math.min(1 / loadFactor, 4.0f), (float) (1 << 30));
            java.util.HashSet<Object> set = new java.util.HashSet<>(capacity, loadFactor);
            handles.set(h, set);
            for (int i = 0; i < size; i++) {
                set.add(readObject());
            }
            obj = set;
        } else if (desc.builtin == ObjectStreamClass.TREE_MAP) {
            Object comparator = readObject0(false);
            java.util.TreeMap<Object, Object> m = new java.util.TreeMap<>((java.util.Comparator<Object>) comparator);
            handles.set(h, m);
            setBlockDataMode(true);
            int size = readInt();
            for (int i = 0; i < size; i++) {
                Object k = readObject();
                Object v = readObject();
                m.put(k, v);
            }
            obj = m;
        } else {
            setBlockDataMode(true);
            Object comparator = readObject();
            java.util.TreeSet<Object> t = new java.util.TreeSet<>((java.util.Comparator<Object>) comparator);
            handles.set(h, t);
            int size = readInt();
            for (int i = 0; i < size; i++) {
                t.add(readObject());
            }
            obj = t;
        }
        skipCustomData();
        setBlockDataMode(false);
        return obj;
    }

    private static Object invoke(Method m, Object obj, Object... args) throws IOException, ClassNotFoundException {
        try {
            return m.invoke(obj, args);
        } catch (InvocationTargetException e) {
            Throwable t = e.getCause();
            if (t instanceof IOException) {
                throw (IOException) t;
            }
            if (t instanceof ClassNotFoundException) {
                throw (ClassNotFoundException) t;
            }
            if (t instanceof RuntimeException) {
                throw (RuntimeException) t;
            }
            if (t instanceof Error) {
                throw (Error) t;
            }
            throw new IOException(t);
        } catch (IllegalAccessException e) {
            throw new InternalError(e);
        }
    }
}
