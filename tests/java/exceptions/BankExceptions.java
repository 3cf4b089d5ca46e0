public class BankExceptions {
    static class BankException extends Exception { BankException(String m) { super(m); } BankException(String m, Throwable c) { super(m, c); } }
    static class InsufficientFunds extends BankException { final long need; InsufficientFunds(long n) { super("need " + n + " more"); need = n; } }
    static class AccountFrozen extends BankException { AccountFrozen(String id) { super("frozen: " + id); } }
    static class Account {
        final String id; long balance; boolean frozen;
        Account(String id, long b) { this.id = id; balance = b; }
        void withdraw(long amt) throws BankException {
            if (frozen) throw new AccountFrozen(id);
            if (amt > balance) throw new InsufficientFunds(amt - balance);
            balance -= amt;
        }
    }
    static StringBuilder log = new StringBuilder();
    static int transfer(Account a, Account b, long amt) {
        try {
            log.append("try;");
            a.withdraw(amt);
            b.balance += amt;
            return 0;
        } catch (InsufficientFunds e) {
            log.append("insufficient ").append(e.need).append(';');
            return 1;
        } catch (BankException e) {
            log.append(e.getMessage()).append(';');
            return 2;
        } finally {
            log.append("finally;");
        }
    }
    @SuppressWarnings("finally")
    static int weird() { int x = 1; try { x = 2; throw new RuntimeException("lost"); } finally { x += 10; return x; } }
    static String nested() {
        StringBuilder sb = new StringBuilder();
        outer:
        for (int i = 0; i < 3; i++) {
            try {
                for (int j = 0; j < 3; j++) {
                    try {
                        if (j == 1) continue;
                        if (i == 2) break outer;
                        sb.append(i).append(j).append(' ');
                    } finally { sb.append('f'); }
                }
            } finally { sb.append("F "); }
        }
        return sb.toString();
    }
    public static void main(String[] args) throws Exception {
        Account a = new Account("A1", 100), b = new Account("B2", 0);
        System.out.println(transfer(a, b, 30) + " " + transfer(a, b, 100) + " " + a.balance + " " + b.balance);
        b.frozen = true;
        System.out.println(transfer(b, a, 1));
        System.out.println(log);
        System.out.println(weird());
        System.out.println(nested());
        try {
            try { throw new IllegalStateException("inner"); }
            catch (IllegalStateException e) { throw new BankException("wrapped", e); }
            finally { System.out.println("inner finally"); }
        } catch (BankException e) {
            System.out.println(e + " / cause " + e.getCause() + " / " + e.getCause().getMessage());
        }
        try { throw new Error("custom error"); } catch (Throwable t) { System.out.println(t.getClass().getName() + ": " + t.getMessage()); }
        Exception ex = new Exception();
        System.out.println(ex.getMessage() + " " + ex + " " + new RuntimeException((String) null).getLocalizedMessage());
        Throwable withSup = new Exception("primary");
        withSup.addSuppressed(new RuntimeException("s1"));
        System.out.println(withSup.getSuppressed().length + " " + withSup.getSuppressed()[0]);
        throw new BankException("fatal", new InsufficientFunds(5));
    }
}
