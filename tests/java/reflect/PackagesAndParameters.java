import java.lang.reflect.*;
import java.util.*;

public class PackagesAndParameters {
    static class Service {
        public Service(String name, int port) {}
        public void configure(Map<String, List<Integer>> options, String... flags) {}
        public static int sum(int a, long b, double c) { return 0; }
    }
    class InnerThing { InnerThing(String s) {} }

    public static void main(String[] args) throws Exception {
        Package p = String.class.getPackage();
        System.out.println(p.getName() + " | " + p + " | " + (p == Integer.class.getPackage()));
        System.out.println(List.class.getPackage().getName() + " " + Map.Entry.class.getPackageName());
        Package mine = PackagesAndParameters.class.getPackage();
        System.out.println("[" + mine.getName() + "] " + (mine == Service.class.getPackage()));
        System.out.println(int.class.getPackage() + " " + String[].class.getPackage() + " " + int[].class.getPackageName()
                + " " + int.class.getPackageName() + " " + String[].class.getPackageName());
        System.out.println(p.getImplementationVersion() + " " + p.getSpecificationTitle() + " " + p.isSealed()
                + " " + p.getAnnotations().length + " " + (p.hashCode() == "java.lang".hashCode()));

        for (Method m : new Method[] {Service.class.getMethod("configure", Map.class, String[].class),
                Service.class.getMethod("sum", int.class, long.class, double.class)}) {
            System.out.println(m.getName() + " count " + m.getParameterCount());
            for (Parameter param : m.getParameters()) {
                System.out.println("  " + param + " | " + param.getName() + " " + param.getType().getSimpleName() + " "
                        + param.getParameterizedType() + " varargs=" + param.isVarArgs() + " implicit=" + param.isImplicit()
                        + " synthetic=" + param.isSynthetic() + " mods=" + param.getModifiers()
                        + " exec=" + param.getDeclaringExecutable().getName());
            }
        }
        Constructor<?> c = Service.class.getConstructor(String.class, int.class);
        System.out.println(Arrays.toString(c.getParameters()) + " " + c.getParameterCount());
        Constructor<?> inner = InnerThing.class.getDeclaredConstructors()[0];
        System.out.println("inner " + inner.getParameterCount() + " " + Arrays.toString(inner.getParameterTypes()));
        Parameter a = c.getParameters()[0];
        System.out.println(a.equals(c.getParameters()[0]) + " " + a.equals(c.getParameters()[1]));
        Executable e = Service.class.getMethod("sum", int.class, long.class, double.class);
        System.out.println("executable " + e.getName() + " " + e.getParameterCount() + " " + (e instanceof Member)
                + " " + (e instanceof AccessibleObject) + " " + Modifier.toString(e.getModifiers()));
        System.out.println(Service.class.getDeclaredConstructors().length);
    }
}
