// Class.forName: loads and initializes, array names, ClassNotFoundException messages; class literals
// do not initialize; getEnclosingClass/getDeclaringClass of nested classes.
public class ClassForName {
    static class Loud {
        static { System.out.println("Loud initialized"); }
        static int x = 5;
    }
    static class Quiet {
        static { System.out.println("Quiet initialized"); }
    }
    static class Outer {
        class In {}
        static class SN { class Deep {} }
    }

    static void tryLoad(String name) {
        try {
            Class<?> c = Class.forName(name);
            System.out.println("loaded " + c.getName() + " -> " + c);
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE: " + e.getMessage() + " | " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        Class<?> q = Quiet.class;
        System.out.println("literal taken: " + q.getSimpleName());
        tryLoad("ClassForName$Loud");
        tryLoad("ClassForName$Loud");
        tryLoad("java.lang.String");
        tryLoad("[I");
        tryLoad("[[J");
        tryLoad("[Ljava.lang.String;");
        tryLoad("[LClassForName$Quiet;");
        tryLoad("does.not.Exist");
        tryLoad("NoSuchClassAnywhere");
        tryLoad("java/lang/String");
        tryLoad("int");
        tryLoad("");
        tryLoad("[X");
        tryLoad("ClassForName.Loud");
        System.out.println(Class.forName("ClassForName$Quiet") == q);
        try {
            Class.forName(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        System.out.println(Outer.In.class.getEnclosingClass() + " " + Outer.In.class.getDeclaringClass());
        System.out.println(Outer.SN.Deep.class.getEnclosingClass() + " " + Outer.SN.Deep.class.getDeclaringClass());
        System.out.println(ClassForName.class.getEnclosingClass() + " " + ClassForName.class.getDeclaringClass());
        Object anon = new Object() {};
        System.out.println(anon.getClass().getEnclosingClass() + " " + anon.getClass().getDeclaringClass());
        class Local {}
        System.out.println(Local.class.getEnclosingClass() + " " + Local.class.getDeclaringClass());
        System.out.println(int[].class.getEnclosingClass() + " " + int.class.getDeclaringClass());
        System.out.println(Outer.In.class.isMemberClass() + " " + Local.class.isLocalClass() + " "
                + anon.getClass().isAnonymousClass() + " " + Local.class.isAnonymousClass() + " "
                + ClassForName.class.isMemberClass() + " " + Outer.class.isMemberClass());
    }
}
