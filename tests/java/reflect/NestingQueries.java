// Nested-class reflection as tools and test frameworks use it: member classes listed by
// getDeclaredClasses/getClasses, the method or constructor enclosing a local or anonymous class,
// the parameter names of a record's canonical constructor, class signers set by a loader,
// the built-in loaders' class names, and the absent security manager.
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.util.Arrays;
import java.util.function.Supplier;

public class NestingQueries {
    public static class PublicMember {}
    static class PackageMember {}
    private interface PrivateMember {}
    protected enum ProtectedMember { A }
    record Point(int x, int y, String label) {}

    static class Base {
        public static class Inherited {}
        static class NotPublic {}
    }

    static class Derived extends Base {
        public class Own {}
    }

    Object fromMethod(String s, int[] n) {
        class Local {}
        return new Local();
    }

    final Object fromConstructor;

    NestingQueries(long x) {
        fromConstructor = new Object() {};
    }

    static Supplier<Object> fromStatic() {
        return new Supplier<Object>() {
            public Object get() {
                return this;
            }
        };
    }

    static class SigningLoader extends ClassLoader {
        void sign(Class<?> c, Object[] signers) {
            setSigners(c, signers);
        }
    }

    static String names(Class<?>[] classes) {
        String[] out = new String[classes.length];
        for (int i = 0; i < classes.length; i++) {
            out[i] = classes[i].getSimpleName();
        }
        Arrays.sort(out);
        return Arrays.toString(out);
    }

    public static void main(String[] args) throws Exception {
        System.out.println("declared: " + names(NestingQueries.class.getDeclaredClasses()));
        System.out.println("public:   " + names(NestingQueries.class.getClasses()));
        System.out.println("Derived declared: " + names(Derived.class.getDeclaredClasses()));
        System.out.println("Derived public:   " + names(Derived.class.getClasses()));
        System.out.println("none: " + names(PublicMember.class.getDeclaredClasses()));
        System.out.println("array: " + int[].class.getDeclaredClasses().length + ", primitive: "
                + int.class.getClasses().length);

        NestingQueries q = new NestingQueries(1L);
        Class<?> local = q.fromMethod("a", null).getClass();
        Method m = local.getEnclosingMethod();
        System.out.println("local in " + m.getName() + Arrays.toString(m.getParameterTypes())
                + ", constructor " + local.getEnclosingConstructor());
        Class<?> anonCtor = q.fromConstructor.getClass();
        Constructor<?> c = anonCtor.getEnclosingConstructor();
        System.out.println("anonymous in constructor " + Arrays.toString(c.getParameterTypes())
                + ", method " + anonCtor.getEnclosingMethod());
        Class<?> anonStatic = fromStatic().get().getClass();
        System.out.println("anonymous in " + anonStatic.getEnclosingMethod().getName()
                + " isAnonymous " + anonStatic.isAnonymousClass());
        System.out.println("member: " + PublicMember.class.getEnclosingMethod() + " "
                + PublicMember.class.getEnclosingConstructor());
        System.out.println("top-level: " + NestingQueries.class.getEnclosingMethod());

        for (Parameter p : Point.class.getDeclaredConstructors()[0].getParameters()) {
            System.out.println("record parameter " + p.getName() + " " + p.isNamePresent() + " "
                    + p.getType().getSimpleName());
        }
        for (Parameter p : NestingQueries.class.getDeclaredConstructor(long.class).getParameters()) {
            System.out.println("plain parameter " + p.getName() + " " + p.isNamePresent());
        }

        SigningLoader loader = new SigningLoader();
        System.out.println("signers before: " + Arrays.toString(PackageMember.class.getSigners()));
        Object[] signers = {"alice", "bob"};
        loader.sign(PackageMember.class, signers);
        Object[] got = PackageMember.class.getSigners();
        System.out.println("signers after: " + Arrays.toString(got) + " copy " + (got != signers));
        loader.sign(int.class, signers);
        loader.sign(String[].class, signers);
        System.out.println("primitive " + int.class.getSigners() + ", array " + String[].class.getSigners());
        loader.sign(PackageMember.class, null);
        System.out.println("cleared: " + PackageMember.class.getSigners());

        ClassLoader app = ClassLoader.getSystemClassLoader();
        System.out.println("app loader " + app.getClass().getName() + " named " + app.getName());
        System.out.println("platform loader " + app.getParent().getClass().getName() + " named "
                + app.getParent().getName() + ", parent " + app.getParent().getParent());
        System.out.println("this class's loader is app: " + (NestingQueries.class.getClassLoader() == app));
        System.out.println("security manager: " + System.getSecurityManager());
    }
}
