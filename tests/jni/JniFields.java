// JNI fields: Get/Set<Type>Field and Get/SetStatic<Type>Field for every type, inherited fields,
// object fields, and NoSuchFieldError for a missing field.
public class JniFields {
    static { System.loadLibrary("JniFields"); }

    static class Base {
        int inherited = 1;
    }

    static class Data extends Base {
        boolean z;
        byte b;
        char c;
        short s;
        int i;
        long j;
        float f;
        double d;
        String str = "initial";
        Data next;
    }

    static boolean sz;
    static byte sb;
    static char sc;
    static short ss;
    static int si = 5;
    static long sj;
    static float sf;
    static double sd;
    static String sstr;

    static native void fill(Data d);
    static native String read(Data d);
    static native void fillStatics();
    static native String missing(Object o);

    public static void main(String[] args) {
        Data d = new Data();
        fill(d);
        System.out.println(d.z + " " + d.b + " " + d.c + " " + d.s + " " + d.i + " " + d.j + " " + d.f + " "
                + d.d + " " + d.str + " " + d.inherited + " " + (d.next != null ? d.next.str : "null"));
        System.out.println(read(d));
        fillStatics();
        System.out.println(sz + " " + sb + " " + sc + " " + ss + " " + si + " " + sj + " " + sf + " " + sd + " " + sstr);
        System.out.println(missing(d));
    }
}
