public class MaybeExit {
    public static void main(String[] args) {
        int code = args.length == 0 ? 0 : Integer.parseInt(args[0]);
        StringBuilder sb = new StringBuilder(); for (String a : args) sb.append('[').append(a).append(']');
        System.out.println("args=" + args.length + " " + sb);
        System.err.println("stderr line");
        if (code == 99) throw new IllegalArgumentException("code " + code);
        Runtime.getRuntime().exit(code);
    }
}
