// java.util.NaturalOrderComparator: the singleton behind Comparator.naturalOrder() (package-private).
package java.util;

/** Compares Comparable objects by compareTo; reversed() gives Collections.reverseOrder(). */
final class NaturalOrderComparator implements Comparator<Comparable<Object>> {
    static final NaturalOrderComparator INSTANCE = new NaturalOrderComparator();

    private NaturalOrderComparator() {}

    public int compare(Comparable<Object> c1, Comparable<Object> c2) {
        return c1.compareTo(c2);
    }

    public Comparator<Comparable<Object>> reversed() {
        return Collections.reverseOrder();
    }
}
