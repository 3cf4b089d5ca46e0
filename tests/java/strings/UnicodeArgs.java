// Program arguments are decoded from the command line's UTF-8 into UTF-16 (supplementary
// characters as surrogate pairs). Printed as \\uXXXX escapes so that the output is ASCII.
public class UnicodeArgs {
  public static void main(String[] args) {
    for (String a : args) {
      StringBuilder b = new StringBuilder();
      for (int i = 0; i < a.length(); i++) {
        char c = a.charAt(i);
        if (c < 0x80) b.append(c);
        else b.append(String.format("\\u%04X", (int) c));
      }
      System.out.println(a.length() + " " + a.codePointCount(0, a.length()) + " " + b);
    }
  }
}
