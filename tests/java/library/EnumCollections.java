// EnumSet (of, noneOf, allOf, range, complementOf, copyOf) and EnumMap: ordinal order, nulls, wrong types, views.
import java.util.*;

public class EnumCollections {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    enum Op {
        PLUS { int apply(int a, int b) { return a + b; } },
        TIMES { int apply(int a, int b) { return a * b; } };

        abstract int apply(int a, int b);
    }

    enum Big { B0, B1, B2, B3, B4, B5, B6, B7, B8, B9, B10, B11, B12, B13, B14, B15, B16, B17, B18, B19, B20, B21,
        B22, B23, B24, B25, B26, B27, B28, B29, B30, B31, B32, B33, B34, B35, B36, B37, B38, B39, B40, B41, B42, B43,
        B44, B45, B46, B47, B48, B49, B50, B51, B52, B53, B54, B55, B56, B57, B58, B59, B60, B61, B62, B63, B64, B65, B66 }

    public static void main(String[] args) {
        EnumSet<Day> weekend = EnumSet.of(Day.SUN, Day.SAT);
        System.out.println(weekend + " " + weekend.size() + " " + weekend.contains(Day.SAT) + " " + weekend.contains(Day.MON));
        System.out.println(EnumSet.noneOf(Day.class) + " " + EnumSet.allOf(Day.class));
        System.out.println(EnumSet.range(Day.TUE, Day.FRI) + " " + EnumSet.complementOf(weekend));
        System.out.println(EnumSet.of(Day.FRI, Day.MON, Day.WED, Day.MON, Day.SUN, Day.TUE));
        System.out.println(EnumSet.copyOf(Arrays.asList(Day.THU, Day.MON)) + " " + EnumSet.copyOf(weekend));
        try {
            EnumSet.range(Day.FRI, Day.MON);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        try {
            EnumSet.copyOf(new ArrayList<Day>());
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        try {
            weekend.add(null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException on add(null)");
        }
        System.out.println(weekend.contains(null) + " " + weekend.remove(null) + " " + weekend.contains("SAT"));
        EnumSet<Day> work = EnumSet.complementOf(weekend);
        Iterator<Day> it = work.iterator();
        while (it.hasNext()) {
            if (it.next().ordinal() % 2 == 0) {
                it.remove();
            }
        }
        System.out.println(work + " " + work.equals(EnumSet.of(Day.TUE, Day.THU)) + " " + work.equals(new HashSet<>(List.of(Day.TUE, Day.THU))));
        work.addAll(weekend);
        work.removeAll(EnumSet.of(Day.SAT));
        work.retainAll(EnumSet.range(Day.THU, Day.SUN));
        System.out.println(work + " " + work.containsAll(EnumSet.of(Day.SUN)));
        EnumSet<Op> ops = EnumSet.allOf(Op.class);
        for (Op op : ops) {
            System.out.println(op + " " + op.apply(6, 7) + " " + (op.getClass() == Op.class) + " " + op.getDeclaringClass().getSimpleName());
        }
        System.out.println(EnumSet.of(Op.TIMES).contains(Op.TIMES));
        EnumSet<Big> big = EnumSet.range(Big.B60, Big.B66);
        big.add(Big.B1);
        System.out.println(big + " " + big.size() + " " + EnumSet.complementOf(big).size());

        EnumMap<Day, String> plan = new EnumMap<>(Day.class);
        plan.put(Day.FRI, "party");
        plan.put(Day.MON, "work");
        plan.put(Day.WED, null);
        System.out.println(plan + " " + plan.size() + " " + plan.containsKey(Day.WED) + " " + plan.get(Day.WED) + " "
                + plan.containsValue(null) + " " + plan.get("MON") + " " + plan.containsKey(null));
        System.out.println(plan.put(Day.MON, "rest") + " " + plan.remove(Day.WED) + " " + plan.remove(Day.SUN) + " " + plan);
        try {
            plan.put(null, "x");
        } catch (NullPointerException e) {
            System.out.println("NullPointerException on put(null)");
        }
        System.out.println(plan.keySet() + " " + plan.values());
        for (Map.Entry<Day, String> e : plan.entrySet()) {
            e.setValue(e.getValue().toUpperCase());
        }
        System.out.println(plan);
        plan.merge(Day.TUE, "gym", String::concat);
        plan.merge(Day.TUE, "+swim", String::concat);
        plan.computeIfAbsent(Day.SUN, d -> d.name().toLowerCase());
        System.out.println(plan + " " + plan.getOrDefault(Day.SAT, "free"));
        EnumMap<Day, String> copy = new EnumMap<>(plan);
        copy.remove(Day.FRI);
        System.out.println(copy.equals(plan) + " " + new EnumMap<>(Map.of(Day.THU, 4)) + " " + plan.equals(new TreeMap<>(plan)));
        try {
            new EnumMap<Day, Integer>(new HashMap<Day, Integer>());
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        plan.keySet().remove(Day.MON);
        plan.values().removeIf(v -> v.startsWith("gym"));
        System.out.println(plan);
        EnumMap<Op, Integer> results = new EnumMap<>(Op.class);
        for (Op op : Op.values()) {
            results.put(op, op.apply(3, 4));
        }
        System.out.println(results);
    }
}
