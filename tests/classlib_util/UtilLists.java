// Self-check for jvmlab's java.util lists: expected output comes from running this on the real java 17.
import java.util.*;
import java.util.function.*;

public class UtilLists {
    interface Body { void run() throws Exception; }

    static void t(String name, Body b) {
        try {
            b.run();
            System.out.println(name + ": ok");
        } catch (Throwable e) {
            System.out.println(name + ": " + e);
        }
    }

    static final Comparator<String> BY_LENGTH = new Comparator<String>() {
        public int compare(String a, String b) { return a.length() - b.length(); }
    };

    public static void main(String[] args) {
        final ArrayList<Integer> al = new ArrayList<Integer>();
        for (int i = 0; i < 25; i++) al.add(i * 7 % 11);
        System.out.println(al + " size=" + al.size() + " hash=" + al.hashCode());
        al.add(3, 100);
        al.remove(Integer.valueOf(100));
        al.remove(0);
        al.set(1, -5);
        System.out.println(al + " idx=" + al.indexOf(3) + " last=" + al.lastIndexOf(3) + " has9=" + al.contains(9));
        System.out.println(al.subList(2, 6) + " " + al.subList(2, 6).subList(1, 3));
        List<Integer> sub = al.subList(3, 8);
        sub.clear();
        System.out.println(al + " " + al.size());
        Collections.sort(al);
        System.out.println(al);
        Collections.sort(al, Collections.<Integer>reverseOrder());
        System.out.println(al);
        al.removeIf(new Predicate<Integer>() {
            public boolean test(Integer x) { return x % 2 == 0; }
        });
        System.out.println(al);
        al.replaceAll(new UnaryOperator<Integer>() {
            public Integer apply(Integer x) { return x * 10; }
        });
        System.out.println(al + " " + Arrays.toString(al.toArray(new Integer[0])) + " " + al.toArray(new Integer[20]).length);
        t("get", new Body() { public void run() { al.get(99); } });
        t("getneg", new Body() { public void run() { al.get(-1); } });
        t("add", new Body() { public void run() { al.add(99, 1); } });
        t("remove", new Body() { public void run() { al.remove(99); } });
        t("sub", new Body() { public void run() { al.subList(3, 1); } });
        t("sub2", new Body() { public void run() { al.subList(0, 100); } });
        t("it", new Body() { public void run() { Iterator<Integer> it = new ArrayList<Integer>().iterator(); it.next(); } });
        t("itrm", new Body() { public void run() { al.iterator().remove(); } });
        t("listIt", new Body() { public void run() { al.listIterator(100); } });
        t("cme", new Body() {
            public void run() { for (Integer x : al) if (x > 0) al.add(x); }
        });
        t("no-cme-second-last", new Body() {
            public void run() {
                List<String> l = new ArrayList<String>(Arrays.asList("a", "b", "c"));
                for (String s : l) if (s.equals("b")) l.remove(s);
                System.out.println(l);
            }
        });
        t("itremove", new Body() {
            public void run() {
                List<Integer> l = new ArrayList<Integer>();
                for (int i = 0; i < 10; i++) l.add(i);
                for (Iterator<Integer> it = l.iterator(); it.hasNext(); ) if (it.next() % 3 == 0) it.remove();
                ListIterator<Integer> li = l.listIterator();
                while (li.hasNext()) {
                    int v = li.next();
                    if (v == 4) li.add(44);
                    if (v == 5) li.set(55);
                }
                while (li.hasPrevious()) System.out.print(li.previous() + " ");
                System.out.println(l);
            }
        });
        t("sub-cme", new Body() {
            public void run() { List<Integer> s = al.subList(0, 1); al.add(1); s.size(); }
        });

        // Stable sort
        List<String> words = new ArrayList<String>(Arrays.asList("pear", "fig", "apple", "kiwi", "plum", "date", "banana", "yam", "lime"));
        Collections.sort(words, BY_LENGTH);
        System.out.println(words);
        List<String> big = new ArrayList<String>();
        Random r = new Random(7);
        for (int i = 0; i < 300; i++) big.add("w" + r.nextInt(50) + "x" + (char) ('a' + r.nextInt(5)));
        Collections.sort(big, BY_LENGTH);
        System.out.println(big.hashCode() + " " + big.subList(0, 8) + " " + big.subList(290, 300));
        Collections.sort(big);
        System.out.println(big.hashCode() + " " + big.subList(0, 8));

        // LinkedList
        final LinkedList<String> ll = new LinkedList<String>();
        ll.add("b");
        ll.addFirst("a");
        ll.addLast("c");
        ll.push("z");
        ll.offer("d");
        ll.add(2, "m");
        System.out.println(ll + " " + ll.peek() + " " + ll.peekLast() + " " + ll.get(3) + " " + ll.indexOf("c"));
        System.out.println(ll.pop() + " " + ll.poll() + " " + ll.pollLast() + " " + ll.removeLast() + " " + ll);
        Iterator<String> di = ll.descendingIterator();
        while (di.hasNext()) System.out.print(di.next());
        System.out.println();
        t("ll.get", new Body() { public void run() { ll.get(7); } });
        t("ll.add", new Body() { public void run() { ll.add(7, "x"); } });
        t("ll.first", new Body() { public void run() { new LinkedList<String>().getFirst(); } });
        t("ll.remove", new Body() { public void run() { new LinkedList<String>().remove(); } });
        System.out.println(ll.equals(Arrays.asList("m", "b")) + " " + ll.hashCode() + " " + new ArrayList<String>(ll).equals(ll));

        // Arrays.asList, List.of, Collections factories
        final List<String> fixed = Arrays.asList("x", "y", "z");
        fixed.set(1, "Y");
        System.out.println(fixed);
        t("asList.add", new Body() { public void run() { fixed.add("w"); } });
        t("asList.get", new Body() { public void run() { fixed.get(5); } });
        t("List.of.get12", new Body() { public void run() { List.of(1, 2).get(2); } });
        t("List.of.getN", new Body() { public void run() { List.of(1, 2, 3).get(3); } });
        t("List.of.set", new Body() { public void run() { List.of(1, 2, 3).set(0, 1); } });
        t("List.of.null", new Body() { public void run() { List.of(1, null); } });
        t("List.of.contains", new Body() { public void run() { List.of(1).contains(null); } });
        System.out.println(List.of(3, 1, 2) + " " + List.of().size() + " " + List.of(1, 2).equals(Arrays.asList(1, 2)) + " " + List.copyOf(al).size());
        t("nCopies", new Body() { public void run() { System.out.println(Collections.nCopies(3, "ab")); Collections.nCopies(3, "x").get(3); } });
        t("emptyList", new Body() { public void run() { Collections.emptyList().get(0); } });
        t("singletonList", new Body() { public void run() { System.out.println(Collections.singletonList(5)); Collections.singletonList(5).get(1); } });
        t("unmod", new Body() {
            public void run() {
                List<Integer> u = Collections.unmodifiableList(al);
                System.out.println(u + " " + u.equals(al) + " " + u.get(0));
                u.add(1);
            }
        });

        // Collections algorithms
        List<Integer> nums = new ArrayList<Integer>();
        for (int i = 0; i < 20; i++) nums.add(i);
        Collections.shuffle(nums, new Random(42));
        System.out.println(nums);
        LinkedList<Integer> lnums = new LinkedList<Integer>();
        for (int i = 0; i < 20; i++) lnums.add(i);
        Collections.shuffle(lnums, new Random(42));
        System.out.println(lnums);
        Collections.reverse(nums);
        Collections.swap(nums, 0, 19);
        Collections.rotate(nums, 3);
        System.out.println(nums + " max=" + Collections.max(nums) + " min=" + Collections.min(nums) + " min/rev=" + Collections.min(nums, Collections.reverseOrder()));
        Collections.sort(nums);
        System.out.println(Collections.binarySearch(nums, 7) + " " + Collections.binarySearch(nums, 77) + " " + Collections.frequency(Arrays.asList(1, 2, 1, 1), 1));
        Collections.addAll(nums, 5, 6);
        System.out.println(nums.size() + " " + Collections.disjoint(nums, Arrays.asList(100, 200)));
        t("max-empty", new Body() { public void run() { Collections.max(new ArrayList<Integer>()); } });
        t("copy", new Body() { public void run() { Collections.copy(new ArrayList<Integer>(), Arrays.asList(1)); } });

        // Vector / Stack
        final Stack<String> st = new Stack<String>();
        st.push("a");
        st.push("b");
        st.push("c");
        System.out.println(st + " " + st.peek() + " " + st.pop() + " " + st.search("a") + " " + st.empty() + " " + st.size());
        t("stack.empty", new Body() { public void run() { new Stack<Integer>().pop(); } });
        t("vector.get", new Body() { public void run() { st.get(5); } });
        t("vector.elementAt", new Body() { public void run() { st.elementAt(5); } });
        final Vector<Integer> v = new Vector<Integer>();
        for (int i = 0; i < 5; i++) v.addElement(i);
        v.insertElementAt(9, 2);
        v.removeElementAt(0);
        System.out.println(v + " " + v.firstElement() + " " + v.lastElement() + " " + v.capacity());
        t("vector.insert", new Body() { public void run() { v.insertElementAt(1, 99); } });

        // Self reference
        List<Object> self = new ArrayList<Object>();
        self.add(self);
        self.add(1);
        System.out.println(self);
    }
}
