// java.lang.Number: superclass of the numeric wrappers.
package java.lang;

/** A value convertible to the primitive numeric types (narrowing as the casts do). */
public abstract class Number implements java.io.Serializable {
    public Number() {}

    public abstract int intValue();

    public abstract long longValue();

    public abstract float floatValue();

    public abstract double doubleValue();

    public byte byteValue() {
        return (byte) intValue();
    }

    public short shortValue() {
        return (short) intValue();
    }
}
