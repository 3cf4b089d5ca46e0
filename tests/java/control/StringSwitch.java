// switch on String: hashCode collisions ("Aa"/"BB"), empty string, fall-through, default, null -> NPE.
public class StringSwitch {
    static String classify(String s) {
        switch (s) {
            case "Aa": return "Aa-branch";
            case "BB": return "BB-branch";
            case "AaAa": return "AaAa-branch";
            case "BBBB": return "BBBB-branch";
            case "AaBB": return "AaBB-branch";
            case "": return "empty";
            case "hello": return "greeting";
            case "HELLO": return "shout";
            default: return "unknown(" + s + ")";
        }
    }

    static int fall(String s) {
        int r = 0;
        switch (s) {
            case "one": r += 1;
            case "two": r += 2;
                break;
            case "three":
            case "drei": r += 3;
            default: r += 100;
        }
        return r;
    }

    public static void main(String[] args) {
        String[] in = {"Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "", "hello", "HELLO", "Hello", "C#", "aA"};
        for (String s : in) {
            System.out.println("[" + s + "] hash=" + s.hashCode() + " -> " + classify(s));
        }
        String built = new StringBuilder("B").append('B').toString();
        System.out.println("built BB -> " + classify(built));
        String[] f = {"one", "two", "three", "drei", "four"};
        for (String s : f) System.out.print(fall(s) + " ");
        System.out.println();
        try {
            String n = null;
            classify(n);
        } catch (NullPointerException e) {
            System.out.println("null switch: " + e.getClass().getName());
        }
    }
}
