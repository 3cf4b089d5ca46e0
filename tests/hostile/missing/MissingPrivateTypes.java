// Missing classes in the types of a private method, a field and a constructor of the main class:
// getMethod("main") builds reflect.Methods for public methods only, so java runs main.
public class MissingPrivateTypes {
    static class Gone extends Exception {}
    static class Part {}
    public static Part field;
    public MissingPrivateTypes(Part p) {}
    private static Part helper(Part p) throws Gone { return p; }
    public static void main(String[] args) {
        System.out.println("main ran");
    }
}
