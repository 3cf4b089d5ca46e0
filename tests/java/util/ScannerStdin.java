import java.util.*;

public class ScannerStdin {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        System.out.print("How many numbers? ");
        int n = in.nextInt();
        long sum = 0;
        int max = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            int v = in.nextInt();
            sum += v;
            max = Math.max(max, v);
        }
        System.out.println("sum=" + sum + " max=" + max);
        in.nextLine();
        System.out.print("Name: ");
        String name = in.nextLine();
        System.out.println("Hello, " + name + "!");
        double d = in.nextDouble();
        System.out.println("double " + d);
        try {
            in.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("not a number: " + in.next());
        }
        int words = 0;
        int lines = 0;
        in.nextLine();
        while (in.hasNextLine()) {
            String line = in.nextLine();
            lines++;
            words += new StringTokenizer(line).countTokens();
        }
        System.out.println("lines=" + lines + " words=" + words);
        try {
            in.next();
        } catch (NoSuchElementException e) {
            System.out.println("end of input: " + e.getClass().getSimpleName());
        }
        in.close();
    }
}
