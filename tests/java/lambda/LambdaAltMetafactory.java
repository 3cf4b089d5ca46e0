import java.io.Serializable;
import java.util.Comparator;
import java.util.function.Function;
import java.util.function.Supplier;

// altMetafactory: intersection casts add marker interfaces; Serializable lambdas are accepted
// (serialization itself is not exercised); bridges for generic interfaces.
public class LambdaAltMetafactory {
  interface Marker {}
  interface Named { default String name() { return "named"; } }

  interface Getter<T> { T get(); }
  interface StringGetter extends Getter<String> { String get(); }

  public static void main(String[] args) {
    Runnable r = (Runnable & Serializable) () -> System.out.println("serializable runnable ran");
    r.run();
    System.out.println("is Serializable: " + (r instanceof Serializable));
    System.out.println("is Runnable: " + (r instanceof Runnable));
    System.out.println("is Marker: " + ((Object) r instanceof Marker));

    Runnable m = (Runnable & Marker) () -> System.out.println("marked runnable ran");
    m.run();
    System.out.println("marked is Marker: " + (m instanceof Marker));
    System.out.println("marked is Serializable: " + (m instanceof Serializable));

    Object both = (Runnable & Marker & Named) () -> {};
    System.out.println("three-way: " + (both instanceof Runnable) + " " + (both instanceof Marker) + " "
        + ((Named) both).name());

    Supplier<String> ss = (Supplier<String> & Serializable) () -> "serializable supplier";
    System.out.println(ss.get());
    Function<Integer, Integer> sf = (Function<Integer, Integer> & Serializable) x -> x * 10;
    System.out.println("serializable function: " + sf.apply(7));
    Comparator<String> byLen = (Comparator<String> & Serializable) (a, b) -> a.length() - b.length();
    System.out.println("serializable comparator: " + byLen.compare("aaa", "b"));

    // Bridge: StringGetter.get()String, also callable as Getter.get()Object.
    StringGetter sg = () -> "bridged";
    Getter<String> g = sg;
    System.out.println("via sub: " + sg.get() + ", via super: " + g.get());
    @SuppressWarnings("rawtypes")
    Getter raw = sg;
    Object viaRaw = raw.get();
    System.out.println("via raw: " + viaRaw);
    StringGetter ser = (StringGetter & Serializable) () -> "bridged and serializable";
    System.out.println(((Getter<String>) ser).get());

    String name = r.getClass().getName();
    System.out.println("class name prefix ok: " + name.startsWith("LambdaAltMetafactory$$Lambda$"));
    System.out.println("lambda classes differ: " + (r.getClass() != m.getClass()));
  }
}
