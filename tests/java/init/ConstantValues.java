// ConstantValue attributes: static final constants of every type, inlining, and no <clinit> side effects.
public class ConstantValues {
    static class K {
        static final int I = -123456;
        static final int SMALL = -1;
        static final long L = 0x7fffffffffffffffL;
        static final long LNEG = -9000000000L;
        static final float F = 3.5f;
        static final float FNAN = Float.NaN;
        static final double D = -0.0;
        static final double DINF = Double.NEGATIVE_INFINITY;
        static final char C = 'Z';
        static final byte B = (byte) 200;
        static final short S = (short) -40000;
        static final boolean Z = true;
        static final String STR = "constant" + 1 + 'c' + 2.5 + true;
        static final String EMPTY = "";
        static int counter = 5;
        static final int NOT_CONST = counter * 2;
        static { System.out.println("K.<clinit> runs"); }
    }

    final int instConst = 77;
    final String instStr = "inst";
    static final int LOCAL = K.I + 1;

    public static void main(String[] args) {
        System.out.println("I=" + K.I + " SMALL=" + K.SMALL);
        System.out.println("L=" + K.L + " LNEG=" + K.LNEG);
        System.out.println("F=" + K.F + " FNAN=" + K.FNAN);
        System.out.println("D=" + K.D + " DINF=" + K.DINF);
        System.out.println("C=" + K.C + " B=" + K.B + " S=" + K.S + " Z=" + K.Z);
        System.out.println("STR=" + K.STR + " EMPTY=[" + K.EMPTY + "]");
        System.out.println("LOCAL=" + LOCAL);
        System.out.println("before non-constant access");
        System.out.println("NOT_CONST=" + K.NOT_CONST);
        ConstantValues cv = new ConstantValues();
        System.out.println("instConst=" + cv.instConst + " instStr=" + cv.instStr);
        System.out.println(K.STR == "constant1c2.5true");
        long sum = K.L + K.LNEG + K.I + K.B + K.S + K.C;
        System.out.println("sum=" + sum);
        System.out.println(Integer.MAX_VALUE + " " + Long.MIN_VALUE + " " + (int) Character.MAX_VALUE);
        System.out.println(Float.MIN_VALUE + " " + Double.MAX_VALUE + " " + Short.MIN_VALUE + " " + Byte.MAX_VALUE);
    }
}
