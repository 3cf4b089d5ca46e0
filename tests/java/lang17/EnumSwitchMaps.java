// Switch on enums from another class (javac's synthetic $SwitchMap$ arrays), switch expressions on
// enums, default branches, enums declared after use, nested switches and null selectors.
public class EnumSwitchMaps {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }
    enum Suit { CLUBS, DIAMONDS, HEARTS, SPADES }

    static class Calendar {
        static String kind(Day d) {
            switch (d) {
                case SAT:
                case SUN:
                    return "weekend";
                case WED:
                    return "midweek";
                default:
                    return "weekday";
            }
        }
        static int len(Day d) {
            return switch (d) {
                case MON, TUE -> 3;
                case WED -> { int x = 9; yield x; }
                default -> d.name().length() * 10;
            };
        }
    }

    static String color(Suit s) {
        switch (s) {
            case HEARTS: case DIAMONDS: return "red";
            case CLUBS: case SPADES: return "black";
        }
        return "?";
    }

    static String both(Day d, Suit s) {
        switch (d) {
            case MON:
                switch (s) {
                    case SPADES: return "mon-spades";
                    default: return "mon-other";
                }
            case FRI:
                return "fri-" + color(s);
            default:
                return "x";
        }
    }

    public static void main(String[] args) {
        for (Day d : Day.values()) {
            System.out.println(d + " " + Calendar.kind(d) + " " + Calendar.len(d));
        }
        for (Suit s : Suit.values()) {
            System.out.println(s + " " + color(s) + " " + both(Day.MON, s) + " " + both(Day.FRI, s) + " " + both(Day.SUN, s));
        }
        try {
            Calendar.kind(null);
        } catch (NullPointerException e) {
            System.out.println("NPE on null enum switch");
        }
        int total = 0;
        for (int i = 0; i < 1000; i++) total += Calendar.len(Day.values()[i % 7]);
        System.out.println(total);
    }
}
