// The adapter handles: asType conversions, inserted and dropped arguments, filters, guards,
// constants, varargs collection and spreading. Each is a MethodHandle whose invokeImpl rearranges
// boxed arguments (see MethodHandle) and calls its target's invokeImpl; none compiles anything.
package java.lang.invoke;

import java.lang.reflect.Array;

/** The adapter handles of java.lang.invoke (package-private; made by MethodHandle and MethodHandles). */
final class Combinators {
    private Combinators() {}

    /** Copies args without the ones in [from, from + count). */
    static Object[] without(Object[] args, int from, int count) {
        Object[] r = new Object[args.length - count];
        System.arraycopy(args, 0, r, 0, from);
        System.arraycopy(args, from + count, r, from, args.length - from - count);
        return r;
    }

    /** MethodHandle.asType: converts each argument to the target's type and the result back (Values). */
    static final class AsType extends MethodHandle {
        private final MethodHandle target;

        AsType(MethodHandle target, MethodType newType) {
            super(newType);
            this.target = target;
        }

        /** Whether a handle of type `from` may be adapted to type `to`. */
        static boolean convertible(MethodType from, MethodType to) {
            int n = from.parameterCount();
            if (n != to.parameterCount()) {
                return false;
            }
            for (int i = 0; i < n; i++) {
                if (!Values.convertible(to.parameterType(i), from.parameterType(i))) {
                    return false;
                }
            }
            Class<?> fr = from.returnType(), tr = to.returnType();
            return tr == void.class || fr == void.class || Values.convertible(fr, tr);
        }

        @Override
        Object invokeImpl(Object[] args) throws Throwable {
            MethodType want = target.type();
            Class<?>[] mine = type().ptypes(), theirs = want.ptypes();
            Object[] converted = new Object[args.length];
            for (int i = 0; i < args.length; i++) {
                converted[i] = Values.convert(args[i], mine[i], theirs[i]);
            }
            Object r = target.invokeImpl(converted);
            return Values.convert(r, want.returnType(), type().returnType());
        }
    }

    /** insertArguments / bindTo: fixed values at position `pos`. */
    static final class Insert extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final Object[] values;

        Insert(MethodHandle target, int pos, Object[] values) {
            super(target.type().dropParameterTypes(pos, pos + values.length));
            this.target = target;
            this.pos = pos;
            this.values = values;
        }

        @Override
        Object invokeImpl(Object[] args) throws Throwable {
            Object[] all = new Object[args.length + values.length];
            System.arraycopy(args, 0, all, 0, pos);
            System.arraycopy(values, 0, all, pos, values.length);
            System.arraycopy(args, pos, all, pos + values.length, args.length - pos);
            return target.invokeImpl(all);
        }
    }

    /** dropArguments: ignored arguments of the given types at `pos`. */
    static final class Drop extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final int count;

        Drop(MethodHandle target, int pos, Class<?>[] types) {
            super(target.type().insertParameterTypes(pos, types));
            this.target = target;
            this.pos = pos;
            this.count = types.length;
        }

        @Override
        Object invokeImpl(Object[] args) throws Throwable {
            return target.invokeImpl(without(args, pos, count));
        }
    }

    /** filterReturnValue: the target's result passed through `filter`. */
    static final class FilterReturn extends MethodHandle {
        private final MethodHandle target;
        private final MethodHandle filter;

        FilterReturn(MethodHandle target, MethodHandle filter) {
            super(target.type().changeReturnType(filter.type().returnType()));
            this.target = target;
            this.filter = filter;
        }

        @Override
        Object invokeImpl(Object[] args) throws Throwable {
            Object r = target.invokeImpl(args);
            return filter.invokeImpl(target.type().returnType() == void.class ? new Object[0] : new Object[] {r});
        }
    }

    /** filterArguments: argument pos + i passed through filters[i] (null: unchanged). */
    static final class FilterArguments extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final MethodHandle[] filters;

        FilterArguments(MethodHandle target, int pos, MethodHandle[] filters, MethodType type) {
            super(type);
            this.target = target;
            this.pos = pos;
            this.filters = filters;
        }

        @Override
        Object invokeImpl(Object[] args) throws Throwable {
            Object[] a = args.clone();
            for (int i = 0; i < filters.length; i++) {
                if (filters[i] != null) {
                    a[pos + i] = filters[i].invokeImpl(new Object[] {a[pos + i]});
                }
            }
            return target.invokeImpl(a);
        }
    }

    /** guardWithTest: target if test (on the leading arguments) is true, else fallback. */
    static final class Guard extends MethodHandle {
        private final MethodHandle test, target, fallback;

        Guard(MethodHandle test, MethodHandle target, MethodHandle fallback) {
            super(target.type());
            this.test = test;
            this.target = target;
            this.fallback = fallback;
        }

        @Override
        Object invokeImpl(Object[] args) throws Throwable {
            Object[] leading = new Object[test.type().parameterCount()];
            System.arraycopy(args, 0, leading, 0, leading.length);
            boolean ok = ((Boolean) test.invokeImpl(leading)).booleanValue();
            return (ok ? target : fallback).invokeImpl(args);
        }
    }

    /** permuteArguments: target argument i is argument reorder[i] of this handle. */
    static final class Permute extends MethodHandle {
        private final MethodHandle target;
        private final int[] reorder;

        Permute(MethodHandle target, MethodType newType, int[] reorder) {
            super(newType);
            this.target = target;
            this.reorder = reorder;
        }

        @Override
        Object invokeImpl(Object[] args) throws Throwable {
            Object[] a = new Object[reorder.length];
            for (int i = 0; i < a.length; i++) {
                a[i] = args[reorder[i]];
            }
            return target.invokeImpl(a);
        }
    }

    /** constant / identity / zero / empty: returns a fixed value or its first argument. */
    static final class Constant extends MethodHandle {
        private final Object value;
        private final boolean identity;

        Constant(MethodType type, Object value, boolean identity) {
            super(type);
            this.value = value;
            this.identity = identity;
        }

        @Override
        Object invokeImpl(Object[] args) {
            return identity ? args[0] : value;
        }
    }

    /** asVarargsCollector: collects trailing arguments when asType asks for another arity. */
    static final class VarargsCollector extends MethodHandle {
        private final MethodHandle target;
        private final Class<?> arrayType;

        VarargsCollector(MethodHandle target, Class<?> arrayType) {
            super(target.type());
            this.target = target;
            this.arrayType = arrayType;
        }

        @Override
        public boolean isVarargsCollector() {
            return true;
        }

        @Override
        public MethodHandle asFixedArity() {
            return target;
        }

        @Override
        public MethodHandle asVarargsCollector(Class<?> arrayType) {
            return this.arrayType == arrayType ? this : super.asVarargsCollector(arrayType);
        }

        @Override
        MethodHandle asTypeUncached(MethodType newType) {
            int collectArg = type().parameterCount() - 1;
            int newArity = newType.parameterCount();
            if (newArity == collectArg + 1 && type().parameterType(collectArg).isAssignableFrom(newType.parameterType(collectArg))) {
                return target.asType(newType);
            }
            if (newArity < collectArg) {
                throw new WrongMethodTypeException("cannot convert " + this + " to " + newType);
            }
            return new Collector(target, arrayType, newArity - collectArg).asType(newType);
        }

        @Override
        Object invokeImpl(Object[] args) throws Throwable {
            return target.invokeImpl(args);
        }
    }

    /** asCollector: the trailing `count` arguments become one array of `arrayType`. */
    static final class Collector extends MethodHandle {
        private final MethodHandle target;
        private final Class<?> component;
        private final int count;

        Collector(MethodHandle target, Class<?> arrayType, int count) {
            super(collectedType(target.type(), arrayType, count));
            this.target = target;
            this.component = arrayType.getComponentType();
            this.count = count;
        }

        private static MethodType collectedType(MethodType t, Class<?> arrayType, int count) {
            int last = t.parameterCount() - 1;
            if (last < 0 || !arrayType.isArray() || !t.parameterType(last).isAssignableFrom(arrayType)) {
                throw new IllegalArgumentException("array type not assignable to trailing argument: " + t);
            }
            Class<?>[] added = new Class<?>[count];
            java.util.Arrays.fill(added, arrayType.getComponentType());
            return t.dropParameterTypes(last, last + 1).appendParameterTypes(added);
        }

        @Override
        Object invokeImpl(Object[] args) throws Throwable {
            int lead = args.length - count;
            Object array = Array.newInstance(component, count);
            for (int i = 0; i < count; i++) {
                Array.set(array, i, args[lead + i]);
            }
            Object[] a = new Object[lead + 1];
            System.arraycopy(args, 0, a, 0, lead);
            a[lead] = array;
            return target.invokeImpl(a);
        }
    }

    /** asSpreader: one trailing array argument spread into `count` arguments of the target. */
    static final class Spreader extends MethodHandle {
        private final MethodHandle target;
        private final Class<?> component;
        private final int count;

        Spreader(MethodHandle target, Class<?> arrayType, int count) {
            super(target.type().dropParameterTypes(target.type().parameterCount() - count, target.type().parameterCount())
                    .appendParameterTypes(arrayType));
            this.target = target;
            this.component = arrayType.getComponentType();
            this.count = count;
        }

        @Override
        Object invokeImpl(Object[] args) throws Throwable {
            int lead = args.length - 1;
            Object array = args[lead];
            int length = array == null ? 0 : Array.getLength(array);
            if (length != count) {
                throw new IllegalArgumentException("array is not of length " + count);
            }
            Object[] a = new Object[lead + count];
            System.arraycopy(args, 0, a, 0, lead);
            Class<?>[] ptypes = target.type().ptypes();
            for (int i = 0; i < count; i++) {
                a[lead + i] = Values.convert(Array.get(array, i), Values.wrapper(component), ptypes[lead + i]);
            }
            return target.invokeImpl(a);
        }
    }
}
