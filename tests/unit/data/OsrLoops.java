// On-stack replacement through the interpreter (tests/unit/osr_transfer_test.cpp): the test
// installs a stand-in OSR entry at count's loop header and checks that a long loop transfers
// to it, from an entry frame, from an interpreted caller, and with an exception coming back.
public class OsrLoops {
  static int count(int n) {
    int s = 0;
    for (int i = 0; i < n; i++) {
      s += i;
    }
    return s;
  }

  static int viaCaller(int n) { return count(n) + 1; }

  static int caught(int n) {
    try {
      return count(n);
    } catch (IllegalStateException e) {
      return -7;
    }
  }

  static synchronized int locked(int n) {
    int s = 0;
    for (int i = 0; i < n; i++) {
      s += i;
    }
    return s;
  }
}
