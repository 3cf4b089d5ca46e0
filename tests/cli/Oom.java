// Allocates until the heap is full, after printing a line: what -XX:+ExitOnOutOfMemoryError and
// -XX:+CrashOnOutOfMemoryError do with the first OutOfMemoryError (tests/cli/cases.txt).
import java.util.ArrayList;
import java.util.List;

public class Oom {
    public static void main(String[] args) {
        System.out.println("allocating");
        List<long[]> keep = new ArrayList<>();
        while (true) keep.add(new long[1 << 16]);
    }
}
