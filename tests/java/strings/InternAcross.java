// String literals are interned across classes: equal ldc constants in different classes are the same object.
public class InternAcross {
    static String fromMain() { return "shared-literal"; }

    static class Nested {
        static String get() { return "shared-literal"; }
        static final String CONST = "shared" + "-literal";
    }

    interface Iface {
        String FIELD = "iface-literal";
        static String get() { return "iface-literal"; }
    }

    public static void main(String[] args) {
        String a = fromMain();
        String b = Nested.get();
        String c = InternAcrossPeer.get();
        System.out.println((a == b) + " " + (b == c) + " " + (a == Nested.CONST) + " " + (a == "shared-literal"));
        System.out.println((Iface.FIELD == Iface.get()) + " " + (Iface.get() == InternAcrossPeer.iface()));
        String dynamic = new StringBuilder("shared-").append("literal").toString();
        System.out.println((dynamic == a) + " " + dynamic.equals(a) + " " + (dynamic.intern() == a));
        String newStr = new String("shared-literal");
        System.out.println((newStr == a) + " " + (newStr.intern() == a));
        String computed = "shared-" + "literal".toLowerCase();
        System.out.println((computed == a) + " " + (computed.intern() == c));
        String fresh = new StringBuilder("never-").append("seen-before").toString();
        String internedFresh = fresh.intern();
        System.out.println((internedFresh == fresh) + " " + (internedFresh == InternAcrossPeer.neverSeen()));
        System.out.println(("" == InternAcrossPeer.empty()) + " " + ("\u0000nul" == InternAcrossPeer.withNul()) + " " + ("\ud83d\ude00" == InternAcrossPeer.emoji()));
    }
}

class InternAcrossPeer {
    static String get() { return "shared-literal"; }
    static String iface() { return "iface-literal"; }
    static String neverSeen() { return "never-seen-before"; }
    static String empty() { return ""; }
    static String withNul() { return "\u0000nul"; }
    static String emoji() { return "\ud83d\ude00"; }
}
