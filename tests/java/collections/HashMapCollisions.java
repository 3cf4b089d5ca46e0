// HashMap with many equal-hash String keys ("Aa"/"BB" combinations): bucket chains, treeified bins, iteration order, removal.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;

public class HashMapCollisions {
    static List<String> combos(int pairs) {
        List<String> out = new ArrayList<>();
        for (int mask = 0; mask < (1 << pairs); mask++) {
            StringBuilder sb = new StringBuilder();
            for (int i = pairs - 1; i >= 0; i--) sb.append(((mask >> i) & 1) == 0 ? "Aa" : "BB");
            out.add(sb.toString());
        }
        return out;
    }

    public static void main(String[] args) {
        List<String> three = combos(3);
        HashMap<String, Integer> small = new HashMap<>();
        for (int i = 0; i < three.size(); i++) small.put(three.get(three.size() - 1 - i), i);
        small.put("other", 99);
        System.out.println(small);
        System.out.println(three.get(0).hashCode() + " " + three.get(7).hashCode());
        List<String> six = combos(6);
        HashMap<String, Integer> big = new HashMap<>();
        for (int i = 0; i < six.size(); i++) big.put(six.get((i * 37) % 64), i);
        for (int i = 0; i < 20; i++) big.put("k" + i, -i);
        System.out.println(big.size() + " " + big.get("AaBBAaBBAaBB") + " " + big.get("BBBBBBBBBBBB") + " " + big.get("AaAaAaAaAaAb"));
        StringBuilder order = new StringBuilder();
        for (String k : big.keySet()) order.append(k).append(' ');
        System.out.println(order);
        for (int i = 0; i < 64; i += 3) big.remove(six.get(i));
        StringBuilder after = new StringBuilder();
        for (String k : big.keySet()) after.append(k).append(' ');
        System.out.println(after);
        HashSet<String> set = new HashSet<>(combos(4));
        set.add("Ab");
        set.remove("AaAaBBBB");
        System.out.println(set + " " + set.contains("BBAaBBAa") + " " + set.contains("AaAaBBBB"));
    }
}
