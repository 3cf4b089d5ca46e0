import java.util.*;
public class HashCapacityOrder {
    public static void main(String[] args) {
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < 40; i++) keys.add("w" + (i * 37 % 101));
        Map<String, Integer> small = new HashMap<>(2), big = new HashMap<>(1024), dflt = new HashMap<>();
        for (int i = 0; i < keys.size(); i++) { small.put(keys.get(i), i); big.put(keys.get(i), i); dflt.put(keys.get(i), i); }
        System.out.println(small); System.out.println(big); System.out.println(dflt.keySet());
        Set<String> fromColl = new HashSet<>(keys.subList(0, 13)); System.out.println(fromColl);
        Map<String, Integer> copy = new HashMap<>(dflt); for (int i = 0; i < 30; i++) copy.remove(keys.get(i)); System.out.println(copy);
        Map<Integer, Integer> neg = new HashMap<>(); for (int i = -20; i <= 20; i += 3) neg.put(i * 65536, i); System.out.println(neg);
        Set<Character> chars = new HashSet<>(); for (char c : "the quick brown fox jumps over the lazy dog".toCharArray()) chars.add(c); System.out.println(chars);
        HashSet<Long> ls = new HashSet<>(); for (long v = 1; v < 1L << 62; v *= 7) ls.add(v); System.out.println(ls);
        HashMap<String, String> pa = new HashMap<>(); pa.putAll(Map.of("k1", "v")); pa.putAll(new TreeMap<>(Map.of("a", "1", "b", "2", "c", "3"))); System.out.println(pa);
        Set<Double> ds = new HashSet<>(Arrays.asList(0.1, 0.5, 1.0, 2.5, -3.75, 1e10, 1e-10)); System.out.println(ds);
        Set<Boolean> bs = new HashSet<>(Arrays.asList(true, false)); Set<Byte> bys = new HashSet<>(); for (int i = -128; i < 128; i += 17) bys.add((byte) i); System.out.println(bs + " " + bys);
        HashMap<String, Integer> grow = new HashMap<>(); for (int i = 0; i < 200; i++) grow.put(Integer.toString(i * 7919), i); int c = 0; StringBuilder sb = new StringBuilder(); for (String k : grow.keySet()) { if (c++ < 30) sb.append(k).append(' '); } System.out.println(sb);
        Map<Object, Object> mixed = new HashMap<>(); mixed.put(1, "int"); mixed.put(1L, "long"); mixed.put("1", "str"); mixed.put('1', "char"); mixed.put(1.0, "double"); System.out.println(mixed);
    }
}
