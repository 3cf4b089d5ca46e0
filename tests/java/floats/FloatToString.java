// Float.toString exactly as JDK 17 prints it, including values whose JDK 17 digits are not the shortest.
public class FloatToString {
    public static void main(String[] args) {
        float[] fs = {
            0.0f, -0.0f, 1.0f, 0.1f, 0.2f, 0.3f, 0.1f + 0.2f, 1.0f / 3, 2.0f / 3, 1e6f, 1e7f, 9999999f, 1.0000001e7f,
            1e-3f, 9.99e-4f, 1e-4f, 1.0E-5f, 3.4028235e38f, 1.4e-45f, 1.17549435E-38f, 1e10f, 1.234567e10f,
            2.0E-3f, 33554432f, 16777217f, 100.5f, 3.14159265f, 2.7182817f, 1.1f, 2.2f, 3.3f, 4.4f, 5.5f, 6.6f,
            7.7f, 8.8f, 9.9f, 0.001f, 0.01f, 1.0E-10f, 2.5e-8f, 4.2E-44f, 1.0E30f, 8.5070587E37f, 123456.79f,
            Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 1.0E-44f, 9.8E-45f, 7.038531E-26f
        };
        for (float f : fs) {
            System.out.println(f + " | " + Float.toString(-f) + " | " + (f * 3) + " | " + (double) f);
        }
        float v = 1.0f;
        for (int i = 0; i < 39; i++) {
            System.out.println("pow10 " + v + " " + (1 / v) + " " + (v / 3) + " " + (v * 0.7f));
            v *= 10;
        }
        for (long bits = 1; bits < 0x7f800000L; bits += 0x00F0F0F1L) {
            float f = Float.intBitsToFloat((int) bits);
            System.out.print(f + " ");
        }
        System.out.println();
        StringBuilder sb = new StringBuilder();
        sb.append(1.5f).append(' ').append(-0.0f).append(' ').append(1e20f);
        System.out.println(sb + " " + String.valueOf(0.3f) + " " + Float.valueOf(6.0e-8f));
    }
}
