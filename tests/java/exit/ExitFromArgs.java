// Command-line arguments (from ExitFromArgs.args) reach main; exit code taken from the first argument.
public class ExitFromArgs {
    public static void main(String[] args) {
        System.out.println("argc=" + args.length);
        for (int i = 0; i < args.length; i++) {
            System.out.println("arg[" + i + "]=<" + args[i] + "> len=" + args[i].length());
        }
        int code = Integer.parseInt(args[0]);
        if (code != 0) {
            System.err.println("exiting with " + code);
        }
        System.exit(code);
    }
}
