import java.util.*;
import java.util.concurrent.*;

public class CopyOnWrite {
    public static void main(String[] args) throws Exception {
        CopyOnWriteArrayList<String> l = new CopyOnWriteArrayList<>(Arrays.asList("a", "b", "c"));
        for (String s : l) {
            l.add(s + s);
            if (s.equals("b")) {
                l.remove("a");
            }
        }
        System.out.println(l + " size " + l.size() + " " + l.get(0) + " " + l.indexOf("cc") + " " + l.lastIndexOf("zz"));
        Iterator<String> it = l.iterator();
        try {
            it.next();
            it.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("iterator remove: UnsupportedOperationException");
        }
        System.out.println(l.addIfAbsent("b") + " " + l.addIfAbsent("z") + " " + l.addAllAbsent(Arrays.asList("z", "y", "a")) + " " + l);
        l.add(1, "first");
        l.set(0, "zero");
        l.removeIf(s -> s.length() == 2);
        System.out.println(l + " equals " + l.equals(new ArrayList<>(l)) + " hash " + (l.hashCode() == new ArrayList<>(l).hashCode()));
        l.sort(null);
        l.replaceAll(String::toUpperCase);
        System.out.println(l + " sub " + l.subList(1, 3) + " " + Arrays.toString(l.toArray(new String[0])));
        ListIterator<String> li = l.listIterator(l.size());
        StringBuilder back = new StringBuilder();
        while (li.hasPrevious()) {
            back.append(li.previous());
        }
        System.out.println("backwards " + back);
        try {
            l.get(99);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            l.add(99, "x");
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }

        // Listeners registered from several threads, notified while others register.
        final CopyOnWriteArrayList<Integer> listeners = new CopyOnWriteArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<?>> fs = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            final int base = t * 1000;
            fs.add(pool.submit(() -> {
                for (int i = 0; i < 200; i++) {
                    listeners.add(base + i);
                    int seen = 0;
                    for (Integer x : listeners) {
                        seen++;
                    }
                    if (seen == 0) {
                        throw new IllegalStateException();
                    }
                }
            }));
        }
        for (Future<?> f : fs) {
            f.get();
        }
        pool.shutdown();
        long sum = 0;
        for (int x : listeners) {
            sum += x;
        }
        System.out.println("listeners " + listeners.size() + " sum " + sum);
        CopyOnWriteArrayList<Object> nulls = new CopyOnWriteArrayList<>();
        nulls.add(null);
        System.out.println(nulls + " " + nulls.contains(null) + " " + nulls.indexOf(null));
    }
}
