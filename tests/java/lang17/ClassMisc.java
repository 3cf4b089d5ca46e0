// Introspection odds and ends: Class.forName of a class whose initializer fails (ExceptionInInitializerError,
// then NoClassDefFoundError), nested JDK classes (Map.Entry), mirrors of mirrors, array supertypes,
// anonymous classes' interfaces and modifiers, getStackTrace of a fresh Throwable.
import java.util.*;
public class ClassMisc {
    static class Boom { static { if (true) throw new RuntimeException("boom in clinit"); } }
    public static void main(String[] args) throws Exception {
        try { Class.forName("ClassMisc$Boom"); } catch (ExceptionInInitializerError e) { System.out.println("EIIE " + e.getCause()); }
        try { Class.forName("ClassMisc$Boom"); } catch (NoClassDefFoundError e) { System.out.println("NCDFE " + e.getMessage() + " cause=" + e.getCause()); }
        Object o = new Object();
        System.out.println(o.getClass().getName() + " " + Object.class.getSuperclass() + " " + o.equals(o));
        System.out.println(new int[2][3].getClass().getComponentType().getComponentType());
        System.out.println(Class.forName("java.util.ArrayList").getSimpleName() + " " + Class.forName("java.util.Map$Entry").getSimpleName()
            + " " + Class.forName("java.util.Map$Entry").getCanonicalName() + " " + Map.Entry.class.getDeclaringClass() + " " + Map.Entry.class.getModifiers());
        StackTraceElement[] st = new Throwable().getStackTrace();
        System.out.println(st[0].getMethodName() + " " + st.length);
        System.out.println(Integer.class.getSuperclass() + " " + Number.class.isAssignableFrom(Integer.class));
        Class<?> c = int.class; System.out.println(c.getName() + c.isPrimitive() + " " + Integer.TYPE.getSimpleName());
        System.out.println(String.class.getClass() + " " + String.class.getClass().getClass());
        System.out.println(Object[].class.getSuperclass() + " " + int[][].class.getSimpleName() + " " + Object[].class.getInterfaces().length);
        Runnable r = new Runnable() { public void run() {} };
        System.out.println(r.getClass().getInterfaces()[0] + " " + r.getClass().getSuperclass() + " " + r.getClass().getModifiers());
        System.out.println(Enum.class.getModifiers() + " " + Record.class.getModifiers() + " " + String.class.getModifiers() + " " + Thread.State.class.getModifiers() + " " + Thread.State.class.getDeclaringClass());
    }
}
