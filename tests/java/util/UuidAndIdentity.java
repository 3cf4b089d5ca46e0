import java.util.*;

public class UuidAndIdentity {
    public static void main(String[] args) throws Exception {
        UUID a = UUID.nameUUIDFromBytes("jvmlab".getBytes("UTF-8"));
        System.out.println(a + " version " + a.version() + " variant " + a.variant() + " hash " + a.hashCode());
        UUID b = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
        System.out.println(b + " " + b.version() + " " + b.variant() + " ts " + b.timestamp() + " clock " + b.clockSequence()
            + " node " + Long.toHexString(b.node()) + " msb " + b.getMostSignificantBits() + " lsb " + b.getLeastSignificantBits());
        System.out.println(UUID.fromString("1-2-3-4-5") + " " + new UUID(-1L, 0L) + " " + new UUID(0, 1));
        System.out.println(b.equals(UUID.fromString(b.toString())) + " " + a.compareTo(b) + " " + b.compareTo(a) + " "
            + new UUID(-1, 0).compareTo(new UUID(1, 0)));
        UUID r1 = UUID.randomUUID();
        UUID r2 = UUID.randomUUID();
        System.out.println("random: version " + r1.version() + " variant " + r1.variant() + " distinct " + !r1.equals(r2)
            + " length " + r1.toString().length() + " round trip " + UUID.fromString(r1.toString()).equals(r1));
        String[] bad = {"123e4567-e89b-12d3-a456-4266141740000", "123e4567e89b12d3a456426614174000", "zz-1-1-1-1", "1-2-3-4-5-6"};
        for (String s : bad) {
            try {
                UUID.fromString(s);
            } catch (IllegalArgumentException e) {
                System.out.println(e.getClass().getName() + ": " + e.getMessage());
            }
        }
        try {
            a.timestamp();
        } catch (UnsupportedOperationException e) {
            System.out.println("UnsupportedOperationException: " + e.getMessage());
        }

        IdentityHashMap<String, Integer> m = new IdentityHashMap<>();
        String k1 = new String("key");
        String k2 = new String("key");
        m.put(k1, 1);
        m.put(k2, 2);
        m.put(null, 0);
        System.out.println("size " + m.size() + " get " + m.get(k1) + " " + m.get(k2) + " " + m.get("key") + " " + m.get(null)
            + " containsKey " + m.containsKey(k2) + " containsValue " + m.containsValue(2));
        Integer big1 = 1000;
        Integer big2 = new Integer(1000);
        IdentityHashMap<Object, Object> ids = new IdentityHashMap<>();
        ids.put("v", big1);
        System.out.println(ids.containsValue(big1) + " " + ids.containsValue(big2));
        System.out.println(m.remove(k1) + " " + m.size() + " " + m.remove("key") + " " + m.size());
        HashMap<String, Integer> plain = new HashMap<>();
        plain.put(k1, 1);
        plain.put(k2, 2);
        System.out.println("HashMap size " + plain.size());
        int sum = 0;
        for (Map.Entry<String, Integer> e : m.entrySet()) {
            sum += e.getValue();
        }
        System.out.println("sum " + sum);
        // Visited-set idiom: graphs with equal-but-distinct nodes.
        List<List<Integer>> nodes = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            nodes.add(new ArrayList<>());
        }
        Set<Object> visited = Collections.newSetFromMap(new IdentityHashMap<>());
        for (List<Integer> n : nodes) {
            visited.add(n);
        }
        visited.add(nodes.get(0));
        System.out.println("visited " + visited.size() + " equal lists " + nodes.get(0).equals(nodes.get(1)));
        @SuppressWarnings("unchecked")
        IdentityHashMap<String, Integer> copy = (IdentityHashMap<String, Integer>) m.clone();
        copy.clear();
        System.out.println(m.size() + " " + copy.size() + " " + m.equals(m.clone()) + " " + m.isEmpty());
    }
}
