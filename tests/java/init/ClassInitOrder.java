// Class initialization order (JVMS 5.5): triggers, superclass first, interfaces not initialized by subclasses.
public class ClassInitOrder {
    static StringBuilder log = new StringBuilder();

    static void log(String s) { log.append(s).append(' '); }

    static class Base {
        static int baseField = init("Base.baseField");
        static { log("Base.<clinit>"); }
        static int init(String s) { log(s); return 7; }
        Base() { log("Base()"); }
    }

    static class Derived extends Base {
        static int derivedField = init("Derived.derivedField");
        static { log("Derived.<clinit>"); }
        int inst = instInit();
        int instInit() { log("Derived.inst"); return 1; }
        Derived() { super(); log("Derived()"); }
    }

    interface Marker {
        int MARK = ClassInitOrder.note("Marker.MARK");
    }

    static class Impl implements Marker {
        static { log("Impl.<clinit>"); }
    }

    static class Holder {
        static final int CONST = 42;          // compile-time constant: no init
        static final Integer BOXED = box();  // not a constant: init
        static { log("Holder.<clinit>"); }
        static Integer box() { log("Holder.box"); return 5; }
        static void touch() { log("Holder.touch"); }
    }

    static class Lazy {
        static { log("Lazy.<clinit>"); }
        static int value;
    }

    static class StaticSetter {
        static { log("StaticSetter.<clinit>"); }
        static int x;
    }

    static class OnlyArray {
        static { log("OnlyArray.<clinit>"); }
    }

    static int note(String s) { log(s); return 3; }

    static void flush(String step) {
        System.out.println(step + ": " + log.toString().trim());
        log.setLength(0);
    }

    public static void main(String[] args) {
        flush("start");
        int c = Holder.CONST;
        flush("constant " + c);
        OnlyArray[] arr = new OnlyArray[3];
        flush("array " + arr.length);
        int b = Derived.baseField;   // only Base is initialized
        flush("Derived.baseField " + b);
        new Derived();
        flush("new Derived");
        new Derived();
        flush("new Derived again");
        new Impl();
        flush("new Impl");
        int m = Marker.MARK;
        flush("Marker.MARK " + m);
        Integer bx = Holder.BOXED;
        flush("Holder.BOXED " + bx);
        Holder.touch();
        flush("Holder.touch");
        int v = Lazy.value;
        flush("Lazy.value " + v);
        StaticSetter.x = 9;
        flush("StaticSetter.x=" + StaticSetter.x);
        Object o = Lazy.class;       // class literal does not initialize
        flush("class literal");
    }
}
