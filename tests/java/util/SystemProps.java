import java.util.*;

public class SystemProps {
    public static void main(String[] args) {
        Properties p = System.getProperties();
        System.out.println("same object " + (p == System.getProperties()));
        for (String k : new String[] {"java.version", "line.separator", "file.separator", "path.separator", "user.language"}) {
            System.out.println(k + " agrees " + Objects.equals(p.getProperty(k), System.getProperty(k)));
        }
        System.out.println("has user.dir " + p.stringPropertyNames().contains("user.dir") + ", os.name " + p.containsKey("os.name"));
        p.setProperty("demo.key", "from Properties");
        System.out.println(System.getProperty("demo.key"));
        System.setProperty("demo.key", "from System");
        System.out.println(p.getProperty("demo.key") + " / " + System.clearProperty("demo.key") + " / " + p.getProperty("demo.key"));
        System.out.println(Integer.getInteger("demo.int", 7) + " " + Boolean.getBoolean("demo.flag"));
        p.setProperty("demo.int", "42");
        p.setProperty("demo.flag", "TRUE");
        System.out.println(Integer.getInteger("demo.int", 7) + " " + Boolean.getBoolean("demo.flag") + " " + Long.getLong("demo.int"));
        Properties mine = new Properties();
        mine.setProperty("only", "this");
        System.setProperties(mine);
        System.out.println(System.getProperty("only") + " " + System.getProperty("java.version") + " " + (System.getProperties() == mine));
        System.setProperties(null);
        System.out.println(System.getProperty("only") + " " + System.getProperty("java.version").startsWith("17"));
        try {
            System.getProperty("");
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
    }
}
