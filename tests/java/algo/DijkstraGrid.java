import java.util.*;
public class DijkstraGrid {
    static final class Node implements Comparable<Node> {
        final int r, c; final long d;
        Node(int r, int c, long d) { this.r = r; this.c = c; this.d = d; }
        public int compareTo(Node o) { return Long.compare(d, o.d); }
    }
    public static void main(String[] args) {
        Random rnd = new Random(42);
        int n = 30;
        int[][] cost = new int[n][n];
        for (int[] row : cost) for (int j = 0; j < n; j++) row[j] = 1 + rnd.nextInt(9);
        long[][] dist = new long[n][n];
        for (long[] row : dist) Arrays.fill(row, Long.MAX_VALUE);
        PriorityQueue<Node> pq = new PriorityQueue<>();
        dist[0][0] = cost[0][0];
        pq.add(new Node(0, 0, dist[0][0]));
        int[] dr = {1, -1, 0, 0}, dc = {0, 0, 1, -1};
        int pops = 0;
        while (!pq.isEmpty()) {
            Node cur = pq.poll(); pops++;
            if (cur.d > dist[cur.r][cur.c]) continue;
            for (int k = 0; k < 4; k++) {
                int nr = cur.r + dr[k], nc = cur.c + dc[k];
                if (nr < 0 || nc < 0 || nr >= n || nc >= n) continue;
                long nd = cur.d + cost[nr][nc];
                if (nd < dist[nr][nc]) { dist[nr][nc] = nd; pq.offer(new Node(nr, nc, nd)); }
            }
        }
        System.out.println("dist=" + dist[n-1][n-1] + " pops=" + pops);
        System.out.println(Arrays.toString(dist[n/2]));
        // BFS with ArrayDeque on a graph
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < 50; i++) adj.add(new ArrayList<>());
        for (int i = 0; i < 120; i++) { int a = rnd.nextInt(50), b = rnd.nextInt(50); adj.get(a).add(b); adj.get(b).add(a); }
        int[] level = new int[50]; Arrays.fill(level, -1); level[0] = 0;
        ArrayDeque<Integer> q = new ArrayDeque<>(); q.add(0);
        while (!q.isEmpty()) { int u = q.poll(); for (int v : adj.get(u)) if (level[v] < 0) { level[v] = level[u] + 1; q.add(v); } }
        System.out.println(Arrays.toString(level));
    }
}
