// Prints each argument in brackets and the system property "p": what argument files, quoting
// and the argument environment variables delivered (tests/cli/cases.txt).
public class Args {
    public static void main(String[] args) {
        for (String a : args) System.out.println("[" + a + "]");
        System.out.println("p=" + System.getProperty("p"));
    }
}
