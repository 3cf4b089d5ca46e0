// java.nio buffers as programs use them: ByteBuffer's relative and absolute primitives in both byte
// orders, flip/clear/rewind/compact/mark/reset, slices and duplicates, views, read-only buffers,
// CharBuffer/IntBuffer/LongBuffer, equals/compareTo, and the exceptions at the limits.
import java.nio.*;
import java.util.Arrays;

public class Buffers {
    public static void main(String[] args) {
        ByteBuffer bb = ByteBuffer.allocate(32);
        System.out.println(bb + " order " + bb.order() + " hasArray " + bb.hasArray() + " direct " + bb.isDirect()
                + " readOnly " + bb.isReadOnly());
        bb.put((byte) 1).putShort((short) -2).putChar('A').putInt(0x12345678).putLong(0x0102030405060708L)
                .putFloat(1.5f).putDouble(Math.PI);
        System.out.println("after puts " + bb + " remaining " + bb.remaining());
        bb.flip();
        System.out.println("flipped " + bb);
        System.out.println(bb.get() + " " + bb.getShort() + " " + bb.getChar() + " " + Integer.toHexString(bb.getInt())
                + " " + Long.toHexString(bb.getLong()) + " " + bb.getFloat() + " " + bb.getDouble());
        System.out.println("absolute " + bb.get(0) + " " + Integer.toHexString(bb.getInt(5)) + " " + bb.getShort(1));
        System.out.println("bytes " + Arrays.toString(Arrays.copyOf(bb.array(), 12)));
        ByteBuffer le = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
        le.putInt(0x12345678).putShort((short) 0x0102);
        System.out.println("little endian " + Arrays.toString(le.array()) + " " + le.order() + " native " + ByteOrder.nativeOrder());
        le.order(ByteOrder.BIG_ENDIAN);
        System.out.println("read back big " + Integer.toHexString(le.getInt(0)));

        ByteBuffer w = ByteBuffer.wrap(new byte[] {10, 20, 30, 40, 50, 60}, 1, 4);
        System.out.println("wrap " + w + " get " + w.get() + " arrayOffset " + w.arrayOffset());
        ByteBuffer slice = w.slice();
        System.out.println("slice " + slice + " first " + slice.get(0) + " arrayOffset " + slice.arrayOffset());
        slice.put(0, (byte) 99);
        System.out.println("shared " + w.get(2));
        ByteBuffer dup = w.duplicate();
        dup.position(4);
        System.out.println("duplicate " + dup + " original " + w);
        w.mark();
        w.get();
        w.get();
        w.reset();
        System.out.println("after reset " + w.position());
        w.compact();
        System.out.println("compact " + w + " " + Arrays.toString(w.array()));
        w.clear();
        System.out.println("clear " + w);
        w.position(3).limit(5);
        w.rewind();
        System.out.println("rewind " + w);
        try {
            w.reset();
        } catch (InvalidMarkException e) {
            System.out.println("reset: " + e);
        }

        ByteBuffer small = ByteBuffer.allocate(3);
        try {
            small.putInt(1);
        } catch (BufferOverflowException e) {
            System.out.println("overflow " + e + " position " + small.position());
        }
        small.put((byte) 1).flip();
        try {
            small.getShort();
        } catch (BufferUnderflowException e) {
            System.out.println("underflow " + e);
        }
        try {
            small.get(5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e);
        }
        try {
            small.position(4);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            small.limit(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            small.limit(9);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            ByteBuffer.allocate(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            ByteBuffer.wrap(new byte[4], 3, 2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("wrap bounds " + e.getClass().getName());
        }

        ByteBuffer ro = ByteBuffer.allocate(4).asReadOnlyBuffer();
        System.out.println("read-only " + ro.isReadOnly() + " hasArray " + ro.hasArray());
        try {
            ro.put((byte) 1);
        } catch (ReadOnlyBufferException e) {
            System.out.println("put on read-only: " + e);
        }
        try {
            ro.array();
        } catch (ReadOnlyBufferException e) {
            System.out.println("array of read-only: " + e);
        }

        ByteBuffer data = ByteBuffer.allocate(16);
        IntBuffer ints = data.asIntBuffer();
        ints.put(1).put(-1).put(0x7fffffff);
        System.out.println("view " + ints.position() + "/" + ints.limit() + " bytes " + Arrays.toString(data.array()));
        data.order(ByteOrder.LITTLE_ENDIAN);
        IntBuffer leInts = data.asIntBuffer();
        System.out.println("le view " + leInts.get(0) + " order " + leInts.order() + " " + ints.order());
        LongBuffer longs = ByteBuffer.wrap(new byte[] {0, 0, 0, 0, 0, 0, 1, 0}).asLongBuffer();
        System.out.println("long view " + longs.get() + " remaining " + longs.remaining());
        CharBuffer charView = ByteBuffer.wrap("\u0000H\u0000i".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1)).asCharBuffer();
        System.out.println("char view " + charView + " length " + charView.length());
        System.out.println("double view " + ByteBuffer.allocate(16).putDouble(8, 2.5).asDoubleBuffer().get(1));
        System.out.println("short view " + ByteBuffer.wrap(new byte[] {1, 2, 3, 4}).asShortBuffer().get(1));
        System.out.println("float view " + ByteBuffer.allocate(4).putFloat(0, -1f).asFloatBuffer().get(0));

        IntBuffer ib = IntBuffer.allocate(5);
        ib.put(new int[] {5, 4, 3});
        ib.flip();
        int[] out = new int[2];
        ib.get(out);
        System.out.println("IntBuffer " + ib + " " + Arrays.toString(out) + " next " + ib.get());
        IntBuffer wrapped = IntBuffer.wrap(new int[] {1, 2, 3});
        IntBuffer other = IntBuffer.wrap(new int[] {1, 2, 4});
        System.out.println("equals " + wrapped.equals(IntBuffer.wrap(new int[] {1, 2, 3})) + " " + wrapped.equals(other)
                + " compareTo " + wrapped.compareTo(other) + " " + other.compareTo(wrapped)
                + " hash " + (wrapped.hashCode() == IntBuffer.wrap(new int[] {1, 2, 3}).hashCode()) + " mismatch " + wrapped.mismatch(other));
        LongBuffer lb = LongBuffer.allocate(2).put(7L).put(8L);
        lb.flip();
        System.out.println("LongBuffer " + lb.get(1) + " " + lb);

        CharBuffer cb = CharBuffer.allocate(10);
        cb.put("hello").append('!').append("xy", 0, 1);
        cb.flip();
        System.out.println("CharBuffer [" + cb + "] length " + cb.length() + " charAt " + cb.charAt(1)
                + " sub [" + cb.subSequence(1, 3) + "]");
        CharBuffer cw = CharBuffer.wrap("read only text");
        System.out.println("wrap CharSequence " + cw.isReadOnly() + " [" + cw + "] " + cw.get(5));
        try {
            cw.put('x');
        } catch (ReadOnlyBufferException e) {
            System.out.println("put on wrapped string: " + e);
        }
        System.out.println("ByteBuffer equals " + ByteBuffer.wrap(new byte[] {1, 2}).equals(ByteBuffer.wrap(new byte[] {0, 1, 2}, 1, 2))
                + " compareTo " + ByteBuffer.wrap(new byte[] {1, -1}).compareTo(ByteBuffer.wrap(new byte[] {1, 1})));
        ByteBuffer direct = ByteBuffer.allocateDirect(8);
        direct.putLong(0, 42L);
        System.out.println("direct " + direct.isDirect() + " hasArray " + direct.hasArray() + " get " + direct.getLong(0));
        ByteBuffer src = ByteBuffer.wrap(new byte[] {7, 8, 9});
        ByteBuffer dst = ByteBuffer.allocate(5);
        dst.put(src);
        System.out.println("put(ByteBuffer) " + dst + " src " + src + " " + Arrays.toString(dst.array()));
        try {
            dst.put(dst);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
