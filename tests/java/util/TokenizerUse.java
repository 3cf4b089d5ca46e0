import java.util.StringTokenizer;
import java.util.NoSuchElementException;

public class TokenizerUse {
    public static void main(String[] args) {
        StringTokenizer st = new StringTokenizer("  the quick\tbrown\nfox  ");
        System.out.println("count " + st.countTokens());
        while (st.hasMoreTokens()) {
            System.out.println("[" + st.nextToken() + "]");
        }
        st = new StringTokenizer("a,b;;c,", ",;", true);
        StringBuilder sb = new StringBuilder();
        while (st.hasMoreElements()) {
            sb.append('<').append(st.nextElement()).append('>');
        }
        System.out.println(sb);
        st = new StringTokenizer("key=value pairs=here", "=");
        System.out.println(st.nextToken() + " | " + st.nextToken(" ") + " | " + st.nextToken("=") + " | " + st.nextToken());
        // A line of CSV-like numbers summed, as contest programs read input.
        st = new StringTokenizer("10 20 30 -5 7");
        long sum = 0;
        while (st.hasMoreTokens()) {
            sum += Integer.parseInt(st.nextToken());
        }
        System.out.println("sum " + sum);
        st = new StringTokenizer("", ",");
        System.out.println("empty has " + st.hasMoreTokens() + " count " + st.countTokens());
        try {
            st.nextToken();
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException " + e.getMessage());
        }
        try {
            new StringTokenizer("abc", null).hasMoreTokens();
        } catch (NullPointerException e) {
            System.out.println("NPE for null delimiters");
        }
        st = new StringTokenizer("x\uD83D\uDE00y\uD83D\uDE00z", "\uD83D\uDE00");
        System.out.println("surrogate delimiters " + st.countTokens() + " " + st.nextToken() + st.nextToken() + st.nextToken());
    }
}
