// A library class the JAR tests load from the same JAR, from a Class-Path JAR or a directory.
package lib;

public final class Util {
    private Util() {}

    public static String describe(int[] values) {
        int sum = 0;
        StringBuilder sb = new StringBuilder("lib.Util: [");
        for (int i = 0; i < values.length; i++) {
            sb.append(i == 0 ? "" : ", ").append(values[i]);
            sum += values[i];
        }
        return sb.append("] sum ").append(sum).toString();
    }
}
