// Class relations: getSuperclass, getInterfaces, isInstance, isAssignableFrom, isArray, isPrimitive,
// isInterface, isEnum, isRecord, getComponentType, primitive classes and getModifiers. The JDK's own
// classes implement interfaces jvmlab's library leaves out (Constable...), so theirs are not printed.
import java.io.Serializable;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;

public class ClassRelations {
    interface Animal {}
    interface Pet extends Animal, Comparable<Pet> {}
    static abstract class Base implements Animal {}
    static final class Dog extends Base implements Pet, Serializable {
        public int compareTo(Pet o) { return 0; }
    }
    enum Size { S, M { void f() {} }, L }
    record Pair(String a, int b) implements Serializable {}
    private static class Hidden {}
    protected static class Prot {}
    public static class Pub {}

    static String names(Class<?>[] cs) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < cs.length; i++) {
            if (i > 0) sb.append(", ");
            sb.append(cs[i].getName());
        }
        return sb.append("]").toString();
    }

    static void describe(Class<?> c) {
        Class<?> s = c.getSuperclass();
        System.out.println(c.getName() + ": super=" + (s == null ? "null" : s.getName())
                + " interfaces=" + (c.getName().startsWith("java.") ? "(jdk)" : names(c.getInterfaces()))
                + " array=" + c.isArray() + " prim=" + c.isPrimitive() + " iface=" + c.isInterface()
                + " enum=" + c.isEnum() + " record=" + c.isRecord()
                + " component=" + (c.getComponentType() == null ? "null" : c.getComponentType().getName()));
    }

    public static void main(String[] args) {
        Class<?>[] all = { Object.class, String.class, Integer.class, int.class, void.class, int[].class,
            Integer[][].class, Animal.class, Pet.class, Base.class, Dog.class, Size.class,
            Size.M.getClass(), Pair.class, ArrayList.class, AbstractList.class, List.class,
            Serializable.class, Record.class, Enum.class, Number.class, Dog[].class };
        for (Class<?> c : all) describe(c);

        Dog d = new Dog();
        System.out.println(Animal.class.isInstance(d) + " " + Pet.class.isInstance(d) + " "
                + Base.class.isInstance(d) + " " + String.class.isInstance(d) + " " + Object.class.isInstance(null));
        System.out.println(int.class.isInstance(5) + " " + Integer.class.isInstance(5) + " "
                + Number.class.isInstance(5) + " " + Object[].class.isInstance(new String[0]) + " "
                + Object[].class.isInstance(new int[0]) + " " + Object.class.isInstance(new int[0]));
        System.out.println(Animal.class.isAssignableFrom(Dog.class) + " " + Dog.class.isAssignableFrom(Animal.class)
                + " " + Object.class.isAssignableFrom(int[].class) + " " + Cloneable.class.isAssignableFrom(int[].class)
                + " " + Serializable.class.isAssignableFrom(String[].class) + " " + int.class.isAssignableFrom(int.class)
                + " " + long.class.isAssignableFrom(int.class) + " " + Object.class.isAssignableFrom(int.class)
                + " " + Object[].class.isAssignableFrom(Dog[][].class) + " " + Animal[].class.isAssignableFrom(Dog[].class));
        System.out.println((int.class == Integer.TYPE) + " " + (void.class == Void.TYPE) + " "
                + (int[].class.getComponentType() == int.class) + " " + (new int[3].getClass() == int[].class)
                + " " + (String[][].class.getComponentType() == String[].class)
                + " " + (d.getClass() == Dog.class) + " " + (Size.M.getClass() == Size.class)
                + " " + (Size.M.getDeclaringClass() == Size.class) + " " + (Size.S.getClass() == Size.class));
        System.out.println("mods " + Dog.class.getModifiers() + " " + Base.class.getModifiers() + " "
                + Animal.class.getModifiers() + " " + Size.class.getModifiers() + " " + Pair.class.getModifiers()
                + " " + Hidden.class.getModifiers() + " " + Prot.class.getModifiers() + " " + Pub.class.getModifiers()
                + " " + ClassRelations.class.getModifiers() + " " + int.class.getModifiers()
                + " " + int[].class.getModifiers() + " " + String[].class.getModifiers()
                + " " + Hidden[].class.getModifiers() + " " + List.class.getModifiers());
        System.out.println(Animal.class + " " + Dog.class + " " + int.class + " " + int[].class + " " + Size.class);
        try {
            Object o = String.class.cast(7);
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(Dog.class.asSubclass(Animal.class).getSimpleName());
        Size[] sizes = Size.class.getEnumConstants();
        System.out.println(sizes.length + " " + sizes[1] + " " + (String.class.getEnumConstants() == null));
        System.out.println(Dog.class.isAnnotation() + " " + Dog.class.isSynthetic() + " " + Override.class.isAnnotation()
                + " " + Override.class.isInterface());
    }
}
