// Collections.synchronizedList/Map/Set under 4 threads (no lost updates), newSetFromMap, asLifoQueue.
import java.util.*;

public class SyncWrappers {
    public static void main(String[] args) throws InterruptedException {
        List<Integer> list = Collections.synchronizedList(new ArrayList<>());
        Map<Integer, Integer> map = Collections.synchronizedMap(new HashMap<>());
        Set<Integer> set = Collections.synchronizedSet(new HashSet<>());
        Thread[] threads = new Thread[4];
        for (int t = 0; t < threads.length; t++) {
            final int id = t;
            threads[t] = new Thread(() -> {
                for (int i = 0; i < 3000; i++) {
                    list.add(i);
                    map.merge(i % 100, 1, Integer::sum);
                    set.add(id * 100000 + i);
                }
            });
            threads[t].start();
        }
        for (Thread t : threads) {
            t.join();
        }
        int total = 0;
        synchronized (map) {
            for (int v : map.values()) {
                total += v;
            }
        }
        System.out.println(list.size() + " " + map.size() + " " + total + " " + set.size() + " " + map.get(7));
        List<Integer> sub = list.subList(0, 3);
        System.out.println(sub.size() + " " + (list instanceof RandomAccess) + " " + Collections.synchronizedList(new LinkedList<>()).isEmpty()
                + " " + list.equals(new ArrayList<>(list)) + " " + Collections.synchronizedCollection(List.of(1, 2)));
        Set<String> fromMap = Collections.newSetFromMap(new LinkedHashMap<>());
        fromMap.add("b");
        fromMap.add("a");
        System.out.println(fromMap + " " + fromMap.add("b") + " " + fromMap.remove("b") + " " + fromMap);
        try {
            Collections.newSetFromMap(Map.of("x", true));
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        Queue<Integer> lifo = Collections.asLifoQueue(new ArrayDeque<>());
        lifo.add(1);
        lifo.offer(2);
        lifo.add(3);
        System.out.println(lifo + " " + lifo.peek() + " " + lifo.poll() + " " + lifo.remove() + " " + lifo.size());
    }
}
