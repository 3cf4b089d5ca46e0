import java.util.*;
public class LibraryMessages {
    interface Action { void run() throws Exception; }
    static void t(String label, Action a) {
        try { a.run(); System.out.println(label + ": no exception"); }
        catch (NullPointerException e) { System.out.println(label + ": NPE"); }
        catch (Exception e) { System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage()); }
    }
    public static void main(String[] args) {
        final List<Integer> al = new ArrayList<>(Arrays.asList(1, 2, 3));
        t("al.remove(-1)", new Action() { public void run() { al.remove(-1); } });
        t("al.set(3)", new Action() { public void run() { al.set(3, 0); } });
        t("al.subList(2,1)", new Action() { public void run() { al.subList(2, 1); } });
        t("al.subList(0,9)", new Action() { public void run() { al.subList(0, 9); } });
        t("new ArrayList(-1)", new Action() { public void run() { new ArrayList<Integer>(-1); } });
        t("new HashMap(-1)", new Action() { public void run() { new HashMap<String, String>(-1); } });
        t("copyOfRange", new Action() { public void run() { Arrays.copyOfRange(new int[3], 5, 3); } });
        t("copyOfRange2", new Action() { public void run() { Arrays.copyOfRange(new int[3], 4, 6); } });
        t("substring(-1)", new Action() { public void run() { "abc".substring(-1); } });
        t("substring(1,9)", new Action() { public void run() { "abc".substring(1, 9); } });
        t("charAt(-1)", new Action() { public void run() { "abc".charAt(-1); } });
        t("sb.setLength(-1)", new Action() { public void run() { new StringBuilder().setLength(-1); } });
        t("sb.charAt(5)", new Action() { public void run() { new StringBuilder("ab").charAt(5); } });
        t("sb.delete(3,1)", new Action() { public void run() { new StringBuilder("abcd").delete(3, 1); } });
        t("sb.replace(9,10)", new Action() { public void run() { new StringBuilder("abcd").replace(9, 10, "x"); } });
        t("sb.substring(2,1)", new Action() { public void run() { new StringBuilder("abcd").substring(2, 1); } });
        t("repeat(-1)", new Action() { public void run() { "ab".repeat(-1); } });
        t("nCopies(-1)", new Action() { public void run() { Collections.nCopies(-1, "x"); } });
        t("toChars(-1)", new Action() { public void run() { Character.toChars(-1); } });
        t("requireNonNull", new Action() { public void run() { Objects.requireNonNull(null, "thing must not be null"); } });
        t("checkIndex", new Action() { public void run() { Objects.checkIndex(5, 5); } });
        t("ll.remove()", new Action() { public void run() { new LinkedList<Integer>().remove(); } });
        t("ll.getLast()", new Action() { public void run() { new LinkedList<Integer>().getLast(); } });
        t("ll.set(4)", new Action() { public void run() { new LinkedList<>(List.of(1)).set(4, 2); } });
        t("dq.removeFirst", new Action() { public void run() { new ArrayDeque<Integer>().removeFirst(); } });
        t("dq.getLast", new Action() { public void run() { new ArrayDeque<Integer>().getLast(); } });
        t("tm.put(null)", new Action() { public void run() { new TreeMap<String, Integer>().put(null, 1); } });
        t("tm.lastKey", new Action() { public void run() { new TreeMap<String, Integer>().lastKey(); } });
        t("hm.merge null", new Action() { public void run() { new HashMap<String, Integer>().merge("a", null, null); } });
        t("List.of().get(0)", new Action() { public void run() { List.of().get(0); } });
        t("List.of(1,2).get(5)", new Action() { public void run() { List.of(1, 2).get(5); } });
        t("asList.remove", new Action() { public void run() { Arrays.asList(1, 2).remove(0); } });
        t("unmod.set", new Action() { public void run() { Collections.unmodifiableList(al).set(0, 1); } });
        t("emptyList.get", new Action() { public void run() { Collections.emptyList().get(0); } });
        t("iter exhausted", new Action() { public void run() { Iterator<Integer> it = al.iterator(); while (true) it.next(); } });
        t("Map.of dup", new Action() { public void run() { Map.of("a", 1, "a", 2); } });
        t("Set.of dup", new Action() { public void run() { Set.of("x", "x"); } });
        t("Integer.valueOf", new Action() { public void run() { Integer.valueOf("12a"); } });
        t("Long.parseLong empty", new Action() { public void run() { Long.parseLong(""); } });
        t("Double.parseDouble null", new Action() { public void run() { Double.parseDouble(null); } });
        t("Boolean", new Action() { public void run() { System.out.println(Boolean.parseBoolean(null)); } });
        t("pq.remove()", new Action() { public void run() { new PriorityQueue<Integer>().remove(); } });
        t("arraycopy", new Action() { public void run() { System.arraycopy(new int[3], 0, new int[2], 0, 3); } });
        t("arraycopy type", new Action() { public void run() { System.arraycopy(new int[3], 0, new long[3], 0, 3); } });
        t("arraycopy neg", new Action() { public void run() { System.arraycopy(new int[3], -1, new int[3], 0, 1); } });
        t("arraycopy store", new Action() { public void run() { System.arraycopy(new Object[]{"a", 1}, 0, new String[2], 0, 2); } });
        t("fill range", new Action() { public void run() { Arrays.fill(new int[3], 2, 1, 0); } });
        t("sort range", new Action() { public void run() { Arrays.sort(new int[3], 0, 4); } });
        t("Math.toIntExact", new Action() { public void run() { Math.toIntExact(1L << 40); } });
        t("Math.multiplyExact", new Action() { public void run() { Math.multiplyExact(1L << 40, 1L << 40); } });
        t("Math.floorMod0", new Action() { public void run() { Math.floorMod(5, 0); } });
        t("Random bound", new Action() { public void run() { new Random(1).nextInt(-5); } });
        t("String.valueOf null chars", new Action() { public void run() { String.valueOf((char[]) null); } });
        t("compareTo null", new Action() { public void run() { "a".compareTo(null); } });
        t("Collections.max empty", new Action() { public void run() { Collections.max(new ArrayList<Integer>()); } });
        t("sj", new Action() { public void run() { new StringJoiner(null); } });
    }
}
