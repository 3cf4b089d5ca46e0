// java.lang.Record: superclass of every record class (JLS 8.10).
package java.lang;

/**
 * Base class of records. Written as a plain abstract class so the library compiles with
 * -source 8; record classes compiled by javac 17 extend it, and their equals/hashCode/toString
 * come from ObjectMethods.bootstrap, which the VM implements (an intrinsic bootstrap).
 */
public abstract class Record {
    protected Record() {}

    @Override
    public abstract boolean equals(Object obj);

    @Override
    public abstract int hashCode();

    @Override
    public abstract String toString();
}
