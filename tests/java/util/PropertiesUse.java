import java.io.*;
import java.util.*;

public class PropertiesUse {
    static String withoutDate(String stored) {
        StringBuilder sb = new StringBuilder();
        for (String line : stored.split("\n", -1)) {
            if (line.matches("#[A-Z][a-z][a-z] [A-Z][a-z][a-z] \\d\\d \\d\\d:\\d\\d:\\d\\d .* \\d{4}")) {
                line = "#<date>";
            }
            sb.append(line).append('\n');
        }
        return sb.toString();
    }

    public static void main(String[] args) throws IOException {
        String text = "# a comment\n"
            + "! another comment\n"
            + "   \n"
            + "name = jvmlab\n"
            + "version:1.0\n"
            + "path C:\\\\tools\\\\bin\n"
            + "empty=\n"
            + "novalue\n"
            + "multi = first, \\\n"
            + "        second, \\\r\n"
            + "   third\n"
            + "key\\ with\\ spaces = value with spaces  \n"
            + "unicode=caf\\u00e9 \\u4e2d\n"
            + "tabs=a\\tb\\nc\n"
            + "equals\\=sign=x=y\n"
            + "  indented.key   =   indented value\n"
            + "colon\\:key : v\n"
            + "dup=1\n"
            + "dup=2\n"
            + "trailing=backslash\\\\\n"
            + "last=no newline";
        Properties p = new Properties();
        p.load(new StringReader(text));
        TreeMap<Object, Object> sorted = new TreeMap<>(p);
        for (Map.Entry<Object, Object> e : sorted.entrySet()) {
            String v = (String) e.getValue();
            StringBuilder esc = new StringBuilder();
            for (char c : v.toCharArray()) {
                esc.append(c < 0x20 || c > 0x7e ? String.format("<%04x>", (int) c) : String.valueOf(c));
            }
            System.out.println("[" + e.getKey() + "] = [" + esc + "]");
        }
        System.out.println("size " + p.size() + " getProperty(missing) " + p.getProperty("missing") + " default "
            + p.getProperty("missing", "dflt") + " " + p.getProperty("name", "x"));

        Properties defaults = new Properties();
        defaults.setProperty("color", "blue");
        defaults.setProperty("size", "10");
        Properties child = new Properties(defaults);
        child.setProperty("size", "12");
        child.put("notAString", 42);
        System.out.println(child.getProperty("color") + " " + child.getProperty("size") + " " + child.get("color")
            + " " + child.getProperty("notAString") + " " + child.size());
        System.out.println(new TreeSet<>(child.stringPropertyNames()));
        List<String> names = new ArrayList<>();
        for (Enumeration<?> en = defaults.propertyNames(); en.hasMoreElements();) {
            names.add((String) en.nextElement());
        }
        Collections.sort(names);
        System.out.println(names);

        Properties out = new Properties();
        out.setProperty("simple", "value");
        out.setProperty("with space", " leading space");
        out.setProperty("specials", "a=b:c#d!e\\f");
        out.setProperty("ctl", "tab\tnl\ncr\rff\f");
        out.setProperty("latin", "caf\u00e9");
        out.setProperty("cjk", "\u4e2d\u6587");
        StringWriter sw = new StringWriter();
        out.store(sw, "Settings\nsecond line\n#kept\u4e2d");
        System.out.print(withoutDate(sw.toString()).replace("\u00e9", "<e9>").replace("\u4e2d\u6587", "<cjk>"));
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        out.store(bo, null);
        System.out.print(withoutDate(bo.toString("ISO-8859-1")));
        Properties back = new Properties();
        back.load(new ByteArrayInputStream(bo.toByteArray()));
        System.out.println("round trip " + back.equals(out) + " " + back.getProperty("cjk").equals("\u4e2d\u6587"));

        Properties small = new Properties();
        small.setProperty("b", "2");
        small.setProperty("a", "1");
        small.setProperty("long", "0123456789012345678901234567890123456789012345");
        small.list(System.out);
        System.out.println(small + " " + small.containsKey("a") + " " + small.contains("2") + " " + small.remove("b")
            + " " + small.keySet().size());
        try {
            new Properties().load(new StringReader("bad=\\u12"));
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        try {
            new Properties().setProperty("k", null);
        } catch (NullPointerException e) {
            System.out.println("NPE for a null value");
        }
    }
}
