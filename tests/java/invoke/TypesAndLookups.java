// MethodType's factories, queries, derivations, descriptors and interning; Lookup's classes,
// modes, toString, in(), dropLookupMode, privateLookupIn and publicLookup; handles from a
// lookup of another class and access checks they apply.
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.Map;

public class TypesAndLookups {
    static class Vault {
        private int gold = 99;
        private int peek() { return gold; }
        static MethodHandles.Lookup lookupHere() { return MethodHandles.lookup(); }
    }

    public static void main(String[] args) throws Throwable {
        MethodType mt = MethodType.methodType(int.class, int.class, String.class);
        System.out.println(mt + " count=" + mt.parameterCount() + " p1=" + mt.parameterType(1) + " r=" + mt.returnType());
        System.out.println(mt.parameterList() + " last=" + mt.lastParameterType() + " array=" + mt.parameterArray().length);
        System.out.println(mt.changeReturnType(void.class) + " " + mt.changeParameterType(0, long.class) + " "
                + mt.insertParameterTypes(1, double.class, char.class) + " " + mt.appendParameterTypes(List.class)
                + " " + mt.dropParameterTypes(0, 1) + " " + mt.dropParameterTypes(0, 2));
        System.out.println(mt.wrap() + " " + mt.wrap().unwrap() + " " + mt.erase() + " " + mt.generic()
                + " prim=" + mt.hasPrimitives() + " wrappers=" + mt.hasWrappers() + " " + mt.wrap().hasWrappers());
        System.out.println(MethodType.methodType(void.class) + " " + MethodType.genericMethodType(3) + " "
                + MethodType.genericMethodType(1, true) + " " + MethodType.methodType(String[].class, int[][].class, Map.Entry.class));
        System.out.println(mt.toMethodDescriptorString() + " " + MethodType.methodType(Object[].class, boolean.class, byte.class, char.class,
                short.class, long.class, float.class, double.class).toMethodDescriptorString());
        MethodType parsed = MethodType.fromMethodDescriptorString("(JLjava/util/List;[[D)Ljava/lang/String;", null);
        System.out.println(parsed + " " + parsed.toMethodDescriptorString());
        System.out.println("interned " + (mt == MethodType.methodType(int.class, new Class<?>[] {int.class, String.class}))
                + " equal " + mt.equals(MethodType.methodType(int.class, List.of(int.class, String.class)))
                + " hash " + (mt.hashCode() == MethodType.methodType(int.class, int.class, String.class).hashCode())
                + " differs " + mt.equals(mt.changeReturnType(long.class)));
        try {
            MethodType.fromMethodDescriptorString("(I", null);
        } catch (IllegalArgumentException e) {
            System.out.println("bad descriptor: " + e.getMessage());
        }
        try {
            mt.parameterType(5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("index: " + e.getClass().getSimpleName());
        }

        MethodHandles.Lookup l = MethodHandles.lookup();
        System.out.println(l + " " + l.lookupClass().getName() + " " + l.lookupModes() + " full=" + l.hasFullPrivilegeAccess()
                + " prev=" + l.previousLookupClass());
        MethodHandles.Lookup pub = MethodHandles.publicLookup();
        System.out.println(pub + " " + pub.lookupClass().getName() + " " + pub.lookupModes() + " full=" + pub.hasFullPrivilegeAccess());
        MethodHandles.Lookup inVault = l.in(Vault.class);
        System.out.println(inVault + " " + inVault.lookupModes());
        MethodHandles.Lookup inString = l.in(String.class);
        System.out.println(inString + " " + inString.lookupModes() + " prev=" + inString.previousLookupClass().getName());
        System.out.println(pub.in(String.class) + " " + l.in(TypesAndLookups.class));
        System.out.println(l.dropLookupMode(MethodHandles.Lookup.PRIVATE) + " " + l.dropLookupMode(MethodHandles.Lookup.PACKAGE) + " "
                + l.dropLookupMode(MethodHandles.Lookup.MODULE) + " " + l.dropLookupMode(MethodHandles.Lookup.PUBLIC));
        MethodHandles.Lookup priv = MethodHandles.privateLookupIn(Vault.class, l);
        System.out.println(priv + " " + priv.lookupModes());
        MethodHandles.Lookup vaults = Vault.lookupHere();
        System.out.println(vaults + " " + vaults.lookupModes());

        // The lookup class decides: nestmates see private members.
        MethodHandle gold = vaults.findGetter(Vault.class, "gold", int.class);
        MethodHandle peek = priv.findVirtual(Vault.class, "peek", MethodType.methodType(int.class));
        Vault v = new Vault();
        System.out.println(gold + " " + (int) gold.invokeExact(v) + " " + peek + " " + (int) peek.invokeExact(v));
        try {
            inString.findGetter(Vault.class, "gold", int.class);
        } catch (IllegalAccessException e) {
            System.out.println("from String's lookup: " + e.getMessage().replaceAll("@[0-9a-f]+", "@HASH"));
        }
        try {
            pub.findVirtual(Vault.class, "peek", MethodType.methodType(int.class));
        } catch (IllegalAccessException e) {
            System.out.println("public lookup: " + e.getMessage());
        }
        System.out.println("findClass " + l.findClass("java.util.ArrayList").getName() + " " + l.findClass("TypesAndLookups$Vault").getSimpleName());
        try {
            MethodHandles.privateLookupIn(int.class, l);
        } catch (IllegalArgumentException e) {
            System.out.println("privateLookupIn: " + e.getMessage());
        }
        try {
            MethodHandles.privateLookupIn(Vault.class, pub);
        } catch (IllegalAccessException e) {
            System.out.println("privateLookupIn: " + e.getMessage());
        }
    }
}
