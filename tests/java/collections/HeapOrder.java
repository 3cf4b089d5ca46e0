import java.util.*;
public class HeapOrder {
    public static void main(String[] args) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        Random r = new Random(11);
        for (int i = 0; i < 25; i++) pq.add(r.nextInt(100));
        System.out.println(pq);
        pq.remove(pq.toArray()[7]); pq.remove((Object) 1000); System.out.println(pq + " " + pq.size() + " " + pq.peek());
        for (int i = 0; i < 5; i++) pq.poll();
        System.out.println(pq);
        Iterator<Integer> it = pq.iterator(); int k = 0; while (it.hasNext()) { it.next(); if (k++ % 3 == 0) it.remove(); }
        System.out.println(pq);
        PriorityQueue<Integer> heapified = new PriorityQueue<>(Arrays.asList(9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
        System.out.println(heapified + " " + Arrays.toString(heapified.toArray()));
        PriorityQueue<String> maxq = new PriorityQueue<>(5, Collections.reverseOrder()); for (String s : "m a z b y c x".split(" ")) maxq.offer(s);
        System.out.println(maxq + " " + maxq.contains("y"));
        StringBuilder sb = new StringBuilder(); while (!maxq.isEmpty()) sb.append(maxq.poll()); System.out.println(sb);
        PriorityQueue<int[]> pairs = new PriorityQueue<>(new Comparator<int[]>() { public int compare(int[] a, int[] b) { return a[0] != b[0] ? a[0] - b[0] : b[1] - a[1]; } });
        for (int i = 0; i < 12; i++) pairs.add(new int[]{i % 4, i});
        sb.setLength(0); while (!pairs.isEmpty()) { int[] p = pairs.poll(); sb.append(p[0]).append('/').append(p[1]).append(' '); } System.out.println(sb);
        PriorityQueue<Integer> copy = new PriorityQueue<>(heapified); copy.clear(); System.out.println(copy + " " + copy.poll() + " " + copy.peek());
        try { copy.element(); } catch (NoSuchElementException e) { System.out.println("NSEE " + e.getMessage()); }
        try { copy.add(null); } catch (NullPointerException e) { System.out.println("NPE"); }
        ArrayDeque<Integer> dq = new ArrayDeque<>(4);
        for (int i = 0; i < 10; i++) { dq.offerFirst(i); dq.offerLast(-i); if (i % 3 == 0) dq.pollFirst(); }
        System.out.println(dq + " " + dq.size() + " " + dq.contains(-5) + " " + dq.removeFirstOccurrence(-5) + " " + dq.removeLastOccurrence(7));
        Iterator<Integer> dit = dq.descendingIterator(); sb.setLength(0); while (dit.hasNext()) sb.append(dit.next()).append(','); System.out.println(sb);
        Object[] arr = dq.toArray(); Integer[] ia = dq.toArray(new Integer[0]); System.out.println(arr.length + " " + ia[0]);
    }
}
