// ArrayList: add/get/set/remove (index vs object), indexOf, subList, iterators, CME, toArray, bounds messages.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;

public class ArrayListOps {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 10; i++) list.add(i * i);
        list.add(0, -1);
        list.add(5, 555);
        System.out.println(list + " size=" + list.size());
        System.out.println(list.get(3) + " " + list.set(3, 33) + " " + list.get(3) + " " + list.indexOf(555) + " " + list.lastIndexOf(81) + " " + list.indexOf(1000));
        list.remove(Integer.valueOf(555));
        list.remove(0);
        System.out.println(list + " contains(16)=" + list.contains(16) + " contains(null)=" + list.contains(null));
        list.add(null);
        System.out.println(list.indexOf(null) + " " + list.remove(null) + " " + list.remove(null) + " " + list.size());
        List<Integer> sub = list.subList(2, 5);
        sub.set(0, 400);
        System.out.println(sub + " " + list + " " + sub.size());
        sub.clear();
        System.out.println("after sub.clear " + list);
        Iterator<Integer> it = list.iterator();
        while (it.hasNext()) if (it.next() % 2 == 1) it.remove();
        System.out.println("odd removed " + list);
        ListIterator<Integer> li = list.listIterator();
        while (li.hasNext()) {
            int v = li.next();
            if (v == 0) li.add(7);
            else li.set(v + 1);
        }
        System.out.println("listIterator " + list + " prevIndex=" + li.previousIndex());
        StringBuilder back = new StringBuilder();
        while (li.hasPrevious()) back.append(li.previous()).append(',');
        System.out.println("backwards " + back);
        try {
            for (Integer x : list) if (x == 7) list.add(8);
        } catch (ConcurrentModificationException e) {
            System.out.println("CME " + e.getClass().getName());
        }
        try {
            list.get(100);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("get(100): " + e.getMessage());
        }
        try {
            list.add(-1, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("add(-1): " + e.getMessage());
        }
        try {
            new ArrayList<String>().remove(0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("remove(0) on empty: " + e.getMessage());
        }
        Object[] arr = list.toArray();
        Integer[] typed = list.toArray(new Integer[0]);
        Integer[] big = list.toArray(new Integer[20]);
        System.out.println(arr.length + " " + typed.length + " " + typed.getClass().getName() + " " + big.length + " " + big[list.size()]);
        List<String> words = new ArrayList<>(Arrays.asList("delta", "alpha", "charlie", "bravo"));
        words.addAll(1, Arrays.asList("x", "y"));
        System.out.println(words + " " + words.containsAll(Arrays.asList("x", "alpha")) + " " + words.equals(new ArrayList<>(words)));
        words.removeAll(Arrays.asList("x", "y"));
        words.retainAll(Arrays.asList("alpha", "bravo", "zulu"));
        System.out.println(words + " " + words.isEmpty());
        words.clear();
        System.out.println(words + " " + words.isEmpty() + " " + words.size());
        ArrayList<Long> grow = new ArrayList<>(2);
        for (long i = 0; i < 1000; i++) grow.add(i * i);
        long s = 0;
        for (long v : grow) s += v;
        grow.ensureCapacity(5000);
        grow.trimToSize();
        System.out.println("grow " + grow.size() + " " + s + " " + grow.get(999));
        List<Object> mixed = new ArrayList<>();
        mixed.add("s");
        mixed.add(1);
        mixed.add(null);
        mixed.add(2.5);
        mixed.add(new ArrayList<>(Arrays.asList(1, 2)));
        System.out.println(mixed + " " + mixed.toString().length());
    }
}
