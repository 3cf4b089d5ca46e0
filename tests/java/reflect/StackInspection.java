import java.util.*;
import java.util.stream.*;

public class StackInspection {
    static String currentMethod() {
        return Thread.currentThread().getStackTrace()[2].getMethodName();
    }

    static void level3() {
        StackTraceElement[] st = Thread.currentThread().getStackTrace();
        System.out.println("top " + st[0].getClassName() + "." + st[0].getMethodName());
        for (int i = 1; i < st.length; i++) {
            System.out.println("  " + st[i].getClassName() + "." + st[i].getMethodName() + ":" + st[i].getLineNumber());
        }
        System.out.println("I am " + currentMethod());
        List<String> names = StackWalker.getInstance().walk(s -> s.map(StackWalker.StackFrame::getMethodName)
                .collect(Collectors.toList()));
        System.out.println("walk " + names);
        StackWalker.getInstance().forEach(f -> System.out.println("  frame " + f.getClassName() + " " + f.getMethodName()
                + " " + f.getLineNumber() + " " + f.getFileName()));
        Optional<String> caller = StackWalker.getInstance().walk(s -> s.skip(1).findFirst()).map(f -> f.getMethodName());
        System.out.println("caller " + caller.orElse("?"));
        System.out.println("depth " + StackWalker.getInstance().walk(Stream::count));
        System.out.println("caller class " + Helper.whoCalls().getName());
        try {
            StackWalker.getInstance().getCallerClass();
        } catch (UnsupportedOperationException e) {
            System.out.println(e.getMessage());
        }
        try {
            StackWalker.getInstance().walk(s -> s.findFirst().get().getDeclaringClass());
        } catch (UnsupportedOperationException e) {
            System.out.println(e.getMessage());
        }
        Class<?> declaring = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
                .walk(s -> s.findFirst().get().getDeclaringClass());
        System.out.println("declaring " + declaring.getSimpleName());
    }

    static class Helper {
        static Class<?> whoCalls() {
            return StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE).getCallerClass();
        }
    }

    static void level2() { level3(); }
    static void level1() { level2(); }

    public static void main(String[] args) throws Exception {
        level1();
        StackInspection.class.getDeclaredMethod("viaReflection").invoke(null);
        ThreadGroup g = Thread.currentThread().getThreadGroup();
        System.out.println(g.getName() + " " + g.getParent().getName() + " " + g.activeCount());
        Thread[] threads = new Thread[g.activeCount()];
        int n = g.enumerate(threads);
        System.out.println(n + " " + threads[0].getName() + " " + (threads[0] == Thread.currentThread()));
        System.out.println(g);
    }

    static void viaReflection() {
        System.out.println("reflective caller " + StackWalker.getInstance().walk(s -> s.map(f -> f.getMethodName())
                .collect(Collectors.toList())));
    }
}
