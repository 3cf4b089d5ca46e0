// JNI strings: NewStringUTF, GetStringUTFChars/Length (modified UTF-8), GetStringLength,
// GetStringChars, NewString, GetStringRegion/GetStringUTFRegion, and a region out of bounds.
public class JniStrings {
    static { System.loadLibrary("JniStrings"); }

    static native String echo(String s);
    static native int utfLength(String s);
    static native int length(String s);
    static native String reverse(String s);
    static native String fromChars();
    static native String region(String s, int start, int len);
    static native String utfBytes(String s);
    static native String nullString();

    public static void main(String[] args) {
        String[] samples = {"", "hello", "caf\u00e9", "\u20ac100", "nul\u0000char", "smile \ud83d\ude00"};
        for (String s : samples) {
            System.out.println(length(s) + " " + utfLength(s) + " " + echo(s).equals(s) + " "
                    + reverse(s).length() + " [" + utfBytes(s) + "]");
        }
        System.out.println(reverse("stressed"));
        System.out.println(fromChars());
        System.out.println(region("abcdefgh", 2, 3));
        System.out.println(nullString() == null);
        try {
            region("abc", 2, 5);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("caught " + e.getClass().getName());
        }
    }
}
