// Unit-test data for remembered resolution errors (tests/unit/resolution_errors_test.cpp):
// Resolving's constant for ResolvingLater fails while ResolvingLater.class is hidden and must keep
// failing after it is back (JVMS 5.4.3); ResolvingOther's own constant then resolves.
public class Resolving {
    static Object make() { return new ResolvingLater(); }
    static int field() { return ResolvingLater.count; }
}

class ResolvingLater {
    static int count = 7;
}

class ResolvingOther {
    static Object make() { return new ResolvingLater(); }
}
