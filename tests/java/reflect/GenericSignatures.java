import java.io.Serializable;
import java.lang.reflect.*;
import java.util.*;
import java.util.function.Function;

public class GenericSignatures {
    interface Repo<T, ID extends Comparable<ID>> { T find(ID id); List<T> all(); }

    static abstract class Base<T> implements Comparable<Base<T>>, Serializable {
        public int compareTo(Base<T> o) { return 0; }
    }

    static class UserRepo extends Base<String> implements Repo<String, Long> {
        public String find(Long id) { return "u" + id; }
        public List<String> all() { return List.of(); }
    }

    static class Box<T extends Number & Comparable<T>> {
        T value;
        List<? extends T> uppers;
        Map<String, ? super Integer> lowers;
        List<?> anything;
        T[] array;
        List<String>[] listArray;
        int[] ints;
        Map.Entry<String, T> entry;
        Function<? super T, ? extends List<T>> fn;

        public <R> R apply(Function<T, R> f, List<? super R> sink) throws IllegalStateException { return null; }
        public static <E extends Comparable<? super E>> E max(Collection<? extends E> items) { return null; }
        public Box(T v, List<T> more) { value = v; }
        public void raw(List list, String s) {}
    }

    class Inner<U> { U u; }
    Inner<String> inner;

    public static void main(String[] args) throws Exception {
        System.out.println(UserRepo.class.getGenericSuperclass());
        System.out.println(Arrays.toString(UserRepo.class.getGenericInterfaces()));
        ParameterizedType st = (ParameterizedType) UserRepo.class.getGenericSuperclass();
        System.out.println(st.getRawType() + " " + Arrays.toString(st.getActualTypeArguments()) + " " + st.getOwnerType());
        System.out.println(Arrays.toString(Base.class.getGenericInterfaces()));
        System.out.println(Arrays.toString(Repo.class.getTypeParameters()));
        for (TypeVariable<?> tv : Repo.class.getTypeParameters()) {
            System.out.println(tv.getName() + " bounds " + Arrays.toString(tv.getBounds()) + " decl " + tv.getGenericDeclaration());
        }
        for (TypeVariable<?> tv : Box.class.getTypeParameters()) {
            System.out.println(tv.getName() + " bounds " + Arrays.toString(tv.getBounds()));
        }
        System.out.println("Object " + Object.class.getGenericSuperclass() + " " + Runnable.class.getGenericSuperclass()
                + " " + String.class.getGenericSuperclass() + " " + Arrays.toString(Repo.class.getGenericInterfaces()));

        Field[] fields = Box.class.getDeclaredFields();
        Arrays.sort(fields, Comparator.comparing(Field::getName));
        for (Field f : fields) {
            Type t = f.getGenericType();
            String kind = t instanceof ParameterizedType ? "Parameterized" : t instanceof TypeVariable ? "TypeVariable"
                    : t instanceof GenericArrayType ? "GenericArray" : t instanceof Class ? "Class" : "?";
            System.out.println(f.getName() + ": " + t + " [" + kind + "] " + t.getTypeName());
            if (t instanceof ParameterizedType) {
                for (Type a : ((ParameterizedType) t).getActualTypeArguments()) {
                    if (a instanceof WildcardType) {
                        WildcardType w = (WildcardType) a;
                        System.out.println("   wildcard upper " + Arrays.toString(w.getUpperBounds()) + " lower "
                                + Arrays.toString(w.getLowerBounds()));
                    }
                }
            }
            if (t instanceof GenericArrayType) {
                System.out.println("   component " + ((GenericArrayType) t).getGenericComponentType());
            }
            System.out.println("   " + f.toGenericString());
        }
        Type inner = GenericSignatures.class.getDeclaredField("inner").getGenericType();
        System.out.println("inner " + inner + " owner " + ((ParameterizedType) inner).getOwnerType());

        Method apply = Box.class.getMethod("apply", Function.class, List.class);
        System.out.println(apply.getGenericReturnType() + " " + Arrays.toString(apply.getGenericParameterTypes())
                + " " + Arrays.toString(apply.getTypeParameters()) + " " + Arrays.toString(apply.getGenericExceptionTypes()));
        System.out.println(apply.toGenericString());
        Method max = Box.class.getMethod("max", Collection.class);
        System.out.println(max.toGenericString());
        TypeVariable<?> e = max.getTypeParameters()[0];
        System.out.println(e + " " + Arrays.toString(e.getBounds()) + " " + (e.getGenericDeclaration() == max) + " "
                + e.getGenericDeclaration().equals(max));
        Method raw = Box.class.getMethod("raw", List.class, String.class);
        System.out.println(raw.getGenericReturnType() + " " + Arrays.toString(raw.getGenericParameterTypes()) + " "
                + raw.getTypeParameters().length + " " + raw.toGenericString());
        Constructor<?> ctor = Box.class.getConstructor(Number.class, List.class);
        System.out.println(ctor.toGenericString() + " " + Arrays.toString(ctor.getGenericParameterTypes()));
        System.out.println(Box.class.toGenericString() + " | " + Repo.class.toGenericString() + " | "
                + Map.class.toGenericString() + " | " + int[].class.toGenericString() + " | " + int.class.toGenericString());

        Method find = Repo.class.getMethod("find", Comparable.class);
        TypeVariable<?> t = (TypeVariable<?>) find.getGenericReturnType();
        System.out.println("find returns " + t + " declared by " + t.getGenericDeclaration());
        System.out.println("equal type vars " + t.equals(Repo.class.getTypeParameters()[0]) + " "
                + (t.hashCode() == Repo.class.getTypeParameters()[0].hashCode()));
        Type all1 = Repo.class.getMethod("all").getGenericReturnType();
        Type all2 = Repo.class.getMethod("all").getGenericReturnType();
        System.out.println("equal parameterized " + all1.equals(all2) + " " + (all1.hashCode() == all2.hashCode()));
        System.out.println(List.class.getMethod("get", int.class).getGenericReturnType() + " "
                + Map.class.getMethod("entrySet").getGenericReturnType());
    }
}
