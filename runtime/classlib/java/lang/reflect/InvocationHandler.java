// java.lang.reflect.InvocationHandler: what a dynamic proxy calls for each of its methods.
package java.lang.reflect;

/** The handler of a Proxy instance: every interface method of the proxy lands in invoke. */
public interface InvocationHandler {
    /**
     * Handles `method` called on `proxy` with `args` (null for no arguments, primitives boxed);
     * the result is unboxed for a primitive return type.
     */
    Object invoke(Object proxy, Method method, Object[] args) throws Throwable;
}
