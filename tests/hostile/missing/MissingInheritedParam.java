// A public method inherited from a package-private superclass takes a missing class: javac adds a
// public bridge for it to the main class, whose parameter type getMethod("main") loads.
class MissingInheritedParamBase {
    static class Part {}
    public void helper(Part p) {}
}
public class MissingInheritedParam extends MissingInheritedParamBase {
    public static void main(String[] args) {
        System.out.println("main ran");
    }
}
