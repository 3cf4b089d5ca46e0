// Collection protocols: fail-fast iterators (ConcurrentModificationException), LinkedHashMap access order and
// removeEldestEntry, PriorityQueue, TreeMap/TreeSet navigation, immutable List/Set/Map.of errors, Collections, Arrays, Comparator.
import java.util.*;

public class CollectionProtocols {
    static void cme(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": no exception");
        } catch (ConcurrentModificationException e) {
            System.out.println(what + ": " + e.getClass().getName());
        }
    }

    static void uoe(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": no exception");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + " " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        List<Integer> al = new ArrayList<>(List.of(1, 2, 3, 4));
        cme("ArrayList add in foreach", () -> { for (Integer i : al) { if (i == 2) al.add(9); } });
        List<Integer> al2 = new ArrayList<>(List.of(1, 2, 3));
        cme("ArrayList remove second-to-last", () -> { for (Integer i : al2) { if (i == 2) al2.remove(i); } });
        System.out.println(al2);
        Map<String, Integer> hm = new HashMap<>(Map.of("a", 1, "b", 2, "c", 3));
        cme("HashMap put in keySet loop", () -> { for (String k : hm.keySet()) { hm.put(k + k, 0); } });
        LinkedList<Integer> ll = new LinkedList<>(List.of(1, 2, 3));
        cme("LinkedList add via iterator owner", () -> { for (Integer i : ll) { ll.addFirst(0); } });
        List<Integer> al3 = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6));
        Iterator<Integer> it = al3.iterator();
        while (it.hasNext()) {
            if (it.next() % 2 == 0) {
                it.remove();
            }
        }
        System.out.println(al3);
        uoe("iterator remove twice", () -> { Iterator<Integer> i2 = al3.iterator(); i2.next(); i2.remove(); i2.remove(); });
        ListIterator<Integer> li = al3.listIterator();
        while (li.hasNext()) {
            int v = li.next();
            li.set(v * 10);
            if (v == 3) {
                li.add(35);
            }
        }
        System.out.println(al3 + " " + li.previousIndex() + " " + li.hasPrevious());

        LinkedHashMap<String, Integer> lru = new LinkedHashMap<>(16, 0.75f, true) {
            protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) {
                return size() > 3;
            }
        };
        lru.put("a", 1);
        lru.put("b", 2);
        lru.put("c", 3);
        lru.get("a");
        lru.put("d", 4);
        lru.getOrDefault("c", 0);
        lru.put("b", 22);
        System.out.println(lru + " " + lru.keySet() + " " + lru.values());
        LinkedHashMap<String, Integer> insertion = new LinkedHashMap<>();
        insertion.put("z", 1);
        insertion.put("y", 2);
        insertion.put("z", 3);
        insertion.putIfAbsent("x", 4);
        insertion.remove("y");
        insertion.put("y", 5);
        System.out.println(insertion);

        PriorityQueue<String> pq = new PriorityQueue<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        pq.addAll(List.of("pear", "fig", "banana", "kiwi", "apple", "date"));
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) {
            sb.append(pq.poll()).append(' ');
        }
        System.out.println(sb + "" + pq.peek() + " " + pq.poll());
        PriorityQueue<Integer> heap = new PriorityQueue<>(List.of(5, 1, 4, 1, 5, 9, 2, 6));
        System.out.println(heap.peek() + " " + heap.size() + " " + heap.contains(9) + " " + heap.remove(9) + " " + heap.remove(42));
        uoe("PriorityQueue add null", () -> heap.add(null));

        TreeMap<Integer, String> tm = new TreeMap<>();
        for (int i = 10; i <= 50; i += 10) {
            tm.put(i, "v" + i);
        }
        System.out.println(tm.firstKey() + " " + tm.lastEntry() + " " + tm.floorKey(25) + " " + tm.ceilingKey(25) + " " + tm.lowerKey(10)
                + " " + tm.higherEntry(50) + " " + tm.headMap(30) + " " + tm.headMap(30, true) + " " + tm.tailMap(30, false) + " "
                + tm.subMap(15, 45) + " " + tm.descendingMap() + " " + tm.navigableKeySet().descendingSet() + " " + tm.pollFirstEntry()
                + " " + tm.pollLastEntry() + " " + tm);
        TreeSet<String> ts = new TreeSet<>(Comparator.nullsFirst(Comparator.<String>naturalOrder()));
        ts.addAll(Arrays.asList("m", "c", null, "x", "a"));
        System.out.println(ts + " " + ts.first() + " " + ts.last() + " " + ts.floor("d") + " " + ts.higher("m") + " " + ts.headSet("m")
                + " " + ts.tailSet("c", false) + " " + ts.subSet("b", true, "x", true) + " " + ts.descendingSet() + " " + ts.pollFirst());
        uoe("TreeMap null key", () -> new TreeMap<String, Integer>().put(null, 1));
        uoe("TreeSet firstKey empty", () -> new TreeSet<Integer>().first());

        List<Integer> lof = List.of(3, 1, 2);
        uoe("List.of add", () -> lof.add(4));
        uoe("List.of set", () -> lof.set(0, 4));
        uoe("List.of null", () -> List.of(1, null));
        uoe("List.of contains null", () -> lof.contains(null));
        uoe("Set.of duplicate", () -> Set.of("a", "b", "a"));
        uoe("Map.of duplicate", () -> Map.of("k", 1, "k", 2));
        uoe("Map.of put", () -> Map.of("k", 1).put("j", 2));
        uoe("List.copyOf null", () -> List.copyOf(Arrays.asList(1, null)));
        uoe("get out of range", () -> lof.get(3));
        uoe("ArrayList get", () -> new ArrayList<>(lof).get(5));
        uoe("ArrayList add index", () -> new ArrayList<>(lof).add(7, 1));
        uoe("LinkedList get", () -> new LinkedList<>(lof).get(-1));
        uoe("subList", () -> lof.subList(2, 1));
        System.out.println(new TreeSet<>(Set.of(5, 3, 9)) + " " + new TreeMap<>(Map.of("b", 2, "a", 1)) + " " + Set.of(1, 2).containsAll(List.of(2, 1))
                + " " + Map.entry("k", "v") + " " + lof.equals(Arrays.asList(3, 1, 2)) + " " + lof.hashCode() + " " + List.copyOf(lof).indexOf(2));

        List<Integer> nums = new ArrayList<>(List.of(5, 3, 8, 1, 9, 2));
        Collections.sort(nums);
        System.out.print(nums + " ");
        Collections.reverse(nums);
        System.out.print(nums + " ");
        Collections.shuffle(nums, new Random(42));
        System.out.print(nums + " ");
        Collections.swap(nums, 0, 5);
        Collections.rotate(nums, 2);
        System.out.println(nums + " " + Collections.max(nums) + " " + Collections.min(nums, Comparator.reverseOrder()) + " "
                + Collections.frequency(List.of(1, 2, 1, 1), 1) + " " + Collections.nCopies(3, "ab") + " " + Collections.emptyList()
                + " " + Collections.singletonList(7) + " " + Collections.emptyMap() + " " + Collections.singleton(1)
                + " " + Collections.disjoint(List.of(1, 2), List.of(3)) + " " + Collections.binarySearch(List.of(1, 3, 5, 7), 5)
                + " " + Collections.binarySearch(List.of(1, 3, 5, 7), 4) + " " + Collections.indexOfSubList(List.of(1, 2, 3, 2, 3), List.of(2, 3))
                + " " + Collections.lastIndexOfSubList(List.of(1, 2, 3, 2, 3), List.of(2, 3)));
        List<String> um = Collections.unmodifiableList(new ArrayList<>(List.of("a")));
        uoe("unmodifiableList add", () -> um.add("b"));
        uoe("unmodifiableMap put", () -> Collections.unmodifiableMap(new HashMap<String, Integer>()).put("a", 1));
        uoe("emptyList add", () -> Collections.emptyList().add(null));
        List<String> sync = Collections.synchronizedList(new ArrayList<>());
        sync.add("s");
        Map<String, Integer> syncMap = Collections.synchronizedMap(new TreeMap<>());
        syncMap.put("k", 1);
        System.out.println(sync + " " + syncMap + " " + Collections.unmodifiableSet(new TreeSet<>(List.of(2, 1))));
        List<Integer> filled = new ArrayList<>(Collections.nCopies(4, 0));
        Collections.fill(filled, 7);
        Collections.addAll(filled, 1, 2);
        System.out.println(filled + " " + Collections.reverseOrder().compare(1, 2));

        Integer[] arr = {5, 3, 8, 1};
        Arrays.sort(arr, Collections.reverseOrder());
        int[] prim = {9, 4, 7, 1};
        Arrays.sort(prim, 1, 3);
        String[] words = {"bb", "a", "ccc", "dd"};
        Arrays.sort(words, Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println(Arrays.toString(arr) + " " + Arrays.toString(prim) + " " + Arrays.toString(words) + " "
                + Arrays.toString(Arrays.copyOf(prim, 6)) + " " + Arrays.toString(Arrays.copyOfRange(prim, 1, 3)) + " "
                + Arrays.equals(new int[] {1, 2}, new int[] {1, 2}) + " " + Arrays.hashCode(new int[] {1, 2}) + " "
                + Arrays.deepToString(new int[][] {{1, 2}, {3}}) + " " + Arrays.deepEquals(new Object[] {new int[] {1}}, new Object[] {new int[] {1}})
                + " " + Arrays.binarySearch(new int[] {1, 3, 5}, 4) + " " + Arrays.asList(1, 2, 3) + " " + Arrays.toString((int[]) null));
        long[] lf = new long[4];
        Arrays.fill(lf, 1, 3, 7L);
        Integer[] setAll = new Integer[5];
        Arrays.setAll(setAll, i -> i * i);
        System.out.println(Arrays.toString(lf) + " " + Arrays.toString(setAll) + " " + Arrays.stream(setAll).mapToInt(Integer::intValue).sum());
        uoe("Arrays.asList add", () -> Arrays.asList(1, 2).add(3));
        uoe("copyOfRange bad", () -> Arrays.copyOfRange(prim, 3, 1));

        List<String> names = new ArrayList<>(Arrays.asList("bob", null, "Al", "cy", "al"));
        names.sort(Comparator.nullsLast(String.CASE_INSENSITIVE_ORDER.thenComparing(Comparator.naturalOrder())));
        System.out.println(names);
        names.sort(Comparator.nullsFirst(Comparator.<String>naturalOrder().reversed()));
        System.out.println(names);
        names.removeIf(Objects::isNull);
        names.replaceAll(String::toUpperCase);
        System.out.println(names + " " + Comparator.<Integer>naturalOrder().compare(1, 2) + " "
                + Comparator.comparingInt(String::length).reversed().compare("aa", "b"));
        Map<String, List<Integer>> multi = new TreeMap<>();
        for (int i = 0; i < 6; i++) {
            multi.computeIfAbsent(i % 2 == 0 ? "even" : "odd", k -> new ArrayList<>()).add(i);
        }
        multi.entrySet().stream().forEach(e -> System.out.print(e.getKey() + "->" + e.getValue() + " "));
        System.out.println();
        Map<String, Integer> counts = new HashMap<>();
        System.out.println(counts.merge("x", 1, Integer::sum) + " " + counts.merge("x", 1, Integer::sum) + " " + counts.merge("x", 1, (a, b) -> null)
                + " " + counts.containsKey("x") + " " + counts.putIfAbsent("y", 5) + " " + counts.putIfAbsent("y", 6) + " "
                + counts.compute("y", (k, v) -> v * 2) + " " + counts.getOrDefault("z", -1) + " " + counts.replace("y", 0) + " " + counts);
    }
}
