// StringBuilder/StringBuffer: append of every type, insert, delete, deleteCharAt, reverse (surrogate pairs), setLength, replace.
public class StringBuilderOps {
    static String codes(CharSequence cs) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < cs.length(); i++) sb.append(Integer.toHexString(cs.charAt(i))).append(' ');
        return sb.toString().trim();
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append(1).append('c').append(2L).append(3.5f).append(4.25).append(true).append((String) null).append((Object) null)
            .append(new char[] {'x', 'y'}).append("end").append(new StringBuilder("SB")).append((CharSequence) "cs", 0, 1).append(new char[] {'p', 'q', 'r'}, 1, 2);
        System.out.println(sb + " len=" + sb.length());
        sb.insert(0, "START").insert(5, '_').insert(sb.length(), 99).insert(3, 1.5).insert(2, false).insert(0, (Object) "obj");
        System.out.println(sb);
        sb.delete(0, 3).deleteCharAt(0).deleteCharAt(sb.length() - 1);
        System.out.println(sb);
        sb.replace(0, 4, "R").setCharAt(1, '#');
        System.out.println(sb + " indexOf(end)=" + sb.indexOf("end") + " lastIndexOf(1)=" + sb.lastIndexOf("1") + " charAt(2)=" + sb.charAt(2));
        StringBuilder r = new StringBuilder("abc\ud83d\ude00def\ud834\udd1e");
        System.out.println("reverse surrogates: " + codes(r.reverse()));
        StringBuilder lone = new StringBuilder("a\ud800b\udc00c");
        System.out.println("reverse lone: " + codes(lone.reverse()));
        StringBuilder swapped = new StringBuilder("\udc00\ud800");
        System.out.println("reverse swapped pair: " + codes(swapped.reverse()));
        StringBuilder len = new StringBuilder("truncate me");
        len.setLength(5);
        System.out.println("[" + len + "] " + len.length());
        len.setLength(8);
        System.out.println(codes(len) + " " + len.length());
        len.setLength(0);
        System.out.println("[" + len + "] " + len.length());
        try {
            len.setLength(-1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("setLength(-1): " + e.getClass().getName());
        }
        try {
            new StringBuilder("abc").deleteCharAt(3);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("deleteCharAt(3): " + e.getClass().getName());
        }
        try {
            new StringBuilder("abc").insert(4, "x");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("insert(4): " + e.getClass().getName());
        }
        System.out.println(new StringBuilder("abcdef").delete(2, 100) + " " + new StringBuilder("abc").substring(1) + " " + new StringBuilder("abcdef").substring(1, 3)
            + " " + new StringBuilder("x").compareTo(new StringBuilder("y")) + " " + new StringBuilder("abc").toString().equals("abc"));
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 1000; i++) big.append(i % 10);
        big.insert(500, "MIDDLE");
        System.out.println(big.length() + " " + big.substring(495, 515) + " " + big.toString().hashCode());
        StringBuffer buf = new StringBuffer("buffer");
        buf.append(1).append('!').insert(0, '[').append(']').reverse();
        System.out.println(buf + " " + buf.length() + " " + buf.charAt(0));
        buf.setLength(3);
        buf.replace(0, 1, "XYZ").deleteCharAt(1);
        System.out.println(buf + " " + buf.indexOf("Z"));
        StringBuilder cp = new StringBuilder();
        cp.appendCodePoint(0x1F600).appendCodePoint('A');
        System.out.println(codes(cp) + " " + cp.codePointAt(0));
        StringBuilder chained = new StringBuilder("x");
        for (int i = 0; i < 12; i++) chained.append(chained.length());
        System.out.println(chained);
    }
}
