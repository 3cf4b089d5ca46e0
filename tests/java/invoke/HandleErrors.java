// Method-handle errors as java 17 reports them: WrongMethodTypeException from invokeExact and
// asType, NoSuchMethodException/NoSuchFieldException/IllegalAccessException from Lookup (the
// module's hash scrubbed from messages), ClassCastException and NullPointerException from
// conversions, exceptions thrown by the target passing through unwrapped (with the handle's
// frames hidden from stack traces), and an uncaught one ending the program.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;
import java.io.IOException;

public class HandleErrors {
    static class Account {
        private int secret = 7;
        final int id = 1;
        private static void audit() {}
        private Account(String s) {}
        Account() {}
    }

    static int square(int x) { return x * x; }
    static String name(Object o) { return String.valueOf(o); }
    static void fail(String why) throws IOException { throw new IOException(why); }
    static int divide(int a, int b) { return a / b; }

    interface Thrower { void run() throws Throwable; }

    static void attempt(String what, Thrower t) {
        try {
            t.run();
            System.out.println(what + ": no exception");
        } catch (Throwable e) {
            String m = String.valueOf(e.getMessage()).replaceAll("unnamed module @[0-9a-f]+", "unnamed module @HASH");
            System.out.println(what + ": " + e.getClass().getName() + ": " + m);
        }
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle square = l.findStatic(HandleErrors.class, "square", MethodType.methodType(int.class, int.class));
        MethodHandle name = l.findStatic(HandleErrors.class, "name", MethodType.methodType(String.class, Object.class));

        // invokeExact wants the call site's type to be the handle's exactly.
        attempt("exact boxed", () -> { Integer r = (Integer) square.invokeExact(Integer.valueOf(3)); });
        attempt("exact wider result", () -> { long r = (long) square.invokeExact(3); });
        attempt("exact dropped result", () -> square.invokeExact(3));
        attempt("exact narrower arg", () -> { int r = (int) square.invokeExact((short) 3); });
        attempt("exact Object result", () -> { Object r = square.invokeExact(3); });
        attempt("exact String arg", () -> { String r = (String) name.invokeExact("s"); });
        attempt("exact right", () -> { String r = (String) name.invokeExact((Object) "s"); System.out.println("  -> " + r); });

        // invoke converts what it can and refuses the rest.
        attempt("invoke Long as int", () -> square.invoke((Object) 3L));
        attempt("invoke String as int", () -> square.invoke((Object) "3"));
        attempt("invoke null as int", () -> { int r = (int) square.invoke((Integer) null); });
        attempt("invoke arity", () -> square.invoke(1, 2));
        attempt("invoke no conversion", () -> { int r = (int) square.invoke("3"); });
        attempt("invoke result cast", () -> { Integer r = (Integer) name.invoke(5); });
        attempt("withArguments arity", () -> square.invokeWithArguments(1, 2, 3));
        attempt("withArguments type", () -> square.invokeWithArguments("x"));
        attempt("asType", () -> square.asType(MethodType.methodType(int.class, String.class)));
        attempt("asType narrowing", () -> square.asType(MethodType.methodType(byte.class, int.class)));
        attempt("bindTo primitive", () -> square.bindTo(3));
        attempt("bindTo wrong class", () -> l.findVirtual(String.class, "length", MethodType.methodType(int.class)).bindTo(42));

        // Nulls.
        MethodHandle none = null;
        attempt("null handle", () -> none.invokeExact());
        MethodHandle length = l.findVirtual(String.class, "length", MethodType.methodType(int.class));
        attempt("null receiver", () -> { int n = (int) length.invokeExact((String) null); });
        attempt("null getter receiver", () -> { int v = (int) l.findGetter(Account.class, "secret", int.class).invokeExact((Account) null); });

        // Lookups that fail.
        attempt("missing method", () -> l.findStatic(HandleErrors.class, "nope", MethodType.methodType(void.class)));
        attempt("wrong return type", () -> l.findStatic(HandleErrors.class, "square", MethodType.methodType(long.class, int.class)));
        attempt("static as virtual", () -> l.findVirtual(HandleErrors.class, "square", MethodType.methodType(int.class, int.class)));
        attempt("virtual as static", () -> l.findStatic(String.class, "length", MethodType.methodType(int.class)));
        attempt("missing in String", () -> l.findVirtual(String.class, "size", MethodType.methodType(int.class)));
        attempt("missing constructor", () -> l.findConstructor(Account.class, MethodType.methodType(void.class, int.class)));
        attempt("missing field", () -> l.findGetter(Account.class, "balance", long.class));
        attempt("field of other type", () -> l.findGetter(Account.class, "secret", long.class));
        attempt("instance field as static", () -> l.findStaticGetter(Account.class, "secret", int.class));
        attempt("final field setter", () -> l.findSetter(Account.class, "id", int.class));
        attempt("special from elsewhere", () -> l.findSpecial(Object.class, "toString", MethodType.methodType(String.class), Account.class));
        attempt("nestmate private field", () -> System.out.println("  -> " + (int) l.findGetter(Account.class, "secret", int.class).invokeExact(new Account())));
        attempt("nestmate private method", () -> l.findStatic(Account.class, "audit", MethodType.methodType(void.class)));
        attempt("nestmate private constructor", () -> l.findConstructor(Account.class, MethodType.methodType(void.class, String.class)));
        attempt("private via publicLookup", () -> MethodHandles.publicLookup().findStatic(Account.class, "audit", MethodType.methodType(void.class)));
        attempt("String private field", () -> l.findGetter(String.class, "hash", int.class));
        attempt("void parameter", () -> MethodType.methodType(int.class, void.class));

        // Exceptions of the target come out as thrown, not wrapped.
        MethodHandle fail = l.findStatic(HandleErrors.class, "fail", MethodType.methodType(void.class, String.class));
        attempt("checked from target", () -> { fail.invokeExact("disk full"); });
        MethodHandle divide = l.findStatic(HandleErrors.class, "divide", MethodType.methodType(int.class, int.class, int.class));
        attempt("arithmetic from target", () -> { int r = (int) divide.invokeExact(1, 0); });
        attempt("from invokeWithArguments", () -> divide.invokeWithArguments(1, 0));
        try {
            int r = (int) divide.invokeExact(2, 0);
        } catch (ArithmeticException e) {
            StackTraceElement[] trace = e.getStackTrace();
            System.out.println("trace " + trace[0].getMethodName() + " <- " + trace[1].getMethodName());
        }
        MethodHandle parse = l.findStatic(Integer.class, "parseInt", MethodType.methodType(int.class, String.class));
        attempt("library exception", () -> { int r = (int) parse.invokeExact("12x"); });

        // Uncaught: the stack trace shows the target and its caller, not the handle's machinery.
        int r = (int) divide.invokeExact(3, 0);
        System.out.println("unreachable " + r);
    }
}
