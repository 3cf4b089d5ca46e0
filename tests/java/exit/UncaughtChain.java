public class UncaughtChain {
    static class DataException extends RuntimeException { DataException(String m, Throwable c) { super(m, c); } }
    static class ParseFailure extends Exception { ParseFailure(String m) { super(m); } }
    static int parse(String s) throws ParseFailure {
        try { return Integer.parseInt(s.substring(1)); }
        catch (NumberFormatException e) { ParseFailure pf = new ParseFailure("bad token '" + s + "'"); pf.initCause(new IllegalStateException("state")); throw pf; }
    }
    static void level3(String s) { try { parse(s); } catch (ParseFailure e) { throw new DataException("level3 failed", e); } }
    static void level2(String s) { level3(s); }
    static void level1(String s) { level2(s); }
    public static void main(String[] args) {
        System.out.println("before");
        System.err.println("to stderr first");
        level1("x12y");
    }
}
