// java.lang.invoke.CallSite: the holder of an invokedynamic instruction's target method handle.
package java.lang.invoke;

/**
 * A call site: a target method handle of a fixed type. The VM links the invokedynamic sites of
 * the JDK's bootstraps it implements itself (LambdaMetafactory, StringConcatFactory,
 * ObjectMethods) without these objects; they serve programs that call bootstrap methods
 * directly and build call sites of their own. Subclasses say whether the target may change.
 */
public abstract class CallSite {
    MethodHandle target;

    CallSite(MethodType type) {
        target = new Uninitialized(type);
    }

    CallSite(MethodHandle target) {
        target.type();
        this.target = target;
    }

    public MethodType type() {
        return target.type();
    }

    public abstract MethodHandle getTarget();

    public abstract void setTarget(MethodHandle newTarget);

    public abstract MethodHandle dynamicInvoker();

    // JDK 17's check: the new target must have the site's type exactly.
    void checkTargetChange(MethodHandle newTarget) {
        MethodType oldType = target.type();
        MethodType newType = newTarget.type();
        if (!newType.equals(oldType)) {
            throw new WrongMethodTypeException(newTarget + " should be of type " + oldType);
        }
    }

    /** A handle that always calls the site's current target (for dynamicInvoker of a mutable site). */
    MethodHandle makeDynamicInvoker() {
        return new Dynamic(this);
    }

    static final class Dynamic extends MethodHandle {
        private final CallSite site;

        Dynamic(CallSite site) {
            super(site.type());
            this.site = site;
        }

        @Override
        Object invokeImpl(Object[] args) throws Throwable {
            return site.getTarget().invokeImpl(args);
        }
    }

    static final class Uninitialized extends MethodHandle {
        Uninitialized(MethodType type) {
            super(type);
        }

        @Override
        Object invokeImpl(Object[] args) {
            throw new IllegalStateException("uninitialized call site");
        }
    }
}
