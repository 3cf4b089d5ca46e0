// Iterable/Collection.spliterator with StreamSupport.stream, Spliterators over iterators, tryAdvance/forEachRemaining.
import java.util.*;
import java.util.stream.*;

public class SpliteratorStreams {
    static class Countdown implements Iterable<Integer> {
        final int from;

        Countdown(int from) {
            this.from = from;
        }

        public Iterator<Integer> iterator() {
            return new Iterator<Integer>() {
                int n = from;

                public boolean hasNext() {
                    return n > 0;
                }

                public Integer next() {
                    return n--;
                }
            };
        }
    }

    public static void main(String[] args) {
        Iterable<Integer> it = new Countdown(5);
        System.out.println(StreamSupport.stream(it.spliterator(), false).map(i -> i * i).collect(Collectors.toList()));
        System.out.println(StreamSupport.stream(new Countdown(4).spliterator(), true).isParallel());
        List<String> list = new ArrayList<>(List.of("a", "b", "c"));
        Spliterator<String> sp = list.spliterator();
        System.out.println(sp.estimateSize() + " " + sp.hasCharacteristics(Spliterator.SIZED) + " " + sp.getExactSizeIfKnown());
        sp.tryAdvance(s -> System.out.println("first " + s));
        sp.forEachRemaining(s -> System.out.println("rest " + s));
        System.out.println(sp.tryAdvance(s -> System.out.println("never")));
        Spliterator<Integer> unknown = Spliterators.spliteratorUnknownSize(List.of(7, 8, 9).iterator(), Spliterator.ORDERED);
        System.out.println(unknown.getExactSizeIfKnown() + " " + unknown.hasCharacteristics(Spliterator.ORDERED) + " "
                + StreamSupport.stream(unknown, false).mapToInt(Integer::intValue).sum());
        Iterator<String> back = Spliterators.iterator(List.of("x", "y").spliterator());
        while (back.hasNext()) {
            System.out.print(back.next());
        }
        System.out.println();
        System.out.println(StreamSupport.stream(list.spliterator(), false).peek(s -> System.out.println("not run " + s)).count());
        System.out.println(Stream.of(1, 2, 3).spliterator().tryAdvance(x -> System.out.println("adv " + x)));
    }
}
