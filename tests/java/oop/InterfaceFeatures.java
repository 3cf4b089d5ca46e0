public class InterfaceFeatures {
    interface Greeter { String PREFIX = "Hi "; String name(); default String greet() { return PREFIX + decorate(name()); } private String decorate(String s) { return "<" + s + ">"; } static Greeter of(final String n) { return new Greeter() { public String name() { return n; } }; } }
    interface Loud extends Greeter { default String greet() { return Greeter.super.greet().toUpperCase() + "!"; } }
    interface Polite { default String greet() { return "Good day"; } }
    static class Both implements Loud, Polite { public String name() { return "both"; } public String greet() { return Loud.super.greet() + " & " + Polite.super.greet(); } }
    static abstract class Animal { abstract String sound(); String speak() { return getClass().getName().replace("InterfaceFeatures$", "") + " says " + sound(); } static String kingdom() { return "animalia"; } }
    static class Dog extends Animal { String sound() { return "woof"; } static String kingdom() { return "dogs"; } }
    static class Puppy extends Dog { @Override String sound() { return super.sound() + "ish"; } }
    static class Parent { String f = "parent-field"; String get() { return f; } Parent self() { return this; } }
    static class Child extends Parent { String f = "child-field"; @Override String get() { return f + "/" + super.f; } @Override Child self() { return this; } }
    static class Init { static StringBuilder log = new StringBuilder(); int x = trace("field", 1); { trace("instance-block", 2); } Init() { trace("ctor", 3); } static int trace(String s, int v) { log.append(s).append(' '); return v; } static { log.append("static "); } }
    public static void main(String[] args) {
        System.out.println(Greeter.of("ann").greet());
        System.out.println(new Both().greet());
        Animal a = new Puppy(); System.out.println(a.speak() + " " + Animal.kingdom() + " " + Dog.kingdom());
        Parent p = new Child(); System.out.println(p.f + " " + p.get() + " " + ((Child) p).f + " " + p.self().getClass().getName());
        new Init(); new Init(); System.out.println(Init.log);
        Greeter g = new Loud() { public String name() { return "anon"; } }; System.out.println(g.greet() + " " + (g instanceof Loud) + " " + (g instanceof Polite));
        Object o = new Both(); System.out.println(((Polite) o).greet().length());
        try { Object s = "str"; Integer bad = (Integer) s; System.out.println(bad); } catch (ClassCastException e) { System.out.println("CCE"); }
        Comparable<String> cmp = "abc"; System.out.println(cmp.compareTo("abd"));
        CharSequence cs = new StringBuilder("seq"); System.out.println(cs.length() + " " + cs.charAt(1) + " " + cs.subSequence(1, 3) + " " + cs);
    }
}
