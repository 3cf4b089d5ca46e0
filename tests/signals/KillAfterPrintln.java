// Prints through every path of System.out (println, print, write(int), flush), says "ready" and
// sleeps until killed: after a kill -9 the output must be what java's was (the last write(int),
// never flushed, is lost under both).
public class KillAfterPrintln {
    public static void main(String[] args) throws Exception {
        System.out.println("line1");
        System.out.print("p");
        System.out.write('w');
        System.out.flush();
        System.err.println("to stderr");
        System.out.println("ready");
        System.out.write('z');
        Thread.sleep(Long.MAX_VALUE);
    }
}
