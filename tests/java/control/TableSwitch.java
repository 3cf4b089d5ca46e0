// tableswitch: dense ranges including negative keys, fall-through, default, extreme low/high bounds.
public class TableSwitch {
    static String dense(int k) {
        switch (k) {
            case -3: return "minus three";
            case -2: return "minus two";
            case -1: return "minus one";
            case 0: return "zero";
            case 1: return "one";
            case 2: return "two";
            case 4: return "four";   // hole at 3 goes to default
            default: return "default";
        }
    }

    static int fallthrough(int k) {
        int r = 0;
        switch (k) {
            case 10: r += 1;
            case 11: r += 10;
            case 12: r += 100;
                break;
            case 13: r += 1000;
            case 14:
            case 15: r += 10000;
                break;
            default: r = -1;
        }
        return r;
    }

    static String nearMax(int k) {
        switch (k) {
            case Integer.MAX_VALUE - 2: return "max-2";
            case Integer.MAX_VALUE - 1: return "max-1";
            case Integer.MAX_VALUE: return "max";
            default: return "other";
        }
    }

    static String nearMin(int k) {
        switch (k) {
            case Integer.MIN_VALUE: return "min";
            case Integer.MIN_VALUE + 1: return "min+1";
            case Integer.MIN_VALUE + 2: return "min+2";
            default: return "other";
        }
    }

    static int charSwitch(char c) {
        switch (c) {
            case 'a': return 1;
            case 'b': return 2;
            case 'c': return 3;
            case 'd': return 4;
            case 'e': return 5;
            default: return 0;
        }
    }

    static int byteSwitch(byte b) {
        switch (b) {
            case -128: return 1;
            case -127: return 2;
            case -126: return 3;
            case -125: return 4;
            default: return 0;
        }
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int k = -5; k <= 6; k++) sb.append(k).append('=').append(dense(k)).append(", ");
        System.out.println(sb);
        for (int k = 9; k <= 16; k++) System.out.print(fallthrough(k) + " ");
        System.out.println();
        int[] highs = {Integer.MAX_VALUE, Integer.MAX_VALUE - 1, Integer.MAX_VALUE - 2, Integer.MAX_VALUE - 3, 0, -1, Integer.MIN_VALUE};
        for (int h : highs) System.out.print(nearMax(h) + " ");
        System.out.println();
        int[] lows = {Integer.MIN_VALUE, Integer.MIN_VALUE + 1, Integer.MIN_VALUE + 2, Integer.MIN_VALUE + 3, 0, Integer.MAX_VALUE};
        for (int l : lows) System.out.print(nearMin(l) + " ");
        System.out.println();
        for (char c = '`'; c <= 'f'; c++) System.out.print(charSwitch(c));
        System.out.println(" " + charSwitch('\uffff'));
        for (int b = -129; b <= -123; b++) System.out.print(byteSwitch((byte) b));
        System.out.println();
        long acc = 0;
        for (int i = -1000; i < 1000; i++) acc = acc * 3 + dense(i % 7).length() + fallthrough(i % 20);
        System.out.println("acc " + acc);
    }
}
