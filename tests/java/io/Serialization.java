// ObjectOutputStream/ObjectInputStream round trips as programs write them: a Serializable class
// graph with back references and a cycle, transient and static fields, inheritance from a
// non-serializable base (its constructor runs), custom writeObject/readObject, readResolve,
// enums, arrays, boxed values, collections; the stream's bytes compared with java's; and the errors
// (NotSerializableException, InvalidClassException, EOFException, OptionalDataException,
// StreamCorruptedException).
import java.io.*;
import java.util.*;

public class Serialization {
    static class Base {
        int baseValue = 7;
        Base() {
            System.out.println("Base() runs");
        }
    }

    static class Person extends Base implements Serializable {
        private static final long serialVersionUID = 1L;
        static int instances;
        String name;
        int age;
        transient String password = "secret";
        Person friend;
        double[] scores;

        Person(String name, int age) {
            this.name = name;
            this.age = age;
            instances++;
        }

        public String toString() {
            return name + "(" + age + ", pw=" + password + ", base=" + baseValue + ", friend="
                    + (friend == null ? "none" : friend.name) + ", scores=" + Arrays.toString(scores) + ")";
        }
    }

    static class Counter implements Serializable {
        private static final long serialVersionUID = 42L;
        int count;
        transient int doubled;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(count * 2);
            out.writeUTF("extra");
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            doubled = in.readInt();
            System.out.println("readObject hook: " + in.readUTF());
        }
    }

    static final class Singleton implements Serializable {
        private static final long serialVersionUID = 5L;
        static final Singleton INSTANCE = new Singleton();

        private Object readResolve() {
            return INSTANCE;
        }
    }

    enum Color { RED, GREEN, BLUE }

    static class Holder implements Serializable {
        private static final long serialVersionUID = 3L;
        Color color = Color.GREEN;
        Integer boxed = 12345;
        Long big = 1L << 40;
        Character ch = 'x';
        Boolean flag = Boolean.TRUE;
        int[][] grid = {{1, 2}, {3}};
        String[] words = {"a", null, "a"};
        Object self;
    }

    static class Plain {
    }

    static class Wrapper implements Serializable {
        private static final long serialVersionUID = 9L;
        Plain plain = new Plain();
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x));
        }
        return sb.toString();
    }

    static byte[] serialize(Object o) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bos)) {
            out.writeObject(o);
        }
        return bos.toByteArray();
    }

    static Object deserialize(byte[] b) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(b))) {
            return in.readObject();
        }
    }

    public static void main(String[] args) throws Exception {
        Person alice = new Person("Alice", 30);
        Person bob = new Person("Bob", 25);
        alice.friend = bob;
        bob.friend = alice;
        alice.scores = new double[] {1.5, 2.5};
        alice.baseValue = 99;
        File file = new File("people.ser");
        try (ObjectOutputStream out = new ObjectOutputStream(new FileOutputStream(file))) {
            out.writeObject(alice);
            out.writeInt(2024);
            out.writeObject(bob);
            out.writeObject("a string");
            out.writeObject(alice.scores);
        }
        System.out.println("file bytes " + file.length());
        try (ObjectInputStream in = new ObjectInputStream(new FileInputStream(file))) {
            Person a = (Person) in.readObject();
            int year = in.readInt();
            Person b = (Person) in.readObject();
            String s = (String) in.readObject();
            double[] sc = (double[]) in.readObject();
            System.out.println(a + " " + year);
            System.out.println(b);
            System.out.println("cycle " + (a.friend == b) + " " + (b.friend == a) + " shared array " + (sc == a.scores)
                    + " string " + s + " instances " + Person.instances);
            try {
                in.readObject();
            } catch (EOFException e) {
                System.out.println("end: " + e);
            }
        }
        byte[] personBytes = serialize(bob);
        System.out.println("person " + personBytes.length + " " + hex(personBytes));

        Counter c = new Counter();
        c.count = 21;
        byte[] cb = serialize(c);
        System.out.println("counter " + hex(cb));
        Counter c2 = (Counter) deserialize(cb);
        System.out.println("counter " + c2.count + " doubled " + c2.doubled);

        System.out.println("singleton " + (deserialize(serialize(Singleton.INSTANCE)) == Singleton.INSTANCE));
        Holder h = new Holder();
        h.self = h;
        byte[] hb = serialize(h);
        System.out.println("holder " + hex(hb));
        Holder h2 = (Holder) deserialize(hb);
        System.out.println("holder " + h2.color + " " + (h2.color == Color.GREEN) + " " + h2.boxed + " " + h2.big + " "
                + h2.ch + " " + h2.flag + " " + Arrays.deepToString(h2.grid) + " " + Arrays.toString(h2.words)
                + " same word " + (h2.words[0] == h2.words[2]) + " self " + (h2.self == h2));

        for (Object o : new Object[] {42, "text", 'c', 3.5, 7L, true, Color.BLUE, new int[] {1, 2, 3},
                new String[] {"x", "y"}, new ArrayList<>(Arrays.asList(1, 2, 3)), new LinkedList<>(Arrays.asList("p", "q"))}) {
            byte[] b = serialize(o);
            Object back = deserialize(b);
            String shown = back instanceof int[] ? Arrays.toString((int[]) back)
                    : back instanceof Object[] ? Arrays.toString((Object[]) back) : String.valueOf(back);
            System.out.println(o.getClass().getName() + " " + b.length + " " + hex(b) + " -> " + shown);
        }
        System.out.println("Serializable: " + (new ArrayList<>() instanceof Serializable) + " "
                + (new HashMap<>() instanceof Serializable) + " " + (new TreeSet<>() instanceof Serializable) + " "
                + (new LinkedHashMap<>() instanceof Serializable) + " " + Arrays.toString(ArrayList.class.getInterfaces()));
        Map<String, Integer> map = new HashMap<>();
        map.put("one", 1);
        map.put("two", 2);
        map.put("three", 3);
        Map<String, Integer> map2 = (Map<String, Integer>) deserialize(serialize(map));
        System.out.println("HashMap " + map2 + " " + map2.getClass().getName() + " " + hex(serialize(map)));
        Map<String, Integer> linked = new LinkedHashMap<>(map);
        linked.put("zero", 0);
        System.out.println("LinkedHashMap " + deserialize(serialize(linked)));
        TreeMap<String, Integer> tree = new TreeMap<>(Comparator.reverseOrder());
        tree.putAll(map);
        TreeMap<String, Integer> tree2 = (TreeMap<String, Integer>) deserialize(serialize(new TreeMap<>(map)));
        System.out.println("TreeMap " + tree2 + " first " + tree2.firstKey());
        Set<Integer> set = new HashSet<>(Arrays.asList(5, 3, 9));
        System.out.println("HashSet " + deserialize(serialize(set)) + " TreeSet " + deserialize(serialize(new TreeSet<>(set))));
        List<Object> nested = new ArrayList<>();
        nested.add(nested.size());
        nested.add(map);
        nested.add(Arrays.asList("fixed"));
        System.out.println("nested " + deserialize(serialize(new ArrayList<>(Arrays.asList(new ArrayList<>(Arrays.asList(1, 2)), map)))));

        try {
            serialize(new Wrapper());
        } catch (NotSerializableException e) {
            System.out.println(e);
        }
        try {
            serialize(new Object());
        } catch (NotSerializableException e) {
            System.out.println(e);
        }
        byte[] bad = serialize(c).clone();
        // flip the serialVersionUID's last byte (42 -> 43)
        for (int i = 0; i + 7 < bad.length; i++) {
            if (bad[i] == 0 && bad[i + 1] == 0 && bad[i + 6] == 0 && bad[i + 7] == 42) {
                bad[i + 7] = 43;
                break;
            }
        }
        try {
            deserialize(bad);
        } catch (InvalidClassException e) {
            System.out.println(e);
        }
        try {
            new ObjectInputStream(new ByteArrayInputStream(new byte[] {1, 2, 3, 4}));
        } catch (StreamCorruptedException e) {
            System.out.println(e);
        }
        try {
            new ObjectInputStream(new ByteArrayInputStream(new byte[] {(byte) 0xac}));
        } catch (EOFException e) {
            System.out.println("short header: " + e);
        }
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bos)) {
            out.writeInt(5);
            out.writeObject("after");
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray()))) {
            try {
                in.readObject();
            } catch (OptionalDataException e) {
                System.out.println("OptionalDataException length " + e.length + " eof " + e.eof);
            }
            System.out.println("then " + in.readInt() + " " + in.readObject());
        }
        System.out.println("header " + hex(bos.toByteArray()));
        System.out.println(file.delete());
    }
}
