public class ExitInFinally {
    public static void main(String[] args) {
        try {
            System.out.println("in try");
            throw new RuntimeException("will not be seen");
        } finally {
            System.out.print("partial line without newline");
            System.exit(3);
        }
    }
}
