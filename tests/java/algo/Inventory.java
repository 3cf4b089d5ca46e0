import java.util.*;
public class Inventory {
    enum Category { TOOLS, FOOD, TOYS }
    static final class Item { final String sku; final Category cat; final long priceCents; int qty;
        Item(String sku, Category cat, long p, int q) { this.sku = sku; this.cat = cat; priceCents = p; qty = q; }
        long value() { return priceCents * qty; }
        public String toString() { return sku + "(" + cat.name().charAt(0) + "," + money(priceCents) + "x" + qty + ")"; } }
    static String money(long c) { String sign = c < 0 ? "-" : ""; c = Math.abs(c); StringBuilder f = new StringBuilder(Long.toString(c % 100)); while (f.length() < 2) f.insert(0, '0'); return sign + "$" + c / 100 + "." + f; }
    public static void main(String[] args) {
        Map<String, Item> bySku = new TreeMap<>(); Random r = new Random(2);
        Category[] cats = Category.values();
        for (int i = 0; i < 25; i++) { String sku = "SKU" + (char) ('A' + i % 26) + (100 + r.nextInt(900)); bySku.put(sku, new Item(sku, cats[r.nextInt(cats.length)], 99 + r.nextInt(10000), r.nextInt(20))); }
        Map<Category, Long> totals = new EnumLikeMap();
        for (Item it : bySku.values()) totals.put(it.cat, totals.getOrDefault(it.cat, 0L) + it.value());
        for (Map.Entry<Category, Long> e : totals.entrySet()) System.out.println(e.getKey() + " " + money(e.getValue()));
        List<Item> items = new ArrayList<>(bySku.values());
        items.sort(new Comparator<Item>() { public int compare(Item a, Item b) { int c = Long.compare(b.value(), a.value()); return c != 0 ? c : a.sku.compareTo(b.sku); } });
        System.out.println(items.subList(0, 5));
        List<Item> empty = new ArrayList<>(); for (Item it : items) if (it.qty == 0) empty.add(it); System.out.println("out of stock " + empty);
        items.removeAll(empty); System.out.println(items.size() + " " + money(-5) + " " + money(-12345));
        Iterator<String> keys = bySku.keySet().iterator(); int removed = 0; while (keys.hasNext()) { if (keys.next().charAt(3) < 'H') { keys.remove(); removed++; } }
        System.out.println(removed + " " + bySku.keySet());
    }
    static class EnumLikeMap extends TreeMap<Category, Long> {}
}
