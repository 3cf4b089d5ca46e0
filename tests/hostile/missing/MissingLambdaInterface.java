// A lambda whose functional interface's class file is missing: a plain NoClassDefFoundError
// (java resolves the call site's type before its lambda metafactory runs), not the InternalError
// the metafactory makes of errors while it defines the proxy class.
public class MissingLambdaInterface {
    interface Fn { int f(int x); }
    public static void main(String[] args) {
        for (int i = 0; i < 2; i++) {
            try {
                Fn f = x -> x + 1;
                System.out.println(f.f(1));
            } catch (Throwable t) {
                System.out.println(t.getClass().getName() + ": " + t.getMessage());
            }
        }
    }
}
