// Word counting over generated text with HashMap, then ranking with a comparator and a TreeMap index; StringBuilder-heavy.
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

public class WordFrequency {
    public static void main(String[] args) {
        String[] vocab = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu"};
        Random r = new Random(5);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            int idx = Math.min(r.nextInt(vocab.length), r.nextInt(vocab.length));
            text.append(vocab[idx]);
            text.append(i % 17 == 16 ? ". " : " ");
        }
        HashMap<String, Integer> freq = new HashMap<>();
        int sentences = 0;
        for (String w : text.toString().split(" ")) {
            if (w.endsWith(".")) { sentences++; w = w.substring(0, w.length() - 1); }
            Integer c = freq.get(w);
            freq.put(w, c == null ? 1 : c + 1);
        }
        System.out.println("sentences " + sentences + " distinct " + freq.size());
        System.out.println(freq);
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(freq.entrySet());
        Collections.sort(entries, new Comparator<Map.Entry<String, Integer>>() {
            public int compare(Map.Entry<String, Integer> a, Map.Entry<String, Integer> b) {
                int c = b.getValue().compareTo(a.getValue());
                return c != 0 ? c : a.getKey().compareTo(b.getKey());
            }
        });
        for (int i = 0; i < 5; i++) System.out.println((i + 1) + ". " + entries.get(i).getKey() + " " + entries.get(i).getValue());
        TreeMap<Integer, List<String>> byLength = new TreeMap<>();
        for (String w : freq.keySet()) {
            List<String> l = byLength.get(w.length());
            if (l == null) byLength.put(w.length(), l = new ArrayList<>());
            l.add(w);
        }
        for (List<String> l : byLength.values()) Collections.sort(l);
        System.out.println(byLength);
        System.out.println("text hash " + text.toString().hashCode() + " length " + text.length());
    }
}
