// java.lang.invoke.StringConcatFactory: the string concatenation bootstraps, for programs that
// call them directly (javac's invokedynamic sites are linked by the VM itself).
package java.lang.invoke;

import java.util.ArrayList;
import java.util.List;

/**
 * JDK 17's StringConcatFactory as a library: {@link #makeConcat} and
 * {@link #makeConcatWithConstants} check their arguments as JDK 17 does (the null checks' texts,
 * a lookup without PRIVATE access, the recipe against the type's parameters and the constants,
 * a return type String is not assignable to, more than 200 argument slots: StringConcatException
 * with JDK 17's texts) and return a ConstantCallSite whose target appends each argument as
 * String.valueOf would. invokedynamic sites naming these methods never come here: the VM links
 * them itself (runtime/indy/string_concat.cpp). Stateless, thread-safe.
 */
public final class StringConcatFactory {
    private static final char TAG_ARG = '\u0001';
    private static final char TAG_CONST = '\u0002';
    private static final int MAX_INDY_CONCAT_ARG_SLOTS = 200;

    private StringConcatFactory() {
    }

    public static CallSite makeConcat(MethodHandles.Lookup lookup, String name, MethodType concatType)
            throws StringConcatException {
        char[] c = new char[concatType.parameterCount()];
        java.util.Arrays.fill(c, TAG_ARG);
        return makeConcatWithConstants(lookup, name, concatType, new String(c));
    }

    public static CallSite makeConcatWithConstants(MethodHandles.Lookup lookup, String name, MethodType concatType,
                                                   String recipe, Object... constants)
            throws StringConcatException {
        java.util.Objects.requireNonNull(lookup, "Lookup is null");
        java.util.Objects.requireNonNull(name, "Name is null");
        java.util.Objects.requireNonNull(concatType, "Concat type is null");
        java.util.Objects.requireNonNull(constants, "Constants are null");
        for (Object o : constants) {
            java.util.Objects.requireNonNull(o, "Cannot accept null constants");
        }
        if ((lookup.lookupModes() & MethodHandles.Lookup.PRIVATE) == 0) {
            throw new StringConcatException("Invalid caller: " + lookup.lookupClass().getName());
        }
        List<String> elements = parseRecipe(concatType, recipe, constants);
        if (!concatType.returnType().isAssignableFrom(String.class)) {
            throw new StringConcatException("The return type should be compatible with String, but it is "
                    + concatType.returnType());
        }
        int slots = 0;
        for (int i = 0; i < concatType.parameterCount(); i++) {
            Class<?> p = concatType.parameterType(i);
            slots += (p == long.class || p == double.class) ? 2 : 1;
        }
        if (slots > MAX_INDY_CONCAT_ARG_SLOTS) {
            throw new StringConcatException("Too many concat argument slots: " + slots
                    + ", can only accept " + MAX_INDY_CONCAT_ARG_SLOTS);
        }
        return new ConstantCallSite(new Concat(concatType, elements.toArray(new String[0])));
    }

    // JDK 17's parseRecipe: constants (from the recipe's text and \2 tags) merged, null for \1.
    private static List<String> parseRecipe(MethodType concatType, String recipe, Object[] constants)
            throws StringConcatException {
        java.util.Objects.requireNonNull(recipe, "Recipe is null");
        List<String> elements = new ArrayList<>();
        int cCount = 0;
        int oCount = 0;
        StringBuilder acc = new StringBuilder();
        for (int i = 0; i < recipe.length(); i++) {
            char c = recipe.charAt(i);
            if (c == TAG_CONST) {
                if (cCount == constants.length) {
                    throw constantMismatch(constants, cCount);
                }
                acc.append(constants[cCount++]);
            } else if (c == TAG_ARG) {
                if (acc.length() > 0) {
                    elements.add(acc.toString());
                    acc.setLength(0);
                }
                elements.add(null);
                oCount++;
            } else {
                acc.append(c);
            }
        }
        if (acc.length() > 0) {
            elements.add(acc.toString());
        }
        if (oCount != concatType.parameterCount()) {
            throw new StringConcatException("Mismatched number of concat arguments: recipe wants " + oCount
                    + " arguments, but signature provides " + concatType.parameterCount());
        }
        if (cCount < constants.length) {
            throw constantMismatch(constants, cCount);
        }
        return elements;
    }

    private static StringConcatException constantMismatch(Object[] constants, int cCount) {
        return new StringConcatException("Mismatched number of concat constants: recipe wants " + cCount
                + " constants, but only " + constants.length + " are passed");
    }

    /** The concatenation handle: constants as they are, each argument through String.valueOf. */
    static final class Concat extends MethodHandle {
        private final String[] elements;

        Concat(MethodType type, String[] elements) {
            super(type);
            this.elements = elements;
        }

        @Override
        Object invokeImpl(Object[] args) {
            StringBuilder sb = new StringBuilder();
            int a = 0;
            for (String e : elements) {
                if (e != null) {
                    sb.append(e);
                } else {
                    sb.append(String.valueOf(args[a++]));
                }
            }
            return sb.toString();
        }
    }
}
