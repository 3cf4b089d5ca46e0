// Method handles called in hot loops, so that the JIT sees their callers (which it does not
// compile: signature-polymorphic calls stay interpreted) and compiles their targets: invokeExact
// of a static method, a virtual call dispatched over three receiver classes, invoke with boxing,
// a bound handle, a field getter, an adapter chain; and handles made in a loop for the collector.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

public class HotHandles {
    interface Op { long apply(long x); }
    static final class Inc implements Op { public long apply(long x) { return x + 1; } }
    static final class Dbl implements Op { public long apply(long x) { return x * 2; } }
    static final class Neg implements Op { public long apply(long x) { return -x; } }

    static int step(int acc, int i) { return acc * 31 + i; }
    static double scale(double d, long k) { return d * k; }

    long total;

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle step = l.findStatic(HotHandles.class, "step", MethodType.methodType(int.class, int.class, int.class));
        int acc = 7;
        for (int i = 0; i < 200_000; i++) acc = (int) step.invokeExact(acc, i);
        System.out.println("step " + acc);

        MethodHandle apply = l.findVirtual(Op.class, "apply", MethodType.methodType(long.class, long.class));
        Op[] ops = {new Inc(), new Dbl(), new Neg()};
        long x = 1;
        for (int i = 0; i < 60_000; i++) {
            x = (long) apply.invokeExact(ops[i % 3], x) & 0xFFFFFFFFFFL;
        }
        System.out.println("ops " + x);

        MethodHandle scale = l.findStatic(HotHandles.class, "scale", MethodType.methodType(double.class, double.class, long.class));
        double d = 0;
        for (int i = 0; i < 50_000; i++) {
            Object r = scale.invoke(Integer.valueOf(i), (short) 3);
            d += (Double) r;
        }
        System.out.println("scale " + d);

        HotHandles h = new HotHandles();
        MethodHandle setTotal = l.findSetter(HotHandles.class, "total", long.class).bindTo(h);
        MethodHandle getTotal = l.findGetter(HotHandles.class, "total", long.class);
        for (int i = 0; i < 50_000; i++) {
            setTotal.invokeExact((long) getTotal.invokeExact(h) + i);
        }
        System.out.println("total " + h.total);

        MethodHandle chain = MethodHandles.filterReturnValue(
                MethodHandles.insertArguments(step, 0, 1),
                l.findStatic(Integer.class, "toHexString", MethodType.methodType(String.class, int.class)));
        int chars = 0;
        for (int i = 0; i < 20_000; i++) chars += ((String) chain.invokeExact(i)).length();
        System.out.println("chain " + chars);

        long made = 0;
        for (int i = 0; i < 5_000; i++) {
            MethodHandle k = MethodHandles.constant(String.class, "k" + i);
            MethodHandle bound = MethodHandles.insertArguments(step, 1, i);
            made += ((String) k.invokeExact()).length() + (int) bound.invokeExact(1);
        }
        System.out.println("made " + made);
    }
}
