import java.util.*;
public class StackCalc {
    static int prec(char op) { return op == '+' || op == '-' ? 1 : op == '*' || op == '/' || op == '%' ? 2 : op == '^' ? 3 : 0; }
    static List<String> toRpn(String expr) {
        List<String> out = new ArrayList<>(); Deque<Character> ops = new ArrayDeque<>();
        for (int i = 0; i < expr.length(); i++) {
            char c = expr.charAt(i);
            if (Character.isWhitespace(c)) continue;
            if (Character.isDigit(c)) { int j = i; while (j < expr.length() && Character.isDigit(expr.charAt(j))) j++; out.add(expr.substring(i, j)); i = j - 1; }
            else if (c == '(') ops.push(c);
            else if (c == ')') { while (ops.peek() != '(') out.add(String.valueOf(ops.pop())); ops.pop(); }
            else { while (!ops.isEmpty() && ops.peek() != '(' && (prec(ops.peek()) > prec(c) || (prec(ops.peek()) == prec(c) && c != '^'))) out.add("" + ops.pop()); ops.push(c); }
        }
        while (!ops.isEmpty()) out.add(Character.toString(ops.pop()));
        return out;
    }
    static long eval(List<String> rpn) {
        Deque<Long> st = new ArrayDeque<>();
        for (String t : rpn) {
            if (Character.isDigit(t.charAt(0))) { st.push(Long.parseLong(t)); continue; }
            long b = st.pop(), a = st.pop();
            switch (t.charAt(0)) {
                case '+': st.push(a + b); break; case '-': st.push(a - b); break; case '*': st.push(a * b); break;
                case '/': st.push(a / b); break; case '%': st.push(a % b); break;
                case '^': long r = 1; for (long i = 0; i < b; i++) r *= a; st.push(r); break;
                default: throw new IllegalArgumentException("op " + t);
            }
        }
        return st.pop();
    }
    public static void main(String[] args) {
        String[] exprs = {"1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "100 / 7 % 5", "((15 / (7 - (1 + 1))) * 3) - (2 + (1 + 1))", "2 ^ 62 + 2 ^ 62", "9223372036854775807 + 1", "10 / (5 - 5)"};
        for (String e : exprs) {
            try { List<String> rpn = toRpn(e); System.out.println(e + " => " + String.join(" ", rpn) + " => " + eval(rpn)); }
            catch (ArithmeticException ex) { System.out.println(e + " => " + ex); }
        }
        Stack<Integer> legacy = new Stack<>(); legacy.push(1); legacy.push(2); System.out.println(legacy + " " + legacy.peek() + " " + legacy.search(1) + " " + legacy.pop() + " " + legacy.empty());
        try { new Stack<String>().pop(); } catch (EmptyStackException e) { System.out.println("empty stack " + e.getMessage()); }
    }
}
