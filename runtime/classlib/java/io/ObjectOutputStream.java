// java.io.ObjectOutputStream: writes objects in the Java serialization stream format (protocol
// version 2, as JDK 17): class descriptors, back references, block data, writeObject hooks.
package java.io;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Iterator;
import java.util.Map;

/**
 * The JDK's writer: primitives written directly go into TC_BLOCKDATA records of up to 1024
 * bytes; objects are TC_OBJECT with their descriptor chain (superclasses first in the data),
 * strings TC_STRING/TC_LONGSTRING, arrays TC_ARRAY, enums TC_ENUM, and anything written twice a
 * TC_REFERENCE to its handle. NotSerializableException(class name) for other objects.
 * Not thread-safe.
 */
public class ObjectOutputStream extends OutputStream implements ObjectOutput, ObjectStreamConstants {
    private final DataOutputStream out;
    private final byte[] block = new byte[1024];
    private int blockLen;
    private boolean blockMode;
    /** Written objects by identity (wire handles). */
    private final java.util.HashMap<IdentityKey, Integer> handles = new java.util.HashMap<>();

    /** A key comparing its object by identity. */
    private static final class IdentityKey {
        final Object o;

        IdentityKey(Object o) {
            this.o = o;
        }

        public int hashCode() {
            return System.identityHashCode(o);
        }

        public boolean equals(Object other) {
            return other instanceof IdentityKey && ((IdentityKey) other).o == o;
        }
    }
    private int nextHandle = baseWireHandle;
    private int depth;
    /** The object and descriptor whose writeObject hook runs (for defaultWriteObject). */
    private Object curObj;
    private ObjectStreamClass curDesc;
    private final DataOutputStream blockData;

    public ObjectOutputStream(OutputStream out) throws IOException {
        this.out = new DataOutputStream(out);
        this.blockData = new DataOutputStream(new OutputStream() {
            public void write(int b) throws IOException {
                writeBlockByte(b);
            }

            public void write(byte[] b, int off, int len) throws IOException {
                for (int i = 0; i < len; i++) {
                    writeBlockByte(b[off + i]);
                }
            }
        });
        writeStreamHeader();
        setBlockDataMode(true);
    }

    protected ObjectOutputStream() throws IOException {
        throw new UnsupportedOperationException("subclassing ObjectOutputStream without a stream");
    }

    protected void writeStreamHeader() throws IOException {
        out.writeShort(STREAM_MAGIC);
        out.writeShort(STREAM_VERSION);
    }

    public void useProtocolVersion(int version) throws IOException {
        if (version != PROTOCOL_VERSION_1 && version != PROTOCOL_VERSION_2) {
            throw new IllegalArgumentException("unknown version: " + version);
        }
    }

    // ---- block data -------------------------------------------------------------------------

    private void writeBlockByte(int b) throws IOException {
        if (!blockMode) {
            out.write(b);
            return;
        }
        if (blockLen == block.length) {
            drain();
        }
        block[blockLen++] = (byte) b;
    }

    private void drain() throws IOException {
        if (blockLen == 0) {
            return;
        }
        if (blockLen <= 0xFF) {
            out.writeByte(TC_BLOCKDATA);
            out.writeByte(blockLen);
        } else {
            out.writeByte(TC_BLOCKDATALONG);
            out.writeInt(blockLen);
        }
        out.write(block, 0, blockLen);
        blockLen = 0;
    }

    private boolean setBlockDataMode(boolean mode) throws IOException {
        boolean old = blockMode;
        if (old == mode) {
            return old;
        }
        drain();
        blockMode = mode;
        return old;
    }

    // ---- primitives (block data when outside the object graph's own fields) ---------------------

    public void write(int val) throws IOException {
        blockData.write(val);
    }

    public void write(byte[] buf) throws IOException {
        write(buf, 0, buf.length);
    }

    public void write(byte[] buf, int off, int len) throws IOException {
        if (buf == null) {
            throw new NullPointerException();
        }
        OutputStream.checkFromIndexSize(off, len, buf.length);
        blockData.write(buf, off, len);
    }

    public void writeBoolean(boolean val) throws IOException {
        blockData.writeBoolean(val);
    }

    public void writeByte(int val) throws IOException {
        blockData.writeByte(val);
    }

    public void writeShort(int val) throws IOException {
        blockData.writeShort(val);
    }

    public void writeChar(int val) throws IOException {
        blockData.writeChar(val);
    }

    public void writeInt(int val) throws IOException {
        blockData.writeInt(val);
    }

    public void writeLong(long val) throws IOException {
        blockData.writeLong(val);
    }

    public void writeFloat(float val) throws IOException {
        blockData.writeFloat(val);
    }

    public void writeDouble(double val) throws IOException {
        blockData.writeDouble(val);
    }

    public void writeBytes(String str) throws IOException {
        blockData.writeBytes(str);
    }

    public void writeChars(String str) throws IOException {
        blockData.writeChars(str);
    }

    public void writeUTF(String str) throws IOException {
        blockData.writeUTF(str);
    }

    public void flush() throws IOException {
        drain();
        out.flush();
    }

    public void close() throws IOException {
        flush();
        out.close();
    }

    public void reset() throws IOException {
        if (depth != 0) {
            throw new IOException("stream active");
        }
        boolean old = setBlockDataMode(false);
        out.writeByte(TC_RESET);
        handles.clear();
        nextHandle = baseWireHandle;
        setBlockDataMode(old);
    }

    // ---- objects ------------------------------------------------------------------------------

    public final void writeObject(Object obj) throws IOException {
        writeObjectOverride0(obj, false);
    }

    public void writeUnshared(Object obj) throws IOException {
        writeObjectOverride0(obj, true);
    }

    private void writeObjectOverride0(Object obj, boolean unshared) throws IOException {
        boolean old = setBlockDataMode(false);
        depth++;
        try {
            writeObject0(obj, unshared);
        } finally {
            depth--;
            setBlockDataMode(old);
        }
    }

    protected void writeObjectOverride(Object obj) throws IOException {
    }

    private int assign(Object o, boolean unshared) {
        int h = nextHandle++;
        if (!unshared) {
            handles.put(new IdentityKey(o), h);
        }
        return h;
    }

    private void writeObject0(Object obj, boolean unshared) throws IOException {
        if (obj == null) {
            out.writeByte(TC_NULL);
            return;
        }
        Integer h = unshared ? null : handles.get(new IdentityKey(obj));
        if (h != null) {
            out.writeByte(TC_REFERENCE);
            out.writeInt(h);
            return;
        }
        if (obj instanceof Class) {
            out.writeByte(TC_CLASS);
            writeClassDesc(ObjectStreamClass.lookupAny((Class<?>) obj));
            assign(obj, unshared);
            return;
        }
        if (obj instanceof ObjectStreamClass) {
            writeClassDesc((ObjectStreamClass) obj);
            return;
        }
        ObjectStreamClass desc = ObjectStreamClass.lookupAny(obj.getClass());
        if (desc.writeReplaceMethod != null && desc.builtin == 0) {
            Object rep = invoke(desc.writeReplaceMethod, obj);
            if (rep != obj) {
                obj = rep;
                if (obj == null) {
                    out.writeByte(TC_NULL);
                    return;
                }
                h = unshared ? null : handles.get(new IdentityKey(obj));
                if (h != null) {
                    out.writeByte(TC_REFERENCE);
                    out.writeInt(h);
                    return;
                }
                desc = ObjectStreamClass.lookupAny(obj.getClass());
            }
        }
        if (obj instanceof String) {
            writeString((String) obj, unshared);
        } else if (desc.isArray) {
            writeArray(obj, desc, unshared);
        } else if (obj instanceof Enum) {
            out.writeByte(TC_ENUM);
            ObjectStreamClass ed = ObjectStreamClass.lookupAny(((Enum<?>) obj).getDeclaringClass());
            writeClassDesc(ed);
            assign(obj, unshared);
            writeString(((Enum<?>) obj).name(), false);
        } else if (desc.serializable || desc.builtin != 0) {
            writeOrdinaryObject(obj, desc, unshared);
        } else {
            throw new NotSerializableException(obj.getClass().getName());
        }
    }

    private void writeString(String s, boolean unshared) throws IOException {
        assign(s, unshared);
        byte[] utf = modifiedUtf8(s);
        if (utf.length <= 0xFFFF) {
            out.writeByte(TC_STRING);
            out.writeShort(utf.length);
        } else {
            out.writeByte(TC_LONGSTRING);
            out.writeLong(utf.length);
        }
        out.write(utf);
    }

    static byte[] modifiedUtf8(String s) {
        ByteArrayOutputStream b = new ByteArrayOutputStream(s.length());
        for (int i = 0; i < s.length(); i++) {
            int c = s.charAt(i);
            if (c >= 0x0001 && c <= 0x007F) {
                b.write(c);
            } else if (c > 0x07FF) {
                b.write(0xE0 | ((c >> 12) & 0x0F));
                b.write(0x80 | ((c >> 6) & 0x3F));
                b.write(0x80 | (c & 0x3F));
            } else {
                b.write(0xC0 | ((c >> 6) & 0x1F));
                b.write(0x80 | (c & 0x3F));
            }
        }
        return b.toByteArray();
    }

    private void writeClassDesc(ObjectStreamClass desc) throws IOException {
        if (desc == null) {
            out.writeByte(TC_NULL);
            return;
        }
        Integer h = handles.get(new IdentityKey(desc));
        if (h != null) {
            out.writeByte(TC_REFERENCE);
            out.writeInt(h);
            return;
        }
        out.writeByte(TC_CLASSDESC);
        assign(desc, false);
        out.writeUTF(desc.name);
        out.writeLong(desc.suid);
        out.writeByte(desc.flags);
        out.writeShort(desc.fieldNames.length);
        for (int i = 0; i < desc.fieldNames.length; i++) {
            out.writeByte(desc.typeCodes[i]);
            out.writeUTF(desc.fieldNames[i]);
            if (desc.typeSigs[i] != null) {
                writeObject0(desc.typeSigs[i], false);
            }
        }
        out.writeByte(TC_ENDBLOCKDATA);
        writeClassDesc(desc.superDesc);
    }

    private void writeArray(Object array, ObjectStreamClass desc, boolean unshared) throws IOException {
        out.writeByte(TC_ARRAY);
        writeClassDesc(desc);
        assign(array, unshared);
        Class<?> ccl = array.getClass().getComponentType();
        if (ccl == Integer.TYPE) {
            int[] a = (int[]) array;
            out.writeInt(a.length);
            for (int v : a) {
                out.writeInt(v);
            }
        } else if (ccl == Byte.TYPE) {
            byte[] a = (byte[]) array;
            out.writeInt(a.length);
            out.write(a, 0, a.length);
        } else if (ccl == Long.TYPE) {
            long[] a = (long[]) array;
            out.writeInt(a.length);
            for (long v : a) {
                out.writeLong(v);
            }
        } else if (ccl == Float.TYPE) {
            float[] a = (float[]) array;
            out.writeInt(a.length);
            for (float v : a) {
                out.writeFloat(v);
            }
        } else if (ccl == Double.TYPE) {
            double[] a = (double[]) array;
            out.writeInt(a.length);
            for (double v : a) {
                out.writeDouble(v);
            }
        } else if (ccl == Short.TYPE) {
            short[] a = (short[]) array;
            out.writeInt(a.length);
            for (short v : a) {
                out.writeShort(v);
            }
        } else if (ccl == Character.TYPE) {
            char[] a = (char[]) array;
            out.writeInt(a.length);
            for (char v : a) {
                out.writeChar(v);
            }
        } else if (ccl == Boolean.TYPE) {
            boolean[] a = (boolean[]) array;
            out.writeInt(a.length);
            for (boolean v : a) {
                out.writeBoolean(v);
            }
        } else {
            Object[] a = (Object[]) array;
            out.writeInt(a.length);
            for (Object v : a) {
                writeObject0(v, false);
            }
        }
    }

    private void writeOrdinaryObject(Object obj, ObjectStreamClass desc, boolean unshared) throws IOException {
        out.writeByte(TC_OBJECT);
        writeClassDesc(desc);
        assign(obj, unshared);
        if (desc.externalizable) {
            Object oldObj = curObj;
            ObjectStreamClass oldDesc = curDesc;
            curObj = obj;
            curDesc = desc;
            setBlockDataMode(true);
            try {
                ((Externalizable) obj).writeExternal(this);
            } finally {
                setBlockDataMode(false);
                curObj = oldObj;
                curDesc = oldDesc;
            }
            out.writeByte(TC_ENDBLOCKDATA);
            return;
        }
        writeSerialData(obj, desc);
    }

    private void writeSerialData(Object obj, ObjectStreamClass desc) throws IOException {
        if (desc.superDesc != null) {
            writeSerialData(obj, desc.superDesc);
        }
        if (desc.builtin != 0) {
            writeBuiltin(obj, desc);
            return;
        }
        if (desc.writeObjectMethod != null) {
            Object oldObj = curObj;
            ObjectStreamClass oldDesc = curDesc;
            curObj = obj;
            curDesc = desc;
            setBlockDataMode(true);
            try {
                invoke(desc.writeObjectMethod, obj, this);
            } finally {
                setBlockDataMode(false);
                curObj = oldObj;
                curDesc = oldDesc;
            }
            out.writeByte(TC_ENDBLOCKDATA);
        } else {
            defaultWriteFields(obj, desc);
        }
    }

    private void defaultWriteFields(Object obj, ObjectStreamClass desc) throws IOException {
        try {
            for (int i = 0; i < desc.fieldNames.length; i++) {
                Field f = desc.localFields[i];
                switch (desc.typeCodes[i]) {
                    case 'Z': out.writeBoolean(f.getBoolean(obj)); break;
                    case 'B': out.writeByte(f.getByte(obj)); break;
                    case 'C': out.writeChar(f.getChar(obj)); break;
                    case 'S': out.writeShort(f.getShort(obj)); break;
                    case 'I': out.writeInt(f.getInt(obj)); break;
                    case 'J': out.writeLong(f.getLong(obj)); break;
                    case 'F': out.writeFloat(f.getFloat(obj)); break;
                    case 'D': out.writeDouble(f.getDouble(obj)); break;
                    default: break;
                }
            }
            for (int i = 0; i < desc.fieldNames.length; i++) {
                char t = desc.typeCodes[i];
                if (t == 'L' || t == '[') {
                    writeObject0(desc.localFields[i].get(obj), false);
                }
            }
        } catch (IllegalAccessException e) {
            throw new InternalError(e);
        }
    }

    /** Called from a writeObject hook: the fields of the current class, as without the hook. */
    public void defaultWriteObject() throws IOException {
        if (curObj == null) {
            throw new NotActiveException("not in call to writeObject");
        }
        setBlockDataMode(false);
        defaultWriteFields(curObj, curDesc);
        setBlockDataMode(true);
    }

    /** The JDK's writeObject of the collections whose jvmlab fields differ from the JDK's. */
    private void writeBuiltin(Object obj, ObjectStreamClass desc) throws IOException {
        switch (desc.builtin) {
            case ObjectStreamClass.ARRAY_LIST: {
                java.util.List<?> l = (java.util.List<?>) obj;
                out.writeInt(l.size());
                setBlockDataMode(true);
                writeInt(l.size());
                for (Object e : l) {
                    writeObject(e);
                }
                break;
            }
            case ObjectStreamClass.LINKED_LIST: {
                java.util.List<?> l = (java.util.List<?>) obj;
                setBlockDataMode(true);
                writeInt(l.size());
                for (Object e : l) {
                    writeObject(e);
                }
                break;
            }
            case ObjectStreamClass.HASH_MAP: {
                Map<?, ?> m = (Map<?, ?>) obj;
                int cap = capacity(m.size());
                out.writeFloat(0.75f);
                out.writeInt(m.isEmpty() ? 0 : (int) (cap * 0.75f));
                setBlockDataMode(true);
                writeInt(cap);
                writeInt(m.size());
                for (Map.Entry<?, ?> e : m.entrySet()) {
                    writeObject(e.getKey());
                    writeObject(e.getValue());
                }
                break;
            }
            case ObjectStreamClass.LINKED_HASH_MAP:
                out.writeBoolean(false);
                return;
            case ObjectStreamClass.HASH_SET: {
                java.util.Set<?> s = (java.util.Set<?>) obj;
                setBlockDataMode(true);
                writeInt(capacity(s.size()));
                writeFloat(0.75f);
                writeInt(s.size());
                for (Object e : s) {
                    writeObject(e);
                }
                break;
            }
            case ObjectStreamClass.TREE_MAP: {
                java.util.TreeMap<?, ?> m = (java.util.TreeMap<?, ?>) obj;
                writeObject0(m.comparator(), false);
                setBlockDataMode(true);
                writeInt(m.size());
                for (Map.Entry<?, ?> e : m.entrySet()) {
                    writeObject(e.getKey());
                    writeObject(e.getValue());
                }
                break;
            }
            case ObjectStreamClass.TREE_SET: {
                java.util.TreeSet<?> s = (java.util.TreeSet<?>) obj;
                setBlockDataMode(true);
                writeObject(s.comparator());
                writeInt(s.size());
                for (Object e : s) {
                    writeObject(e);
                }
                break;
            }
            default:
                throw new InternalError();
        }
        setBlockDataMode(false);
        out.writeByte(TC_ENDBLOCKDATA);
    }

    /** HashMap's table length for n mappings grown from 16, as the JDK's resize would leave it. */
    private static int capacity(int n) {
        int cap = 16;
        while (n > cap * 0.75f) {
            cap *= 2;
        }
        return cap;
    }

    private static Object invoke(Method m, Object obj, Object... args) throws IOException {
        try {
            return m.invoke(obj, args);
        } catch (InvocationTargetException e) {
            Throwable t = e.getCause();
            if (t instanceof IOException) {
                throw (IOException) t;
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

    /** PutField is not supported by jvmlab: UnsupportedOperationException. */
    public void writeFields() throws IOException {
        throw new UnsupportedOperationException("ObjectOutputStream.PutField is not supported by jvmlab");
    }
}
