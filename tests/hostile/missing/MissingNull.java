// checkcast and instanceof of null never resolve their class: (Missing) null succeeds even though
// Missing is gone; a non-null operand gets NoClassDefFoundError, every time.
public class MissingNull {
    static class Missing {}
    static class User {
        static Object cast(Object o) { return (Missing) o; }
        static boolean test(Object o) { return o instanceof Missing; }
        static Missing[] arr(Object o) { return (Missing[]) o; }
    }
    public static void main(String[] args) {
        System.out.println("cast null: " + User.cast(null));
        System.out.println("instanceof null: " + User.test(null));
        System.out.println("array cast null: " + User.arr(null));
        try {
            User.cast("x");
        } catch (NoClassDefFoundError e) {
            System.out.println("cast x: " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            User.test("x");
        } catch (NoClassDefFoundError e) {
            System.out.println("instanceof x: " + e.getClass().getName() + ": " + e.getMessage());
        }
        System.out.println("cast null again: " + User.cast(null));
    }
}
