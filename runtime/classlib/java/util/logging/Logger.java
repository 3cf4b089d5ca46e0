// java.util.logging.Logger: a named logging channel with a level, handlers and a parent.
package java.util.logging;

import java.util.ArrayList;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

/**
 * JDK 17's Logger: a request is published when its level is at least the logger's effective
 * level (its own, else its nearest ancestor's; OFF publishes nothing) and the logger's filter
 * lets it through; then to this logger's handlers and, while useParentHandlers holds, to each
 * ancestor's. The convenience methods (severe ... finest, the Supplier forms, log with a
 * parameter, parameters or a Throwable, logp with an explicit source, entering/exiting/throwing
 * at FINER with "ENTRY {0}", "RETURN {0}" and "THROW") build a LogRecord named after this
 * logger. Loggers come from {@link #getLogger} (one per name, kept by the LogManager) or
 * {@link #getAnonymousLogger} (parent: the root logger). No resource bundles (accepted by name
 * and ignored; getResourceBundle is null). Thread-safe: handlers in a copy-on-write list, the
 * rest volatile or synchronized.
 */
public class Logger {
    private static final int offValue = Level.OFF.intValue();
    private static final Handler[] emptyHandlers = new Handler[0];

    public static final String GLOBAL_LOGGER_NAME = "global";

    /** @deprecated as in JDK 17: use {@link #getGlobal}. */
    @Deprecated
    public static final Logger global = new Logger(GLOBAL_LOGGER_NAME, null, null);

    private final String name;
    private final String resourceBundleName;
    private volatile LogManager manager;
    private volatile Logger parent;
    private volatile Level levelObject;
    private volatile Filter filter;
    private volatile boolean useParentHandlers = true;
    private final CopyOnWriteArrayList<Handler> handlers = new CopyOnWriteArrayList<>();

    protected Logger(String name, String resourceBundleName) {
        this(name, resourceBundleName, LogManager.getLogManager());
    }

    Logger(String name, String resourceBundleName, LogManager manager) {
        this.name = name;
        this.resourceBundleName = resourceBundleName;
        this.manager = manager;
    }

    void setManager(LogManager m) {
        manager = m;
    }

    private LogManager manager() {
        LogManager m = manager;
        if (m == null) {
            m = LogManager.getLogManager();
            manager = m;
        }
        return m;
    }

    public static final Logger getGlobal() {
        LogManager.getLogManager();
        return global;
    }

    public static Logger getLogger(String name) {
        name.getClass();
        return LogManager.getLogManager().demandLogger(name);
    }

    public static Logger getLogger(String name, String resourceBundleName) {
        return getLogger(name);
    }

    public static Logger getAnonymousLogger() {
        return getAnonymousLogger(null);
    }

    public static Logger getAnonymousLogger(String resourceBundleName) {
        LogManager m = LogManager.getLogManager();
        Logger result = new Logger(null, resourceBundleName, m);
        result.parent = m.rootLogger();
        return result;
    }

    public Object getResourceBundle() {
        return null;
    }

    public String getResourceBundleName() {
        return resourceBundleName;
    }

    public void setFilter(Filter newFilter) throws SecurityException {
        filter = newFilter;
    }

    public Filter getFilter() {
        return filter;
    }

    /** Publishes the record if its level and this logger's filter allow (see the class comment). */
    public void log(LogRecord record) {
        if (!isLoggable(record.getLevel())) {
            return;
        }
        Filter f = filter;
        if (f != null && !f.isLoggable(record)) {
            return;
        }
        Logger logger = this;
        while (logger != null) {
            for (Handler handler : logger.getHandlers()) {
                handler.publish(record);
            }
            if (!logger.useParentHandlers) {
                break;
            }
            logger = logger.parent;
        }
    }

    private void doLog(LogRecord lr) {
        lr.setLoggerName(name);
        if (resourceBundleName != null) {
            lr.setResourceBundleName(resourceBundleName);
        }
        log(lr);
    }

    public void log(Level level, String msg) {
        if (!isLoggable(level)) {
            return;
        }
        doLog(new LogRecord(level, msg));
    }

    public void log(Level level, Supplier<String> msgSupplier) {
        if (!isLoggable(level)) {
            return;
        }
        doLog(new LogRecord(level, msgSupplier.get()));
    }

    public void log(Level level, String msg, Object param1) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setParameters(new Object[] {param1});
        doLog(lr);
    }

    public void log(Level level, String msg, Object[] params) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setParameters(params);
        doLog(lr);
    }

    public void log(Level level, String msg, Throwable thrown) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setThrown(thrown);
        doLog(lr);
    }

    public void log(Level level, Throwable thrown, Supplier<String> msgSupplier) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msgSupplier.get());
        lr.setThrown(thrown);
        doLog(lr);
    }

    private void logpRecord(LogRecord lr, String sourceClass, String sourceMethod) {
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        doLog(lr);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg) {
        if (!isLoggable(level)) {
            return;
        }
        logpRecord(new LogRecord(level, msg), sourceClass, sourceMethod);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, Supplier<String> msgSupplier) {
        if (!isLoggable(level)) {
            return;
        }
        logpRecord(new LogRecord(level, msgSupplier.get()), sourceClass, sourceMethod);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Object param1) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setParameters(new Object[] {param1});
        logpRecord(lr, sourceClass, sourceMethod);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Object[] params) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setParameters(params);
        logpRecord(lr, sourceClass, sourceMethod);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Throwable thrown) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setThrown(thrown);
        logpRecord(lr, sourceClass, sourceMethod);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, Throwable thrown,
                     Supplier<String> msgSupplier) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msgSupplier.get());
        lr.setThrown(thrown);
        logpRecord(lr, sourceClass, sourceMethod);
    }

    public void entering(String sourceClass, String sourceMethod) {
        logp(Level.FINER, sourceClass, sourceMethod, "ENTRY");
    }

    public void entering(String sourceClass, String sourceMethod, Object param1) {
        logp(Level.FINER, sourceClass, sourceMethod, "ENTRY {0}", param1);
    }

    public void entering(String sourceClass, String sourceMethod, Object[] params) {
        String msg = "ENTRY";
        if (params == null) {
            logp(Level.FINER, sourceClass, sourceMethod, msg);
            return;
        }
        if (!isLoggable(Level.FINER)) {
            return;
        }
        if (params.length > 0) {
            StringBuilder b = new StringBuilder(msg);
            for (int i = 0; i < params.length; i++) {
                b.append(' ').append('{').append(i).append('}');
            }
            msg = b.toString();
        }
        logp(Level.FINER, sourceClass, sourceMethod, msg, params);
    }

    public void exiting(String sourceClass, String sourceMethod) {
        logp(Level.FINER, sourceClass, sourceMethod, "RETURN");
    }

    public void exiting(String sourceClass, String sourceMethod, Object result) {
        logp(Level.FINER, sourceClass, sourceMethod, "RETURN {0}", result);
    }

    public void throwing(String sourceClass, String sourceMethod, Throwable thrown) {
        if (!isLoggable(Level.FINER)) {
            return;
        }
        LogRecord lr = new LogRecord(Level.FINER, "THROW");
        lr.setThrown(thrown);
        logpRecord(lr, sourceClass, sourceMethod);
    }

    public void severe(String msg) { log(Level.SEVERE, msg); }
    public void warning(String msg) { log(Level.WARNING, msg); }
    public void info(String msg) { log(Level.INFO, msg); }
    public void config(String msg) { log(Level.CONFIG, msg); }
    public void fine(String msg) { log(Level.FINE, msg); }
    public void finer(String msg) { log(Level.FINER, msg); }
    public void finest(String msg) { log(Level.FINEST, msg); }
    public void severe(Supplier<String> msgSupplier) { log(Level.SEVERE, msgSupplier); }
    public void warning(Supplier<String> msgSupplier) { log(Level.WARNING, msgSupplier); }
    public void info(Supplier<String> msgSupplier) { log(Level.INFO, msgSupplier); }
    public void config(Supplier<String> msgSupplier) { log(Level.CONFIG, msgSupplier); }
    public void fine(Supplier<String> msgSupplier) { log(Level.FINE, msgSupplier); }
    public void finer(Supplier<String> msgSupplier) { log(Level.FINER, msgSupplier); }
    public void finest(Supplier<String> msgSupplier) { log(Level.FINEST, msgSupplier); }

    public void setLevel(Level newLevel) throws SecurityException {
        levelObject = newLevel;
    }

    void setLevelInternal(Level newLevel) {
        levelObject = newLevel;
    }

    public Level getLevel() {
        return levelObject;
    }

    // The effective level's value: this logger's level, else the nearest ancestor's, else INFO.
    private int levelValue() {
        for (Logger l = this; l != null; l = l.parent) {
            Level lv = l.levelObject;
            if (lv != null) {
                return lv.intValue();
            }
        }
        return Level.INFO.intValue();
    }

    public boolean isLoggable(Level level) {
        int levelValue = levelValue();
        return !(level.intValue() < levelValue || levelValue == offValue);
    }

    public String getName() {
        return name;
    }

    public void addHandler(Handler handler) throws SecurityException {
        handler.getClass();
        handlers.add(handler);
    }

    public void removeHandler(Handler handler) throws SecurityException {
        if (handler == null) {
            return;
        }
        handlers.remove(handler);
    }

    public Handler[] getHandlers() {
        LogManager m = manager();
        if (this == m.rootLogger()) {
            m.ensureGlobalHandlers(this);
        }
        return handlers.toArray(emptyHandlers);
    }

    Handler[] getHandlersInternal() {
        return handlers.toArray(emptyHandlers);
    }

    public void setUseParentHandlers(boolean useParentHandlers) {
        this.useParentHandlers = useParentHandlers;
    }

    public boolean getUseParentHandlers() {
        return useParentHandlers;
    }

    public Logger getParent() {
        return parent;
    }

    Logger getParentInternal() {
        return parent;
    }

    public void setParent(Logger parent) {
        parent.getClass();
        this.parent = parent;
    }

    void setParentInternal(Logger parent) {
        this.parent = parent;
    }
}
