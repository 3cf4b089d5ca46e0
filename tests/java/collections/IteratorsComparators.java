// Iterable/Iterator protocol for custom classes in for-each, Comparator.naturalOrder/reverseOrder/reversed/thenComparing, compareTo contracts.
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

public class IteratorsComparators {
    static final class Range implements Iterable<Integer> {
        final int from, to, step;
        Range(int from, int to, int step) { this.from = from; this.to = to; this.step = step; }
        public Iterator<Integer> iterator() {
            return new Iterator<Integer>() {
                int next = from;
                public boolean hasNext() { return step > 0 ? next < to : next > to; }
                public Integer next() {
                    if (!hasNext()) throw new NoSuchElementException("range exhausted");
                    int v = next;
                    next += step;
                    return v;
                }
            };
        }
    }

    static final class Version implements Comparable<Version> {
        final int major, minor;
        final String label;
        Version(int major, int minor, String label) { this.major = major; this.minor = minor; this.label = label; }
        public int compareTo(Version o) { return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor); }
        @Override public String toString() { return major + "." + minor + label; }
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int v : new Range(0, 20, 3)) sb.append(v).append(' ');
        for (int v : new Range(5, -6, -4)) sb.append(v).append(' ');
        System.out.println(sb);
        Iterator<Integer> it = new Range(0, 1, 1).iterator();
        it.next();
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("exhausted: " + e.getMessage());
        }
        try {
            it.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("default remove: " + e.getClass().getName() + " " + e.getMessage());
        }
        List<Version> vs = new ArrayList<>();
        vs.add(new Version(1, 10, "a"));
        vs.add(new Version(1, 2, "b"));
        vs.add(new Version(0, 9, "c"));
        vs.add(new Version(1, 2, "d"));
        vs.add(new Version(2, 0, "e"));
        List<Version> sorted = new ArrayList<>(vs);
        sorted.sort(Comparator.naturalOrder());
        System.out.println(sorted);
        sorted.sort(Comparator.reverseOrder());
        System.out.println(sorted);
        Comparator<Version> byLabel = new Comparator<Version>() {
            public int compare(Version a, Version b) { return a.label.compareTo(b.label); }
        };
        Comparator<Version> byMajor = new Comparator<Version>() {
            public int compare(Version a, Version b) { return a.major - b.major; }
        };
        sorted.sort(byMajor.thenComparing(byLabel.reversed()));
        System.out.println(sorted);
        sorted.sort(byMajor.reversed().thenComparing(Comparator.<Version>naturalOrder()));
        System.out.println(sorted);
        Comparator<String> nat = Comparator.naturalOrder();
        Comparator<String> rev = Comparator.reverseOrder();
        System.out.println(nat.compare("a", "b") + " " + rev.compare("a", "b") + " " + (nat.reversed().compare("a", "b")) + " " + rev.reversed().compare("a", "b")
            + " " + Collections.reverseOrder().compare(1, 2) + " " + "b".compareTo("a") + " " + Integer.valueOf(3).compareTo(3));
        try {
            nat.compare(null, "x");
        } catch (NullPointerException e) {
            System.out.println("naturalOrder null: " + e.getClass().getName());
        }
        List<String> letters = new ArrayList<>();
        Collections.addAll(letters, "b", "d", "a", "c");
        letters.sort(rev);
        System.out.println(letters);
        letters.sort(rev.reversed());
        System.out.println(letters);
        Iterable<Integer> squares = new Iterable<Integer>() {
            public Iterator<Integer> iterator() {
                return new Iterator<Integer>() {
                    int i = 1;
                    public boolean hasNext() { return i <= 5; }
                    public Integer next() { int v = i * i; i++; return v; }
                };
            }
        };
        int total = 0;
        for (int s : squares) total += s;
        for (int s : squares) total += s;
        System.out.println("squares twice " + total);
    }
}
