// Collections.unmodifiableSortedSet/NavigableSet/SortedMap/NavigableMap and emptySorted*/emptyNavigable*: reads pass, writes throw.
import java.util.*;

public class UnmodifiableSorted {
    static void uoe(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": allowed");
        } catch (UnsupportedOperationException e) {
            System.out.println(what + ": UnsupportedOperationException");
        }
    }

    public static void main(String[] args) {
        TreeSet<Integer> backing = new TreeSet<>(List.of(50, 10, 40, 20, 30));
        NavigableSet<Integer> ns = Collections.unmodifiableNavigableSet(backing);
        System.out.println(ns + " " + ns.first() + " " + ns.last() + " " + ns.floor(25) + " " + ns.higher(50) + " " + ns.headSet(30)
                + " " + ns.tailSet(30, false) + " " + ns.subSet(15, true, 45, false) + " " + ns.descendingSet() + " " + ns.comparator());
        uoe("set add", () -> ns.add(5));
        uoe("set pollFirst", () -> ns.pollFirst());
        uoe("headSet add", () -> ns.headSet(30).add(1));
        uoe("descending remove", () -> ns.descendingSet().remove(50));
        uoe("iterator remove", () -> { Iterator<Integer> i = ns.iterator(); i.next(); i.remove(); });
        backing.add(60);
        System.out.println("view sees " + ns.last() + " " + ns.size());
        SortedSet<String> ss = Collections.unmodifiableSortedSet(new TreeSet<String>(Comparator.<String>reverseOrder()));
        System.out.println(ss + " " + ss.isEmpty() + " " + (ss.comparator() != null));
        TreeMap<String, Integer> tm = new TreeMap<>(Map.of("b", 2, "d", 4, "a", 1, "c", 3));
        NavigableMap<String, Integer> nm = Collections.unmodifiableNavigableMap(tm);
        System.out.println(nm + " " + nm.firstKey() + " " + nm.lastEntry() + " " + nm.floorKey("bb") + " " + nm.headMap("c") + " "
                + nm.tailMap("b", false) + " " + nm.descendingMap() + " " + nm.navigableKeySet() + " " + nm.descendingKeySet());
        uoe("map put", () -> nm.put("e", 5));
        uoe("map pollFirstEntry", () -> nm.pollFirstEntry());
        uoe("entry setValue", () -> nm.firstEntry().setValue(9));
        uoe("subMap clear", () -> nm.subMap("a", "c").clear());
        uoe("keySet remove", () -> nm.navigableKeySet().remove("a"));
        SortedMap<String, Integer> sm = Collections.unmodifiableSortedMap(tm);
        System.out.println(sm.headMap("c") + " " + sm.firstKey() + " " + sm.get("d"));
        System.out.println(Collections.emptySortedSet() + " " + Collections.emptyNavigableSet().size() + " " + Collections.emptySortedMap()
                + " " + Collections.emptyNavigableMap().isEmpty());
        uoe("emptySortedSet add", () -> Collections.<String>emptySortedSet().add("x"));
        uoe("emptyNavigableMap put", () -> Collections.<String, Integer>emptyNavigableMap().put("x", 1));
    }
}
