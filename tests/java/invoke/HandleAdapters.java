// Adapter handles from MethodHandles and MethodHandle: insertArguments, dropArguments,
// filterReturnValue, filterArguments, guardWithTest, permuteArguments, catchException,
// throwException, constant, identity, zero, empty, asType chains, asSpreader/asCollector,
// invoker/exactInvoker, and a findVirtual of MethodHandle.invokeExact itself.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Arrays;

public class HandleAdapters {
    static String greet(String greeting, String name, int times) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < times; i++) sb.append(greeting).append(", ").append(name).append("! ");
        return sb.toString().trim();
    }

    static boolean isEven(int x) { return x % 2 == 0; }
    static String even(int x) { return x + " is even"; }
    static String odd(int x) { return x + " is odd"; }
    static int len(String s) { return s.length(); }
    static String upper(String s) { return s.toUpperCase(); }
    static int parse(String s) { return Integer.parseInt(s); }
    static int recover(NumberFormatException e, String s) { return -s.length(); }
    static long sum3(long a, long b, long c) { return a + b + c; }
    static String pair(String a, int b) { return a + ":" + b; }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle greet = l.findStatic(HandleAdapters.class, "greet",
                MethodType.methodType(String.class, String.class, String.class, int.class));

        MethodHandle hello = MethodHandles.insertArguments(greet, 0, "Hello");
        System.out.println(hello + " -> " + (String) hello.invokeExact("world", 2));
        MethodHandle once = MethodHandles.insertArguments(greet, 2, 1);
        System.out.println(once + " -> " + (String) once.invokeExact("Hi", "you"));
        MethodHandle fixed = MethodHandles.insertArguments(greet, 0, "Yo", "Bo", 3);
        System.out.println(fixed + " -> " + (String) fixed.invokeExact());

        MethodHandle dropped = MethodHandles.dropArguments(greet, 1, double.class, Object.class);
        System.out.println(dropped + " -> " + (String) dropped.invokeExact("Hey", 1.5, (Object) null, "there", 1));

        MethodHandle len = l.findStatic(HandleAdapters.class, "len", MethodType.methodType(int.class, String.class));
        MethodHandle upper = l.findStatic(HandleAdapters.class, "upper", MethodType.methodType(String.class, String.class));
        MethodHandle greetLength = MethodHandles.filterReturnValue(greet, len);
        System.out.println(greetLength + " -> " + (int) greetLength.invokeExact("a", "b", 3));
        MethodHandle shouted = MethodHandles.filterArguments(greet, 1, upper);
        System.out.println(shouted + " -> " + (String) shouted.invokeExact("Hello", "quiet", 1));
        MethodHandle parse = l.findStatic(HandleAdapters.class, "parse", MethodType.methodType(int.class, String.class));
        MethodHandle timesFromText = MethodHandles.filterArguments(greet, 2, parse);
        System.out.println(timesFromText + " -> " + (String) timesFromText.invokeExact("Bye", "all", "2"));

        MethodHandle isEven = l.findStatic(HandleAdapters.class, "isEven", MethodType.methodType(boolean.class, int.class));
        MethodHandle even = l.findStatic(HandleAdapters.class, "even", MethodType.methodType(String.class, int.class));
        MethodHandle odd = l.findStatic(HandleAdapters.class, "odd", MethodType.methodType(String.class, int.class));
        MethodHandle parity = MethodHandles.guardWithTest(isEven, even, odd);
        for (int i = 3; i <= 6; i++) System.out.println((String) parity.invokeExact(i));

        MethodHandle pair = l.findStatic(HandleAdapters.class, "pair", MethodType.methodType(String.class, String.class, int.class));
        MethodHandle swapped = MethodHandles.permuteArguments(pair, MethodType.methodType(String.class, int.class, String.class), 1, 0);
        System.out.println(swapped + " -> " + (String) swapped.invokeExact(9, "nine"));
        MethodHandle twice = MethodHandles.permuteArguments(l.findStatic(HandleAdapters.class, "sum3",
                MethodType.methodType(long.class, long.class, long.class, long.class)), MethodType.methodType(long.class, long.class, long.class), 0, 1, 1);
        System.out.println("a+2b " + (long) twice.invokeExact(1L, 10L));

        MethodHandle safeParse = MethodHandles.catchException(parse, NumberFormatException.class,
                l.findStatic(HandleAdapters.class, "recover", MethodType.methodType(int.class, NumberFormatException.class, String.class)));
        System.out.println("safeParse " + (int) safeParse.invokeExact("123") + " " + (int) safeParse.invokeExact("oops"));
        MethodHandle thrower = MethodHandles.throwException(String.class, IllegalStateException.class);
        try {
            String s = (String) thrower.invokeExact(new IllegalStateException("thrown by a handle"));
        } catch (IllegalStateException e) {
            System.out.println(thrower + " threw " + e.getMessage());
        }

        MethodHandle answer = MethodHandles.constant(int.class, 42);
        MethodHandle widened = MethodHandles.constant(long.class, 7);
        System.out.println(answer + " " + (int) answer.invokeExact() + " " + widened + " " + (long) widened.invokeExact());
        MethodHandle id = MethodHandles.identity(String.class);
        System.out.println(id + " " + (String) id.invokeExact("same"));
        System.out.println(MethodHandles.zero(double.class) + " " + (double) MethodHandles.zero(double.class).invokeExact()
                + " " + MethodHandles.zero(Object.class).invoke());
        MethodHandle empty = MethodHandles.empty(MethodType.methodType(int.class, String.class, long.class));
        System.out.println(empty + " " + (int) empty.invokeExact("x", 1L));

        // asType chains: each conversion on the way in and out.
        MethodHandle generic = greet.asType(MethodType.methodType(Object.class, Object.class, Object.class, Object.class));
        System.out.println(generic + " -> " + generic.invokeExact((Object) "G", (Object) "H", (Object) 1));
        MethodHandle wide = len.asType(MethodType.methodType(double.class, String.class));
        System.out.println(wide + " -> " + (double) wide.invokeExact("12345"));
        MethodHandle voided = len.asType(MethodType.methodType(void.class, String.class));
        voided.invokeExact("dropped");
        System.out.println(voided + " ok");
        MethodHandle boxedResult = len.asType(MethodType.methodType(Number.class, String.class));
        System.out.println(boxedResult + " -> " + (Number) boxedResult.invokeExact("abc"));

        // Spreading and collecting.
        MethodHandle spread = greet.asSpreader(Object[].class, 3);
        System.out.println(spread + " -> " + (String) spread.invokeExact(new Object[] {"S", "P", 1}));
        MethodHandle tail = greet.asSpreader(Object[].class, 2);
        System.out.println(tail + " -> " + (String) tail.invokeExact("T", new Object[] {"U", 2}));
        try {
            String s = (String) spread.invokeExact(new Object[] {"too", "short"});
        } catch (IllegalArgumentException e) {
            System.out.println("spread: " + e.getMessage());
        }
        MethodHandle asList = l.findStatic(Arrays.class, "asList", MethodType.methodType(java.util.List.class, Object[].class));
        MethodHandle three = asList.asCollector(Object[].class, 3);
        System.out.println(three + " -> " + three.invoke("x", "y", "z"));

        // Invokers: the handle is the first argument.
        MethodHandle exact = MethodHandles.exactInvoker(MethodType.methodType(int.class, String.class));
        MethodHandle loose = MethodHandles.invoker(MethodType.methodType(long.class, String.class));
        System.out.println(exact + " -> " + (int) exact.invokeExact(len, "four") + "; " + loose + " -> " + (long) loose.invokeExact(len, "three"));
        MethodHandle viaFind = l.findVirtual(MethodHandle.class, "invokeExact", MethodType.methodType(String.class, String.class));
        System.out.println(viaFind + " -> " + (String) viaFind.invokeExact(upper, "found"));
        MethodHandle viaInvoke = l.findVirtual(MethodHandle.class, "invoke", MethodType.methodType(Object.class, String.class));
        System.out.println(viaInvoke + " -> " + viaInvoke.invoke(len, "xyz"));
    }
}
