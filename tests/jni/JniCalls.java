// JNI calls into Java: Call<Type>Method in the varargs, V (va_list) and A (jvalue[]) forms,
// virtual dispatch to overrides and interface methods, CallNonvirtual, CallStatic<Type>Method,
// NewObject, and NoSuchMethodError for a missing method.
public class JniCalls {
    static { System.loadLibrary("JniCalls"); }

    interface Greeter {
        String greet(String name);
    }

    static class Animal {
        String sound() {
            return "...";
        }

        int legs() {
            return 4;
        }
    }

    static class Bird extends Animal {
        final String name;

        Bird(String name, int wings) {
            this.name = name + "/" + wings;
        }

        @Override
        String sound() {
            return "tweet";
        }

        @Override
        int legs() {
            return 2;
        }
    }

    static boolean flip(boolean z) { return !z; }
    static byte inc(byte b) { return (byte) (b + 1); }
    static char upper(char c) { return Character.toUpperCase(c); }
    static short neg(short s) { return (short) -s; }
    static long big(long a, int b) { return a * b; }
    static float third(float f) { return f / 3; }
    static double sum(double a, float b, long c, int d, short e, byte f, char g, boolean h) {
        return a + b + c + d + e + f + g + (h ? 1000 : 0);
    }
    static int counter;
    static void bump(int by) { counter += by; }
    static String concat(String a, Object b) { return a + b; }

    static native String callAll(Animal a, Greeter g);
    static native String callStatics();
    static native Object make(String name, int wings);
    static native String missing();

    public static void main(String[] args) {
        System.out.println(callAll(new Animal(), new Greeter() {
            public String greet(String n) {
                return "hi " + n;
            }
        }));
        System.out.println(callAll(new Bird("robin", 2), new Greeter() {
            public String greet(String n) {
                return "hello " + n;
            }
        }));
        System.out.println(callStatics());
        System.out.println("counter " + counter);
        Object o = make("owl", 2);
        System.out.println(((Bird) o).name + " " + ((Bird) o).sound());
        System.out.println(missing());
    }
}
