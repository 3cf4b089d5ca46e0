// JNI references: many local references in one call (with and without DeleteLocalRef),
// PushLocalFrame/PopLocalFrame keeping one result, NewLocalRef, global references kept by C
// between calls, IsSameObject, GetObjectRefType.
public class JniRefs {
    static { System.loadLibrary("JniRefs"); }

    static native int manyLocals(int n, boolean delete);
    static native String framed(int n);
    static native void keep(Object o);
    static native Object kept();
    static native void release();
    static native String sameness(Object a, Object b);

    public static void main(String[] args) {
        System.out.println(manyLocals(50000, true));
        System.out.println(manyLocals(2000, false));
        System.out.println(framed(100));
        StringBuilder sb = new StringBuilder("kept");
        keep(sb);
        sb = null;
        for (int i = 0; i < 1000; i++) {
            new StringBuilder().append(i);
        }
        System.out.println(kept());
        ((StringBuilder) kept()).append(" and appended");
        System.out.println(kept());
        release();
        System.out.println(kept());
        String s = "x";
        System.out.println(sameness(s, s) + " " + sameness(s, new String("x")) + " " + sameness(null, null));
    }
}
