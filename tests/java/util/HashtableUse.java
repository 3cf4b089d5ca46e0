import java.util.*;

public class HashtableUse {
    public static void main(String[] args) {
        Hashtable<String, Integer> h = new Hashtable<>();
        String[] words = {"apple", "banana", "cherry", "date", "elderberry", "fig", "grape", "honeydew",
            "kiwi", "lemon", "mango", "nectarine", "orange", "papaya"};
        for (int i = 0; i < words.length; i++) {
            h.put(words[i], i);
            if (i == 3 || i == 8 || i == 13) {
                System.out.println(h);
            }
        }
        System.out.println(h.size() + " " + h.get("fig") + " " + h.get("none") + " " + h.containsKey("kiwi")
            + " " + h.contains(5) + " " + h.containsValue(99));
        Enumeration<String> keys = h.keys();
        StringBuilder sb = new StringBuilder();
        while (keys.hasMoreElements()) {
            sb.append(keys.nextElement()).append(' ');
        }
        System.out.println(sb);
        Enumeration<Integer> vals = h.elements();
        int total = 0;
        while (vals.hasMoreElements()) {
            total += vals.nextElement();
        }
        System.out.println("total " + total);
        System.out.println(h.remove("banana") + " " + h.remove("banana") + " " + h.put("apple", 100) + " " + h);
        Iterator<Map.Entry<String, Integer>> it = h.entrySet().iterator();
        while (it.hasNext()) {
            if (it.next().getValue() % 2 == 0) {
                it.remove();
            }
        }
        System.out.println(h + " " + h.keySet() + " " + h.values());
        try {
            h.put("x", null);
        } catch (NullPointerException e) {
            System.out.println("NPE value");
        }
        try {
            h.put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("NPE key");
        }
        try {
            for (String k : h.keySet()) {
                h.put(k + "!", 1);
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("ConcurrentModificationException");
        }
        Hashtable<Integer, String> nums = new Hashtable<>(3);
        for (int i = 0; i < 30; i += 3) {
            nums.put(i, "n" + i);
        }
        System.out.println(nums);
        @SuppressWarnings("unchecked")
        Hashtable<Integer, String> copy = (Hashtable<Integer, String>) nums.clone();
        copy.put(99, "x");
        System.out.println(nums.size() + " " + copy.size() + " " + nums.equals(copy) + " " + copy.remove(99)
            + " " + nums.equals(copy) + " " + (nums.hashCode() == copy.hashCode()) + " " + nums.hashCode());
        nums.merge(0, "+", String::concat);
        nums.computeIfAbsent(100, k -> "c" + k);
        nums.computeIfPresent(3, (k, v) -> null);
        nums.putIfAbsent(6, "no");
        System.out.println(nums + " " + nums.getOrDefault(7, "dflt"));
        Map<String, Integer> tree = new TreeMap<>(h);
        Hashtable<String, Integer> fromMap = new Hashtable<>(tree);
        System.out.println(fromMap + " " + fromMap.equals(h));
        Dictionary<String, String> d = new Hashtable<>();
        d.put("k", "v");
        System.out.println(d.get("k") + " " + d.size() + " " + d.isEmpty());
        Hashtable<Object, Object> self = new Hashtable<>();
        self.put("me", self);
        System.out.println(self);
        h.clear();
        System.out.println(h + " " + h.isEmpty() + " " + h.keys().hasMoreElements());
    }
}
