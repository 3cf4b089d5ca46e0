// System.exit(257) wraps to status 1; output written to both streams without trailing newline is flushed.
public class ExitWrap {
    public static void main(String[] args) {
        System.out.print("partial line");
        System.err.print("partial error");
        System.exit(257);
    }
}
