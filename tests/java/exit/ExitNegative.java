// System.exit(-1): the process exit status is the low 8 bits (255).
public class ExitNegative {
    public static void main(String[] args) {
        System.out.println("bye");
        System.exit(-1);
    }
}
