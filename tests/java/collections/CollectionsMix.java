import java.util.*;
public class CollectionsMix {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        Random rnd = new Random(2024);
        for (int i = 0; i < 20; i++) list.add(rnd.nextInt(100) - 50);
        System.out.println(list);
        Collections.sort(list); System.out.println(list);
        Collections.reverse(list); System.out.println(list + " max=" + Collections.max(list) + " min=" + Collections.min(list));
        Collections.sort(list, Collections.reverseOrder()); System.out.println(list);
        Collections.sort(list, Comparator.naturalOrder()); System.out.println(Collections.binarySearch(list, list.get(7)));
        Collections.shuffle(list, new Random(7)); System.out.println(list);
        Collections.swap(list, 0, 19); System.out.println(list.get(0) + " " + list.get(19) + " " + Collections.frequency(list, list.get(3)));
        List<Integer> un = Collections.unmodifiableList(list);
        try { un.add(1); } catch (UnsupportedOperationException e) { System.out.println("UOE " + e.getMessage()); }
        try { List.of(1, 2).set(0, 5); } catch (UnsupportedOperationException e) { System.out.println("UOE2 " + e.getMessage()); }
        List<String> fixed = Arrays.asList("b", "a", "c");
        fixed.set(0, "z"); System.out.println(fixed);
        try { fixed.add("d"); } catch (UnsupportedOperationException e) { System.out.println("UOE3 " + e.getMessage()); }
        Iterator<Integer> it = list.iterator();
        while (it.hasNext()) if (it.next() % 2 == 0) it.remove();
        System.out.println(list + " " + list.size());
        try { for (Integer x : list) if (x > 0) list.remove(x); } catch (ConcurrentModificationException e) { System.out.println("CME " + e.getMessage()); }
        list.remove(Integer.valueOf(list.get(0))); list.remove(0); System.out.println(list + " " + list.indexOf(list.get(1)) + " " + list.contains(1000));
        System.out.println(list.subList(1, 4) + " " + new ArrayList<>(list.subList(0, 2)).equals(list.subList(0, 2)));
        Deque<String> stack = new ArrayDeque<>(); stack.push("a"); stack.push("b"); stack.addLast("z");
        System.out.println(stack + " " + stack.peek() + " " + stack.peekLast() + " " + stack.pop() + " " + stack.pollLast() + " " + stack);
        LinkedList<Integer> ll = new LinkedList<>(Arrays.asList(5, 1, 4)); ll.addFirst(9); ll.add(2, 7); ll.removeLast();
        System.out.println(ll + " " + ll.getFirst() + " " + ll.indexOf(7));
        Set<String> hs = new HashSet<>(Arrays.asList("delta", "alpha", "charlie", "bravo", "echo", "alpha"));
        System.out.println(hs + " " + hs.size() + " " + hs.contains("echo"));
        TreeMap<String, Integer> tm = new TreeMap<>();
        for (String s : hs) tm.put(s, s.length());
        System.out.println(tm + " " + tm.firstKey() + " " + tm.lastEntry() + " " + tm.headMap("charlie") + " " + tm.tailMap("charlie", false) + " " + tm.ceilingKey("c") + " " + tm.floorKey("c") + " " + tm.descendingMap());
        Map<String, List<Integer>> groups = new HashMap<>();
        for (int i = 0; i < 12; i++) { String k = "g" + (i % 3); List<Integer> g = groups.get(k); if (g == null) { g = new ArrayList<>(); groups.put(k, g); } g.add(i); }
        System.out.println(groups);
        for (Map.Entry<String, List<Integer>> e : groups.entrySet()) e.getValue().clear();
        System.out.println(groups + " " + groups.keySet() + " " + groups.values());
        PriorityQueue<String> pq = new PriorityQueue<>(Collections.reverseOrder()); pq.addAll(tm.keySet());
        StringBuilder sb = new StringBuilder(); while (!pq.isEmpty()) sb.append(pq.poll()).append(' ');
        System.out.println(sb.toString().trim());
        Integer[] boxed = {3, 1, 2}; Arrays.sort(boxed, Collections.reverseOrder()); System.out.println(Arrays.toString(boxed));
        int[] prim = {5, 3, 9, 1}; Arrays.sort(prim); System.out.println(Arrays.toString(prim) + Arrays.binarySearch(prim, 9) + Arrays.binarySearch(prim, 4) + " " + Arrays.equals(prim, new int[]{1, 3, 5, 9}) + " " + Arrays.hashCode(prim));
        long[] big = Arrays.copyOf(new long[]{1, 2}, 4); System.out.println(Arrays.toString(big) + Arrays.toString(Arrays.copyOfRange(prim, 1, 3)) + Arrays.deepToString(new int[][]{{1}, {2, 3}}));
        System.out.println(Objects.equals(null, null) + " " + Objects.hash(1, "a", null) + " " + Objects.requireNonNullElse(null, "dflt") + " " + Objects.toString(null) + " " + Objects.isNull(list));
    }
}
