import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;

// Lambdas and method references with the collections: Comparator.comparing chains, sort,
// removeIf, forEach, Map defaults, Function/Predicate default methods.
public class LambdaComparators {
  static final class Person {
    final String name;
    final int age;
    final double score;
    Person(String name, int age, double score) { this.name = name; this.age = age; this.score = score; }
    String getName() { return name; }
    int getAge() { return age; }
    double getScore() { return score; }
    @Override public String toString() { return name + "(" + age + ", " + score + ")"; }
  }

  public static void main(String[] args) {
    List<Person> people = new ArrayList<>(Arrays.asList(
        new Person("Cleo", 31, 7.5), new Person("Abe", 25, 9.0), new Person("Bob", 31, 6.0),
        new Person("Dee", 25, 9.5), new Person("Eve", 40, 8.0)));
    people.sort(Comparator.comparing(Person::getName));
    System.out.println("by name: " + people);
    people.sort(Comparator.comparingInt(Person::getAge).thenComparing(Person::getName));
    System.out.println("by age, name: " + people);
    people.sort(Comparator.comparing(Person::getAge).reversed().thenComparing(Person::getScore));
    System.out.println("by age desc, score: " + people);
    people.sort(Comparator.comparingDouble(Person::getScore).reversed());
    System.out.println("by score desc: " + people);
    people.sort((a, b) -> b.name.compareTo(a.name));
    System.out.println("lambda comparator: " + people);
    List<String> names = new ArrayList<>();
    people.forEach(p -> names.add(p.getName()));
    Collections.sort(names, Comparator.reverseOrder());
    System.out.println("names reversed: " + names);
    names.sort(Comparator.comparing(String::length).thenComparing(Function.identity()));
    System.out.println("names by length: " + names);
    people.removeIf(p -> p.age > 30);
    System.out.println("young: " + people);

    Map<String, Integer> counts = new TreeMap<>();
    for (String w : "the cat and the hat and the bat".split(" ")) counts.merge(w, 1, Integer::sum);
    System.out.println("counts: " + counts);
    Map<Integer, List<String>> byLen = new TreeMap<>();
    for (String w : counts.keySet()) byLen.computeIfAbsent(w.length(), k -> new ArrayList<>()).add(w);
    System.out.println("by length: " + byLen);
    StringBuilder sb = new StringBuilder();
    counts.forEach((k, v) -> sb.append(k).append('=').append(v).append(';'));
    System.out.println("forEach: " + sb);
    Map<String, Integer> hm = new HashMap<>(counts);
    hm.replaceAll((k, v) -> v * 100);
    System.out.println("replaceAll: " + new TreeMap<>(hm));

    Function<Integer, Integer> plus1 = x -> x + 1;
    Function<Integer, Integer> times2 = x -> x * 2;
    System.out.println("andThen: " + plus1.andThen(times2).apply(5) + ", compose: "
        + plus1.compose(times2).apply(5));
    Predicate<String> longWord = w -> w.length() > 3;
    Predicate<String> startsB = w -> w.startsWith("b");
    List<String> ws = Arrays.asList("bat", "bottle", "apple", "be", "cherry");
    StringBuilder sel = new StringBuilder();
    for (String w : ws) {
      sel.append(longWord.and(startsB).test(w) ? "A" : "-");
      sel.append(longWord.or(startsB).test(w) ? "O" : "-");
      sel.append(longWord.negate().test(w) ? "N" : "-");
      sel.append(' ');
    }
    System.out.println("predicates: " + sel);
    Comparator<String> nat = Comparator.naturalOrder();
    List<String> sorted = new ArrayList<>(ws);
    sorted.sort(nat.reversed());
    System.out.println("natural reversed: " + sorted);
    sorted.sort(Comparator.nullsFirst(String.CASE_INSENSITIVE_ORDER));
    System.out.println("case-insensitive: " + sorted);
  }
}
