// java.lang.reflect.Proxy: dynamic proxy classes (a final class implementing given interfaces,
// every method forwarded to an InvocationHandler). The class file is written by the VM
// (runtime/natives/proxy_natives.cpp); choosing methods and names is here.
package java.lang.reflect;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;

/**
 * The superclass of dynamic proxy classes, with the JDK's factory methods. One class per list of
 * interfaces (cached; the loader argument is accepted, jvmlab has one class namespace). Proxy
 * classes of public interfaces are named jdk.proxy1.$ProxyN as in JDK 17; one with a
 * non-public interface goes to that interface's package. Methods: hashCode, equals, toString,
 * then each interface's public instance methods (getMethods order), one per name and
 * parameter types, the first interface's winning. Thread-safe (synchronized on the cache).
 */
public class Proxy implements java.io.Serializable {
    /** The handler of this proxy instance. */
    protected InvocationHandler h;

    private static final HashMap<String, Class<?>> cache = new HashMap<>();
    private static final HashMap<Class<?>, Boolean> proxyClasses = new HashMap<>();
    private static int nextNumber;

    protected Proxy(InvocationHandler h) {
        if (h == null) {
            throw new NullPointerException();
        }
        this.h = h;
    }

    /** The proxy class for `interfaces` (deprecated in the JDK; still works). */
    @Deprecated
    public static Class<?> getProxyClass(ClassLoader loader, Class<?>... interfaces) {
        return proxyClass(loader, interfaces.clone());
    }

    /**
     * A proxy instance implementing `interfaces` whose methods call `h`. NullPointerException
     * for a null handler or interface, IllegalArgumentException "X is not an interface" or
     * "repeated interface: X".
     */
    public static Object newProxyInstance(ClassLoader loader, Class<?>[] interfaces, InvocationHandler h) {
        if (h == null) {
            throw new NullPointerException();
        }
        Class<?> c = proxyClass(loader, interfaces.clone());
        try {
            return c.getConstructor(InvocationHandler.class).newInstance(h);
        } catch (InvocationTargetException e) {
            throw new InternalError(e.toString(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new InternalError(e.toString(), e);
        }
    }

    /** True for classes made by getProxyClass/newProxyInstance. */
    public static boolean isProxyClass(Class<?> cl) {
        if (cl == null) {
            throw new NullPointerException();
        }
        synchronized (cache) {
            return proxyClasses.containsKey(cl);
        }
    }

    /** The handler of proxy instance `proxy`; IllegalArgumentException "not a proxy instance". */
    public static InvocationHandler getInvocationHandler(Object proxy) {
        if (!isProxyClass(proxy.getClass())) {
            throw new IllegalArgumentException("not a proxy instance");
        }
        return ((Proxy) proxy).h;
    }

    /** As the JDK's: `c` must be what `loader` finds by its name. */
    private static void ensureVisible(ClassLoader loader, Class<?> c) {
        Class<?> type = null;
        try {
            type = Class.forName(c.getName(), false, loader);
        } catch (ClassNotFoundException e) {
            type = null;
        }
        if (type != c) {
            throw new IllegalArgumentException(c.getName() + " referenced from a method is not visible from class loader: "
                    + loader);
        }
    }

    /** The class (element class of an array) a method signature refers to, checked for visibility. */
    private static void ensureVisibleType(ClassLoader loader, Class<?> c) {
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (!c.isPrimitive()) {
            ensureVisible(loader, c);
        }
    }

    private static Class<?> proxyClass(ClassLoader loader, Class<?>[] interfaces) {
        if (interfaces.length > 65535) {
            throw new IllegalArgumentException("interface limit exceeded: " + interfaces.length);
        }
        StringBuilder key = new StringBuilder();
        String pkg = null;
        for (int i = 0; i < interfaces.length; i++) {
            Class<?> intf = interfaces[i];
            ensureVisible(loader, intf);
            if (!intf.isInterface()) {
                throw new IllegalArgumentException(intf.getName() + " is not an interface");
            }
            for (int j = 0; j < i; j++) {
                if (interfaces[j] == intf) {
                    throw new IllegalArgumentException("repeated interface: " + intf.getName());
                }
            }
            if (!Modifier.isPublic(intf.getModifiers())) {
                String p = intf.getPackageName();
                if (pkg != null && !pkg.equals(p)) {
                    throw new IllegalArgumentException("non-public interfaces from different packages");
                }
                pkg = p;
            }
            key.append(intf.getName()).append(';');
        }
        for (Class<?> intf : interfaces) {
            for (Method m : intf.getMethods()) {
                if (Modifier.isStatic(m.getModifiers())) {
                    continue;
                }
                ensureVisibleType(loader, m.getReturnType());
                for (Class<?> p : m.getParameterTypes()) {
                    ensureVisibleType(loader, p);
                }
                for (Class<?> e : m.getExceptionTypes()) {
                    ensureVisibleType(loader, e);
                }
            }
        }
        synchronized (cache) {
            Class<?> c = cache.get(key.toString());
            if (c == null) {
                c = define(interfaces, pkg);
                cache.put(key.toString(), c);
                proxyClasses.put(c, Boolean.TRUE);
            }
            return c;
        }
    }

    private static Class<?> define(Class<?>[] interfaces, String pkg) {
        List<Method> methods = new ArrayList<>();
        List<String> keys = new ArrayList<>();
        try {
            add(Object.class.getMethod("hashCode"), methods, keys);
            add(Object.class.getMethod("equals", Object.class), methods, keys);
            add(Object.class.getMethod("toString"), methods, keys);
        } catch (NoSuchMethodException e) {
            throw new InternalError(e.toString());
        }
        for (Class<?> intf : interfaces) {
            for (Method m : intf.getMethods()) {
                if (!Modifier.isStatic(m.getModifiers())) {
                    add(m, methods, keys);
                }
            }
        }
        int n = methods.size();
        String[] names = new String[n];
        String[] descriptors = new String[n];
        for (int i = 0; i < n; i++) {
            Method m = methods.get(i);
            names[i] = m.getName();
            descriptors[i] = keys.get(i) + m.getReturnType().descriptorString();
        }
        String prefix = pkg == null ? "jdk.proxy1." : pkg.isEmpty() ? "" : pkg + ".";
        Class<?> c = defineClass0(prefix + "$Proxy" + nextNumber++, interfaces, names, descriptors);
        try {
            Field table = c.getDeclaredField("$methods");
            table.setAccessible(true);
            table.set(null, methods.toArray(new Method[n]));
        } catch (ReflectiveOperationException e) {
            throw new InternalError(e.toString());
        }
        return c;
    }

    /** Adds `m` unless a method of the same name and parameter types is there. */
    private static void add(Method m, List<Method> methods, List<String> keys) {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : m.getParameterTypes()) {
            sb.append(p.descriptorString());
        }
        sb.append(')');
        for (int i = 0; i < methods.size(); i++) {
            if (methods.get(i).getName().equals(m.getName()) && keys.get(i).equals(sb.toString())) {
                return;
            }
        }
        methods.add(m);
        keys.add(sb.toString());
    }

    /** Writes and defines the proxy class `name`: one forwarding method per names[i]/descriptors[i]. */
    private static native Class<?> defineClass0(String name, Class<?>[] interfaces, String[] names,
                                                String[] descriptors);
}
