// IllegalFormatArgumentIndexException: an argument index of 0, negative or too large.
package java.util;

/** Thrown by {@link Formatter} for an unusable "n$" argument index (JDK 17's message). */
class IllegalFormatArgumentIndexException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final int illegalIndex;

    IllegalFormatArgumentIndexException(int index) {
        illegalIndex = index;
    }

    int getIndex() {
        return illegalIndex;
    }

    @Override
    public String getMessage() {
        if (illegalIndex == Integer.MIN_VALUE) {
            return "Format argument index: (not representable as int)";
        }
        return "Illegal format argument index = " + illegalIndex;
    }
}
