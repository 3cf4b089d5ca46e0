// A real crash (SIGSEGV) from a known Java stack: Crash.main -> Crash.level1 -> Crash.level2 ->
// a write to address 0. On java through sun.misc.Unsafe.putAddress(0, 0); on jvmlab through its
// hidden test hook jvmlab.internal.Diagnostics.crash (which java does not have). Prints
// "before crash" first: the crash report must not lose it.
import java.lang.reflect.Field;
import java.lang.reflect.Method;

public class Crash {
    static int signal = 11;

    static void level2() throws Exception {
        try {
            Method crash = Class.forName("jvmlab.internal.Diagnostics").getMethod("crash", int.class);
            crash.invoke(null, signal);
        } catch (ClassNotFoundException notJvmlab) {
            Field f = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
            f.setAccessible(true);
            sun.misc.Unsafe unsafe = (sun.misc.Unsafe) f.get(null);
            unsafe.putAddress(0L, 0L);
        }
    }

    static void level1() throws Exception {
        level2();
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0) {
            signal = Integer.parseInt(args[0]);  // jvmlab only: 8 SIGFPE, -11 a fault in the report
        }
        System.out.println("before crash");
        level1();
        System.out.println("not reached");
    }
}
