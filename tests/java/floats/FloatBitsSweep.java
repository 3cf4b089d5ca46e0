// Double/Float.toString over many pseudo-random bit patterns (a fixed LCG, no library RNG) to pin down digit generation.
public class FloatBitsSweep {
    public static void main(String[] args) {
        long state = 0x123456789abcdefL;
        long hash = 0;
        for (int i = 0; i < 400; i++) {
            state = state * 6364136223846793005L + 1442695040888963407L;
            double d = Double.longBitsToDouble(state);
            String s = Double.toString(d);
            if (i < 150) System.out.println(s);
            hash = hash * 31 + s.hashCode();
        }
        System.out.println("double hash " + hash);
        hash = 0;
        for (int i = 0; i < 400; i++) {
            state = state * 6364136223846793005L + 1442695040888963407L;
            float f = Float.intBitsToFloat((int) (state >>> 32));
            String s = Float.toString(f);
            if (i < 150) System.out.println(s);
            hash = hash * 31 + s.hashCode();
        }
        System.out.println("float hash " + hash);
        hash = 0;
        for (int i = 0; i < 300; i++) {
            state = state * 6364136223846793005L + 1442695040888963407L;
            // values with few significant digits and moderate exponents (common in real programs)
            double d = (double) ((state >>> 40) % 100000) / 1000.0;
            float f = (float) d;
            String s = d + "/" + f;
            if (i < 60) System.out.println(s);
            hash = hash * 31 + s.hashCode();
        }
        System.out.println("decimal hash " + hash);
    }
}
