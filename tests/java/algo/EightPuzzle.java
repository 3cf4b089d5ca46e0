import java.util.*;
public class EightPuzzle {
    public static void main(String[] args) {
        String start = "813402765", goal = "123456780";
        Map<String, String> prev = new HashMap<>(); ArrayDeque<String> q = new ArrayDeque<>(); q.add(start); prev.put(start, null);
        int[][] moves = {{1, 3}, {0, 2, 4}, {1, 5}, {0, 4, 6}, {1, 3, 5, 7}, {2, 4, 8}, {3, 7}, {4, 6, 8}, {5, 7}};
        while (!q.isEmpty()) {
            String s = q.poll(); if (s.equals(goal)) break;
            int z = s.indexOf('0');
            for (int m : moves[z]) { char[] c = s.toCharArray(); c[z] = c[m]; c[m] = '0'; String n = new String(c); if (!prev.containsKey(n)) { prev.put(n, s); q.add(n); } }
        }
        List<String> path = new ArrayList<>(); for (String s = goal; s != null; s = prev.get(s)) path.add(s);
        Collections.reverse(path);
        System.out.println("moves " + (path.size() - 1) + " explored " + prev.size());
        for (int i = 0; i < Math.min(4, path.size()); i++) System.out.println(path.get(i).substring(0, 3) + "/" + path.get(i).substring(3, 6) + "/" + path.get(i).substring(6));
    }
}
