// java.lang.invoke.VolatileCallSite: a mutable call site whose target is read as a volatile.
package java.lang.invoke;

/** As MutableCallSite, with every target read and write synchronized (volatile in JDK 17). */
public class VolatileCallSite extends CallSite {
    public VolatileCallSite(MethodType type) {
        super(type);
    }

    public VolatileCallSite(MethodHandle target) {
        super(target);
    }

    public final synchronized MethodHandle getTarget() {
        return target;
    }

    public void setTarget(MethodHandle newTarget) {
        checkTargetChange(newTarget);
        synchronized (this) {
            target = newTarget;
        }
    }

    public final MethodHandle dynamicInvoker() {
        return makeDynamicInvoker();
    }
}
