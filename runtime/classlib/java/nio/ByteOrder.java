// java.nio.ByteOrder: big-endian or little-endian.
package java.nio;

/** BIG_ENDIAN and LITTLE_ENDIAN; nativeOrder is the machine's (little-endian on x86 and ARM64 Linux). */
public final class ByteOrder {
    private final String name;

    private ByteOrder(String name) {
        this.name = name;
    }

    public static final ByteOrder BIG_ENDIAN = new ByteOrder("BIG_ENDIAN");
    public static final ByteOrder LITTLE_ENDIAN = new ByteOrder("LITTLE_ENDIAN");

    public static ByteOrder nativeOrder() {
        return LITTLE_ENDIAN;
    }

    public String toString() {
        return name;
    }
}
