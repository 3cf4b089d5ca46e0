// System.out/System.err PrintStream: print/println of every type, char[] printing, null handling, write, flush.
public class PrintStreamOps {
    public static void main(String[] args) {
        System.out.print(1);
        System.out.print(' ');
        System.out.print(2L);
        System.out.print(' ');
        System.out.print(1.5f);
        System.out.print(' ');
        System.out.print(2.25);
        System.out.print(' ');
        System.out.print(true);
        System.out.print(' ');
        System.out.print('c');
        System.out.print(' ');
        System.out.print(new char[] {'a', 'b'});
        System.out.print(' ');
        System.out.print((String) null);
        System.out.print(' ');
        System.out.print((Object) null);
        System.out.print(' ');
        System.out.print(new StringBuilder("sb"));
        System.out.println();
        System.out.println(3);
        System.out.println(4L);
        System.out.println(0.1f);
        System.out.println(0.1);
        System.out.println(false);
        System.out.println('z');
        System.out.println(new char[] {'x', 'y', 'z'});
        System.out.println((String) null);
        System.out.println((Object) null);
        System.out.println(Integer.valueOf(7));
        System.out.println("");
        System.out.println("tab\tand\\backslash \"quotes\"");
        System.out.write('W');
        System.out.write('\n');
        System.out.flush();
        System.err.print("err-print ");
        System.err.println("err-println");
        System.err.println(42);
        System.err.println(new char[] {'e', 'r', 'r'});
        System.err.println((Object) null);
        System.err.flush();
        StringBuilder many = new StringBuilder();
        for (int i = 0; i < 2000; i++) many.append((char) ('a' + i % 26));
        System.out.println(many);
        for (int i = 0; i < 200; i++) System.out.print(i % 10);
        System.out.println();
        System.out.print("last line without newline");
    }
}
