// Names with supplementary characters: class files spell them in modified UTF-8 (each surrogate
// as its own 3-byte form), files and program text in standard UTF-8. Loading a nested class by
// its file name, reflection by name, Class.forName, names in messages and stack traces. Output is
// ASCII (\\uXXXX escapes), so that it does not depend on the locale's encoding.
import java.lang.reflect.Field;
import java.lang.reflect.Method;

public class SupplementaryNames {
  static class 𝔾roup {
    int 𝕩 = 3;
    String 𝔫ame() { return "𝔾roup:" + 𝕩; }
  }

  static int 𝔸() { return 42; }
  static int 𝔹 = 7;

  /** The text with every non-ASCII UTF-16 unit as a \\uXXXX escape. */
  static String ascii(String s) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < 0x80) b.append(c);
      else b.append(String.format("\\u%04X", (int) c));
    }
    return b.toString();
  }

  static void print(String s) { System.out.println(ascii(s)); }

  public static void main(String[] args) throws Exception {
    // The class is loaded from SupplementaryNames$𝔾roup.class (a standard UTF-8 file name).
    𝔾roup g = new 𝔾roup();
    print(g.𝔫ame());
    print(𝔾roup.class.getName() + " / " + 𝔾roup.class.getSimpleName());
    print(Class.forName("SupplementaryNames$𝔾roup").getSimpleName());

    Method m = SupplementaryNames.class.getDeclaredMethod("𝔸");
    print(m.getName() + " = " + m.invoke(null));
    Field f = SupplementaryNames.class.getDeclaredField("𝔹");
    print(f.getName() + " = " + f.get(null));
    Field x = 𝔾roup.class.getDeclaredField("𝕩");
    x.setInt(g, 5);
    print(g.𝔫ame());

    try {
      Class.forName("SupplementaryNames$𝔾roupMissing");
    } catch (ClassNotFoundException e) {
      print("ClassNotFoundException: " + e.getMessage());
    }
    try {
      SupplementaryNames.class.getDeclaredMethod("𝔸𝔸");
    } catch (NoSuchMethodException e) {
      print("NoSuchMethodException");
    }

    StackTraceElement top = new Throwable().getStackTrace()[0];
    print(top.getClassName() + "." + top.getMethodName());
  }
}
