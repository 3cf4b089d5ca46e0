import java.security.CodeSource;
import java.security.ProtectionDomain;

// Where a class came from, as programs ask: Class.getProtectionDomain and its CodeSource.
public class ProtectionDomains {
    static class Inner {}

    public static void main(String[] args) {
        ProtectionDomain pd = ProtectionDomains.class.getProtectionDomain();
        CodeSource cs = pd.getCodeSource();
        String loc = cs.getLocation().toString();
        String cwd = System.getProperty("user.dir");
        System.out.println("protocol " + cs.getLocation().getProtocol() + ", ends with / " + loc.endsWith("/")
            + ", path is the class directory " + cs.getLocation().getPath().startsWith("/"));
        System.out.println("loader is the app loader: " + (pd.getClassLoader() == ClassLoader.getSystemClassLoader()));
        System.out.println("nested class, same location: " + Inner.class.getProtectionDomain().getCodeSource().getLocation().equals(cs.getLocation()));
        System.out.println("array: code source " + ProtectionDomains[].class.getProtectionDomain().getCodeSource());
        ProtectionDomain lib = String.class.getProtectionDomain();
        System.out.println("String: code source " + lib.getCodeSource() + ", loader " + lib.getClassLoader());
        System.out.println("int: code source " + int.class.getProtectionDomain().getCodeSource());
        System.out.println("toString: " + cs.toString().endsWith(" <no signer certificates>)"));
    }
}
