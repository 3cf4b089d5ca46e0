// java.lang.invoke.ConstantCallSite: a call site whose target never changes.
package java.lang.invoke;

/** A call site with a permanent target: setTarget is UnsupportedOperationException (JDK 17). */
public class ConstantCallSite extends CallSite {
    public ConstantCallSite(MethodHandle target) {
        super(target);
    }

    public final MethodHandle getTarget() {
        return target;
    }

    public final void setTarget(MethodHandle ignore) {
        throw new UnsupportedOperationException();
    }

    public final MethodHandle dynamicInvoker() {
        return getTarget();
    }
}
