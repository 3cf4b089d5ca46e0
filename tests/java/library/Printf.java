// PrintStream.printf/format, PrintWriter.printf, String.formatted, Formatter on a StringBuilder: a small report.
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Formatter;

public class Printf {
    public static void main(String[] args) {
        String[] names = {"apples", "kiwis", "watermelons", "figs"};
        int[] counts = {12, 7, 1024, 0};
        double[] prices = {0.5, 0.335, 3.995, 12.0};
        System.out.printf("%-12s %6s %10s%n", "item", "count", "total");
        double sum = 0;
        for (int i = 0; i < names.length; i++) {
            double total = counts[i] * prices[i];
            sum += total;
            System.out.printf("%-12s %6d %,10.2f%n", names[i], counts[i], total);
        }
        System.out.format("%-12s %6s %,10.2f%n", "sum", "", sum);
        System.out.printf("%s%n", "done").printf("chained %d%n", 2);
        System.out.printf("no args%n");
        System.out.printf("%5.1f%%%n", 99.95);

        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        pw.printf("[%08.3f]", Math.PI).format("[%x]", 48879);
        pw.flush();
        System.out.println(sw);

        StringBuilder sb = new StringBuilder("start:");
        Formatter f = new Formatter(sb);
        f.format("%d-%d", 1, 2).format("|%s", "x");
        System.out.println(f.toString() + " " + (f.out() == sb));
        Formatter g = new Formatter();
        g.format("%3$s %2$s %1$s", "c", "b", "a");
        System.out.println(g);
        g.close();
        try {
            g.format("x");
        } catch (java.util.FormatterClosedException e) {
            System.out.println("closed: " + e.getClass().getName());
        }
        System.out.println("%s=%d".formatted("k", 7));
        System.err.printf("to stderr %d%n", 3);
    }
}
