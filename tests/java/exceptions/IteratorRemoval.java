import java.util.*;
public class IteratorRemoval {
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<>();
        for (int i = 0; i < 30; i++) m.put("key" + i, i);
        Iterator<Map.Entry<String, Integer>> it = m.entrySet().iterator();
        while (it.hasNext()) { Map.Entry<String, Integer> e = it.next(); if (e.getValue() % 3 != 0) it.remove(); else e.setValue(e.getValue() * 10); }
        System.out.println(m);
        try { for (String k : m.keySet()) if (k.equals("key3")) m.put("new", 1); System.out.println("no CME?"); } catch (ConcurrentModificationException e) { System.out.println("CME hashmap"); }
        TreeMap<Integer, String> tm = new TreeMap<>(); for (int i = 0; i < 10; i++) tm.put(i * i, "v" + i);
        Iterator<Integer> ki = tm.keySet().iterator(); while (ki.hasNext()) if (ki.next() % 2 == 1) ki.remove();
        System.out.println(tm + " " + tm.pollFirstEntry() + " " + tm.higherKey(16) + " " + tm.lowerEntry(16) + " " + tm.subMap(4, 64));
        try { Iterator<Integer> bad = new ArrayList<Integer>().iterator(); bad.remove(); } catch (IllegalStateException e) { System.out.println("ISE " + e.getMessage()); }
        try { new ArrayList<Integer>().iterator().next(); } catch (NoSuchElementException e) { System.out.println("NSEE " + e.getMessage()); }
        try { new ArrayDeque<Integer>().pop(); } catch (NoSuchElementException e) { System.out.println("NSEE2 " + e.getMessage()); }
        try { new ArrayDeque<Integer>().add(null); } catch (NullPointerException e) { System.out.println("NPE deque"); }
        try { new TreeMap<String, Integer>().firstKey(); } catch (NoSuchElementException e) { System.out.println("NSEE3 " + e.getMessage()); }
        try { new ArrayList<Integer>(Arrays.asList(1, 2)).get(5); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { new LinkedList<Integer>().get(0); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { new ArrayList<Integer>().add(3, 1); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { "abc".substring(2, 1); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { "abc".charAt(5); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { new StringBuilder("ab").deleteCharAt(2); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { new StringBuilder("ab").insert(3, "x"); } catch (StringIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { int[] z = new int[2]; z[2] = 1; } catch (ArrayIndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { Object[] os = new String[1]; os[0] = 1; } catch (ArrayStoreException e) { System.out.println(e.getMessage()); }
        try { Arrays.copyOf(new int[1], -1); } catch (NegativeArraySizeException e) { System.out.println("NASE " + e.getMessage()); }
        try { List.of(1, null); } catch (NullPointerException e) { System.out.println("NPE listof"); }
        try { new TreeMap<Object, Integer>().put(new Object(), 1); } catch (ClassCastException e) { System.out.println("CCE treemap"); }
        ListIterator<String> li = new ArrayList<>(Arrays.asList("a", "b", "c")).listIterator();
        while (li.hasNext()) { String s = li.next(); if (s.equals("b")) { li.set("B"); li.add("b2"); } }
        while (li.hasPrevious()) System.out.print(li.previous() + li.nextIndex());
        System.out.println();
        LinkedList<Integer> ll = new LinkedList<>(Arrays.asList(1, 2, 3, 4, 5, 6));
        Iterator<Integer> di = ll.descendingIterator(); while (di.hasNext()) if (di.next() % 2 == 0) di.remove();
        System.out.println(ll);
        ArrayList<Integer> al = new ArrayList<>(); for (int i = 0; i < 10; i++) al.add(i);
        al.removeIf(null == null ? new java.util.function.Predicate<Integer>() { public boolean test(Integer x) { return x % 4 == 0; } } : null);
        System.out.println(al);
    }
}
