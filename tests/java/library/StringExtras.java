// Locale overloads of format/printf/case mapping (ROOT/US), String.indent/transform/formatted/chars/lines, Locale basics.
import java.util.Locale;

public class StringExtras {
    public static void main(String[] args) {
        System.out.println(String.format(Locale.US, "%,.3f|%e|%,d", 1234567.8915, 0.000123, -987654321));
        System.out.println(String.format(Locale.ROOT, "%08.2f %S", -3.14159, "root"));
        System.out.printf(Locale.US, "%5s|%-5s|%n", "ab", "cd");
        System.out.format(Locale.ROOT, "%x%n", 3054);
        System.out.println("TITLE".toLowerCase(Locale.ROOT) + " " + "title".toUpperCase(Locale.US) + " " + "MiXeD".toLowerCase(Locale.ENGLISH));
        System.out.println(Locale.ROOT + "|" + Locale.US + "|" + Locale.ENGLISH + "|" + Locale.UK + "|" + Locale.US.getLanguage() + "|"
                + Locale.US.getCountry() + "|" + Locale.ROOT.toLanguageTag() + "|" + Locale.US.toLanguageTag() + "|"
                + Locale.forLanguageTag("fr-CA") + "|" + new Locale("DE", "at") + "|" + Locale.US.equals(new Locale("en", "US")));
        System.out.print("one\ntwo\r\nthree".indent(2));
        System.out.print("    deep\n  shallow\nnone\n".indent(-3));
        System.out.print("x".indent(0));
        System.out.println("[" + "".indent(4) + "]");
        System.out.println("abc".transform(s -> s + s.length()) + " " + "%d-%s".formatted(4, "four"));
        System.out.println("a\n\nb\n".lines().count() + " " + "\n".lines().count() + " " + "".lines().count() + " " + "x\r".lines().toList());
        System.out.println("hello".chars().mapToObj(c -> String.valueOf((char) (c + 1))).reduce("", String::concat));
    }
}
