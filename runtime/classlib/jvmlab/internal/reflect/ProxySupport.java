// jvmlab.internal.reflect.ProxySupport: the one method every generated proxy method calls.
package jvmlab.internal.reflect;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.UndeclaredThrowableException;

/** Dispatch of dynamic proxy methods (classes written by runtime/natives/proxy_natives.cpp). */
public final class ProxySupport {
    private ProxySupport() {}

    /**
     * Calls `h.invoke(proxy, m, args)`. Unchecked exceptions and the checked exceptions `m`
     * declares pass through; any other checked exception is wrapped in
     * UndeclaredThrowableException, as the JDK's generated proxies do.
     */
    public static Object invoke(InvocationHandler h, Object proxy, Method m, Object[] args) {
        try {
            return h.invoke(proxy, m, args);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            for (Class<?> declared : m.getExceptionTypes()) {
                if (declared.isInstance(t)) {
                    throw ProxySupport.<RuntimeException>sneaky(t);
                }
            }
            throw new UndeclaredThrowableException(t);
        }
    }

    @SuppressWarnings("unchecked")
    private static <E extends Throwable> E sneaky(Throwable t) throws E {
        throw (E) t;
    }
}
