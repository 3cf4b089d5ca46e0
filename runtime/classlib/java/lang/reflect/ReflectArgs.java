// Argument checking and conversion shared by Constructor.newInstance and Method.invoke.
package java.lang.reflect;

/**
 * Checks reflective call arguments against parameter types as the JDK does and splits them for
 * the VM: references go to refs[i]; primitives are unboxed and widened (JLS §5.1.2) into bits[i]
 * (integral values and booleans as the value, float as its raw int bits, double as its raw long
 * bits). Messages are JDK 17's: "wrong number of arguments", "argument type mismatch", and no
 * message for null given to a primitive parameter.
 */
final class ReflectArgs {
    private ReflectArgs() {}

    static void convert(Class<?>[] types, Object[] args, Object[] refs, long[] bits) {
        int n = args == null ? 0 : args.length;
        if (n != types.length) {
            throw new IllegalArgumentException("wrong number of arguments");
        }
        for (int i = 0; i < n; i++) {
            Class<?> p = types[i];
            Object a = args[i];
            if (p.isPrimitive()) {
                if (a == null) {
                    throw new IllegalArgumentException();
                }
                bits[i] = primitiveBits(p, a);
            } else {
                if (a != null && !p.isInstance(a)) {
                    throw mismatch();
                }
                refs[i] = a;
            }
        }
    }

    /** The bits of boxed `a` converted to primitive type `p`, or "argument type mismatch". */
    static long primitiveBits(Class<?> p, Object a) {
        if (p == boolean.class) {
            if (a instanceof Boolean) {
                return ((Boolean) a).booleanValue() ? 1 : 0;
            }
            throw mismatch();
        }
        // rank: 1 byte, 2 short, 3 char, 4 int, 5 long, 6 float, 7 double
        int rank;
        long integral = 0;
        if (a instanceof Byte) { rank = 1; integral = ((Byte) a).byteValue(); }
        else if (a instanceof Short) { rank = 2; integral = ((Short) a).shortValue(); }
        else if (a instanceof Character) { rank = 3; integral = ((Character) a).charValue(); }
        else if (a instanceof Integer) { rank = 4; integral = ((Integer) a).intValue(); }
        else if (a instanceof Long) { rank = 5; integral = ((Long) a).longValue(); }
        else if (a instanceof Float) { rank = 6; }
        else if (a instanceof Double) { rank = 7; }
        else throw mismatch();
        if (p == byte.class && rank == 1) return integral;
        if (p == short.class && (rank == 1 || rank == 2)) return integral;
        if (p == char.class && rank == 3) return integral;
        if (p == int.class && rank <= 4) return integral;
        if (p == long.class && rank <= 5) return integral;
        if (p == float.class && rank <= 6) {
            float f = rank == 6 ? ((Float) a).floatValue() : (float) integral;
            return Float.floatToRawIntBits(f) & 0xFFFFFFFFL;
        }
        if (p == double.class) {
            double d = rank == 7 ? ((Double) a).doubleValue()
                    : rank == 6 ? (double) ((Float) a).floatValue() : (double) integral;
            return Double.doubleToRawLongBits(d);
        }
        throw mismatch();
    }

    static IllegalArgumentException mismatch() {
        return new IllegalArgumentException("argument type mismatch");
    }

    /** "a.B(int,java.lang.String)"-style parameter list: type names joined by ','. */
    static void appendTypes(StringBuilder sb, Class<?>[] types) {
        sb.append('(');
        for (int i = 0; i < types.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(types[i].getTypeName());
        }
        sb.append(')');
    }

    static void appendThrows(StringBuilder sb, Class<?>[] types) {
        for (int i = 0; i < types.length; i++) {
            sb.append(i == 0 ? " throws " : ",").append(types[i].getTypeName());
        }
    }
}
