// Uncaught custom exception with overridden getMessage, suppressed exceptions and a cause: full stderr format.
public class UncaughtCustom {
    static class ConfigError extends RuntimeException {
        final String key;
        ConfigError(String key, Throwable cause) {
            super(cause);
            this.key = key;
        }
        @Override
        public String getMessage() { return "bad config key '" + key + "'"; }
    }

    static void parse() {
        throw new NumberFormatException("not a number: abc");
    }

    public static void main(String[] args) {
        ConfigError err;
        try {
            parse();
            err = null;
        } catch (NumberFormatException e) {
            err = new ConfigError("port", e);
        }
        err.addSuppressed(new IllegalArgumentException("also wrong"));
        System.out.println("throwing");
        throw err;
    }
}
