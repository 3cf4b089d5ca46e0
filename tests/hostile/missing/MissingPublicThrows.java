// The main class's public method declares a missing exception class: java's launcher looks main
// up with getMethod, which builds a reflect.Method for every public method of the class and so
// loads its parameter, return and exception classes: "Unable to initialize main class".
public class MissingPublicThrows {
    static class Gone extends Exception {}
    public static void helper() throws Gone {}
    public static void main(String[] args) {
        System.out.println("main ran");
    }
}
