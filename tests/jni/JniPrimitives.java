// JNI: every primitive type as argument and result, static and instance natives, overloads
// (long JNI names), JNI escapes in names (_1 for '_', _00024 for '$' of a nested class).
public class JniPrimitives {
    static { System.loadLibrary("JniPrimitives"); }

    static native boolean not(boolean z);
    static native byte negByte(byte b);
    static native char nextChar(char c);
    static native short twiceShort(short s);
    static native int addInts(int a, int b);
    static native long mulLongs(long a, long b);
    static native float halfFloat(float f);
    static native double sqrtDouble(double d);
    static native double mixAll(boolean z, byte b, char c, short s, int i, long j, float f, double d);
    static native long manyLongs(long a, double b, long c, double d, long e, double f, long g, double h,
                                 long i, double j);
    static native void nothing();

    native int plusField(int x);
    private int base = 100;

    static native int over(int x);
    static native int over(long x);
    static native int over(String s, int[] a);

    static native int snake_case_name(int x);

    static class Nested {
        static native int inNested(int x);
    }

    public static void main(String[] args) {
        System.out.println(not(true) + " " + not(false));
        System.out.println(negByte((byte) 5) + " " + negByte(Byte.MIN_VALUE));
        System.out.println(nextChar('a') + " " + (int) nextChar('\uffff'));
        System.out.println(twiceShort((short) 20000) + " " + twiceShort((short) -3));
        System.out.println(addInts(Integer.MAX_VALUE, 1) + " " + addInts(-7, 3));
        System.out.println(mulLongs(1L << 40, 3) + " " + mulLongs(Long.MIN_VALUE, -1));
        System.out.println(halfFloat(3.0f) + " " + halfFloat(Float.MIN_VALUE));
        System.out.println(sqrtDouble(2.0) + " " + sqrtDouble(-1.0));
        System.out.println(mixAll(true, (byte) -1, 'A', (short) 7, 1000, 1L << 33, 0.25f, 1e-3));
        System.out.println(manyLongs(1, 0.5, 2, 0.25, 3, 0.125, 4, 0.0625, 5, 1.0));
        nothing();
        System.out.println(new JniPrimitives().plusField(23));
        System.out.println(over(1) + " " + over(1L) + " " + over("abc", new int[] {1, 2}));
        System.out.println(snake_case_name(4));
        System.out.println(Nested.inNested(6));
    }
}
