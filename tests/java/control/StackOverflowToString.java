public class StackOverflowToString {
    static class Node { Node next; int v; Node(int v) { this.v = v; } public String toString() { return v + "->" + next; } }
    static int depth;
    static void recurse() { depth++; recurse(); }
    static long fact(long n) { return n <= 1 ? 1 : n * fact(n - 1); }
    public static void main(String[] args) {
        Node a = new Node(1), b = new Node(2); a.next = b; b.next = a;
        try { System.out.println("cycle: " + a); } catch (StackOverflowError e) { System.out.println("SOE in toString " + (e.getMessage() == null)); }
        try { recurse(); } catch (StackOverflowError e) { System.out.println("SOE deep " + (depth > 1000)); }
        depth = 0;
        try { recurse(); } catch (Throwable e) { System.out.println("again " + e.getClass().getName() + " " + (depth > 1000)); }
        System.out.println(fact(20) + " " + fact(5000));
        StringBuilder sb = new StringBuilder();
        Node chain = null; for (int i = 0; i < 500; i++) { Node n = new Node(i); n.next = chain; chain = n; }
        String s = chain.toString(); System.out.println(s.length() + " " + s.substring(0, 20));
    }
}
