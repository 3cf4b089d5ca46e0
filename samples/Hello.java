// Hello: the smallest program; measures startup (VM boot, class loading, one println) and nothing else.
public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, world");
    }
}
