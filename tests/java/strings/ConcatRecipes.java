// String concatenation via invokedynamic recipes: constants, chars as characters, null, booleans, floats, recipe tag chars.
public class ConcatRecipes {
    static final String CONST = "K";
    static final int ICONST = 12;

    static class Named {
        final String n;
        Named(String n) { this.n = n; }
        @Override public String toString() { return "Named(" + n + ")"; }
    }

    static class NullToString {
        @Override public String toString() { return null; }
    }

    public static void main(String[] args) {
        char c = 'x';
        char cmax = '\u007e';
        byte b = -7;
        short s = 300;
        int i = -42;
        long l = 1L << 40;
        float f = 1.5f;
        double d = -0.0;
        boolean t = true, fa = false;
        String str = "str";
        String nul = null;
        Object onull = null;
        Object named = new Named("n1");
        Integer boxed = 128;
        Character boxedChar = 'Q';
        char[] chars = {'h', 'i'};

        System.out.println("c=" + c + " cmax=" + cmax + " b=" + b + " s=" + s + " i=" + i + " l=" + l);
        System.out.println("f=" + f + " d=" + d + " t=" + t + " fa=" + fa);
        System.out.println("str=" + str + " nul=" + nul + " onull=" + onull + " named=" + named);
        System.out.println("boxed=" + boxed + " boxedChar=" + boxedChar + " chars=" + String.valueOf(chars));
        System.out.println(c + c + "|" + (c + c) + "|" + c + 1 + "|" + (c + 1) + "|" + (char) (c + 1));
        System.out.println(1 + 2 + "3" + 4 + 5);
        System.out.println(CONST + ICONST + CONST + c + ICONST);
        System.out.println("" + nul + nul);
        System.out.println(nul + "" + onull);
        String tags = "tag\u0001one\u0002two" + i + "\u0001" + c + "\u0002";
        System.out.println(tags.length() + " " + (int) tags.charAt(3) + " " + (int) tags.charAt(7) + " " + tags.substring(tags.length() - 5).replace('\u0001', '1').replace('\u0002', '2'));
        String acc = "";
        for (int k = 0; k < 5; k++) acc += k + ",";
        acc += 'c';
        acc += 2.5f;
        acc += nul;
        acc += t;
        System.out.println(acc);
        System.out.println("float edge " + 1e10f + " " + 1e-5 + " " + Float.NaN + " " + Double.NEGATIVE_INFINITY + " " + 100.0 + " " + 1e7);
        System.out.println("long edge " + Long.MIN_VALUE + " " + Integer.MIN_VALUE + " " + (short) -1 + " " + (byte) 128);
        System.out.println("nested " + ("(" + ("[" + c + "]") + ")") + " " + new Named("a" + 1 + 'b'));
        Object nts = new NullToString();
        System.out.println("null toString: " + nts);
        StringBuilder sb = new StringBuilder("sb");
        System.out.println("builder " + sb + " " + sb.append("!") + " " + sb);
        int counter = 0;
        String order = "o" + (counter++) + (counter++) + (++counter) + counter;
        System.out.println("order " + order);
        System.out.println("unicode escapes len " + ("\u00e9\u4e2d\ud83d\ude00" + c).length());
        System.out.println(str + str.length() + str.charAt(0) + (str == null) + str.isEmpty());
        String lit = "lit";
        System.out.println(("li" + "t") == lit);
        System.out.println((lit + "") == lit);
    }
}
