// A whole program on enums: a vending machine whose states are enum constants with bodies,
// events are records, commands are parsed with a string switch, and coins use an enum with
// fields; an audit log is closed through try-with-resources.
import java.util.ArrayList;
import java.util.List;

public class VendingMachine {
    enum Coin {
        NICKEL(5), DIME(10), QUARTER(25);
        final int cents;
        Coin(int cents) { this.cents = cents; }
        static Coin parse(String s) {
            switch (s) {
                case "n": return NICKEL;
                case "d": return DIME;
                case "q": return QUARTER;
                default: throw new IllegalArgumentException("bad coin " + s);
            }
        }
    }
    record Event(String kind, Coin coin, String item) {
        static Event insert(Coin c) { return new Event("insert", c, null); }
        static Event select(String item) { return new Event("select", null, item); }
        static Event cancel() { return new Event("cancel", null, null); }
    }
    enum State {
        IDLE {
            State on(Machine m, Event e) {
                if (e.kind().equals("insert")) { m.credit += e.coin().cents; return PAYING; }
                m.say("insert coins first");
                return this;
            }
        },
        PAYING {
            State on(Machine m, Event e) {
                switch (e.kind()) {
                    case "insert":
                        m.credit += e.coin().cents;
                        return this;
                    case "cancel":
                        m.say("refund " + m.credit);
                        m.credit = 0;
                        return IDLE;
                    case "select":
                        int price = m.price(e.item());
                        if (price < 0) { m.say("unknown item " + e.item()); return this; }
                        if (m.credit < price) { m.say("need " + (price - m.credit) + " more"); return this; }
                        m.credit -= price;
                        m.say("vend " + e.item() + (m.credit > 0 ? ", change " + m.credit : ""));
                        m.credit = 0;
                        return IDLE;
                    default:
                        throw new IllegalStateException(e.kind());
                }
            }
        };
        abstract State on(Machine m, Event e);
    }
    static class Audit implements AutoCloseable {
        final List<String> lines = new ArrayList<>();
        public void close() { System.out.println("audit closed with " + lines.size() + " lines"); }
    }
    static class Machine {
        State state = State.IDLE;
        int credit;
        final Audit audit;
        Machine(Audit audit) { this.audit = audit; }
        int price(String item) {
            return switch (item) {
                case "cola", "soda" -> 65;
                case "chips" -> 50;
                case "gum" -> 15;
                default -> -1;
            };
        }
        void say(String s) { audit.lines.add(s); System.out.println("  " + s); }
        void feed(Event e) {
            State before = state;
            state = state.on(this, e);
            System.out.println(before + " --" + e + "--> " + state + " credit=" + credit);
        }
    }

    public static void main(String[] args) {
        String script = "select:gum q d select:cola q select:cola select:chips n d d q q select:chips cancel q select:tea cancel x";
        try (Audit audit = new Audit()) {
            Machine m = new Machine(audit);
            for (String tok : script.split(" ")) {
                try {
                    if (tok.startsWith("select:")) m.feed(Event.select(tok.substring(7)));
                    else if (tok.equals("cancel")) m.feed(Event.cancel());
                    else m.feed(Event.insert(Coin.parse(tok)));
                } catch (IllegalArgumentException e) {
                    System.out.println("error: " + e.getMessage());
                }
            }
        }
        int[] tally = new int[Coin.values().length];
        for (String s : "q q d n q d".split(" ")) tally[Coin.parse(s).ordinal()]++;
        for (Coin c : Coin.values()) System.out.println(c + " x" + tally[c.ordinal()]);
    }
}
