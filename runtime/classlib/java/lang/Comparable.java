// java.lang.Comparable: the natural ordering of a class.
package java.lang;

/** Imposes a total ordering on the objects of each class that implements it. */
public interface Comparable<T> {
    /** Negative, zero or positive as this object is less than, equal to or greater than `o`. */
    int compareTo(T o);
}
