// java.lang.invoke.MutableCallSite: a call site whose target may be replaced by one of the same type.
package java.lang.invoke;

/**
 * A call site whose target setTarget replaces (WrongMethodTypeException for another type);
 * a new site of a type only throws IllegalStateException "uninitialized call site" until then.
 * dynamicInvoker calls whatever target the site has at each call. Writes are volatile here, so
 * syncAll has nothing left to do.
 */
public class MutableCallSite extends CallSite {
    public MutableCallSite(MethodType type) {
        super(type);
    }

    public MutableCallSite(MethodHandle target) {
        super(target);
    }

    public final MethodHandle getTarget() {
        synchronized (this) {
            return target;
        }
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

    public static void syncAll(MutableCallSite[] sites) {
        if (sites.length == 0) {
            return;
        }
        for (MutableCallSite site : sites) {
            site.getClass();
        }
    }
}
