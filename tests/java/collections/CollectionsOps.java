// java.util.Collections: stable sort, reverse, shuffle(Random) and swap, min/max, unmodifiable views, singletons, nCopies, frequency.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedList;
import java.util.List;
import java.util.Random;

public class CollectionsOps {
    static final class Person {
        final String name;
        final int age;
        Person(String name, int age) { this.name = name; this.age = age; }
        @Override public String toString() { return name + ":" + age; }
    }

    public static void main(String[] args) {
        List<Person> people = new ArrayList<>();
        String[] names = {"ann", "bob", "cid", "dan", "eve", "fay", "gus", "hal", "ivy", "jon", "kim", "lou"};
        for (int i = 0; i < names.length; i++) people.add(new Person(names[i], 20 + (i * 7) % 4));
        Collections.sort(people, new Comparator<Person>() {
            public int compare(Person a, Person b) { return Integer.compare(a.age, b.age); }
        });
        System.out.println("stable by age " + people);
        Collections.sort(people, Collections.reverseOrder(new Comparator<Person>() {
            public int compare(Person a, Person b) { return Integer.compare(a.age, b.age); }
        }));
        System.out.println("reverse by age " + people);
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 20; i++) nums.add((i * 37) % 23 - 11);
        Collections.sort(nums);
        System.out.println(nums + " search(5)=" + Collections.binarySearch(nums, 5) + " search(100)=" + Collections.binarySearch(nums, 100) + " search(-100)=" + Collections.binarySearch(nums, -100));
        Collections.reverse(nums);
        System.out.println(nums + " max=" + Collections.max(nums) + " min=" + Collections.min(nums) + " maxRev=" + Collections.max(nums, Collections.reverseOrder()));
        Collections.shuffle(nums, new Random(42));
        System.out.println("shuffle(42) " + nums);
        List<Integer> linked = new LinkedList<>(nums);
        Collections.shuffle(linked, new Random(-7));
        System.out.println("shuffle(-7) linked " + linked);
        Collections.swap(nums, 0, 19);
        System.out.println("swap " + nums.get(0) + " " + nums.get(19) + " frequency(0)=" + Collections.frequency(nums, 0) + " frequency(null)=" + Collections.frequency(Arrays.asList(null, 1, null), null));
        Collections.sort(nums, Collections.reverseOrder());
        System.out.println("reverseOrder " + nums);
        List<String> un = Collections.unmodifiableList(new ArrayList<>(Arrays.asList("a", "b")));
        try {
            un.add("c");
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable add: " + e.getClass().getName());
        }
        try {
            Collections.emptyList().add(null);
        } catch (UnsupportedOperationException e) {
            System.out.println("emptyList add: " + e.getClass().getName());
        }
        System.out.println(un + " " + Collections.emptyList() + " " + Collections.emptyMap() + " " + Collections.singletonList(5) + " " + Collections.singleton("s")
            + " " + Collections.nCopies(3, "ab") + " " + Collections.emptySet().size());
        List<String> target = new ArrayList<>();
        Collections.addAll(target, "z", "y", "x");
        Collections.sort(target);
        System.out.println(target + " " + Collections.unmodifiableMap(new java.util.TreeMap<>(Collections.singletonMap("k", "v"))));
        List<Integer> big = new ArrayList<>();
        Random r = new Random(2024);
        for (int i = 0; i < 500; i++) big.add(r.nextInt(100));
        Collections.sort(big);
        int h = 0;
        for (int v : big) h = h * 31 + v;
        System.out.println("sorted random " + h + " first=" + big.get(0) + " last=" + big.get(499));
        List<String> strs = new ArrayList<>(Arrays.asList("pear", "Apple", "fig", "banana", "apple", "Fig"));
        Collections.sort(strs);
        System.out.println(strs);
        Collections.sort(strs, String.CASE_INSENSITIVE_ORDER);
        System.out.println(strs);
        strs.sort(null);
        System.out.println(strs + " " + Collections.max(strs) + " " + Collections.min(strs, String.CASE_INSENSITIVE_ORDER));
        Collections.fill(strs, "-");
        System.out.println(strs);
    }
}
