// Random.ints/longs/doubles streams (bounded and unbounded) from fixed seeds, and their argument checks.
import java.util.Arrays;
import java.util.Random;
import java.util.stream.Collectors;

public class RandomStreams {
    public static void main(String[] args) {
        System.out.println(Arrays.toString(new Random(42).ints(6).toArray()));
        System.out.println(Arrays.toString(new Random(42).ints(10, 0, 10).toArray()));
        System.out.println(Arrays.toString(new Random(7).ints(8, -5, 1 << 20).toArray()));
        System.out.println(Arrays.toString(new Random(7).ints(6, Integer.MIN_VALUE, Integer.MAX_VALUE).toArray()));
        System.out.println(Arrays.toString(new Random(1).ints(0, 64).limit(8).toArray()));
        System.out.println(new Random(3).ints().limit(3).boxed().collect(Collectors.toList()));
        System.out.println(Arrays.toString(new Random(9).longs(4).toArray()));
        System.out.println(Arrays.toString(new Random(9).longs(5, 10L, 1000000000000L).toArray()));
        System.out.println(Arrays.toString(new Random(9).longs(-8, 8).limit(6).toArray()));
        System.out.println(Arrays.toString(new Random(5).doubles(3).toArray()));
        System.out.println(Arrays.toString(new Random(5).doubles(4, -1.0, 1.0).toArray()));
        System.out.println(new Random(5).doubles(100.0, 200.0).limit(2).sum());
        Random shared = new Random(11);
        System.out.println(shared.ints(3, 0, 100).sum() + " " + shared.nextInt(100) + " " + shared.doubles().findFirst().getAsDouble());
        System.out.println(new Random(12).ints(1000, 1, 7).summaryStatistics());
        try {
            new Random().ints(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        try {
            new Random().ints(5, 3, 3);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        try {
            new Random().doubles(1, 2.0, 1.0);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
    }
}
