// The deprecated java.lang.Compiler hooks, called as old programs call them: they do nothing.
@SuppressWarnings("removal")
public class CompilerHooks {
    public static void main(String[] args) {
        System.out.println("compileClass: " + Compiler.compileClass(CompilerHooks.class));
        System.out.println("compileClasses: " + Compiler.compileClasses("CompilerHooks"));
        System.out.println("command: " + Compiler.command("anything"));
        Compiler.enable();
        Compiler.disable();
        System.out.println("enable/disable returned");
    }
}
