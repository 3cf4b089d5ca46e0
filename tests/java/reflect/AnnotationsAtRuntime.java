import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

public class AnnotationsAtRuntime {
    enum Level { LOW, MEDIUM, HIGH }

    @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.TYPE)
    @interface Entity { String value(); String table() default ""; }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Info {
        String name() default "n";
        int count() default 3;
        long big() default 5L;
        byte b() default 1;
        char c() default 'x';
        float f() default 1.5f;
        double d() default 2.5;
        short s() default 7;
        boolean z() default true;
        Level level() default Level.MEDIUM;
        Class<?> type() default String[].class;
        int[] nums() default {1, 2};
        String[] tags() default {};
        Marker inner() default @Marker;
        Class<?> nested() default Map.Entry.class;
    }

    @Retention(RetentionPolicy.RUNTIME) @interface Marker { String value() default "v"; }

    @Retention(RetentionPolicy.RUNTIME) @Inherited @interface Heritable { int value(); }

    @Retention(RetentionPolicy.CLASS) @interface ClassOnly { }

    @Retention(RetentionPolicy.RUNTIME) @Repeatable(Roles.class) @interface Role { String value(); }
    @Retention(RetentionPolicy.RUNTIME) @interface Roles { Role[] value(); }

    @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.METHOD)
    @interface Test { Class<? extends Throwable> expected() default None.class; long timeout() default 0L; }
    static class None extends Throwable {}

    @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.PARAMETER) @interface NotNull { }

    @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.FIELD) @interface Column { String name(); boolean nullable() default true; }

    @Entity(value = "users", table = "t_users")
    @Heritable(42)
    @ClassOnly
    @Info(name = "q\"\n\u0001", count = 9, tags = {"a", "b"}, level = Level.HIGH)
    static class User {
        @Column(name = "user_id", nullable = false) private int id;
        @Column(name = "user_name") String name;
        @Deprecated public String legacy;
        int plain;

        @Test public void first() {}
        @Test(expected = IllegalStateException.class, timeout = 100) public void second() {}
        public void helper(@NotNull String a, int b, @NotNull @Marker("p") Object c) {}
        @Role("admin") @Role("user") public void roles() {}
        @Role("solo") public void oneRole() {}
    }

    static class Admin extends User {}

    @Role("a") @Role("b") static class Repeated {}

    record Point(@Marker("x") int x, int y) {}

    public static void main(String[] args) throws Exception {
        Class<User> c = User.class;
        Entity e = c.getAnnotation(Entity.class);
        System.out.println(e);
        System.out.println(e.value() + " " + e.table() + " " + e.annotationType().getSimpleName());
        System.out.println("present " + c.isAnnotationPresent(Entity.class) + " " + c.isAnnotationPresent(ClassOnly.class)
                + " " + c.isAnnotationPresent(Deprecated.class));
        System.out.println("count " + c.getAnnotations().length + " declared " + c.getDeclaredAnnotations().length);
        for (Annotation a : c.getDeclaredAnnotations()) {
            System.out.println("  " + a.annotationType().getName() + " -> " + a);
        }
        Info info = c.getAnnotation(Info.class);
        System.out.println(info.name().length() + " " + info.count() + " " + info.big() + " " + info.b() + " " + info.c()
                + " " + info.f() + " " + info.d() + " " + info.s() + " " + info.z() + " " + info.level()
                + " " + info.type().getName() + " " + Arrays.toString(info.nums()) + " " + Arrays.toString(info.tags())
                + " " + info.inner().value() + " " + info.nested());
        int[] nums = info.nums();
        nums[0] = 99;
        System.out.println("defensive copy " + info.nums()[0]);
        // (Info's hash code mixes in an enum's and a class's identity hash codes: not repeatable.)
        System.out.println("hash " + e.hashCode() + " " + c.getAnnotation(Heritable.class).hashCode());

        // Inheritance: only @Inherited annotations reach the subclass.
        System.out.println("Admin: " + Arrays.toString(Admin.class.getAnnotations()));
        System.out.println("Admin declared: " + Admin.class.getDeclaredAnnotations().length);
        System.out.println("Admin heritable " + Admin.class.getAnnotation(Heritable.class).value()
                + " entity " + Admin.class.getAnnotation(Entity.class));
        System.out.println("same instance " + (Admin.class.getAnnotation(Heritable.class) == c.getAnnotation(Heritable.class)));

        // Fields, sorted by name (the declared order is the class file's).
        Field[] fields = c.getDeclaredFields();
        Arrays.sort(fields, Comparator.comparing(Field::getName));
        for (Field f : fields) {
            Column col = f.getAnnotation(Column.class);
            System.out.println("field " + f.getName() + " column=" + (col == null ? "-" : col.name() + "/" + col.nullable())
                    + " annotations=" + Arrays.toString(f.getDeclaredAnnotations()));
        }

        // A tiny test runner, as people write one.
        Method[] methods = c.getDeclaredMethods();
        Arrays.sort(methods, Comparator.comparing(Method::getName));
        for (Method m : methods) {
            Test t = m.getAnnotation(Test.class);
            if (t != null) {
                System.out.println("test " + m.getName() + " expected=" + t.expected().getSimpleName() + " timeout=" + t.timeout()
                        + " " + t);
            }
        }
        Method helper = c.getMethod("helper", String.class, int.class, Object.class);
        Annotation[][] pa = helper.getParameterAnnotations();
        for (int i = 0; i < pa.length; i++) {
            System.out.println("param " + i + " " + Arrays.toString(pa[i]));
        }
        for (Parameter p : helper.getParameters()) {
            System.out.println("  " + p + " notNull=" + p.isAnnotationPresent(NotNull.class) + " named=" + p.isNamePresent());
        }

        // Repeatable annotations.
        Method roles = c.getMethod("roles");
        System.out.println("roles direct " + roles.getAnnotation(Role.class) + " container " + roles.getAnnotation(Roles.class));
        System.out.println("roles by type " + Arrays.toString(roles.getAnnotationsByType(Role.class)));
        System.out.println("one role " + Arrays.toString(c.getMethod("oneRole").getAnnotationsByType(Role.class)));
        System.out.println("class roles " + Arrays.toString(Repeated.class.getAnnotationsByType(Role.class))
                + " " + Repeated.class.getAnnotationsByType(Role.class).getClass().getSimpleName());
        System.out.println("no roles " + c.getAnnotationsByType(Role.class).length);

        // equals between instances from different places.
        Test t1 = c.getMethod("first").getAnnotation(Test.class);
        Test t1again = c.getMethod("first").getAnnotation(Test.class);
        Test t2 = c.getMethod("second").getAnnotation(Test.class);
        System.out.println("equals " + t1.equals(t1again) + " " + t1.equals(t2) + " " + (t1.hashCode() == t1again.hashCode())
                + " " + t1.equals("x"));

        // Defaults seen through Method.getDefaultValue.
        Method[] im = Info.class.getDeclaredMethods();
        Arrays.sort(im, Comparator.comparing(Method::getName));
        for (Method m : im) {
            Object d = m.getDefaultValue();
            System.out.println("default " + m.getName() + " = " + (d != null && d.getClass().isArray() ? d.getClass().getSimpleName() : d));
        }
        System.out.println("no default " + Entity.class.getMethod("value").getDefaultValue()
                + " " + Object.class.getMethod("toString").getDefaultValue());
        System.out.println("is annotation " + Info.class.isAnnotation() + " " + Annotation.class.isAssignableFrom(Info.class)
                + " " + (info instanceof Annotation));

        // Record components.
        for (RecordComponent rc : Point.class.getRecordComponents()) {
            System.out.println("component " + rc + " " + Arrays.toString(rc.getAnnotations()));
        }

        // Meta-annotations of the library's own annotations.
        Retention r = Info.class.getAnnotation(Retention.class);
        System.out.println(r + " " + r.value());
        Target tg = Test.class.getAnnotation(Target.class);
        System.out.println(tg + " " + Arrays.toString(tg.value()));
        System.out.println(Repeatable.class.getAnnotation(Retention.class));
        System.out.println("null arg");
        try {
            c.getAnnotation(null);
        } catch (NullPointerException npe) {
            System.out.println("NPE");
        }
    }
}
