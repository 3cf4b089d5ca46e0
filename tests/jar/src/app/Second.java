// A second main class in the same JAR, chosen by a hand-written manifest or on the -cp line.
package app;

public class Second {
    interface Shape {
        double area();
    }

    public static void main(String[] args) {
        Shape square = new Shape() {
            public double area() {
                return 4.0;
            }
        };
        System.out.println("app.Second: area " + square.area() + ", nested " + Inner.NAME);
        System.exit(3);
    }

    static class Inner {
        static final String NAME = Inner.class.getName();
    }
}
