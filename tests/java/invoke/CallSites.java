// Call sites and the string concatenation bootstraps called directly, as programs do outside
// invokedynamic: StringConcatFactory.makeConcat/makeConcatWithConstants (every argument type,
// constants in the recipe and as \2 tags, their StringConcatException and NullPointerException
// texts), ConstantCallSite, MutableCallSite and VolatileCallSite (targets, dynamicInvoker
// following setTarget, the uninitialized site, a target of the wrong type).
import java.lang.invoke.CallSite;
import java.lang.invoke.ConstantCallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.MutableCallSite;
import java.lang.invoke.StringConcatFactory;
import java.lang.invoke.VolatileCallSite;
import java.util.Arrays;

public class CallSites {
    static String twice(String s) { return s + s; }
    static String upper(String s) { return s.toUpperCase(); }
    static int len(String s) { return s.length(); }

    static void concat() throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        MethodType t = MethodType.methodType(String.class, String.class, String.class, String.class, String.class);
        CallSite cs = StringConcatFactory.makeConcat(lookup, "concat", t);
        MethodHandle h = cs.dynamicInvoker();
        System.out.println((String) h.invokeExact("Hello", " ", "World", "!") + " type " + cs.type()
                + " constant " + (cs instanceof ConstantCallSite) + " same " + (h == cs.getTarget()));
        MethodType all = MethodType.methodType(String.class, int.class, long.class, char.class, boolean.class,
                double.class, float.class, byte.class, short.class, Object.class, String.class, int[].class);
        MethodHandle everything = StringConcatFactory.makeConcat(lookup, "x", all).getTarget();
        String s = (String) everything.invokeExact(-7, 1L << 40, 'c', true, 0.1 + 0.2, 1.5f, (byte) -1, (short) 300,
                (Object) Arrays.asList(1, 2), (String) null, (int[]) null);
        System.out.println(s);
        MethodHandle recipe = StringConcatFactory.makeConcatWithConstants(lookup, "r",
                MethodType.methodType(String.class, String.class, int.class),
                "name=\u0001, n=\u0001 [\u0002|\u0002]", "const", 42).getTarget();
        System.out.println((String) recipe.invokeExact("bob", 3));
        System.out.println(recipe.invoke("amy", 4) + " " + recipe.invokeWithArguments("zed", 5) + " " + recipe.type());
        MethodHandle none = StringConcatFactory.makeConcatWithConstants(lookup, "n",
                MethodType.methodType(String.class), "only text \u0002", 'k').getTarget();
        System.out.println((String) none.invokeExact());
        MethodHandle seq = StringConcatFactory.makeConcat(lookup, "c",
                MethodType.methodType(CharSequence.class, Object.class, Object.class)).getTarget();
        System.out.println((CharSequence) seq.invokeExact((Object) "a", (Object) 'b') + " " + seq.type());
        Object[][] bad = {
            {"recipe wants more", MethodType.methodType(String.class, int.class), "\u0001\u0001", new Object[0]},
            {"recipe wants fewer", MethodType.methodType(String.class, int.class, int.class), "\u0001", new Object[0]},
            {"missing constant", MethodType.methodType(String.class), "\u0002\u0002", new Object[] {"one"}},
            {"extra constant", MethodType.methodType(String.class), "\u0002", new Object[] {"one", "two"}},
            {"int result", MethodType.methodType(int.class, int.class), "\u0001", new Object[0]},
            {"null constant", MethodType.methodType(String.class), "\u0002", new Object[] {null}},
            {"null recipe", MethodType.methodType(String.class), null, new Object[0]},
            {"null type", null, "", new Object[0]},
            {"null constants", MethodType.methodType(String.class), "", null},
        };
        for (Object[] b : bad) {
            try {
                StringConcatFactory.makeConcatWithConstants(lookup, "bad", (MethodType) b[1], (String) b[2], (Object[]) b[3]);
                System.out.println(b[0] + ": linked");
            } catch (Exception e) {
                System.out.println(b[0] + ": " + e);
            }
        }
        Class<?>[] many = new Class<?>[101];
        Arrays.fill(many, long.class);
        try {
            StringConcatFactory.makeConcat(lookup, "big", MethodType.methodType(String.class, many));
        } catch (Exception e) {
            System.out.println("101 longs: " + e);
        }
        try {
            StringConcatFactory.makeConcat(MethodHandles.publicLookup(), "pub", MethodType.methodType(String.class));
        } catch (Exception e) {
            System.out.println("public lookup: " + e);
        }
        try {
            StringConcatFactory.makeConcat(lookup, null, MethodType.methodType(String.class));
        } catch (Exception e) {
            System.out.println("null name: " + e);
        }
    }

    static void sites() throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        MethodType st = MethodType.methodType(String.class, String.class);
        MethodHandle twice = lookup.findStatic(CallSites.class, "twice", st);
        MethodHandle upper = lookup.findStatic(CallSites.class, "upper", st);
        MethodHandle len = lookup.findStatic(CallSites.class, "len", MethodType.methodType(int.class, String.class));

        ConstantCallSite constant = new ConstantCallSite(twice);
        System.out.println("constant " + (String) constant.dynamicInvoker().invokeExact("ab") + " "
                + (constant.getTarget() == twice) + " " + (constant.dynamicInvoker() == twice) + " " + constant.type());
        try {
            constant.setTarget(upper);
        } catch (UnsupportedOperationException e) {
            System.out.println("constant setTarget: " + e);
        }
        try {
            new ConstantCallSite(null);
        } catch (NullPointerException e) {
            System.out.println("constant null: NPE");
        }

        for (int kind = 0; kind < 2; kind++) {
            CallSite site = kind == 0 ? new MutableCallSite(st) : new VolatileCallSite(st);
            String label = kind == 0 ? "mutable" : "volatile";
            MethodHandle dyn = site.dynamicInvoker();
            System.out.println(label + " type " + site.type() + " invoker type " + dyn.type());
            try {
                String r = (String) dyn.invokeExact("x");
                System.out.println(label + " uninitialized: " + r);
            } catch (IllegalStateException e) {
                System.out.println(label + " uninitialized: " + e);
            }
            site.setTarget(twice);
            System.out.println(label + " " + (String) dyn.invokeExact("ab") + " " + (site.getTarget() == twice));
            site.setTarget(upper);
            System.out.println(label + " " + (String) dyn.invokeExact("ab") + " " + dyn.invoke("cd"));
            try {
                site.setTarget(len);
            } catch (RuntimeException e) {
                System.out.println(label + " wrong type: " + e);
            }
            try {
                site.setTarget(null);
            } catch (NullPointerException e) {
                System.out.println(label + " null target: NPE");
            }
        }
        MutableCallSite m = new MutableCallSite(twice);
        System.out.println("from target " + (String) m.dynamicInvoker().invokeExact("q"));
        MutableCallSite.syncAll(new MutableCallSite[] {m});
        System.out.println("synced");
    }

    public static void main(String[] args) throws Throwable {
        concat();
        sites();
    }
}
