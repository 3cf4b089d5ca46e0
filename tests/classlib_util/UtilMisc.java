// Self-check for jvmlab's Random, Arrays, Objects, queues, Comparator and java.util.function: expected
// output comes from running this on the real java 17.
import java.util.*;
import java.util.function.*;

public class UtilMisc {
    interface Body { void run() throws Exception; }

    static void t(String name, Body b) {
        try {
            b.run();
            System.out.println(name + ": ok");
        } catch (Throwable e) {
            System.out.println(name + ": " + e);
        }
    }

    static final class P {
        final String name;
        final int age;
        P(String name, int age) { this.name = name; this.age = age; }
        public String toString() { return name + "/" + age; }
    }

    public static void main(String[] args) {
        // Random: exact sequences
        Random r = new Random(42);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) sb.append(r.nextInt()).append(' ');
        for (int i = 0; i < 5; i++) sb.append(r.nextInt(100)).append(' ');
        for (int i = 0; i < 5; i++) sb.append(r.nextInt(64)).append(' ');
        for (int i = 0; i < 3; i++) sb.append(r.nextInt(1000000007)).append(' ');
        for (int i = 0; i < 3; i++) sb.append(r.nextLong()).append(' ');
        for (int i = 0; i < 3; i++) sb.append(r.nextDouble()).append(' ');
        for (int i = 0; i < 3; i++) sb.append(r.nextFloat()).append(' ');
        for (int i = 0; i < 3; i++) sb.append(r.nextBoolean()).append(' ');
        for (int i = 0; i < 5; i++) sb.append(r.nextGaussian()).append(' ');
        System.out.println(sb);
        byte[] bytes = new byte[11];
        r.nextBytes(bytes);
        System.out.println(Arrays.toString(bytes));
        System.out.println(r.nextInt(3, 17) + " " + r.nextInt(-5, 1 << 30) + " " + r.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE) + " " + r.nextLong(1000) + " " + r.nextLong(-7, 7) + " " + r.nextLong(1L << 40) + " " + r.nextDouble(5) + " " + r.nextDouble(-2, 3));
        r.setSeed(123);
        System.out.println(r.nextInt(10) + " " + r.nextGaussian() + " " + new Random(-1).nextLong() + " " + new Random(Long.MAX_VALUE).nextDouble());
        t("bound", new Body() { public void run() { new Random(1).nextInt(0); } });
        t("range", new Body() { public void run() { new Random(1).nextInt(5, 5); } });

        // Arrays
        int[] ia = new int[40];
        for (int i = 0; i < ia.length; i++) ia[i] = r.nextInt(100) - 50;
        int[] ib = ia.clone();
        Arrays.sort(ia);
        System.out.println(Arrays.toString(ia) + " " + Arrays.binarySearch(ia, ia[17]) + " " + Arrays.binarySearch(ia, 1000) + " " + Arrays.binarySearch(ia, -1000));
        Arrays.sort(ib, 5, 15);
        System.out.println(Arrays.toString(ib) + " " + Arrays.hashCode(ib) + " " + Arrays.equals(ia, ib));
        double[] da = {3.5, -0.0, Double.NaN, 0.0, -1e300, Double.NEGATIVE_INFINITY, 0.0, -0.0, 2, Double.NaN, 1e-300, Double.POSITIVE_INFINITY};
        Arrays.sort(da);
        System.out.println(Arrays.toString(da) + " " + Arrays.binarySearch(da, -0.0) + " " + Arrays.binarySearch(da, 0.0) + " " + Arrays.hashCode(da));
        float[] fa = {1f, -0f, Float.NaN, 0f, -2.5f, 0f, -0f};
        Arrays.sort(fa);
        System.out.println(Arrays.toString(fa));
        long[] la = new long[100];
        for (int i = 0; i < la.length; i++) la[i] = r.nextLong() % 1000;
        Arrays.sort(la);
        System.out.println(la[0] + " " + la[50] + " " + la[99] + " " + Arrays.hashCode(la));
        char[] ca = "the quick brown fox".toCharArray();
        Arrays.sort(ca);
        short[] sa = {5, -3, 300, -32768, 0};
        Arrays.sort(sa);
        byte[] ba = {5, -3, 127, -128, 0};
        Arrays.sort(ba);
        boolean[] za = {true, false};
        System.out.println(Arrays.toString(ca) + Arrays.toString(sa) + Arrays.toString(ba) + Arrays.toString(za) + Arrays.hashCode(za) + Arrays.hashCode(ca));
        int[] big = new int[5000];
        for (int i = 0; i < big.length; i++) big[i] = r.nextInt(200);
        Arrays.sort(big);
        boolean sorted = true;
        for (int i = 1; i < big.length; i++) if (big[i - 1] > big[i]) sorted = false;
        System.out.println(sorted + " " + Arrays.hashCode(big));
        P[] people = new P[60];
        for (int i = 0; i < people.length; i++) people[i] = new P("p" + i, r.nextInt(5));
        Arrays.sort(people, new Comparator<P>() {
            public int compare(P a, P b) { return a.age - b.age; }
        });
        System.out.println(Arrays.toString(people));
        String[] strs = {"delta", "alpha", "charlie", "bravo", "echo", "alpha"};
        Arrays.sort(strs);
        System.out.println(Arrays.toString(strs) + " " + Arrays.binarySearch(strs, "charlie") + " " + Arrays.asList(strs).indexOf("echo"));
        Object[] nested = {1, new int[] {2, 3}, new String[] {"a", null}, null, new double[] {1.5}};
        Object[] cyc = {nested, null};
        cyc[1] = cyc;
        System.out.println(Arrays.deepToString(nested) + " " + Arrays.deepToString(cyc) + " " + Arrays.deepHashCode(nested) + " " + Arrays.deepEquals(nested, nested.clone()) + " " + Arrays.toString((int[]) null));
        int[] filled = new int[6];
        Arrays.fill(filled, 7);
        Arrays.fill(filled, 1, 3, -1);
        System.out.println(Arrays.toString(filled) + Arrays.toString(Arrays.copyOf(filled, 8)) + Arrays.toString(Arrays.copyOfRange(filled, 2, 9)) + Arrays.toString(Arrays.copyOf(strs, 2)) + (Arrays.copyOf(strs, 7) instanceof String[]));
        t("fill-range", new Body() { public void run() { Arrays.fill(new int[3], 2, 1, 0); } });
        t("fill-aioobe", new Body() { public void run() { Arrays.fill(new int[3], 0, 4, 0); } });
        t("copyOfRange", new Body() { public void run() { Arrays.copyOfRange(new int[3], 2, 1); } });
        t("sort-noncomparable", new Body() { public void run() { Arrays.sort(new Object[] {new Object(), new Object()}); } });
        t("sort-one", new Body() { public void run() { Arrays.sort(new Object[] {new Object()}); } });
        t("sort-mixed", new Body() { public void run() { Arrays.sort(new Object[] {1, "a"}); } });
        t("sort-range", new Body() { public void run() { Arrays.sort(new int[3], -1, 2); } });

        // Objects
        System.out.println(Objects.equals(null, null) + " " + Objects.hash(1, "a", null) + " " + Objects.hashCode(null) + " " + Objects.toString(null, "dflt") + " " + Objects.requireNonNullElse(null, "e") + " " + Objects.isNull(null) + " " + Objects.compare("a", "b", Comparator.<String>naturalOrder()));
        t("rnn", new Body() { public void run() { Objects.requireNonNull(null, "msg here"); } });
        t("checkIndex", new Body() { public void run() { Objects.checkIndex(5, 3); } });
        t("checkFromTo", new Body() { public void run() { Objects.checkFromToIndex(2, 5, 3); } });

        // PriorityQueue: array order is observable
        PriorityQueue<Integer> pq = new PriorityQueue<Integer>();
        for (int i = 0; i < 15; i++) pq.add(r.nextInt(100));
        System.out.println(pq + " " + pq.peek() + " " + pq.size());
        pq.remove(pq.toArray()[5]);
        System.out.println(pq + " " + pq.poll() + " " + pq.poll() + " " + pq);
        Iterator<Integer> pit = pq.iterator();
        while (pit.hasNext()) if (pit.next() % 3 == 0) pit.remove();
        System.out.println(pq);
        pq.removeIf(new Predicate<Integer>() { public boolean test(Integer x) { return x % 2 == 0; } });
        System.out.println(pq);
        PriorityQueue<Integer> fromList = new PriorityQueue<Integer>(Arrays.asList(9, 4, 7, 1, 8, 2, 6, 3, 5));
        System.out.println(fromList);
        PriorityQueue<String> pqs = new PriorityQueue<String>(Collections.<String>reverseOrder());
        pqs.addAll(Arrays.asList(strs));
        StringBuilder drained = new StringBuilder();
        while (!pqs.isEmpty()) drained.append(pqs.poll()).append(',');
        System.out.println(drained);
        t("pq.remove", new Body() { public void run() { new PriorityQueue<Integer>().remove(); } });
        t("pq.noncomparable", new Body() { public void run() { new PriorityQueue<Object>().add(new Object()); } });
        t("pq.null", new Body() { public void run() { new PriorityQueue<Integer>().add(null); } });

        // ArrayDeque
        ArrayDeque<Integer> dq = new ArrayDeque<Integer>();
        for (int i = 0; i < 20; i++) {
            if (i % 3 == 0) dq.addFirst(i);
            else dq.addLast(i);
        }
        System.out.println(dq + " " + dq.peekFirst() + " " + dq.peekLast() + " " + dq.size());
        dq.removeFirstOccurrence(4);
        dq.removeLastOccurrence(9);
        System.out.println(dq.pollFirst() + " " + dq.pollLast() + " " + dq.pop() + " " + dq);
        Iterator<Integer> dit = dq.iterator();
        while (dit.hasNext()) if (dit.next() % 2 == 0) dit.remove();
        StringBuilder desc = new StringBuilder();
        for (Iterator<Integer> d2 = dq.descendingIterator(); d2.hasNext(); ) desc.append(d2.next()).append(' ');
        System.out.println(dq + " " + desc + dq.contains(7));
        t("dq.empty", new Body() { public void run() { new ArrayDeque<Integer>().removeFirst(); } });
        t("dq.null", new Body() { public void run() { new ArrayDeque<Integer>().push(null); } });

        // Comparator combinators and functions
        List<P> ps = new ArrayList<P>(Arrays.asList(people).subList(0, 12));
        ps.sort(Comparator.comparingInt(new ToIntFunction<P>() { public int applyAsInt(P p) { return p.age; } }).reversed()
                .thenComparing(new Function<P, String>() { public String apply(P p) { return p.name; } }, Comparator.<String>reverseOrder()));
        System.out.println(ps);
        List<String> withNulls = new ArrayList<String>(Arrays.asList("b", null, "a", null, "c"));
        withNulls.sort(Comparator.nullsFirst(Comparator.<String>naturalOrder()));
        System.out.print(withNulls);
        withNulls.sort(Comparator.nullsLast(Comparator.<String>reverseOrder()));
        System.out.println(withNulls);
        Function<Integer, Integer> plus1 = new Function<Integer, Integer>() { public Integer apply(Integer x) { return x + 1; } };
        Function<Integer, Integer> times2 = new Function<Integer, Integer>() { public Integer apply(Integer x) { return x * 2; } };
        Predicate<Integer> even = new Predicate<Integer>() { public boolean test(Integer x) { return x % 2 == 0; } };
        Predicate<Integer> pos = new Predicate<Integer>() { public boolean test(Integer x) { return x > 0; } };
        IntUnaryOperator inc = new IntUnaryOperator() { public int applyAsInt(int x) { return x + 1; } };
        System.out.println(plus1.andThen(times2).apply(5) + " " + plus1.compose(times2).apply(5) + " " + Function.<Integer>identity().apply(9)
                + " " + even.and(pos).test(4) + " " + even.or(pos).test(-3) + " " + even.negate().test(3) + " " + Predicate.isEqual("x").test("x")
                + " " + inc.andThen(inc).applyAsInt(1) + " " + BinaryOperator.minBy(Comparator.<Integer>naturalOrder()).apply(3, 2));

        // Optional, StringJoiner
        Optional<String> o = Optional.of("v");
        System.out.println(o + " " + Optional.empty() + " " + o.map(new Function<String, Integer>() { public Integer apply(String s) { return s.length(); } }) + " " + Optional.ofNullable(null).orElse("else") + " " + o.isPresent() + " " + o.equals(Optional.of("v")));
        t("opt.get", new Body() { public void run() { Optional.empty().get(); } });
        StringJoiner sj = new StringJoiner(", ", "{", "}");
        System.out.println(sj + " " + sj.setEmptyValue("EMPTY") + " " + sj.add("a").add("b") + " " + sj.length() + " " + new StringJoiner("-").add("x").merge(sj));
    }
}
