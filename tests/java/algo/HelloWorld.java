// The smallest program: one line on stdout, exit code 0.
public class HelloWorld {
    public static void main(String[] args) {
        System.out.println("Hello, world");
    }
}
