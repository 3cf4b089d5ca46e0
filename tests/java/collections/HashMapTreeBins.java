import java.util.*;
public class HashMapTreeBins {
    static List<String> collide(int n) {
        // strings built from "Aa"/"BB" blocks all share a hash code
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) { StringBuilder sb = new StringBuilder(); for (int b = 0; b < 7; b++) sb.append(((i >> b) & 1) == 0 ? "Aa" : "BB"); out.add(sb.toString()); }
        return out;
    }
    public static void main(String[] args) {
        List<String> keys = collide(100);
        System.out.println(keys.get(0).hashCode() == keys.get(99).hashCode());
        Map<String, Integer> m = new HashMap<>();
        for (int i = 0; i < keys.size(); i++) m.put(keys.get(i), i);
        m.put("plain", -1); m.put("other", -2);
        StringBuilder sb = new StringBuilder(); for (String k : m.keySet()) sb.append(m.get(k)).append(' ');
        System.out.println(sb);
        for (int i = 0; i < 95; i++) m.remove(keys.get(i * 13 % 100));
        System.out.println(m);
        Set<String> s = new HashSet<>(keys.subList(10, 30)); System.out.println(s);
        Map<String, Integer> lhm = new LinkedHashMap<>(); for (String k : keys.subList(0, 12)) lhm.put(k, k.length()); System.out.println(lhm.keySet());
        System.out.println(m.get(keys.get(95 * 13 % 100)) + " " + m.containsKey("AaAaAaAaAaAaAa") + " " + m.size());
    }
}
