// Array covariance: ArrayStoreException on aastore, null stores, instanceof/casts between array types, arraycopy type checks.
public class ArrayCovariance {
    interface Animal { String name(); }
    static class Dog implements Animal { public String name() { return "dog"; } }
    static class Cat implements Animal { public String name() { return "cat"; } }

    static String tryStore(Object[] arr, int i, Object v) {
        try {
            arr[i] = v;
            return "stored " + (v == null ? "null" : v.getClass().getName());
        } catch (ArrayStoreException e) {
            return "ASE " + e.getMessage();
        }
    }

    public static void main(String[] args) {
        Object[] strings = new String[2];
        System.out.println(tryStore(strings, 0, "ok"));
        System.out.println(tryStore(strings, 1, 42));
        System.out.println(tryStore(strings, 1, null));
        Object[] numbers = new Number[3];
        System.out.println(tryStore(numbers, 0, 1));
        System.out.println(tryStore(numbers, 1, 2.5));
        System.out.println(tryStore(numbers, 2, "three"));
        Animal[] dogs = new Dog[2];
        System.out.println(tryStore(dogs, 0, new Dog()));
        System.out.println(tryStore(dogs, 1, new Cat()));
        Object[] animals = new Animal[1];
        System.out.println(tryStore(animals, 0, new Cat()));
        Object[][] grid = new Integer[2][2];
        System.out.println(tryStore(grid, 0, new Integer[5]));
        System.out.println(tryStore(grid, 1, new Object[1]));
        System.out.println(tryStore(grid[0], 0, 7));
        Object[] objs = new Object[1];
        System.out.println(tryStore(objs, 0, new int[0]));
        Object[] cmp = new Comparable[2];
        System.out.println(tryStore(cmp, 0, "str") + "; " + tryStore(cmp, 1, new Object()));
        Object s = new String[0];
        Object i2 = new int[0][];
        System.out.println((s instanceof Object[]) + " " + (s instanceof String[]) + " " + (s instanceof Comparable[]) + " " + (s instanceof Integer[])
            + " " + (i2 instanceof Object[]) + " " + (i2 instanceof int[][]) + " " + ((Object) new int[0] instanceof Object[]) + " " + (new Dog[0] instanceof Animal[])
            + " " + (new Integer[0][0] instanceof Number[][]) + " " + (new Integer[0][0] instanceof Object[]));
        try {
            String[] back = (String[]) s;
            Integer[] wrong = (Integer[]) (Object) back;
            System.out.println(wrong.length);
        } catch (ClassCastException e) {
            System.out.println("array CCE " + e.getClass().getName());
        }
        Object[] src = {"a", "b", 3, "d"};
        String[] dst = new String[4];
        try {
            System.arraycopy(src, 0, dst, 0, 4);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy ASE, partially copied: " + dst[0] + dst[1] + dst[2] + dst[3]);
        }
        try {
            System.arraycopy(new int[2], 0, new long[2], 0, 2);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy primitive mismatch: " + e.getClass().getName());
        }
        try {
            System.arraycopy(new int[2], 0, new Object[2], 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy int->Object: " + e.getClass().getName());
        }
        try {
            System.arraycopy("notarray", 0, new Object[2], 0, 1);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy non-array: " + e.getClass().getName());
        }
        Animal[] mixed = {new Dog(), new Cat(), null};
        StringBuilder sb = new StringBuilder();
        for (Animal a : mixed) sb.append(a == null ? "null" : a.name()).append(' ');
        System.out.println(sb + mixed.getClass().getName());
    }
}
