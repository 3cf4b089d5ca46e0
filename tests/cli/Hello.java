// The program every launcher-level CLI case runs when the VM starts (tests/cli/cases.txt).
public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello");
    }
}
