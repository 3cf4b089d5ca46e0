import java.io.*;
import java.lang.reflect.*;
import java.util.*;

public class UserClassLoaders {
    /** A loader that defines classes from bytes it was given, and delegates the rest. */
    static class BytesLoader extends ClassLoader {
        final Map<String, byte[]> classes = new HashMap<>();
        final List<String> asked = new ArrayList<>();

        BytesLoader(ClassLoader parent) { super(parent); }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            asked.add(name);
            byte[] b = classes.get(name);
            if (b == null) {
                throw new ClassNotFoundException(name);
            }
            return defineClass(name, b, 0, b.length);
        }
    }

    /** A loader that only counts what it is asked, and lets the parent answer. */
    static class CountingLoader extends ClassLoader {
        int count;
        CountingLoader() { super(CountingLoader.class.getClassLoader()); }
        @Override
        public Class<?> loadClass(String name) throws ClassNotFoundException {
            count++;
            return super.loadClass(name);
        }
    }

    /** The bytes of a class file for a class named `name` with `public static String hello()` returning `text`. */
    static byte[] helloClass(String name, String text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Out out = new Out(bytes);
        out.writeInt(0xCAFEBABE);
        out.writeShort(0);
        out.writeShort(52);
        out.writeShort(12);                                  // constant pool count
        out.writeByte(1); out.writeUTF(name);                // 1
        out.writeByte(7); out.writeShort(1);                 // 2 class name
        out.writeByte(1); out.writeUTF("java/lang/Object");  // 3
        out.writeByte(7); out.writeShort(3);                 // 4 class Object
        out.writeByte(1); out.writeUTF("hello");             // 5
        out.writeByte(1); out.writeUTF("()Ljava/lang/String;"); // 6
        out.writeByte(1); out.writeUTF("Code");              // 7
        out.writeByte(1); out.writeUTF(text);                // 8
        out.writeByte(8); out.writeShort(8);                 // 9 string
        out.writeByte(1); out.writeUTF("<init>");            // 10
        out.writeByte(1); out.writeUTF("()V");               // 11
        out.writeShort(0x21);                                // public super
        out.writeShort(2);
        out.writeShort(4);
        out.writeShort(0);                                   // interfaces
        out.writeShort(0);                                   // fields
        out.writeShort(1);                                   // methods
        out.writeShort(0x9);                                 // public static
        out.writeShort(5);
        out.writeShort(6);
        out.writeShort(1);
        out.writeShort(7);
        out.writeInt(15);
        out.writeShort(1);                                   // max stack
        out.writeShort(0);                                   // max locals
        out.writeInt(3);
        out.writeByte(0x12); out.writeByte(9);               // ldc #9
        out.writeByte(0xb0);                                 // areturn
        out.writeShort(0);                                   // exception table
        out.writeShort(0);                                   // code attributes
        out.writeShort(0);                                   // class attributes
        out.flush();
        return bytes.toByteArray();
    }

    /** Big-endian writes, as DataOutputStream's (ASCII-only writeUTF). */
    static final class Out {
        final ByteArrayOutputStream b;
        Out(ByteArrayOutputStream b) { this.b = b; }
        void writeByte(int v) { b.write(v); }
        void writeShort(int v) { b.write(v >>> 8); b.write(v); }
        void writeInt(int v) { writeShort(v >>> 16); writeShort(v); }
        void writeUTF(String s) { writeShort(s.length()); for (char c : s.toCharArray()) b.write(c); }
        void flush() {}
    }

    public static void main(String[] args) throws Exception {
        ClassLoader app = UserClassLoaders.class.getClassLoader();
        System.out.println("app parent null? " + (app.getParent() == null) + " platform parent " + app.getParent().getParent());
        System.out.println("String loader " + String.class.getClassLoader() + " system==app " + (ClassLoader.getSystemClassLoader() == app));

        BytesLoader loader = new BytesLoader(app);
        loader.classes.put("gen.Greeter", helloClass("gen/Greeter", "hi from generated code"));
        Class<?> g = loader.loadClass("gen.Greeter");
        System.out.println(g.getName() + " loaded by BytesLoader: " + (g.getClassLoader() == loader));
        System.out.println(g.getMethod("hello").invoke(null));
        System.out.println("loaded again same: " + (loader.loadClass("gen.Greeter") == g) + " asked " + loader.asked);
        Class<?> viaForName = Class.forName("gen.Greeter", true, loader);
        System.out.println("forName with loader: " + (viaForName == g));
        System.out.println("package " + g.getPackageName() + " modifiers " + Modifier.toString(g.getModifiers()));

        // Delegation: the parent answers for classes it has.
        Class<?> s = loader.loadClass("java.lang.String");
        System.out.println("delegated " + (s == String.class) + " " + loader.loadClass("UserClassLoaders").getClassLoader().equals(app)
                + " asked " + loader.asked);
        try {
            loader.loadClass("gen.Missing");
        } catch (ClassNotFoundException e) {
            System.out.println("ClassNotFoundException: " + e.getMessage() + " asked " + loader.asked);
        }
        try {
            Class.forName("gen.AlsoMissing", false, loader);
        } catch (ClassNotFoundException e) {
            System.out.println("forName: ClassNotFoundException " + e.getMessage());
        }

        CountingLoader counting = new CountingLoader();
        Class<?> list = Class.forName("java.util.ArrayList", false, counting);
        System.out.println("counting " + counting.count + " " + (list == ArrayList.class));

        // Errors from defineClass.
        BytesLoader bad = new BytesLoader(app);
        bad.classes.put("gen.Wrong", helloClass("gen/Right", "x"));
        try {
            bad.loadClass("gen.Wrong");
        } catch (NoClassDefFoundError e) {
            System.out.println("NoClassDefFoundError: " + e.getMessage());
        }
        bad.classes.put("gen.Garbage", new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
        try {
            bad.loadClass("gen.Garbage");
        } catch (ClassFormatError e) {
            System.out.println("ClassFormatError: " + e.getMessage());
        }
        bad.classes.put("java.lang.Evil", helloClass("java/lang/Evil", "x"));
        try {
            bad.loadClass("java.lang.Evil");
        } catch (SecurityException e) {
            System.out.println("SecurityException: " + e.getMessage());
        }
    }
}
