import java.io.IOException;
import java.lang.reflect.*;
import java.util.*;

public class DynamicProxies {
    public interface Calculator {
        int add(int a, int b);
        long mul(long a, long b);
        double half(double d);
        String describe(String name, boolean loud);
        void log(String msg);
        default String greet() { return "hello from default"; }
    }

    public interface Closer { void close() throws IOException; }

    interface Hidden { char letter(); }

    static class Logging implements InvocationHandler {
        final Object target;
        final List<String> calls = new ArrayList<>();
        Logging(Object target) { this.target = target; }
        public Object invoke(Object proxy, Method m, Object[] args) throws Throwable {
            calls.add(m.getName() + (args == null ? "()" : Arrays.toString(args)));
            try {
                return m.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }
    }

    static class RealCalc implements Calculator {
        public int add(int a, int b) { return a + b; }
        public long mul(long a, long b) { return a * b; }
        public double half(double d) { return d / 2; }
        public String describe(String name, boolean loud) { return loud ? name.toUpperCase() : name; }
        public void log(String msg) { System.out.println("log: " + msg); }
        public String toString() { return "RealCalc"; }
    }

    public static void main(String[] args) throws Exception {
        Logging h = new Logging(new RealCalc());
        Calculator c = (Calculator) Proxy.newProxyInstance(Calculator.class.getClassLoader(),
                new Class<?>[] {Calculator.class}, h);
        System.out.println(c.add(2, 3) + " " + c.mul(6L, 7L) + " " + c.half(5.0) + " " + c.describe("bob", true));
        c.log("message");
        System.out.println(c.greet());
        String text = c.toString();
        boolean same = c.equals(c);
        boolean hash = c.hashCode() == h.target.hashCode();
        System.out.println("toString " + text + " equals " + same + " hash " + hash);
        System.out.println(h.calls);
        System.out.println("isProxyClass " + Proxy.isProxyClass(c.getClass()) + " " + Proxy.isProxyClass(RealCalc.class));
        System.out.println("handler " + (Proxy.getInvocationHandler(c) == h));
        System.out.println("instanceof " + (c instanceof Calculator) + " " + (c instanceof Proxy)
                + " final " + Modifier.isFinal(c.getClass().getModifiers()));
        System.out.println("same class " + (Proxy.newProxyInstance(Calculator.class.getClassLoader(), new Class<?>[] {Calculator.class}, h).getClass() == c.getClass()));

        // A handler that answers by itself, several interfaces at once.
        InvocationHandler answering = (proxy, m, a) -> {
            switch (m.getName()) {
                case "letter": return 'q';
                case "close": throw new IOException("closing failed");
                case "toString": return "answering proxy";
                case "hashCode": return 7;
                case "equals": return proxy == a[0];
                default: throw new UnsupportedOperationException(m.getName());
            }
        };
        Object multi = Proxy.newProxyInstance(DynamicProxies.class.getClassLoader(),
                new Class<?>[] {Hidden.class, Closer.class, Runnable.class}, answering);
        System.out.println(((Hidden) multi).letter() + " " + multi + " " + multi.hashCode());
        try {
            ((Closer) multi).close();
        } catch (IOException e) {
            System.out.println("declared checked exception passes: " + e.getMessage());
        }
        try {
            ((Runnable) multi).run();
        } catch (UnsupportedOperationException e) {
            System.out.println("unchecked passes: " + e.getMessage());
        }
        Calculator thrower = (Calculator) Proxy.newProxyInstance(Calculator.class.getClassLoader(), new Class<?>[] {Calculator.class},
                (p, m, a) -> { throw new Exception("checked " + m.getName()); });
        try {
            thrower.add(1, 2);
        } catch (UndeclaredThrowableException e) {
            System.out.println("undeclared: " + e.getUndeclaredThrowable() + " cause " + e.getCause().getMessage());
        }
        Calculator nulls = (Calculator) Proxy.newProxyInstance(Calculator.class.getClassLoader(), new Class<?>[] {Calculator.class}, (p, m, a) -> null);
        System.out.println("null for reference: " + nulls.describe("x", false));
        nulls.log("ignored");
        try {
            nulls.add(1, 1);
        } catch (NullPointerException e) {
            System.out.println("null for int: NullPointerException");
        }
        Calculator wrong = (Calculator) Proxy.newProxyInstance(Calculator.class.getClassLoader(), new Class<?>[] {Calculator.class}, (p, m, a) -> "str");
        try {
            wrong.add(1, 1);
        } catch (ClassCastException e) {
            System.out.println("wrong type: ClassCastException");
        }

        // Errors.
        try {
            Proxy.newProxyInstance(null, new Class<?>[] {String.class}, h);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Proxy.newProxyInstance(null, new Class<?>[] {Calculator.class}, h);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Proxy.newProxyInstance(null, new Class<?>[] {Runnable.class, Runnable.class}, h);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Proxy.newProxyInstance(null, new Class<?>[] {Runnable.class}, null);
        } catch (NullPointerException e) {
            System.out.println("null handler: NullPointerException");
        }
        try {
            Proxy.getInvocationHandler("not a proxy");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        // A generic memoizing proxy over a Map.
        Map<String, Integer> backing = new HashMap<>();
        @SuppressWarnings("unchecked")
        Map<String, Integer> counted = (Map<String, Integer>) Proxy.newProxyInstance(Map.class.getClassLoader(),
                new Class<?>[] {Map.class}, (p, m, a) -> {
                    if (m.getName().equals("put")) System.out.println("put " + a[0] + "=" + a[1]);
                    return m.invoke(backing, a);
                });
        counted.put("a", 1);
        counted.put("b", 2);
        System.out.println(counted.size() + " " + counted.get("b") + " " + counted.containsKey("a") + " " + new TreeMap<>(backing));
    }
}
