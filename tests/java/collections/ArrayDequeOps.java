// ArrayDeque as stack and queue: growth past its initial capacity, wrap-around, iteration both ways, nulls rejected.
import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.NoSuchElementException;

public class ArrayDequeOps {
    public static void main(String[] args) {
        ArrayDeque<Integer> d = new ArrayDeque<>();
        for (int i = 0; i < 5; i++) d.push(i);
        System.out.println(d + " peek=" + d.peek() + " pop=" + d.pop() + " " + d);
        for (int i = 10; i < 15; i++) d.offerLast(i);
        for (int i = -1; i > -4; i--) d.offerFirst(i);
        System.out.println(d + " size=" + d.size() + " first=" + d.peekFirst() + " last=" + d.peekLast());
        System.out.println(d.pollFirst() + " " + d.pollLast() + " " + d.removeFirst() + " " + d.removeLast() + " " + d);
        StringBuilder sb = new StringBuilder();
        for (Iterator<Integer> it = d.descendingIterator(); it.hasNext(); ) sb.append(it.next()).append(' ');
        System.out.println("descending " + sb);
        System.out.println(d.contains(11) + " " + d.removeFirstOccurrence(11) + " " + d.contains(11) + " " + d);
        ArrayDeque<String> q = new ArrayDeque<>(2);
        for (int round = 0; round < 50; round++) {
            q.add("r" + round);
            if (round % 3 == 0) q.poll();
        }
        System.out.println(q.size() + " " + q.peek() + " " + q.peekLast() + " " + q);
        try {
            q.add(null);
        } catch (NullPointerException e) {
            System.out.println("null add: " + e.getClass().getName());
        }
        q.clear();
        System.out.println(q.poll() + " " + q.peek() + " " + q.isEmpty());
        try {
            q.pop();
        } catch (NoSuchElementException e) {
            System.out.println("pop empty: " + e.getClass().getName());
        }
        try {
            q.element();
        } catch (NoSuchElementException e) {
            System.out.println("element empty: " + e.getClass().getName());
        }
        ArrayDeque<int[]> bfs = new ArrayDeque<>();
        boolean[][] seen = new boolean[8][8];
        bfs.add(new int[] {0, 0, 0});
        seen[0][0] = true;
        int[][] moves = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
        int far = 0, visited = 0;
        while (!bfs.isEmpty()) {
            int[] cur = bfs.poll();
            visited++;
            far = Math.max(far, cur[2]);
            for (int[] m : moves) {
                int x = cur[0] + m[0], y = cur[1] + m[1];
                if (x >= 0 && y >= 0 && x < 8 && y < 8 && !seen[x][y]) {
                    seen[x][y] = true;
                    bfs.add(new int[] {x, y, cur[2] + 1});
                }
            }
        }
        System.out.println("knight bfs visited=" + visited + " farthest=" + far);
    }
}
