// Throws from 2000 frames deep and prints how many frames each exception's stack trace kept: what
// -XX:MaxJavaStackTraceDepth (the limit, default 1024) and -XX:-StackTraceInThrowable (no trace)
// do (tests/cli/cases.txt).
public class StackDepth {
    static int down(int n) {
        if (n == 0) throw new IllegalStateException("bottom");
        return down(n - 1) + 1;
    }

    public static void main(String[] args) {
        try {
            down(2000);
        } catch (IllegalStateException e) {
            System.out.println("deep: " + e.getStackTrace().length + " frames");
        }
        Exception shallow = new Exception("shallow");
        System.out.println("shallow: " + shallow.getStackTrace().length + " frames");
    }
}
