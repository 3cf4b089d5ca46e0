import java.util.*;
public class GraphAlgos {
    static int[] parent;
    static int find(int x) { while (parent[x] != x) { parent[x] = parent[parent[x]]; x = parent[x]; } return x; }
    public static void main(String[] args) {
        int n = 12; Random r = new Random(77);
        List<int[]> edges = new ArrayList<>();
        for (int i = 0; i < 40; i++) { int a = r.nextInt(n), b = r.nextInt(n); if (a != b) edges.add(new int[]{a, b, 1 + r.nextInt(50)}); }
        // Kruskal
        Collections.sort(edges, new Comparator<int[]>() { public int compare(int[] x, int[] y) { return x[2] != y[2] ? Integer.compare(x[2], y[2]) : Integer.compare(x[0] * 100 + x[1], y[0] * 100 + y[1]); } });
        parent = new int[n]; for (int i = 0; i < n; i++) parent[i] = i;
        long mst = 0; int used = 0; StringBuilder sb = new StringBuilder();
        for (int[] e : edges) { int fa = find(e[0]), fb = find(e[1]); if (fa != fb) { parent[fa] = fb; mst += e[2]; used++; sb.append(e[0]).append('-').append(e[1]).append(' '); } }
        System.out.println("mst " + mst + " edges " + used + ": " + sb);
        // topological sort of DAG (Kahn)
        Map<String, List<String>> deps = new TreeMap<>();
        String[][] pairs = {{"shirt", "tie"}, {"tie", "jacket"}, {"pants", "shoes"}, {"pants", "belt"}, {"belt", "jacket"}, {"shirt", "belt"}, {"socks", "shoes"}, {"undershorts", "pants"}, {"undershorts", "shoes"}};
        Map<String, Integer> indeg = new TreeMap<>();
        for (String[] p : pairs) { deps.computeIfAbsent(p[0], null == null ? new java.util.function.Function<String, List<String>>() { public List<String> apply(String k) { return new ArrayList<>(); } } : null).add(p[1]); indeg.put(p[1], indeg.getOrDefault(p[1], 0) + 1); indeg.putIfAbsent(p[0], 0); }
        ArrayDeque<String> q = new ArrayDeque<>(); for (Map.Entry<String, Integer> e : indeg.entrySet()) if (e.getValue() == 0) q.add(e.getKey());
        List<String> order = new ArrayList<>();
        while (!q.isEmpty()) { String u = q.poll(); order.add(u); for (String v : deps.getOrDefault(u, Collections.<String>emptyList())) { int d = indeg.get(v) - 1; indeg.put(v, d); if (d == 0) q.add(v); } }
        System.out.println(order);
        // Floyd-Warshall with longs
        long INF = Long.MAX_VALUE / 4; long[][] dist = new long[n][n];
        for (long[] row : dist) Arrays.fill(row, INF); for (int i = 0; i < n; i++) dist[i][i] = 0;
        for (int[] e : edges) { dist[e[0]][e[1]] = Math.min(dist[e[0]][e[1]], e[2]); }
        for (int k = 0; k < n; k++) for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) if (dist[i][k] + dist[k][j] < dist[i][j]) dist[i][j] = dist[i][k] + dist[k][j];
        for (int i = 0; i < 3; i++) { StringBuilder row = new StringBuilder(); for (int j = 0; j < n; j++) row.append(dist[i][j] >= INF ? "inf" : Long.toString(dist[i][j])).append(' '); System.out.println(row); }
        // DFS iterative, count components
        boolean[] seen = new boolean[n]; int comps = 0; Deque<Integer> st = new ArrayDeque<>();
        List<Set<Integer>> adj = new ArrayList<>(); for (int i = 0; i < n; i++) adj.add(new TreeSet<>());
        for (int i = 0; i < 8; i++) { int a = r.nextInt(n), b = r.nextInt(n); adj.get(a).add(b); adj.get(b).add(a); }
        for (int s = 0; s < n; s++) { if (seen[s]) continue; comps++; st.push(s); seen[s] = true; while (!st.isEmpty()) { int u = st.pop(); for (int v : adj.get(u)) if (!seen[v]) { seen[v] = true; st.push(v); } } }
        System.out.println("components " + comps + " " + adj);
    }
}
