// java.util.NullComparator: Comparator.nullsFirst/nullsLast (package-private).
package java.util;

/** Orders null before (nullFirst) or after every non-null value; non-nulls by 'real' (all equal if null). */
final class NullComparator<T> implements Comparator<T> {
    private final boolean nullFirst;
    private final Comparator<T> real;

    NullComparator(boolean nullFirst, Comparator<? super T> real) {
        this.nullFirst = nullFirst;
        this.real = (Comparator<T>) real;
    }

    public int compare(T a, T b) {
        if (a == null) {
            return (b == null) ? 0 : (nullFirst ? -1 : 1);
        } else if (b == null) {
            return nullFirst ? 1 : -1;
        } else {
            return (real == null) ? 0 : real.compare(a, b);
        }
    }

    public Comparator<T> thenComparing(Comparator<? super T> other) {
        Objects.requireNonNull(other);
        return new NullComparator<T>(nullFirst, real == null ? other : real.thenComparing(other));
    }

    public Comparator<T> reversed() {
        return new NullComparator<T>(!nullFirst, real == null ? null : real.reversed());
    }
}
