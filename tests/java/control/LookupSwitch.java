// lookupswitch: sparse keys, negative keys, extreme values, keys whose differences overflow int.
public class LookupSwitch {
    static String sparse(int k) {
        switch (k) {
            case -1000000: return "neg million";
            case -77: return "neg 77";
            case -1: return "neg one";
            case 0: return "zero";
            case 17: return "seventeen";
            case 1000: return "thousand";
            case 65536: return "2^16";
            case 123456789: return "big";
            default: return "default";
        }
    }

    static int extremes(int k) {
        switch (k) {
            case Integer.MIN_VALUE: return 1;
            case 0: return 2;
            case Integer.MAX_VALUE: return 3;
            default: return 4;
        }
    }

    static int noDefault(int k) {
        int r = 7;
        switch (k) {
            case 5: r = 50; break;
            case 500: r = 5000; break;
            case -5000: r = -5; break;
        }
        return r;
    }

    static int charSparse(char c) {
        switch (c) {
            case 'A': return 1;
            case 'z': return 2;
            case '\u00e9': return 3;
            case '\uffff': return 4;
            case 0: return 5;
            default: return 0;
        }
    }

    static String shortSwitch(short s) {
        switch (s) {
            case Short.MIN_VALUE: return "smin";
            case -300: return "m300";
            case 300: return "p300";
            case Short.MAX_VALUE: return "smax";
            default: return "?";
        }
    }

    public static void main(String[] args) {
        int[] keys = {-1000000, -999999, -77, -78, -1, 0, 1, 17, 18, 1000, 65536, 65535, 123456789, Integer.MIN_VALUE, Integer.MAX_VALUE};
        for (int k : keys) System.out.println(k + " -> " + sparse(k) + " " + extremes(k) + " " + noDefault(k));
        System.out.println(noDefault(5) + " " + noDefault(500) + " " + noDefault(-5000));
        char[] cs = {'A', 'B', 'z', '\u00e9', '\uffff', '\0', '\ufffe'};
        for (char c : cs) System.out.print(charSparse(c) + " ");
        System.out.println();
        short[] ss = {Short.MIN_VALUE, -300, 300, Short.MAX_VALUE, 0};
        for (short s : ss) System.out.print(shortSwitch(s) + " ");
        System.out.println();
        long acc = 0;
        for (int i = -70000; i < 70000; i += 13) acc += sparse(i).length() * (long) extremes(i) + noDefault(i);
        System.out.println("acc " + acc);
    }
}
