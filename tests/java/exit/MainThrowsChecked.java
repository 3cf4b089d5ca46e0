// A checked exception declared by main and thrown out of it: exit code 1, trace on stderr, stdout kept.
public class MainThrowsChecked {
    static class DataException extends Exception {
        DataException(String msg) { super(msg); }
    }

    static void check(String[] data) throws DataException {
        for (int i = 0; i < data.length; i++) {
            if (data[i].isEmpty()) throw new DataException("empty entry at " + i);
            System.out.println("entry " + data[i]);
        }
    }

    public static void main(String[] args) throws Exception {
        check(new String[] {"alpha", "beta", "", "delta"});
    }
}
