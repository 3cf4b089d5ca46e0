// java.util.logging.Handler: takes LogRecords from Loggers and publishes them somewhere.
package java.util.logging;

import java.io.UnsupportedEncodingException;

/**
 * A destination for records: level (ALL unless set), filter, formatter, encoding and
 * ErrorManager, with JDK 17's {@link #isLoggable} (below the level, or the level OFF, is not
 * loggable; then the filter decides) and null checks (NullPointerException for a null level,
 * formatter or error manager). The setters are synchronized, the getters read volatile fields,
 * as in JDK 17.
 */
public abstract class Handler {
    private static final int offValue = Level.OFF.intValue();

    private volatile Filter filter;
    private volatile Formatter formatter;
    private volatile Level logLevel = Level.ALL;
    private volatile ErrorManager errorManager = new ErrorManager();
    private volatile String encoding;

    protected Handler() {
    }

    public abstract void publish(LogRecord record);

    public abstract void flush();

    public abstract void close() throws SecurityException;

    public synchronized void setFormatter(Formatter newFormatter) throws SecurityException {
        newFormatter.getClass();
        formatter = newFormatter;
    }

    public Formatter getFormatter() {
        return formatter;
    }

    public synchronized void setEncoding(String encoding)
            throws SecurityException, UnsupportedEncodingException {
        if (encoding != null) {
            try {
                if (!java.nio.charset.Charset.isSupported(encoding)) {
                    throw new UnsupportedEncodingException(encoding);
                }
            } catch (java.nio.charset.IllegalCharsetNameException e) {
                throw new UnsupportedEncodingException(encoding);
            }
        }
        this.encoding = encoding;
    }

    public String getEncoding() {
        return encoding;
    }

    public synchronized void setFilter(Filter newFilter) throws SecurityException {
        filter = newFilter;
    }

    public Filter getFilter() {
        return filter;
    }

    public synchronized void setErrorManager(ErrorManager em) {
        if (em == null) {
            throw new NullPointerException();
        }
        errorManager = em;
    }

    public ErrorManager getErrorManager() {
        return errorManager;
    }

    protected void reportError(String msg, Exception ex, int code) {
        try {
            errorManager.error(msg, ex, code);
        } catch (Exception ex2) {
            System.err.println("Handler.reportError caught:");
            ex2.printStackTrace();
        }
    }

    public synchronized void setLevel(Level newLevel) throws SecurityException {
        if (newLevel == null) {
            throw new NullPointerException();
        }
        logLevel = newLevel;
    }

    public Level getLevel() {
        return logLevel;
    }

    public boolean isLoggable(LogRecord record) {
        int levelValue = getLevel().intValue();
        if (record == null) {
            return false;
        }
        if (record.getLevel().intValue() < levelValue || levelValue == offValue) {
            return false;
        }
        Filter f = getFilter();
        return f == null || f.isLoggable(record);
    }

    // JDK 17's Handler configuration from LogManager properties: <class>.level, .filter,
    // .formatter, .encoding, each with a default; a bad value falls back to the default.
    void configure(Level defaultLevel, Formatter defaultFormatter) {
        LogManager manager = LogManager.getLogManager();
        String cname = getClass().getName();
        setLevel(manager.getLevelProperty(cname + ".level", defaultLevel));
        Object f = manager.newInstanceProperty(cname + ".filter");
        setFilter(f instanceof Filter ? (Filter) f : null);
        Object fmt = manager.newInstanceProperty(cname + ".formatter");
        setFormatter(fmt instanceof Formatter ? (Formatter) fmt : defaultFormatter);
        try {
            setEncoding(manager.getProperty(cname + ".encoding"));
        } catch (Exception ex) {
            try {
                setEncoding(null);
            } catch (Exception ex2) {
                // null is always accepted
            }
        }
    }
}
