// Nests (JEP 181): getNestHost of nested, inner, local and anonymous classes, isNestmateOf, the
// member list of a nest, and private access between nestmates that javac compiles without
// synthetic accessors.
public class NestHosts {
    private int secret = 11;
    static class A { private int a = 1; class AInner { int peek(B b) { return b.b + new NestHosts().secret; } } }
    static class B { private int b = 2; }
    interface I { class InI {} }

    static String names(Class<?>[] cs) {
        StringBuilder sb = new StringBuilder();
        for (Class<?> c : cs) sb.append(c.getName()).append(' ');
        return sb.toString().trim();
    }

    public static void main(String[] args) {
        class Local {}
        Object anon = new Object() {};
        Class<?>[] all = { NestHosts.class, A.class, A.AInner.class, B.class, I.class, I.InI.class, Local.class,
            anon.getClass(), int.class, String[].class, String.class, NestHosts[].class };
        for (Class<?> c : all) System.out.println(c.getName() + " -> " + c.getNestHost().getName());
        System.out.println(A.class.isNestmateOf(B.class) + " " + A.AInner.class.isNestmateOf(Local.class) + " "
                + A.class.isNestmateOf(String.class) + " " + String.class.isNestmateOf(String.class) + " "
                + int.class.isNestmateOf(int.class));
        System.out.println(names(NestHosts.class.getNestMembers()).split(" ").length + " " + names(B.class.getNestMembers()).startsWith("NestHosts ")
                + " " + String.class.getNestMembers()[0].getName());
        System.out.println(new A().new AInner().peek(new B()) + new A().a);
    }
}
