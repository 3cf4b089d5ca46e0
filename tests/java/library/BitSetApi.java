import java.util.BitSet;
import java.util.Random;
import java.util.stream.Collectors;

// BitSet's whole API: ranges, searches in both directions, the bitwise operations, size() as the
// storage grows and shrinks on clone, hashCode/equals/toString, byte and long array forms,
// stream(), and every IndexOutOfBoundsException text.
public class BitSetApi {
    static void p(Object o) { System.out.println(o); }
    static String show(BitSet b) {
        return b + " len=" + b.length() + " card=" + b.cardinality() + " size=" + b.size() + " hash=" + b.hashCode() + " empty=" + b.isEmpty();
    }
    interface Op { Object run(); }
    static void t(String label, Op op) {
        try { p(label + " = " + op.run()); } catch (RuntimeException e) { p(label + " ! " + e.getClass().getName() + ": " + e.getMessage()); }
    }
    public static void main(String[] args) {
        BitSet a = new BitSet();
        p(show(a));
        a.set(3); a.set(64); a.set(65, 70); a.set(200, true); a.set(10, 12, true); a.set(11, false);
        p(show(a));
        a.flip(0, 5); p(show(a));
        a.flip(130); p(show(a));
        a.clear(66, 68); p(show(a));
        a.clear(199, 1000); p(show(a));
        a.clear(130); p(show(a));
        p("get " + a.get(3) + " " + a.get(4) + " " + a.get(10000) + " range " + a.get(2, 70) + " " + a.get(64, 66) + " " + a.get(300, 400) + " " + a.get(1, 69));
        StringBuilder sb = new StringBuilder();
        for (int i = a.nextSetBit(0); i >= 0; i = a.nextSetBit(i + 1)) sb.append(i).append(' ');
        p("forward " + sb);
        sb.setLength(0);
        for (int i = a.previousSetBit(a.length()); i >= 0; i = a.previousSetBit(i - 1)) sb.append(i).append(' ');
        p("backward " + sb);
        p("clear bits " + a.nextClearBit(0) + " " + a.nextClearBit(64) + " " + a.nextClearBit(500) + " " + a.previousClearBit(69) + " " + a.previousClearBit(3) + " " + a.previousClearBit(1000) + " " + a.previousSetBit(1000) + " " + a.previousSetBit(-1));
        BitSet b = new BitSet(100);
        p(show(b));
        for (int i = 0; i < 100; i += 3) b.set(i);
        p(show(b));
        BitSet c = (BitSet) b.clone();
        BitSet and = (BitSet) a.clone(); and.and(b);
        BitSet or = (BitSet) a.clone(); or.or(b);
        BitSet xor = (BitSet) a.clone(); xor.xor(b);
        BitSet andNot = (BitSet) a.clone(); andNot.andNot(b);
        p("after clone a: " + show(a));
        p("and " + show(and)); p("or " + show(or)); p("xor " + show(xor)); p("andNot " + show(andNot));
        p("intersects " + a.intersects(b) + " " + a.intersects(new BitSet()) + " equals " + b.equals(c) + " " + a.equals(b) + " " + c.equals(null));
        b.set(1000); p("grown " + show(b)); b.clear(1000); p("shrunk " + show(b) + " eq " + b.equals(c));
        BitSet self = (BitSet) a.clone(); self.and(self); self.or(self); p("self " + show(self)); self.xor(self); p("self xor " + show(self));
        p("stream " + a.stream().boxed().collect(Collectors.toList()) + " sum " + a.stream().sum() + " count " + a.stream().count());
        p("bytes " + java.util.Arrays.toString(a.toByteArray()) + " longs " + java.util.Arrays.toString(a.toLongArray()));
        p("valueOf " + BitSet.valueOf(new long[] {5L, 0, -1L, 0, 0}) + " " + BitSet.valueOf(new byte[] {1, (byte) 0x80, 0, 0}) + " " + show(BitSet.valueOf(new long[0])));
        p("roundtrip " + BitSet.valueOf(a.toByteArray()).equals(a) + " " + BitSet.valueOf(a.toLongArray()).equals(a));
        BitSet big = new BitSet();
        big.set((1 << 20) - 1); big.set(1 << 20);
        p("far " + big + " len " + big.length() + " card " + big.cardinality() + " next " + big.nextSetBit(5) + " prevClear " + big.previousClearBit(1 << 20) + " size " + big.size());
        big.clear();
        p("cleared " + show(big));
        BitSet sieve = new BitSet(1000);
        sieve.set(2, 1000);
        for (int i = 2; i * i < 1000; i = sieve.nextSetBit(i + 1)) for (int j = i * i; j < 1000; j += i) sieve.clear(j);
        p("primes<1000 " + sieve.cardinality() + " last " + sieve.previousSetBit(999) + " hash " + sieve.hashCode());
        Random r = new Random(5);
        BitSet x = new BitSet(), y = new BitSet();
        for (int i = 0; i < 2000; i++) {
            int lo = r.nextInt(3000), hi = lo + r.nextInt(300);
            switch (r.nextInt(6)) {
                case 0: x.set(lo, hi); break;
                case 1: x.clear(lo, hi); break;
                case 2: x.flip(lo, hi); break;
                case 3: y.flip(lo); break;
                case 4: x.xor(y); break;
                default: y.or(x.get(lo, hi)); break;
            }
        }
        p("random " + x.cardinality() + " " + x.length() + " " + x.size() + " " + x.hashCode() + " " + y.cardinality() + " " + y.size() + " " + y.hashCode());
        t("set(-1)", () -> { a.set(-1); return null; });
        t("get(-5)", () -> a.get(-5));
        t("clear(-2)", () -> { a.clear(-2); return null; });
        t("flip(-3)", () -> { a.flip(-3); return null; });
        t("set(5,2)", () -> { a.set(5, 2); return null; });
        t("set(-1,2)", () -> { a.set(-1, 2); return null; });
        t("clear(1,-2)", () -> { a.clear(1, -2); return null; });
        t("get(3,1)", () -> a.get(3, 1));
        t("nextSetBit(-1)", () -> a.nextSetBit(-1));
        t("nextClearBit(-1)", () -> a.nextClearBit(-1));
        t("previousSetBit(-2)", () -> a.previousSetBit(-2));
        t("previousClearBit(-7)", () -> a.previousClearBit(-7));
        t("new BitSet(-1)", () -> new BitSet(-1));
    }
}
