// HashSet: iteration order, set algebra via addAll/retainAll/removeAll, equals/hashCode across set types, iterator removal.
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Set;
import java.util.TreeMap;

public class HashSetOps {
    public static void main(String[] args) {
        Set<Integer> a = new HashSet<>(Arrays.asList(5, 3, 9, 1, 7, 100, -4, 64, 33));
        Set<Integer> b = new HashSet<>(Arrays.asList(3, 4, 5, 6, 7, 64, 1000));
        System.out.println(a + " " + b);
        Set<Integer> union = new HashSet<>(a);
        union.addAll(b);
        Set<Integer> inter = new HashSet<>(a);
        inter.retainAll(b);
        Set<Integer> diff = new HashSet<>(a);
        diff.removeAll(b);
        System.out.println(union + " " + inter + " " + diff);
        System.out.println(a.add(5) + " " + a.add(6) + " " + a.remove(100) + " " + a.remove(100) + " " + a.contains(6) + " " + a.size());
        Set<String> s = new HashSet<>();
        for (String w : "to be or not to be that is the question".split(" ")) s.add(w);
        System.out.println(s + " " + s.size());
        Iterator<String> it = s.iterator();
        while (it.hasNext()) if (it.next().length() <= 2) it.remove();
        System.out.println(s);
        TreeMap<String, Boolean> sorted = new TreeMap<>();
        for (String w : s) sorted.put(w, Boolean.TRUE);
        Set<String> tree = sorted.keySet();
        System.out.println(tree + " " + tree.equals(s) + " " + s.equals(tree) + " " + (tree.hashCode() == s.hashCode()));
        s.add(null);
        System.out.println(s.contains(null) + " " + s);
        Set<Object> mixed = new HashSet<>();
        mixed.add(1);
        mixed.add(1L);
        mixed.add(1.0);
        mixed.add("1");
        mixed.add('1');
        System.out.println(mixed.size() + " " + mixed);
        Set<Integer> many = new HashSet<>();
        for (int i = 0; i < 300; i++) many.add((i * 131) % 257 - 128);
        StringBuilder sb = new StringBuilder();
        int n = 0;
        for (int v : many) { if (n++ < 40) sb.append(v).append(','); }
        System.out.println(many.size() + " " + sb);
        many.clear();
        System.out.println(many.isEmpty() + " " + many);
    }
}
