// Uncaught exception with a three-level cause chain: "Caused by:" sections and "... n more" elision.
public class UncaughtCausedBy {
    static class StorageException extends Exception {
        StorageException(String msg, Throwable cause) { super(msg, cause); }
    }

    static void readBlock(int block) {
        int[] blocks = new int[2];
        blocks[block] = 1;
    }

    static void load(int block) throws StorageException {
        try {
            readBlock(block);
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new StorageException("cannot load block " + block, e);
        }
    }

    static void start() {
        try {
            load(7);
        } catch (StorageException e) {
            throw new RuntimeException("startup failed", e);
        }
    }

    public static void main(String[] args) {
        System.out.println("booting");
        start();
    }
}
