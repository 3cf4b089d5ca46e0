// Allocation-heavy binary trees and linked lists of small objects (a future GC workload), with checksums over them.
public class TreeAlloc {
    static final class Node {
        final Node left, right;
        final int value;
        Node(Node left, Node right, int value) { this.left = left; this.right = right; this.value = value; }
        int check() { return left == null ? value : value + left.check() - right.check(); }
        int count() { return left == null ? 1 : 1 + left.count() + right.count(); }
    }

    static Node build(int depth, int v) {
        return depth == 0 ? new Node(null, null, v) : new Node(build(depth - 1, 2 * v - 1), build(depth - 1, 2 * v), v);
    }

    static final class Cell {
        final Object head;
        final Cell tail;
        Cell(Object head, Cell tail) { this.head = head; this.tail = tail; }
    }

    public static void main(String[] args) {
        Node longLived = build(10, 0);
        long total = 0;
        for (int d = 4; d <= 10; d += 2) {
            int iterations = 1 << (12 - d);
            int check = 0;
            for (int i = 1; i <= iterations; i++) check += build(d, i).check() + build(d, -i).check();
            total += check;
            System.out.println(iterations * 2 + " trees of depth " + d + " check " + check);
        }
        System.out.println("long lived count " + longLived.count() + " check " + longLived.check() + " total " + total);
        Cell list = null;
        for (int i = 0; i < 20000; i++) {
            Object payload = (i % 3 == 0) ? (Object) ("s" + i) : (i % 3 == 1) ? (Object) Integer.valueOf(i) : (Object) new int[i % 7];
            list = new Cell(payload, list);
        }
        int strings = 0, ints = 0, arrays = 0;
        long lenSum = 0;
        for (Cell c = list; c != null; c = c.tail) {
            if (c.head instanceof String) { strings++; lenSum += ((String) c.head).length(); }
            else if (c.head instanceof Integer) ints++;
            else { arrays++; lenSum += ((int[]) c.head).length; }
        }
        System.out.println("cells: strings " + strings + " ints " + ints + " arrays " + arrays + " lenSum " + lenSum);
    }
}
