// Switch on strings: hashCode collisions ("Aa"/"BB"), fall-through, default, empty string, switch
// expressions and yield, nulls, many cases (lookupswitch on hashes).
public class StringSwitches {
    static String classify(String s) {
        switch (s) {
            case "Aa": return "Aa-branch";
            case "BB": return "BB-branch";
            case "AaAa": return "AaAa";
            case "BBBB": return "BBBB";
            case "AaBB": return "AaBB";
            case "": return "empty";
            default: return "default(" + s + ")";
        }
    }

    static int fall(String s) {
        int n = 0;
        switch (s) {
            case "one": n += 1;
            case "two": n += 10;
            case "three": n += 100; break;
            case "four": n += 1000;
            default: n += 5;
        }
        return n;
    }

    static int expr(String s) {
        return switch (s) {
            case "alpha", "beta" -> 1;
            case "gamma" -> {
                int k = s.length();
                yield k * 2;
            }
            case "Ea", "FB" -> 77;
            default -> -1;
        };
    }

    static String month(String m) {
        switch (m.toLowerCase()) {
            case "jan": case "mar": case "may": case "jul": case "aug": case "oct": case "dec": return "31";
            case "apr": case "jun": case "sep": case "nov": return "30";
            case "feb": return "28";
            default: return "??";
        }
    }

    public static void main(String[] args) {
        System.out.println("Aa".hashCode() + " " + "BB".hashCode() + " " + "AaAa".hashCode() + " " + "BBBB".hashCode());
        String[] in = { "Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "", "aa", "C#" };
        for (String s : in) System.out.println(s + " -> " + classify(s));
        for (String s : new String[] { "one", "two", "three", "four", "five" }) System.out.println(s + " " + fall(s));
        for (String s : new String[] { "alpha", "beta", "gamma", "Ea", "FB", "delta" }) System.out.println(s + " " + expr(s));
        for (String s : new String[] { "Jan", "FEB", "apr", "Sep", "xyz" }) System.out.print(month(s) + " ");
        System.out.println();
        String dyn = new StringBuilder("B").append('B').toString();
        System.out.println(classify(dyn));
        try {
            classify(null);
        } catch (NullPointerException e) {
            System.out.println("NPE on null string switch");
        }
    }
}
