import java.util.*;
public class SplitEdge {
    static String show(String[] a) { return a.length + Arrays.toString(a); }
    public static void main(String[] args) {
        String s = "a.b..c.";
        System.out.println(show(s.split("\\.")) + " " + show(s.split("\\.", -1)) + " " + show(s.split("\\.", 2)) + " " + show(s.split(".")));
        System.out.println(show("a|b||c".split("\\|")) + " " + show("a|b".split("|")) + " " + show("x y  z ".split(" ")) + " " + show("  lead".split(" ")));
        System.out.println(show("1,2,3".split(",", 0)) + " " + show(",,,".split(",")) + " " + show(",,,".split(",", -1)) + " " + show("abc".split("")) + " " + show("a:b:c".split(":", 5)));
        System.out.println(show("k=v;k2=v2;".split(";")) + " " + show("tab\tsep\tx".split("\t")) + " " + show("a+b+c".split("\\+")) + " " + show("path/to/file".split("/")) + " " + show("a$b".split("\\$")));
        System.out.println(show("no-delim".split(",")) + " " + show("".split("")) + " " + show(" ".split(" ")) + " " + show("a b".split(" ", 1)));
        String csv = "name,age,city\nalice,30,paris\nbob,,berlin\n";
        for (String line : csv.split("\n")) { String[] f = line.split(",", -1); System.out.println(f.length + ":" + String.join("|", f)); }
        System.out.println(String.join("/", new ArrayList<>(List.of("x", "y", "z"))) + " " + String.join("", new String[0]) + "." + String.join("-", "solo"));
        StringJoiner sj = new StringJoiner(", ", "{", "}"); sj.add("a").add("b"); sj.setEmptyValue("EMPTY"); System.out.println(sj + " " + new StringJoiner(",").setEmptyValue("none") + " " + sj.length());
    }
}
