import java.util.*;
public class HelpfulNpeMessages {
  String name; int[] arr; static String sf; HelpfulNpeMessages next;
  static String ret() { return null; }
  static void t(Runnable r) { try { r.run(); } catch (NullPointerException e) { System.out.println(e.getMessage()); } }
  public static void main(String[] args) {
    HelpfulNpeMessages n = new HelpfulNpeMessages(); String s = null; int[] a = null; Object[] oa = new Object[2]; List<String> l = null; Integer boxed = null;
    try { s.length(); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { System.out.println(n.name.length()); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { System.out.println(a[0]); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { a[1] = 2; } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { System.out.println(a.length); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { System.out.println(n.arr[0]); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { System.out.println(sf.trim()); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { System.out.println(ret().isEmpty()); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { System.out.println(oa[1].hashCode()); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { l.size(); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { int x = boxed; } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { n.next.name = "x"; } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { throw null; } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { synchronized (s) { } } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { args = null; System.out.println(args[0]); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { new HelpfulNpeMessages().next.next.arr[0]++; } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { Object o = null; o.toString(); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
    try { new HelpfulNpeMessages().name.substring(1, 2); } catch (NullPointerException e) { System.out.println(e.getMessage()); }
  }
}
