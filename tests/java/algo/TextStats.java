import java.util.*;
public class TextStats {
    public static void main(String[] args) {
        String text = "the quick brown fox jumps over the lazy dog. The dog barks; the fox runs! "
            + "A quick, quick fox -- and a lazy, lazy dog. Over and over: THE END";
        Map<String, Integer> counts = new TreeMap<>();
        Map<Character, Integer> letters = new HashMap<>();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i <= text.length(); i++) {
            char c = i < text.length() ? text.charAt(i) : ' ';
            if (Character.isLetter(c)) {
                char lc = Character.toLowerCase(c);
                word.append(lc);
                Integer old = letters.get(lc);
                letters.put(lc, old == null ? 1 : old + 1);
            } else if (word.length() > 0) {
                String w = word.toString();
                counts.put(w, counts.getOrDefault(w, 0) + 1);
                word.setLength(0);
            }
        }
        System.out.println(counts);
        System.out.println(letters);
        List<Map.Entry<String, Integer>> es = new ArrayList<>(counts.entrySet());
        Collections.sort(es, new Comparator<Map.Entry<String, Integer>>() {
            public int compare(Map.Entry<String, Integer> a, Map.Entry<String, Integer> b) {
                int c = b.getValue().compareTo(a.getValue());
                return c != 0 ? c : a.getKey().compareTo(b.getKey());
            }
        });
        for (int i = 0; i < 5; i++) System.out.println(es.get(i).getKey() + "=" + es.get(i).getValue());
        String[] parts = text.split(" ");
        System.out.println(parts.length + " " + String.join("|", Arrays.copyOf(parts, 4)));
        String[] csv = "a,,b,c,,".split(",");
        System.out.println(csv.length + Arrays.toString(csv));
        System.out.println(Arrays.toString(",x,".split(",")) + Arrays.toString("".split(",")));
        System.out.println("  padded\t".strip() + "|" + "  padded\t".trim() + "|" + "ab".repeat(3) + "|" + "".isEmpty() + " ".isBlank());
        System.out.println("Hello".compareTo("Help") + " " + "a".compareTo("abc") + " " + "B".compareToIgnoreCase("a"));
        System.out.println("banana".indexOf("an") + " " + "banana".lastIndexOf("an") + " " + "banana".indexOf('n', 3) + " " + "banana".replace('a', 'o') + " " + "banana".replace("an", "AN"));
        System.out.println("Mississippi".substring(4) + " " + "Mississippi".substring(2, 6) + " " + "abc".contains("bc") + " " + "abc".startsWith("b", 1) + " " + "abc".endsWith("c"));
        System.out.println(String.valueOf(new char[]{'x','y'}) + String.valueOf(3.5f) + String.valueOf(true) + "TeSt".toUpperCase() + "TeSt".toLowerCase() + "abc".equalsIgnoreCase("ABC"));
        char[] cs = "hello world".toCharArray(); Arrays.sort(cs); System.out.println(new String(cs).strip() + "|" + new String(cs, 2, 3));
    }
}
