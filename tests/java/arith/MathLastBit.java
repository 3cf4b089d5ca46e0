public class MathLastBit {
  public static void main(String[] a) {
    System.out.println(Math.log10(1.85));
    System.out.println(Math.cos(27 * 0.37) + " " + (27 * 0.37));
    System.out.println(Math.exp(110 * 0.37 / 100) + " " + (110 * 0.37 / 100));
    System.out.println(Math.tan(429 * 0.37) + " " + (429 * 0.37));
    System.out.println(Math.sin(629 * 0.37) + " " + (629 * 0.37));
    System.out.println(Math.pow(1059 * 0.37, 1.7) + " " + (1059 * 0.37));
    System.out.println(Math.log10(2) + " " + Math.log10(3) + " " + Math.log10(7) + " " + Math.log10(0.5) + " " + Math.log(3) + " " + Math.exp(0.5) + " " + Math.sin(2) + " " + Math.cos(3) + " " + Math.pow(2, 0.1));
  }
}
