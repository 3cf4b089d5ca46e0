// PrintLines: System.out.println of N short lines (default 1,000,000), the standard output's
// per-line cost. Prints "line <i>" for i in [0, N), then "done <N>".
public class PrintLines {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1000000;
        for (int i = 0; i < n; i++) {
            System.out.println("line " + i);
        }
        System.out.println("done " + n);
    }
}
