// IllegalFormatConversionException: an argument whose type the conversion cannot print.
package java.util;

/** Thrown by {@link Formatter} when the argument does not fit the conversion (JDK 17's message). */
public class IllegalFormatConversionException extends IllegalFormatException {
    private static final long serialVersionUID = 1L;

    private final char c;
    private final Class<?> arg;

    /** c: the conversion, arg: the class of the mismatched argument. */
    public IllegalFormatConversionException(char c, Class<?> arg) {
        if (arg == null) {
            throw new NullPointerException();
        }
        this.c = c;
        this.arg = arg;
    }

    public char getConversion() {
        return c;
    }

    public Class<?> getArgumentClass() {
        return arg;
    }

    @Override
    public String getMessage() {
        return c + " != " + arg.getName();
    }
}
